// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImpersonationState } from './impersonation-api';
import { ImpersonationBanner } from './impersonation-banner';

const person = (id: string) => ({ id, email: `${id}@acme.io`, name: id });
const STATE: ImpersonationState = {
  impersonating: true,
  id: 'i1',
  writeEnabled: false,
  startedAt: '2026-01-01T00:00:00Z',
  user: person('target'),
  realUser: person('support'),
  realPlatformRoles: ['tech_support'],
};

const mocks = vi.hoisted(() => ({
  auth: { impersonating: true, impersonation: null as ImpersonationState | null },
  toast: { success: vi.fn(), error: vi.fn() },
}));
vi.mock('../auth-context', () => ({ useAuth: () => ({ ...mocks.auth, setImpersonation: () => {} }) }));
vi.mock('sonner', () => ({ toast: mocks.toast }));

const fetchMock = vi.fn();
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);
const reply = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('ImpersonationBanner', () => {
  beforeEach(() => {
    mocks.auth = { impersonating: true, impersonation: STATE };
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.unstubAllGlobals();
  });

  it('renders nothing when not impersonating', () => {
    mocks.auth = { impersonating: false, impersonation: null };
    const { container } = render(<ImpersonationBanner />, { wrapper });
    expect(container.innerHTML).toBe('');
  });

  it('shows both users, the write switch off by default and no warning', () => {
    render(<ImpersonationBanner />, { wrapper });
    expect(screen.getByTestId('impersonated-user').textContent).toBe('target@acme.io');
    expect(screen.getByTestId('original-user').textContent).toBe('support@acme.io');
    expect(screen.getByRole('switch', { name: 'Write actions' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.queryByTestId('write-actions-warning')).toBeNull();
  });

  it('warns when write actions are on and turns them on through the API', async () => {
    mocks.auth = { impersonating: true, impersonation: { ...STATE, writeEnabled: true } };
    render(<ImpersonationBanner />, { wrapper });
    expect(screen.getByTestId('write-actions-warning').textContent).toContain('Write actions are on');
    cleanup();
    mocks.auth = { impersonating: true, impersonation: STATE };
    fetchMock.mockImplementation(() => reply(200, { ...STATE, writeEnabled: true }));
    render(<ImpersonationBanner />, { wrapper });
    fireEvent.click(screen.getByRole('switch', { name: 'Write actions' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([url, init.method, init.body]).toEqual([
      '/api/support/impersonation',
      'PATCH',
      JSON.stringify({ writeEnabled: true }),
    ]);
  });

  it('Exit Impersonation ends it, toasts and announces impersonationChanged', async () => {
    fetchMock.mockImplementation(() => reply(200, { ...STATE, impersonating: false, user: STATE.realUser }));
    const events: CustomEvent[] = [];
    const listener = (event: Event) => events.push(event as CustomEvent);
    window.addEventListener('impersonationChanged', listener);
    render(<ImpersonationBanner />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: /Exit Impersonation/ }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Impersonation Ended'));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/support/impersonation/stop');
    expect(events.map((e) => e.detail)).toEqual([{ impersonating: false, user: STATE.realUser }]);
    window.removeEventListener('impersonationChanged', listener);
  });

  it('a failed exit shows the spec error', async () => {
    fetchMock.mockImplementation(() => reply(500, { message: 'boom' }));
    render(<ImpersonationBanner />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: /Exit Impersonation/ }));
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith('Error', { description: 'Failed to properly end impersonation.' }),
    );
  });
});
