// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvitationDto } from '#domain/invitations';
import { CompanySettingsPage } from './company-settings-page';

const COMPANY = {
  id: 'c1',
  name: 'Acme Robotics',
  slug: 'acme-robotics',
  logoUrl: null,
  planType: 'trial',
  creditsRemaining: 100,
  maxUsers: 5,
  subscriptionStatus: 'trial',
  subscriptionExpiresAt: null,
};
const MEMBERS = {
  used: 2,
  maxUsers: 5,
  members: [
    {
      id: 'm1',
      userId: 'u1',
      role: 'owner',
      joinedAt: '2026-01-01T00:00:00Z',
      username: 'olivia',
      email: 'olivia@acme.io',
    },
    { id: 'm2', userId: 'u2', role: 'viewer', joinedAt: '2026-01-02T00:00:00Z', username: null, email: 'vic@acme.io' },
  ],
};
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
  inv('i2', 'ed@acme.io', 'expired'),
  inv('i3', 'vic@acme.io', 'accepted', 'viewer'),
];

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  invoke: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  auth: {} as Record<string, unknown>,
}));
vi.mock('../../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  api: mocks.api,
  invokeFunction: mocks.invoke,
}));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('../../../app/auth-context', () => ({ useAuth: () => mocks.auth }));

function renderPage(tab = '') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/dashboard/company${tab ? `?tab=${tab}` : ''}`]}>
        <CompanySettingsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('CompanySettingsPage', () => {
  beforeEach(() => {
    mocks.auth = { user: { id: 'u1', email: 'olivia@acme.io' }, currentCompany: COMPANY, currentRole: 'owner' };
    mocks.api.mockImplementation((path: string) => {
      if (path === '/companies/current/members') return Promise.resolve(MEMBERS);
      if (path.startsWith('/invitations?')) {
        const status = new URLSearchParams(path.split('?')[1]).get('status');
        const invitations = INVITATIONS.filter((i) => i.status === status);
        const counts = { total: 3, pending: 1, accepted: 1, expired: 1 };
        return Promise.resolve({ invitations, total: invitations.length, nextCursor: null, counts });
      }
      return Promise.resolve({ success: true });
    });
    mocks.invoke.mockResolvedValue({ success: true });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it("shows the spec's four tabs plus Integrations (issue 8), and the company details", () => {
    renderPage();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Company Details',
      'Team Management',
      'Invitations',
      'Analytics',
      'Integrations',
    ]);
    expect(screen.getByTestId('detail-name').textContent).toBe('Acme Robotics');
    expect(screen.getByTestId('detail-url').textContent).toMatch(/\/acme-robotics$/);
    expect(screen.getByTestId('detail-plan').textContent).toBe('trial');
    expect(screen.getByTestId('detail-credits').textContent).toBe('100');
  });

  it('says No company selected without a company', () => {
    mocks.auth = { ...mocks.auth, currentCompany: null };
    renderPage();
    expect(screen.getByText('No company selected')).toBeTruthy();
  });

  it('lists members as used/max with role badges, the You marker and pending invitations', async () => {
    renderPage('team');
    const rows = await screen.findAllByTestId('member-row');
    expect(screen.getByTestId('seat-usage').textContent).toBe('2/5');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('you-marker').textContent).toBe('You');
    expect(within(rows[0]!).getByTestId('role-badge').textContent).toBe('owner');
    expect(within(rows[1]!).queryByTestId('you-marker')).toBeNull();
    expect(rows[1]!.textContent).toContain('vic@acme.io');
    const pending = await screen.findAllByTestId('pending-row');
    expect(pending.map((p) => p.textContent)).toEqual([expect.stringContaining('pat@acme.io')]);
    expect(screen.getByRole('button', { name: /Copy Invite Link/ })).toBeTruthy();
  });

  it('hides the invite link and form from a member', async () => {
    mocks.auth = { ...mocks.auth, currentRole: 'member' };
    renderPage('team');
    await screen.findAllByTestId('member-row');
    expect(screen.queryByRole('button', { name: /Copy Invite Link/ })).toBeNull();
    expect(screen.queryByTestId('invite-form')).toBeNull();
  });

  it('copies the invite link', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage('team');
    fireEvent.click(screen.getByRole('button', { name: /Copy Invite Link/ }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Link Copied', expect.anything()));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/company-onboarding?company=acme-robotics`);
  });

  it('sends a lowercased member invitation, and shows the server message inline on failure', async () => {
    renderPage('team');
    const form = screen.getByTestId('invite-form');
    const submit = within(form).getByRole('button', { name: /Send Invitation/ }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('Email address'), { target: { value: ' New@Acme.io ' } });
    fireEvent.click(submit);
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Invitation Sent', expect.anything()));
    expect(mocks.invoke).toHaveBeenCalledWith('send-company-invitation', {
      email: 'new@acme.io',
      companyId: 'c1',
      role: 'member',
    });

    const { ApiError } = await import('../../../lib/api');
    mocks.invoke.mockRejectedValueOnce(new ApiError(409, 'Seat limit reached: 5 of 5 seats are taken', null));
    fireEvent.change(within(form).getByLabelText('Email address'), { target: { value: 'more@acme.io' } });
    fireEvent.click(submit);
    expect((await screen.findByTestId('invite-error')).textContent).toBe('Seat limit reached: 5 of 5 seats are taken');
    mocks.invoke.mockRejectedValueOnce(new Error('network'));
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByTestId('invite-error').textContent).toBe('Failed to send invitation'));
  });
});
