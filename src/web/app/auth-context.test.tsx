// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from './auth-context';
import { QueryDataProvider } from './query-data-provider';
import { SIGNED_IN } from '../test/signed-in';

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
const ME = SIGNED_IN;

let signedIn = true;
let impersonating = false;
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

function Impersonated() {
  const { impersonating: acting } = useAuth();
  return <span data-testid="as">{acting ? 'acting' : 'self'}</span>;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <AuthProvider>
    <QueryDataProvider client={client}>{children}</QueryDataProvider>
  </AuthProvider>
);

describe('AuthProvider sign-out', () => {
  beforeEach(() => {
    signedIn = true;
    impersonating = false;
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation((input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/api/me')) return json(signedIn ? ME : null);
      if (url.includes('/support/impersonation'))
        return signedIn ? json({ impersonating }) : json({ message: 'Unauthorized' }, 401);
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
    await waitFor(() => expect(client.getQueryData(['stats'])).toBeUndefined());
  });

  // Both are asked at once (one round trip before a first page renders, decision 023); the visitor's 401 is none.
  it('shows no impersonation to a signed-out visitor', async () => {
    signedIn = false;
    render(
      <>
        <Who />
        <Impersonated />
      </>,
      { wrapper },
    );
    await waitFor(() => expect(screen.getByTestId('who').textContent).toBe('signed out'));
    expect(screen.getByTestId('as').textContent).toBe('self');
  });

  it('refreshes the user and drops other cached data on impersonationChanged', async () => {
    render(<Who />, { wrapper });
    await waitFor(() => expect(screen.getByTestId('who').textContent).toBe('ada@acme.io'));
    client.setQueryData(['dashboard-stats', 'c1'], { organizationsIdentified: 3 });
    const meCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/me')).length;
    const before = meCalls();
    act(() => {
      window.dispatchEvent(new CustomEvent('impersonationChanged', { detail: { impersonating: false, user: null } }));
    });
    await waitFor(() => expect(meCalls()).toBe(before + 1));
    await waitFor(() => expect(client.getQueryData(['dashboard-stats', 'c1'])).toBeUndefined());
  });

  it('tries to end an impersonation when the provider unmounts', async () => {
    impersonating = true;
    const { unmount } = render(<Impersonated />, { wrapper });
    await waitFor(() => expect(screen.getByTestId('as').textContent).toBe('acting'));
    unmount();
    const stop = fetchMock.mock.calls.find(([url]) => url === '/api/support/impersonation/stop');
    expect(stop?.[1]).toMatchObject({ method: 'POST', keepalive: true });
  });
});
