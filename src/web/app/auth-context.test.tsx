// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from './auth-context';

vi.mock('../lib/auth-client', () => ({
  authClient: {
    signOut: async () => {
      signedIn = false;
      return { data: { success: true }, error: null };
    },
  },
}));

const fetchMock = vi.fn();
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const ME = {
  user: {
    id: 'u1',
    email: 'ada@acme.io',
    name: 'Ada',
    emailVerified: true,
    signupCompanyUrl: null,
    onboardingCompleted: true,
  },
  profile: null,
  memberships: [],
  currentCompany: null,
  currentRole: null,
  platformRoles: [],
};

let signedIn = true;
let client: QueryClient;

function Who() {
  const { user, signOut } = useAuth();
  // Another query with an observer, as the dashboard has (stats, configuration, branding).
  useQuery({ queryKey: ['stats'], queryFn: () => fetch('/api/dashboard/stats').then((r) => r.json()) });
  return (
    <div>
      <span data-testid="who">{user ? user.email : 'signed out'}</span>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
    </div>
  );
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>
    <AuthProvider>{children}</AuthProvider>
  </QueryClientProvider>
);

describe('AuthProvider sign-out', () => {
  beforeEach(() => {
    signedIn = true;
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation((input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/api/me')) return json(signedIn ? ME : null);
      if (url.includes('/support/impersonation'))
        return signedIn ? json({ impersonating: false }) : json({ message: 'Unauthorized' }, 401);
      return signedIn ? json({}) : json({ message: 'Unauthorized' }, 401);
    });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the visitor as signed out as soon as sign-out returns', async () => {
    render(<Who />, { wrapper });
    await waitFor(() => expect(screen.getByTestId('who').textContent).toBe('ada@acme.io'));
    await act(async () => {
      screen.getByRole('button', { name: 'Sign out' }).click();
    });
    await waitFor(() => expect(screen.getByTestId('who').textContent).toBe('signed out'));
    expect(signedIn).toBe(false);
    expect(client.getQueryData(['me'])).toBeNull();
  });
});
