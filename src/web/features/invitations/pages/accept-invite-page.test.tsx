// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PENDING_INVITE_STORAGE_KEY, type InvitationLookup } from '#domain/invitations';
import { ApiError } from '../../../lib/api';
import { AcceptInvitePage } from './accept-invite-page';

const LOOKUP: InvitationLookup = {
  company: { id: 'c1', name: 'Acme Robotics', slug: 'acme-robotics', logoUrl: null },
  role: 'admin',
  email: 'pat@acme.io',
  expiresAt: '2026-03-08T10:00:00Z',
  status: 'pending',
};
const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn() },
  auth: {} as Record<string, unknown>,
}));
vi.mock('../../../lib/api', async (importOriginal) => ({ ...(await importOriginal<object>()), api: mocks.api }));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('../../../app/auth-context', () => ({ useAuth: () => mocks.auth }));
// The invitation flow is the subject here; the custom-domain branding has its own test.
vi.mock('../../../app/branding/use-host-branding', () => ({
  useHostBranding: () => ({ branding: null, loading: false }),
}));

const signedIn = (email = 'pat@acme.io', memberships: unknown[] = []) => ({
  loading: false,
  user: { id: 'u1', email },
  memberships,
  refresh: vi.fn().mockResolvedValue(undefined),
});

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/accept-invite" element={<AcceptInvitePage />} />
          <Route path="/dashboard" element={<p>DASHBOARD</p>} />
          <Route path="/auth" element={<p>AUTH</p>} />
          <Route path="/" element={<p>HOME</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AcceptInvitePage', () => {
  beforeEach(() => {
    mocks.auth = signedIn();
    mocks.api.mockImplementation((path: string) =>
      path.startsWith('/invitations/by-token/')
        ? Promise.resolve(LOOKUP)
        : Promise.resolve({ success: true, role: 'admin' }),
    );
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('is invalid without a token', () => {
    renderAt('/accept-invite');
    expect(screen.getByTestId('invite-invalid').textContent).toContain('Invalid invitation link');
    expect(screen.getByRole('link', { name: 'Go to Homepage' }).getAttribute('href')).toBe('/');
  });

  it('shows loading, then the not-found, failed-load and expired messages', async () => {
    mocks.api.mockReturnValueOnce(new Promise(() => {}));
    renderAt('/accept-invite?token=t1');
    expect(screen.getByTestId('invite-loading')).toBeTruthy();
    cleanup();

    mocks.api.mockRejectedValueOnce(new ApiError(404, 'Invitation not found or already accepted', null));
    renderAt('/accept-invite?token=t2');
    expect((await screen.findByTestId('invite-invalid')).textContent).toContain(
      'Invitation not found or already accepted',
    );
    cleanup();

    mocks.api.mockRejectedValueOnce(new ApiError(500, 'Something went wrong', null));
    renderAt('/accept-invite?token=t3');
    expect((await screen.findByTestId('invite-invalid')).textContent).toContain('Failed to load invitation details');
    cleanup();

    mocks.api.mockResolvedValueOnce({ ...LOOKUP, status: 'expired' });
    renderAt('/accept-invite?token=t4');
    expect((await screen.findByTestId('invite-invalid')).textContent).toContain('This invitation has expired');
  });

  it('asks a visitor to sign in and remembers the token', async () => {
    mocks.auth = { loading: false, user: null, memberships: [] };
    renderAt('/accept-invite?token=tok-123');
    const card = await screen.findByTestId('invite-sign-in');
    expect(card.textContent).toContain('Acme Robotics');
    fireEvent.click(screen.getByRole('link', { name: 'Sign In to Accept' }));
    expect(localStorage.getItem(PENDING_INVITE_STORAGE_KEY)).toBe('tok-123');
    expect(await screen.findByText('AUTH')).toBeTruthy();
  });

  it('shows the invitation card and warns (and blocks) when signed in with another e-mail', async () => {
    mocks.auth = signedIn('someone@else.io');
    localStorage.setItem(PENDING_INVITE_STORAGE_KEY, 'tok');
    renderAt('/accept-invite?token=tok');
    const card = await screen.findByTestId('invitation-card');
    expect(card.textContent).toContain('Acme Robotics');
    expect(screen.getByTestId('invite-role').textContent).toBe('admin');
    expect(screen.getByTestId('invite-email').textContent).toBe('pat@acme.io');
    expect(screen.getByTestId('invite-expiry').textContent).toMatch(/Mar 8, 2026/);
    expect(screen.getByTestId('email-mismatch').textContent).toContain(
      'This invitation is for a different email address',
    );
    expect((screen.getByRole('button', { name: 'Accept Invitation' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(localStorage.getItem(PENDING_INVITE_STORAGE_KEY)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('HOME')).toBeTruthy();
  });

  it('tells a member they already belong to the company', async () => {
    mocks.auth = signedIn('pat@acme.io', [{ companyId: 'c1' }]);
    renderAt('/accept-invite?token=tok');
    expect((await screen.findByTestId('invite-member')).textContent).toContain(
      'You are already a member of this company',
    );
  });

  it('accepts, welcomes aboard and moves to /dashboard after 2 seconds', async () => {
    renderAt('/accept-invite?token=tok');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Invitation' }));
    expect((await screen.findByTestId('invite-success')).textContent).toContain('Welcome aboard!');
    expect(mocks.api).toHaveBeenCalledWith('/invitations/accept', { body: { token: 'tok' } });
    expect(screen.queryByText('DASHBOARD')).toBeNull();
    await waitFor(() => expect(screen.getByText('DASHBOARD')).toBeTruthy(), { timeout: 3000 });
  });

  it('toasts the server’s reason when accepting fails', async () => {
    mocks.api.mockImplementation((path: string) =>
      path.startsWith('/invitations/by-token/')
        ? Promise.resolve(LOOKUP)
        : Promise.reject(new ApiError(409, 'This invitation has expired', null)),
    );
    renderAt('/accept-invite?token=tok');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Invitation' }));
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith('Failed to accept invitation', {
        description: 'This invitation has expired',
      }),
    );
  });
});
