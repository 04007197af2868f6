// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCursorList } from '../../../lib/use-cursor-list';
import type { AccessLog } from '../api/use-security';
import { AccessLogList } from './access-log-list';

const log = (i: number): AccessLog => ({
  id: `log-${i}`,
  accessType: 'view',
  accessedAt: new Date(Date.UTC(2026, 0, 10, 12, 0, 60 - i)).toISOString(),
  userEmail: 'ada@acme.io',
  contact: { id: `c-${i}`, name: `Contact ${i}`, title: 'CTO', organizationName: 'Umbrella Corp' },
});

const fetchMock = vi.fn();
const json = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));

function Harness() {
  const list = useCursorList<'logs', AccessLog>({
    queryKey: ['access-logs'],
    path: '/security/access-logs',
    itemsKey: 'logs',
  });
  return <AccessLogList list={list} />;
}
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/api/security/access-logs') return json({ logs: [log(1), log(2)], total: 3, nextCursor: 'after-2' });
    if (url === '/api/security/access-logs?cursor=after-2') return json({ logs: [log(3)], total: 3, nextCursor: null });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('Contact Access list', () => {
  it('shows the first page with the total, loads the next page on Load more, then offers no more', async () => {
    render(<Harness />, { wrapper });
    expect(await screen.findByText('Contact 1')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 3 contact accesses')).toBeTruthy();
    expect(screen.queryByText('Contact 3')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Contact 3')).toBeTruthy();
    expect(screen.getAllByTestId('access-log')).toHaveLength(3);
    expect(screen.getByText('Showing 3 of 3 contact accesses')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/security/access-logs',
      '/api/security/access-logs?cursor=after-2',
    ]);
  });
});
