// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useImpersonationActions } from './use-impersonation-actions';

const mocks = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn() }, setImpersonation: vi.fn() }));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('../auth-context', () => ({ useAuth: () => ({ setImpersonation: mocks.setImpersonation }) }));

const fetchMock = vi.fn();
const reply = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));
let path = '';
function Spy() {
  path = useLocation().pathname;
  return null;
}
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter initialEntries={['/admin']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Spy />
              {children}
            </>
          }
        />
      </Routes>
    </MemoryRouter>
  </QueryClientProvider>
);

describe('starting an impersonation', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.unstubAllGlobals();
  });

  it('toasts Impersonation Started, announces it and goes to /dashboard', async () => {
    const user = { id: 't1', email: 'target@acme.io', name: 'target' };
    fetchMock.mockImplementation(() =>
      reply(201, {
        impersonating: true,
        user,
        realUser: { id: 's1', email: 's@acme.io', name: 's' },
        writeEnabled: false,
        realPlatformRoles: ['tech_support'],
      }),
    );
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener('impersonationChanged', listener);
    const { result } = renderHook(() => useImpersonationActions(), { wrapper });
    await act(() => result.current.start('t1'));
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({ targetUserId: 't1' });
    expect(mocks.toast.success).toHaveBeenCalledWith('Impersonation Started', {
      description: 'Now viewing as target@acme.io',
    });
    expect(events).toEqual([{ impersonating: true, user }]);
    expect(path).toBe('/dashboard');
    window.removeEventListener('impersonationChanged', listener);
  });

  it('words the refusals: Access Denied for a non-support user, Impersonation Failed otherwise', async () => {
    const { result } = renderHook(() => useImpersonationActions(), { wrapper });
    fetchMock.mockImplementationOnce(() => reply(403, { message: "You don't have permission to impersonate users." }));
    await act(() => result.current.start('t1'));
    expect(mocks.toast.error).toHaveBeenLastCalledWith('Access Denied', {
      description: "You don't have permission to impersonate users.",
    });
    fetchMock.mockImplementationOnce(() => reply(404, { message: 'Target user not found' }));
    await act(() => result.current.start('t1'));
    expect(mocks.toast.error).toHaveBeenLastCalledWith('Impersonation Failed', {
      description: 'Target user not found',
    });
    expect(path).toBe('/admin');
  });
});
