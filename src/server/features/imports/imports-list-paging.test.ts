import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBadPagingRefused, walkPages } from '../../test/paging';
import { createImportsTestApp } from './imports.test-support';

// Mixed case on purpose: a byte-order sort puts every capital before "acme".
const NAMES = ['zeta labs', 'Acme', 'beta works', 'Charlie', 'alpha', 'Delta', 'echo', 'Foxtrot'];
const CSV = ['Company,Website', ...NAMES.map((n, i) => `${n},https://www.site${i}.example:8443/about`)].join('\n');

describe('the imported account list: case-insensitive order, cursor pages', () => {
  let h: Awaited<ReturnType<typeof createImportsTestApp>>;
  let owner: { cookie: string };
  beforeAll(async () => {
    h = await createImportsTestApp();
    owner = await h.t.ownerWithCompany('pages@acme.io', 'Pages Co', 'pages-co');
    const mapping = { columns: { name: 'Company', domain: 'Website' }, revenueInMillions: false };
    const res = await h.call('POST', '/api/imports/accounts', { csv: CSV, mapping }, owner.cookie);
    expect(res.json).toMatchObject({ imported: NAMES.length, skipped: 0 });
  });
  afterAll(() => h.t.close());

  const names = (json: { accounts: { name: string }[] }) => json.accounts.map((a) => a.name);

  it('sorts alphabetically whatever the case, and keeps the domain of a website with a port and a path', async () => {
    const all = await h.call('GET', '/api/imports/accounts', undefined, owner.cookie);
    expect(names(all.json)).toEqual([
      'Acme',
      'alpha',
      'beta works',
      'Charlie',
      'Delta',
      'echo',
      'Foxtrot',
      'zeta labs',
    ]);
    expect(all.json.accounts[0].domain).toBe('site1.example');
    expect(all.json).toMatchObject({ total: 8, nextCursor: null });
  });

  it('pages by cursor in the same order, the search across pages, another company never sees them', async () => {
    const list = (query: string) =>
      h.call('GET', `/api/imports/accounts${query ? `?${query}` : ''}`, undefined, owner.cookie);
    const first = await list('limit=3');
    expect(names(first.json)).toEqual(['Acme', 'alpha', 'beta works']);
    expect(first.json).toMatchObject({ total: 8, nextCursor: expect.any(String) });
    const walked = await walkPages(list, 'accounts', { limit: 3 });
    expect(walked.rows.map((a) => a.name)).toEqual([
      'Acme',
      'alpha',
      'beta works',
      'Charlie',
      'Delta',
      'echo',
      'Foxtrot',
      'zeta labs',
    ]);
    const searched = await walkPages(list, 'accounts', { limit: 2, query: 'q=o' });
    expect(searched.total).toBe(3);
    expect(searched.rows.map((a) => a.name)).toEqual(['beta works', 'echo', 'Foxtrot']);
    const stranger = await h.t.ownerWithCompany('pages-other@globex.io', 'Other Pages', 'other-pages');
    expect((await h.call('GET', '/api/imports/accounts', undefined, stranger.cookie)).json).toMatchObject({
      accounts: [],
      total: 0,
      nextCursor: null,
    });
  });

  it('refuses page numbers, bad limits and bad cursors', async () => {
    const list = (query: string) =>
      h.call('GET', `/api/imports/accounts${query ? `?${query}` : ''}`, undefined, owner.cookie);
    await expectBadPagingRefused(list);
    for (const old of ['page=2', 'pageSize=3']) {
      const res = await list(old);
      expect(res.status, old).toBe(422);
      expect(res.json.message).toMatch(/nextCursor/);
    }
  });
});
