// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactPitchDialog } from './contact-pitch-dialog';
import type { ContactPitchView } from './pitch-draft-api';

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }),
}));
vi.mock('../../../lib/api', async (original) => ({ ...(await original<object>()), api: mocks.api }));
vi.mock('sonner', () => ({ toast: mocks.toast }));

const generated = {
  pitchId: 'p1',
  subject: 'Faster close at Northwind',
  body: 'Hi Ann,\n\nGenerated words.',
  createdAt: '2026-11-01T10:00:00Z',
};
const baseView = (over: Partial<ContactPitchView> = {}): ContactPitchView => ({
  contact: { id: 'k1', name: 'Ann Lee', title: 'CFO' },
  organization: { id: 'o1', name: 'Northwind' },
  solutions: [
    { product: 'Ledger Sync', recommended: null },
    { product: 'Audit Trail', recommended: null },
  ],
  solution: 'Ledger Sync',
  generated,
  draft: null,
  canEdit: true,
  ...over,
});

let view: ContactPitchView;

describe('ContactPitchDialog: a contact’s pitch edited in place', () => {
  beforeEach(() => {
    view = baseView();
    mocks.api.mockImplementation(async (path: string, options?: { method?: string; body?: Record<string, string> }) => {
      if (options?.method === 'PUT') {
        const { subject, body } = options.body!;
        view = { ...view, draft: { subject, body, updatedAt: '2026-11-02T09:00:00Z', updatedBy: 'Olga Owner' } };
      } else if (options?.method === 'DELETE') view = { ...view, draft: null, reset: true };
      else if (path.includes('solution=Audit'))
        return { ...view, solution: 'Audit Trail', generated: null, draft: null };
      return view;
    });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  const open = () =>
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ContactPitchDialog contactId="k1" contactName="Ann Lee" onOpenChange={() => {}} />
      </QueryClientProvider>,
    );

  it('shows the generated pitch, saves an edit as a draft, and resets to the generated text', async () => {
    open();
    const subject = await screen.findByLabelText('Subject');
    expect(screen.getByText('Sales Pitch: Ledger Sync')).toBeTruthy();
    expect((subject as HTMLInputElement).value).toBe(generated.subject);
    expect((screen.getByLabelText('Pitch') as HTMLTextAreaElement).value).toBe(generated.body);
    expect(screen.getByTestId('pitch-origin').textContent).toMatch(/^Generated pitch, written/);
    const save = screen.getByRole('button', { name: 'Save Draft' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Reset to Generated' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Pitch'), { target: { value: 'Hi Ann,\n\nMy own words.' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(screen.getByTestId('pitch-origin').textContent).toMatch(/by Olga Owner$/));
    expect(mocks.api).toHaveBeenCalledWith('/contacts/k1/pitch', {
      method: 'PUT',
      body: { solution: 'Ledger Sync', subject: generated.subject, body: 'Hi Ann,\n\nMy own words.' },
    });
    expect(mocks.toast.success).toHaveBeenCalledWith('Draft Saved', expect.anything());
    expect((screen.getByLabelText('Pitch') as HTMLTextAreaElement).value).toBe('Hi Ann,\n\nMy own words.');

    fireEvent.click(screen.getByRole('button', { name: 'Reset to Generated' }));
    await waitFor(() => expect((screen.getByLabelText('Pitch') as HTMLTextAreaElement).value).toBe(generated.body));
    expect(mocks.api).toHaveBeenCalledWith('/contacts/k1/pitch?solution=Ledger%20Sync', { method: 'DELETE' });
  });

  it('switches solution and says when nothing is written for it yet', async () => {
    open();
    fireEvent.change(await screen.findByLabelText('Solution'), { target: { value: 'Audit Trail' } });
    await screen.findByText('Sales Pitch: Audit Trail');
    expect(screen.getByText(/No pitch has been generated for Audit Trail at Northwind yet/)).toBeTruthy();
    expect((screen.getByLabelText('Pitch') as HTMLTextAreaElement).value).toBe('');
  });

  it('lets a viewer read and copy but not edit', async () => {
    view = baseView({ canEdit: false });
    open();
    const body = (await screen.findByLabelText('Pitch')) as HTMLTextAreaElement;
    expect(body.readOnly).toBe(true);
    expect((screen.getByLabelText('Subject') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save Draft' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset to Generated' })).toBeNull();
    expect(screen.getByText('Read only: viewers cannot edit pitches.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy to Clipboard' })).toBeTruthy();
  });
});
