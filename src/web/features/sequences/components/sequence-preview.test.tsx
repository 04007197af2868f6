// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SequenceStep } from '#domain/sequences';
import { SequencePreview } from './sequence-preview';

const mocks = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock('../../../lib/api', async (original) => ({ ...(await original<object>()), api: mocks.api }));

const STEPS: SequenceStep[] = [
  { kind: 'email', subject: 'Hello {{first_name}}', body: 'Hi {{first_name}}, {{organization}}.' },
  { kind: 'wait', days: 2 },
  { kind: 'email', subject: 'Again', body: 'As {{title}}, {{pitch|you will like this}}' },
];

const renderPreview = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SequencePreview steps={STEPS} solutionName="Robots" />
    </QueryClientProvider>,
  );

describe('SequencePreview', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('fills every e-mail for the picked contact and says which field blocks their e-mail', async () => {
    mocks.api.mockImplementation(async (path: string) => {
      if (path.startsWith('/sequences/sample-contacts?'))
        return { contacts: [{ id: 'c1', name: 'Ada Byron', title: null, organizationName: 'Engines Ltd' }] };
      if (path === '/sequences/sample-contacts/c1?solution=Robots')
        return { name: 'Ada Byron', values: { first_name: 'Ada', name: 'Ada Byron', organization: 'Engines Ltd' } };
      throw new Error(`unexpected ${path}`);
    });
    renderPreview();
    // A sample until a contact is picked: the sample has no title either.
    let emails = screen.getAllByTestId('preview-email');
    expect(emails).toHaveLength(2);
    expect(emails[0]!.textContent).toContain('Subject: Hello Ann');
    expect(emails[0]!.textContent).toContain('Hi Ann, Example Labs.');
    expect(within(emails[1]!).getByRole('alert').textContent).toContain('no value for {{title}}');

    await screen.findByRole('option', { name: 'Ada Byron · Engines Ltd' });
    fireEvent.change(screen.getByLabelText('Preview contact'), { target: { value: 'c1' } });
    await waitFor(() => expect(screen.getAllByTestId('preview-email')[0]!.textContent).toContain('Hello Ada'));
    emails = screen.getAllByTestId('preview-email');
    expect(emails[0]!.textContent).toContain('E-mail 1 (step 1)');
    expect(emails[0]!.textContent).toContain('Hi Ada, Engines Ltd.');
    expect(emails[1]!.textContent).toContain('E-mail 2 (step 3)');
    expect(within(emails[1]!).getByRole('alert').textContent).toBe(
      'Ada Byron: no value for {{title}} and no fallback; add one ({{title|…}}) or fill the field.',
    );
  });

  it('searches contacts by name on the server', async () => {
    mocks.api.mockResolvedValue({ contacts: [] });
    renderPreview();
    fireEvent.change(screen.getByLabelText('Find a contact'), { target: { value: 'ada b' } });
    await waitFor(() => expect(mocks.api).toHaveBeenCalledWith('/sequences/sample-contacts?q=ada%20b'));
  });
});
