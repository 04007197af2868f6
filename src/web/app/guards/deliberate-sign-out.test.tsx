// @vitest-environment happy-dom
import { lazy, Suspense, type ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from '../auth-context';
import { RequireUser } from './require-user';

vi.mock('../../lib/auth-client', () => ({
  authClient: {
    signOut: async () => {
      signedIn = false;
      return { data: { success: true }, error: null };
    },
  },
}));

const ME = {
  user: { id: 'u1', email: 'ada@acme.io', name: 'Ada', emailVerified: true, onboardingCompleted: true },
  profile: null,
  memberships: [],
  currentCompany: null,
  currentRole: null,
  platformRoles: [],
};
let signedIn = true;
const visited: string[] = [];

/** The landing page's chunk on a slow network: it arrives only when the test lets it. */
let deliverLanding: () => void = () => {};
const SlowLanding = lazy(
  () =>
    new Promise<{ default: () => ReactElement }>((resolve) => {
      deliverLanding = () => resolve({ default: () => <p>Landing</p> });
    }),
);

function Where() {
  const location = useLocation();
  visited.push(location.pathname);
  return null;
}

/** What Delete Account does once the server has deleted the account: sign out, then go to the landing page. */
function LeaveButton() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={async () => {
        await signOut({ to: '/' });
        navigate('/', { replace: true });
      }}
    >
      Leave
    </button>
  );
}

describe('a deliberate sign-out from a guarded page', () => {
  beforeEach(() => {
    signedIn = true;
    visited.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        const body = url.endsWith('/api/me') ? (signedIn ? ME : null) : signedIn ? {} : { message: 'Unauthorized' };
        const status = !url.endsWith('/api/me') && !signedIn ? 401 : 200;
        return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lands where it asked, not on /auth, while the landing page is still loading', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AuthProvider>
          <MemoryRouter initialEntries={['/dashboard']}>
            <Where />
            <Suspense fallback={<p>Loading</p>}>
              <Routes>
                <Route path="/" element={<SlowLanding />} />
                <Route path="/auth" element={<p>Sign in page</p>} />
                <Route
                  path="/dashboard"
                  element={
                    <RequireUser>
                      <LeaveButton />
                    </RequireUser>
                  }
                />
              </Routes>
            </Suspense>
          </MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>,
    );
    const leave = await screen.findByRole('button', { name: 'Leave' });
    await act(async () => leave.click());
    await act(async () => deliverLanding());
    await waitFor(() => expect(screen.getByText('Landing')).toBeTruthy());
    expect(visited.at(-1)).toBe('/');
    expect(visited).not.toContain('/auth');
  });
});
