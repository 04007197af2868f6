import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImportsTestApp } from './imports.test-support';

// Mixed case on purpose: a byte-order sort puts every capital before "acme".
const NAMES = ['zeta labs', 'Acme', 'beta works', 'Charlie', 'alpha', 'Delta', 'echo', 'Foxtrot'];
const CSV = ['Company,Website', ...NAMES.map((n, i) => `${n},https://www.site${i}.example:8443/about`)].join('\n');

describe('the imported account list: case-insensitive order, pages', () => {
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
    expect(names(all.json)).toEqual(['Acme', 'alpha', 'beta works', 'Charlie', 'Delta', 'echo', 'Foxtrot', 'zeta labs']);
    expect(all.json.accounts[0].domain).toBe('site1.example');
    expect(all.json).toMatchObject({ total: 8, page: 1, pageSize: 50 });
  });

  it('pages: page and pageSize, the total for the controls, an empty page past the end', async () => {
    const page = (n: number) => h.call('GET', `/api/imports/accounts?page=${n}&pageSize=3`, undefined, owner.cookie);
    expect(names((await page(1)).json)).toEqual(['Acme', 'alpha', 'beta works']);
    expect(names((await page(2)).json)).toEqual(['Charlie', 'Delta', 'echo']);
    const last = await page(3);
    expect(names(last.json)).toEqual(['Foxtrot', 'zeta labs']);
    expect(last.json).toMatchObject({ total: 8, page: 3, pageSize: 3 });
    expect(names((await page(4)).json)).toEqual([]);
    const searched = await h.call('GET', '/api/imports/accounts?q=o&page=2&pageSize=2', undefined, owner.cookie);
    expect(searched.json.total).toBe(3);
    expect(names(searched.json)).toEqual(['Foxtrot']);
    for (const bad of ['page=0', 'page=x', 'pageSize=501', 'pageSize=0']) {
      expect((await h.call('GET', `/api/imports/accounts?${bad}`, undefined, owner.cookie)).status, bad).toBe(422);
    }
  });
});
