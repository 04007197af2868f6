// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DemoPage } from './demo-page';

const mocks = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn() },
  auth: { impersonating: false, user: { email: 'me@acme.io' } as { email: string } | null, impersonation: null },
}));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('../../../app/auth-context', () => ({ useAuth: () => mocks.auth }));

const fetchMock = vi.fn();
const reply = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);
const ITEM = { id: 'a1', productName: 'First', status: 'demo', userId: 'u1', createdAt: '2026-01-02T00:00:00Z' };

describe('DemoPage', () => {
  beforeEach(() => {
    mocks.auth = { impersonating: false, user: { email: 'me@acme.io' }, impersonation: null };
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the empty state and the own-account badge', async () => {
    fetchMock.mockImplementation(() => reply(200, { sessions: [] }));
    render(<DemoPage />, { wrapper });
    expect((await screen.findByTestId('demo-empty')).textContent).toBe('No analysis sessions found');
    expect(screen.getByTestId('acting-as').textContent).toBe('Your account');
  });

  it('names the impersonated user in the badge and the toast', async () => {
    mocks.auth = { impersonating: true, user: { email: 'target@acme.io' }, impersonation: null };
    fetchMock.mockImplementation((_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? reply(201, { session: ITEM })
        : reply(200, { sessions: [ITEM], actingAs: { id: 'u1', email: 'me@acme.io' } }),
    );
    render(<DemoPage />, { wrapper });
    expect(screen.getByTestId('acting-as').textContent).toBe('Acting as target@acme.io');
    const create = screen.getByRole('button', { name: 'Create' });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('New item name'), { target: { value: '  Second  ' } });
    fireEvent.click(create);
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Item created on behalf of target@acme.io'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[1].body).toBe(JSON.stringify({ name: 'Second' }));
  });

  it('says whose each session is and offers changes only on the acting user’s own', async () => {
    const theirs = { ...ITEM, id: 'b2', productName: 'Teammate plan', userId: 'u2', ownerEmail: 'mate@acme.io' };
    fetchMock.mockImplementation(() =>
      reply(200, {
        sessions: [theirs, { ...ITEM, ownerEmail: 'me@acme.io' }],
        actingAs: { id: 'u1', email: 'me@acme.io' },
      }),
    );
    render(<DemoPage />, { wrapper });
    await screen.findByRole('button', { name: 'Delete First' });
    expect(screen.getAllByTestId('demo-owner').map((o) => o.textContent)).toEqual(['Owner: mate@acme.io', 'Yours']);
    expect(screen.queryByRole('button', { name: 'Delete Teammate plan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rename Teammate plan' })).toBeNull();
  });

  it('deletes only after the confirm and toasts a refused write', async () => {
    fetchMock.mockImplementation((_url: string, init?: RequestInit) =>
      init?.method === 'DELETE'
        ? reply(403, { message: 'Write actions are disabled while impersonating.' })
        : reply(200, { sessions: [ITEM], actingAs: { id: 'u1', email: 'me@acme.io' } }),
    );
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    render(<DemoPage />, { wrapper });
    const del = await screen.findByRole('button', { name: 'Delete First' });
    fireEvent.click(del);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this item?');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(del);
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith('Failed to delete item', {
        description: 'Write actions are disabled while impersonating.',
      }),
    );
  });

  it('shows 50 sessions with "Showing 50 of 51" and loads the rest by cursor on Load more', async () => {
    const page = Array.from({ length: 50 }, (_, i) => ({ ...ITEM, id: `s${i}`, productName: `Item ${i}` }));
    fetchMock.mockImplementation((url: string) =>
      url.includes('cursor=c%2B1')
        ? reply(200, { sessions: [{ ...ITEM, id: 'last', productName: 'Last' }], total: 51, nextCursor: null })
        : reply(200, { sessions: page, total: 51, nextCursor: 'c+1', actingAs: { id: 'u1', email: 'me@acme.io' } }),
    );
    render(<DemoPage />, { wrapper });
    expect((await screen.findByTestId('load-more')).textContent).toContain('Showing 50 of 51 analysis sessions');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/demo/sessions');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('button', { name: 'Delete Last' });
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/demo/sessions?cursor=c%2B1');
    expect(screen.getAllByTestId('demo-item')).toHaveLength(51);
    expect(screen.getByTestId('load-more').textContent).toContain('Showing 51 of 51');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
