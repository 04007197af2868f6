// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN } from '../../test/signed-in';

const COMPANY = {
  id: 'c1',
  name: 'Acme',
  slug: 'acme',
  logoUrl: null,
  planType: 'trial',
  creditsRemaining: 5,
  maxUsers: 5,
  subscriptionStatus: 'trial',
  subscriptionExpiresAt: null,
};
const ME = { ...SIGNED_IN, currentCompany: COMPANY, currentRole: 'owner' as const };

const asked: string[] = [];
beforeEach(() => {
  vi.resetModules();
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function firstLoadOf(pathname: string, me: unknown) {
  vi.resetModules(); // a page's first identity is announced once: each case is a new page
  window.history.replaceState(null, '', pathname);
  const client = new QueryClient();
  const { prefetchFirstLoad } = await import('./first-load-prefetch');
  const { announceFirstIdentity } = await import('../identity/first-identity');
  prefetchFirstLoad(client);
  announceFirstIdentity(me as Parameters<typeof announceFirstIdentity>[0]);
  return client;
}

describe('the first load of /dashboard asks for its data as soon as the company is known', () => {
  it('the home’s five queries, under the keys its components read', async () => {
    const client = await firstLoadOf('/dashboard', ME);
    await vi.waitFor(() => expect(asked).toHaveLength(5));
    expect(asked.sort()).toEqual([
      '/api/branding',
      '/api/configuration',
      '/api/dashboard/charts',
      '/api/dashboard/stats',
      '/api/functions/check-subscription',
    ]);
    for (const key of [
      ['branding', 'c1'],
      ['subscription', 'c1'],
      ['dashboard-stats', 'c1'],
      ['dashboard-charts', 'c1'],
      ['configuration', 'c1', 'u1'],
    ])
      expect(client.getQueryState(key), key.join(' ')).toBeDefined();
  });

  it('nothing for another page or for a user without a company', async () => {
    await firstLoadOf('/dashboard/lists', ME);
    await firstLoadOf('/dashboard', { ...ME, currentCompany: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);
  });
});
