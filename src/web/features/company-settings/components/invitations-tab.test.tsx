// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvitationDto } from '#domain/invitations';
import { InvitationsTab } from './invitations-tab';

const inv = (id: string, email: string, status: InvitationDto['status'], role = 'member'): InvitationDto => ({
  id,
  email,
  role,
  status,
  createdAt: '2026-03-01T10:00:00Z',
  expiresAt: '2026-03-08T10:00:00Z',
  acceptedAt: status === 'accepted' ? '2026-03-02T10:00:00Z' : null,
});
const INVITATIONS = [
  inv('i1', 'pat@acme.io', 'pending', 'admin'),
  inv('i4', 'kim@acme.io', 'pending'),
  inv('i2', 'ed@acme.io', 'expired'),
  inv('i3', 'vic@acme.io', 'accepted', 'viewer'),
];

const COUNTS = { total: 4, accepted: 1, pending: 2, expired: 1 };
/** The server's answer: the asked status only, with the counts of all. */
function pageOf(path: string) {
  const status = new URLSearchParams(path.split('?')[1]).get('status');
  const invitations = INVITATIONS.filter((i) => i.status === status);
  return { invitations, total: invitations.length, nextCursor: null, counts: COUNTS };
}

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  invoke: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
  auth: {} as Record<string, unknown>,
}));
vi.mock('../../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: mocks.api,
  invokeFunction: mocks.invoke,
}));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('../../../app/auth-context', () => ({ useAuth: () => mocks.auth }));

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <InvitationsTab />
    </QueryClientProvider>,
  );
}
const count = (id: string) => within(screen.getByTestId(id)).getByTestId('stat-value').textContent;

describe('InvitationsTab', () => {
  beforeEach(() => {
    mocks.auth = { currentCompany: { id: 'c1' }, currentRole: 'admin' };
    mocks.api.mockImplementation((path: string) =>
      path.startsWith('/invitations?') ? Promise.resolve(pageOf(path)) : Promise.resolve({ success: true }),
    );
    mocks.invoke.mockResolvedValue({ success: true });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('shows the four counters and the Pending / Accepted / Expired tabs with counts', async () => {
    renderTab();
    await screen.findAllByTestId('invitation-row');
    expect([count('count-total'), count('count-accepted'), count('count-pending'), count('count-expired')]).toEqual([
      '4',
      '1',
      '2',
      '1',
    ]);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Pending (2)',
      'Accepted (1)',
      'Expired (1)',
    ]);
    expect(screen.getAllByTestId('invitation-row').map((r) => r.textContent)).toEqual([
      expect.stringContaining('pat@acme.io'),
      expect.stringContaining('kim@acme.io'),
    ]);
  });

  it('toasts Failed to load invitations', async () => {
    mocks.api.mockRejectedValue(new Error('down'));
    renderTab();
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Failed to load invitations'));
  });

  it('resends through the same send function', async () => {
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend invitation to pat@acme.io' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Invitation Resent', expect.anything()));
    expect(mocks.invoke).toHaveBeenCalledWith('send-company-invitation', {
      email: 'pat@acme.io',
      companyId: 'c1',
      role: 'admin',
    });
    mocks.invoke.mockRejectedValueOnce(new Error('boom'));
    fireEvent.click(screen.getByRole('button', { name: 'Resend invitation to kim@acme.io' }));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Failed to resend invitation'));
  });

  it('deletes only after confirmation', async () => {
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete invitation to kim@acme.io' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(mocks.api).not.toHaveBeenCalledWith('/invitations/i4', expect.anything());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Invitation Deleted'));
    expect(mocks.api).toHaveBeenCalledWith('/invitations/i4', { method: 'DELETE' });
  });

  it('bulk invites: refuses input without addresses, then sends one per address and counts the failures', async () => {
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: /Bulk Invite/ }));
    const dialog = await screen.findByRole('dialog');
    const textarea = within(dialog).getByLabelText('Email addresses');
    fireEvent.change(textarea, { target: { value: 'no addresses here\njust text' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Send Invitations/ }));
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith('Invalid Input', {
        description: 'Please enter valid email addresses',
      }),
    );
    expect(mocks.invoke).not.toHaveBeenCalled();

    mocks.invoke.mockImplementation((_name: string, body: { email: string }) =>
      body.email === 'bad@'
        ? Promise.reject(new Error('Please enter a valid email address.'))
        : Promise.resolve({ success: true }),
    );
    fireEvent.change(textarea, { target: { value: ' Ann@Acme.io\nnot an address\nbad@\nbob@acme.io\n' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Send Invitations/ }));
    // With a failure it is a warning, never a green success.
    await waitFor(() =>
      expect(mocks.toast.warning).toHaveBeenCalledWith('Bulk Invitations Sent', {
        description: expect.stringMatching(/^2 invitations sent successfully\. 1 failed\./),
      }),
    );
    expect(mocks.toast.success).not.toHaveBeenCalledWith('Bulk Invitations Sent', expect.anything());
    expect(mocks.invoke.mock.calls.map(([, body]) => body.email)).toEqual(['ann@acme.io', 'bad@', 'bob@acme.io']);
  });

  it('offers no Bulk Invite, Resend or Delete to a viewer', async () => {
    mocks.auth = { currentCompany: { id: 'c1' }, currentRole: 'viewer' };
    renderTab();
    await screen.findAllByTestId('invitation-row');
    expect(screen.queryByRole('button', { name: /Bulk Invite/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Resend/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Export/ })).toBeTruthy();
  });

  it('asks the server for the open tab only, and loads the next page of it on Load more', async () => {
    const more = inv('i9', 'zed@acme.io', 'expired');
    mocks.api.mockImplementation((path: string) => {
      if (path === '/invitations?status=expired')
        return Promise.resolve({ ...pageOf(path), total: 2, nextCursor: 'after ed' });
      if (path === '/invitations?status=expired&cursor=after%20ed')
        return Promise.resolve({ invitations: [more], total: 2, nextCursor: null, counts: COUNTS });
      return path.startsWith('/invitations?') ? Promise.resolve(pageOf(path)) : Promise.resolve({ success: true });
    });
    renderTab();
    await screen.findAllByTestId('invitation-row');
    expect(mocks.api.mock.calls.map(([path]) => path)).toEqual(['/invitations?status=pending']);
    expect(screen.getByTestId('load-more').textContent).toContain('Showing 2 of 2 pending invitations');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Expired (1)' }));
    await screen.findByText('ed@acme.io');
    expect(screen.getByTestId('load-more').textContent).toContain('Showing 1 of 2 expired invitations');
    // The counters keep every status while the tab changes.
    expect(count('count-total')).toBe('4');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('zed@acme.io');
    expect(screen.getAllByTestId('invitation-row').map((r) => r.textContent)).toEqual([
      expect.stringContaining('ed@acme.io'),
      expect.stringContaining('zed@acme.io'),
    ]);
    expect(screen.getByTestId('load-more').textContent).toContain('Showing 2 of 2 expired invitations');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
