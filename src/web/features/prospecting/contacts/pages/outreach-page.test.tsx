// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OutreachPage } from './outreach-page';

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }),
}));
vi.mock('../../../../lib/api', async (original) => ({ ...(await original<object>()), api: mocks.api }));
vi.mock('sonner', () => ({ toast: mocks.toast }));
vi.mock('../../../../app/auth-context', () => ({ useAuth: () => ({ currentCompany: { id: 'c1' } }) }));

const entry = (i: number) => ({
  id: `e${i}`,
  addedAt: '2026-01-02T00:00:00Z',
  contactId: `k${i}`,
  name: `Person ${i}`,
  title: 'CTO',
  email: `p${i}@acme.example`,
  emailStatus: 'verified',
  phone: null,
  linkedinUrl: null,
  organization: 'Acme',
});

let entries: ReturnType<typeof entry>[];

describe('OutreachPage', () => {
  beforeEach(() => {
    entries = Array.from({ length: 55 }, (_, i) => entry(i));
    // The server's pages: 50 rows, the cursor here simply the index of the next row.
    mocks.api.mockImplementation(async (path: string, options?: { method?: string }) => {
      if (options?.method === 'DELETE') {
        entries = entries.filter((e) => `/outreach/${e.id}` !== path);
        return { success: true };
      }
      const from = Number(new URL(path, 'http://test').searchParams.get('cursor') ?? 0);
      const next = from + 50;
      return {
        entries: entries.slice(from, next),
        total: entries.length,
        nextCursor: next < entries.length ? String(next) : null,
      };
    });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  const renderPage = () =>
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <OutreachPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );

  it('shows the first 50 entries with the total, loads the rest on Load more, and exports every entry', async () => {
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('outreach-entry')).toHaveLength(50));
    expect(screen.getByTestId('outreach-count').textContent).toBe('55 contacts in your sequence');
    expect(screen.getByTestId('load-more').textContent).toContain('Showing 50 of 55 contacts');
    expect(screen.getByTestId('export-csv').getAttribute('href')).toBe('/api/outreach?format=csv');
    fireEvent.click(within(screen.getByTestId('load-more')).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('outreach-entry')).toHaveLength(55));
    expect(mocks.api).toHaveBeenCalledWith('/outreach?cursor=50');
    expect(within(screen.getByTestId('load-more')).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('takes a removed entry off the list and the total', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Person 3' }));
    await waitFor(() => expect(screen.queryByText('Person 3')).toBeNull());
    expect(screen.getByTestId('outreach-count').textContent).toBe('54 contacts in your sequence');
    expect(screen.getByTestId('load-more').textContent).toContain('Showing 49 of 54 contacts');
  });
});
