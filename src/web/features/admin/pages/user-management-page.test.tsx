// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '../api/use-admin-users';
import { UserManagementPage } from './user-management-page';

const mocks = vi.hoisted(() => ({ api: vi.fn(), invokeFunction: vi.fn() }));
vi.mock('../../../lib/api', async (original) => ({
  ...(await original<object>()),
  api: mocks.api,
  invokeFunction: mocks.invokeFunction,
}));
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
vi.mock('../../../app/auth-context', () => ({
  useAuth: () => ({ isSuperAdmin: true, user: { id: 'me' }, realPlatformRoles: ['super_admin'], impersonating: false }),
}));

const user = (i: number, extra: Partial<AdminUser> = {}): AdminUser => ({
  id: `u${i}`,
  email: `user${i}@acme.io`,
  name: `User ${i}`,
  username: `user${i}`,
  profileEmail: `user${i}@acme.io`,
  companyName: null,
  isProtected: false,
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastSignInAt: null,
  roles: [],
  companies: [],
  ...extra,
});

const rows = () => screen.getAllByTestId('user-row').map((row) => row.getAttribute('data-email'));

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <UserManagementPage />
    </QueryClientProvider>,
  );
}

describe('User Management: pages of users and the server-side filter', () => {
  beforeEach(() => {
    mocks.invokeFunction.mockResolvedValue({ success: true, data: [] });
    mocks.api.mockImplementation(async (path: string) => {
      if (path === '/admin/users') return { users: [user(1), user(2)], total: 3, nextCursor: 'after-2' };
      if (path === '/admin/users?cursor=after-2') return { users: [user(3)], total: 3, nextCursor: null };
      if (path === '/admin/users?q=Globex')
        return { users: [user(9, { companyName: 'Globex' })], total: 1, nextCursor: null };
      throw new Error(`unexpected ${path}`);
    });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('shows the first page with the total, then the next page on Load more', async () => {
    renderPage();
    expect(await screen.findByText('Showing 2 of 3 users')).toBeTruthy();
    expect(rows()).toEqual(['user1@acme.io', 'user2@acme.io']);
    expect(screen.getByTestId('user-count').textContent).toBe('3 users');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 3 of 3 users')).toBeTruthy();
    expect(rows()).toEqual(['user1@acme.io', 'user2@acme.io', 'user3@acme.io']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('asks the server to filter, so a user beyond the first page is found', async () => {
    renderPage();
    await screen.findByText('Showing 2 of 3 users');
    fireEvent.change(screen.getByRole('textbox', { name: 'Filter users' }), { target: { value: '  Globex ' } });
    await waitFor(() => expect(rows()).toEqual(['user9@acme.io']));
    expect(screen.getByTestId('user-count').textContent).toBe('1 user matches');
    expect(screen.getByText('Showing 1 of 1 users')).toBeTruthy();
    expect(mocks.api).toHaveBeenCalledWith('/admin/users?q=Globex');
  });
});
