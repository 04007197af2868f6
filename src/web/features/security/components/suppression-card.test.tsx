// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSuppression, type SuppressionEntry } from '../api/use-suppression';
import { SuppressionCard } from './suppression-card';

vi.mock('../../../app/auth-context', () => ({ useAuth: () => ({ currentCompany: { id: 'co-1' } }) }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const entry = (i: number): SuppressionEntry => ({
  id: `e-${i}`,
  kind: 'email',
  value: `person${i}@blocked.io`,
  reason: 'manual',
  createdAt: '2026-01-10T12:00:00.000Z',
  addedBy: 'ada@acme.io',
});

const fetchMock = vi.fn();
const json = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));

function Harness() {
  return <SuppressionCard suppression={useSuppression(true)} />;
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
    if (url === '/api/suppression')
      return json({ entries: [entry(1), entry(2)], total: 3, nextCursor: 'after-2', erasedCount: 2 });
    if (url === '/api/suppression?cursor=after-2')
      return json({ entries: [entry(3)], total: 3, nextCursor: null, erasedCount: 2 });
    return Promise.reject(new Error(`unexpected ${url}`));
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('Do-not-contact list', () => {
  it('shows the first page with the total and the erasure count, loads the next on Load more, then offers no more', async () => {
    render(<Harness />, { wrapper });
    expect(await screen.findByText('person1@blocked.io')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 3 entries')).toBeTruthy();
    expect(screen.getByTestId('erased-count').textContent).toContain('Plus 2 entries from erasure requests');
    expect(screen.queryByText('person3@blocked.io')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('person3@blocked.io')).toBeTruthy();
    expect(screen.getAllByTestId('suppression-entry')).toHaveLength(3);
    expect(screen.getByText('Showing 3 of 3 entries')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // The export link still asks for the whole list.
    expect(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')).toBe('/api/suppression?format=csv');
  });
});
