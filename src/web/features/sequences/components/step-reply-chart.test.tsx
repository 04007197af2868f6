// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SequenceStep } from '#domain/sequences';
import { StepReplyChart } from './step-reply-chart';

const STEPS: SequenceStep[] = [
  { kind: 'email', subject: 'a', body: 'b' },
  { kind: 'wait', days: 2 },
  { kind: 'email', subject: 'c', body: 'd' },
];

describe('StepReplyChart', () => {
  afterEach(cleanup);

  it('draws one bar per e-mail step that sent something, with the rate and its table for screen readers', () => {
    const stats = [
      { stepIndex: 0, sent: 4, replied: 1 },
      { stepIndex: 2, sent: 3, replied: 0 },
    ];
    const { container } = render(<StepReplyChart name="Intro" steps={STEPS} stats={stats} />);
    const chart = screen.getByTestId('step-reply-chart');
    expect(chart.textContent).toContain('E-mail 1');
    expect(chart.textContent).toContain('25% (1/4)');
    expect(chart.textContent).toContain('E-mail 2');
    expect(chart.textContent).toContain('0% (0/3)');
    const bars = container.querySelectorAll<HTMLElement>('.bg-primary');
    expect([...bars].map((b) => b.style.width)).toEqual(['25%', '0%']);
    const table = screen.getByRole('table');
    expect(table.querySelector('caption')!.textContent).toBe('Intro: reply rate per e-mail step, in percent');
    expect([...table.querySelectorAll('tbody tr')].map((r) => r.textContent)).toEqual(['E-mail 125', 'E-mail 20']);
  });

  it('says so when nothing was sent yet', () => {
    render(<StepReplyChart name="Intro" steps={STEPS} stats={[]} />);
    expect(screen.getByText('Nothing sent yet')).toBeTruthy();
  });
});
