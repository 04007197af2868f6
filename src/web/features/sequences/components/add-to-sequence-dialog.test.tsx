// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddToSequenceDialog } from './add-to-sequence-dialog';

const mocks = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock('../../../lib/api', async (original) => ({ ...(await original<object>()), api: mocks.api }));

const check = (id: string, extra: Record<string, unknown>) => ({
  contactId: id,
  name: `Person ${id}`,
  email: `${id}@people.test`,
  emailStatus: 'verified',
  refusal: null,
  needsConfirmation: null,
  preview: null,
  blocked: null,
  ...extra,
});

describe('AddToSequenceDialog', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('previews the first e-mail per contact, shows refusals, and enrols the confirmed ones', async () => {
    const enrolBodies: unknown[] = [];
    mocks.api.mockImplementation(async (path: string, options?: { body?: unknown }) => {
      if (path === '/sequences')
        return { sequences: [{ id: 's1', name: 'Intro', steps: [], counts: {} }], role: 'member' };
      if (path === '/sequences/s1/preview')
        return {
          mailbox: { id: 'm1', fromAddress: 'me@sender.test' },
          contacts: [
            check('a', { preview: { subject: 'Hello Ann', text: 'Hi Ann' } }),
            check('b', { refusal: 'On the do-not-contact list' }),
            check('c', {
              needsConfirmation: 'E-mail status is risky or unknown: confirm to enrol',
              preview: { subject: 'S', text: 'T' },
            }),
          ],
        };
      if (path === '/sequences/s1/enrol') {
        enrolBodies.push(options?.body);
        return {
          enrolled: 2,
          results: [
            { contactId: 'a', name: 'Person a', enrolled: true, reason: null },
            { contactId: 'b', name: 'Person b', enrolled: false, reason: 'On the do-not-contact list' },
            { contactId: 'c', name: 'Person c', enrolled: true, reason: null },
          ],
        };
      }
      throw new Error(`unexpected ${path}`);
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <AddToSequenceDialog contactIds={['a', 'b', 'c']} open onOpenChange={() => undefined} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByRole('option', { name: 'Intro' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Sequence'), { target: { value: 's1' } });
    await screen.findByText('Subject: Hello Ann');
    expect(screen.getByText('On the do-not-contact list')).toBeTruthy();
    expect(screen.getByText('E-mails go from your mailbox, me@sender.test.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Enrol' }));
    await screen.findByText('2 contacts enrolled.');
    expect(enrolBodies).toEqual([{ contactIds: ['a', 'b', 'c'], confirmed: ['c'] }]);
    expect(screen.getByText('Person b: On the do-not-contact list')).toBeTruthy();
  });
});
