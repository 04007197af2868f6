// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnrolSelectionButton } from './enrol-selection-button';

const mocks = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock('../../../lib/api', async (original) => ({ ...(await original<object>()), api: mocks.api }));

const selection = { kind: 'contacts' as const, ids: ['11111111-1111-4111-8111-111111111111'] };

function renderButton(onStarted = vi.fn(), clear = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <EnrolSelectionButton selection={selection} count={1} clear={clear} onStarted={onStarted} />
    </QueryClientProvider>,
  );
  return { onStarted, clear };
}

describe('EnrolSelectionButton', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('shows the first e-mail of the picked contacts, or why one would not go, before it starts', async () => {
    mocks.api.mockImplementation(async (path: string, init?: { body?: { contactIds: string[] } }) => {
      if (path === '/sequences') return { sequences: [{ id: 's1', name: 'Intro', steps: [], counts: {} }] };
      if (path === '/sequences/s1/preview') {
        expect(init?.body?.contactIds).toEqual(selection.ids);
        return {
          mailbox: { id: 'm1', fromAddress: 'me@seller.io' },
          contacts: [
            {
              contactId: selection.ids[0],
              name: 'Ada Lovelace',
              email: 'ada@engines.io',
              emailStatus: 'verified',
              refusal: null,
              needsConfirmation: null,
              preview: { subject: 'Engines, Ada?', text: 'Hi Ada, ...' },
              blocked: null,
            },
          ],
        };
      }
      throw new Error(`unexpected ${path}`);
    });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Enrol in sequence' }));
    await screen.findByRole('option', { name: 'Intro' });
    expect(screen.queryByTestId('enrol-preview-sample')).toBeNull();
    fireEvent.change(screen.getByLabelText('Sequence'), { target: { value: 's1' } });
    expect(await screen.findByText('Subject: Engines, Ada?')).toBeTruthy();
    expect(screen.getByText('ada@engines.io')).toBeTruthy();
  });

  it('starts the enrol-in-sequence bulk job with the chosen sequence and the confirmation', async () => {
    mocks.api.mockImplementation(async (path: string) => {
      if (path === '/sequences') return { sequences: [{ id: 's1', name: 'Intro', steps: [], counts: {} }] };
      if (path === '/sequences/s1/preview') return { mailbox: null, contacts: [] };
      if (path === '/bulk-jobs') return { job: { id: 'j1', status: 'queued' } };
      throw new Error(`unexpected ${path}`);
    });
    const { onStarted, clear } = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Enrol in sequence' }));
    expect(screen.getByText('Enrol 1 contact in a sequence?')).toBeTruthy();
    const enrol = screen.getByRole('button', { name: 'Enrol' }) as HTMLButtonElement;
    expect(enrol.disabled).toBe(true);
    await screen.findByRole('option', { name: 'Intro' });
    fireEvent.change(screen.getByLabelText('Sequence'), { target: { value: 's1' } });
    fireEvent.click(screen.getByLabelText(/Also enrol role addresses/));
    fireEvent.click(enrol);
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith({ id: 'j1', status: 'queued' }));
    expect(mocks.api).toHaveBeenCalledWith('/bulk-jobs', {
      body: { action: 'enrol-in-sequence', selection, params: { sequenceId: 's1', confirmRisky: true } },
    });
    expect(clear).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByTestId('enrol-selection-dialog')).toBeNull());
  });

  it('says why the job could not start (no mailbox) and keeps the dialog open', async () => {
    const { ApiError } = await import('../../../lib/api');
    mocks.api.mockImplementation(async (path: string) => {
      if (path === '/sequences') return { sequences: [{ id: 's1', name: 'Intro', steps: [], counts: {} }] };
      if (path === '/sequences/s1/preview') return { mailbox: null, contacts: [] };
      throw new ApiError(422, 'Connect your mailbox first (Account → Mailbox).', null);
    });
    const { onStarted } = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Enrol in sequence' }));
    await screen.findByRole('option', { name: 'Intro' });
    fireEvent.change(screen.getByLabelText('Sequence'), { target: { value: 's1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enrol' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Connect your mailbox first (Account → Mailbox).');
    expect(onStarted).not.toHaveBeenCalled();
  });
});
