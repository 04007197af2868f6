// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useImpersonationState } from './use-impersonation-state';

const fetchMock = vi.fn();
const reply = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
const person = (id: string) => ({ id, email: `${id}@acme.io`, name: id });
const ACTIVE = {
  impersonating: true,
  id: 'i1',
  writeEnabled: false,
  startedAt: null,
  user: person('t'),
  realUser: person('s'),
  realPlatformRoles: ['tech_support'],
};

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

describe('useImpersonationState', () => {
  beforeEach(() => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation((url: string) =>
      reply(url.endsWith('/stop') ? { ...ACTIVE, impersonating: false } : ACTIVE),
    );
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.unstubAllGlobals();
  });

  it('loads nothing for a signed-out visitor', () => {
    const { result } = renderHook(() => useImpersonationState(false, async () => undefined), { wrapper });
    expect(result.current).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes the user and drops other cached data on impersonationChanged', async () => {
    const refresh = vi.fn(async () => undefined);
    client.setQueryData(['dashboard-stats', 'c1'], { organizationsIdentified: 3 });
    const { result } = renderHook(() => useImpersonationState(true, refresh), { wrapper });
    await waitFor(() => expect(result.current?.impersonating).toBe(true));
    act(() => {
      window.dispatchEvent(new CustomEvent('impersonationChanged', { detail: { impersonating: false, user: null } }));
    });
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(client.getQueryData(['dashboard-stats', 'c1'])).toBeUndefined());
  });

  it('tries to end the impersonation when the provider unmounts', async () => {
    const { result, unmount } = renderHook(() => useImpersonationState(true, async () => undefined), { wrapper });
    await waitFor(() => expect(result.current?.impersonating).toBe(true));
    unmount();
    const stop = fetchMock.mock.calls.find(([url]) => url === '/api/support/impersonation/stop');
    expect(stop?.[1]).toMatchObject({ method: 'POST', keepalive: true });
  });
});
