// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanyBySlug } from '#domain/invitations';
import { InviteLinkView } from './invite-link-view';

const COMPANY = { id: 'c1', name: 'Acme Robotics', slug: 'acme-robotics', logoUrl: null };
const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn() },
  auth: {} as Record<string, unknown>,
}));
vi.mock('../../../lib/api', async (importOriginal) => ({ ...(await importOriginal<object>()), api: mocks.api }));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('../../../app/auth-context', () => ({ useAuth: () => mocks.auth }));

function renderView(answer: CompanyBySlug) {
  mocks.api.mockImplementation((path: string) =>
    path.startsWith('/companies/by-slug/') ? Promise.resolve(answer) : Promise.resolve({ success: true }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/company-onboarding?company=acme-robotics']}>
        <Routes>
          <Route path="/company-onboarding" element={<InviteLinkView slug="acme-robotics" onBack={() => {}} />} />
          <Route path="/dashboard" element={<p>DASHBOARD</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('InviteLinkView', () => {
  beforeEach(() => {
    mocks.auth = {
      user: { email: 'pat@acme.io' },
      refresh: vi.fn().mockResolvedValue(undefined),
      selectCompany: vi.fn().mockResolvedValue(undefined),
    };
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('shows the company and accepts the pending invitation addressed to the user', async () => {
    renderView({
      company: COMPANY,
      isMember: false,
      invitation: { id: 'i1', role: 'member', expiresAt: '2026-03-08T10:00:00Z' },
    });
    expect((await screen.findByTestId('invite-link-company')).textContent).toBe('Acme Robotics');
    expect(screen.getByTestId('invite-link-invitation').textContent).toContain('member');
    fireEvent.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByText('DASHBOARD')).toBeTruthy();
    expect(mocks.api).toHaveBeenCalledWith('/invitations/accept', { body: { invitationId: 'i1' } });
    expect(mocks.auth.selectCompany).toHaveBeenCalledWith('c1');
  });

  it('offers no way in without an invitation', async () => {
    renderView({ company: COMPANY, isMember: false, invitation: null });
    expect((await screen.findByTestId('invite-link-none')).textContent).toContain(
      'You need an invitation to join Acme Robotics',
    );
    expect(screen.queryByRole('button', { name: 'Accept Invitation' })).toBeNull();
  });

  it('lets a member open the company', async () => {
    renderView({ company: COMPANY, isMember: true, invitation: null });
    fireEvent.click(await screen.findByRole('button', { name: 'Open Acme Robotics' }));
    await waitFor(() => expect(screen.getByText('DASHBOARD')).toBeTruthy());
    expect(mocks.api).not.toHaveBeenCalledWith('/invitations/accept', expect.anything());
  });
});
