// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeInvitations, type InvitationDto } from '#domain/invitations';
import { AnalyticsView } from './analytics-tab';

const NOW = new Date(2026, 2, 15, 12);
const DAY = 86_400_000;
const inv = (status: InvitationDto['status'], daysAgo: number, responseDays = 0): InvitationDto => {
  const created = new Date(NOW.getTime() - daysAgo * DAY);
  return {
    id: `${status}-${daysAgo}-${Math.random()}`,
    email: 'x@acme.io',
    role: 'member',
    status,
    createdAt: created.toISOString(),
    expiresAt: new Date(created.getTime() + 7 * DAY).toISOString(),
    acceptedAt: status === 'accepted' ? new Date(created.getTime() + responseDays * DAY).toISOString() : null,
  };
};

describe('AnalyticsView', () => {
  afterEach(cleanup);

  it('shows the rate with its label, response time with its label, 7 days and the insights', () => {
    render(
      <AnalyticsView
        now={NOW}
        summary={summarizeInvitations([
          inv('accepted', 10, 6),
          inv('pending', 0),
          inv('pending', 0),
          inv('expired', 20),
        ])}
      />,
    );
    expect(screen.getByTestId('acceptance-rate').textContent).toBe('25%');
    expect(screen.getByTestId('acceptance-label').textContent).toBe('Needs Improvement');
    expect(screen.getByTestId('response-time').textContent).toBe('6 days');
    expect(screen.getByTestId('response-label').textContent).toBe('Slow');
    const days = screen.getAllByTestId('recent-day');
    expect(days).toHaveLength(7);
    expect(days[6]!.textContent).toMatch(/Sun, Mar 15\s*2$/);
    expect(
      screen.getAllByTestId('insight').map((i) => within(i).getByText(/Rate|Time|Performance/).textContent),
    ).toEqual(['Low Acceptance Rate', 'Slow Response Time']);
  });

  it('reads calmly with no invitations', () => {
    render(<AnalyticsView now={NOW} summary={summarizeInvitations([])} />);
    expect(screen.getByTestId('acceptance-rate').textContent).toBe('0%');
    expect(screen.getByTestId('response-time').textContent).toBe('—');
    expect(screen.queryAllByTestId('insight')).toHaveLength(0);
  });
});
