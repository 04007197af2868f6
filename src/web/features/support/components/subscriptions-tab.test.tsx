// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SupportCompany } from '../api/support-types';
import { SubscriptionsTab } from './subscriptions-tab';

const mocks = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock('../../../lib/api', async (original) => ({ ...(await original<object>()), api: mocks.api }));
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const company = (i: number): SupportCompany => ({
  id: `c${i}`,
  name: `Company ${i}`,
  slug: `company-${i}`,
  planType: 'trial',
  maxUsers: 5,
  creditsRemaining: 100,
  subscriptionStatus: 'trial',
  subscriptionExpiresAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  members: 1,
});
const slugs = () => screen.getAllByTestId('company-row').map((row) => row.getAttribute('data-slug'));

describe('Subscriptions tab: pages of companies and the server-side filter', () => {
  beforeEach(() => {
    mocks.api.mockImplementation(async (path: string) => {
      if (path === '/support/companies')
        return { companies: [company(1), company(2)], total: 3, nextCursor: 'after-2' };
      if (path === '/support/companies?cursor=after-2') return { companies: [company(3)], total: 3, nextCursor: null };
      if (path === '/support/companies?q=umbrella') return { companies: [company(9)], total: 1, nextCursor: null };
      throw new Error(`unexpected ${path}`);
    });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('loads more companies on Load more and filters on the server', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SubscriptionsTab />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Showing 2 of 3 companies')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 3 of 3 companies')).toBeTruthy();
    expect(slugs()).toEqual(['company-1', 'company-2', 'company-3']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Filter companies' }), { target: { value: 'umbrella' } });
    await waitFor(() => expect(slugs()).toEqual(['company-9']));
  });
});
