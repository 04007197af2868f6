import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '#domain/pagination';
import { importedContacts } from '../../db/schema/accounts-import';
import { createTestApp, type TestApp } from '../../test/test-app';
import { memberOf, seedAccounts, seedAnalysis, seedContacts, walkTable, type Owner } from './tables.test-support';

const INDUSTRIES = ['Software', 'Banking', 'Retail', null];
const CITIES = ['Berlin, Germany', 'Paris, France', 'Austin, Texas', null];

/** 40 accounts with every field varied, some left empty, so the order and the filters have work to do. */
const ACCOUNTS = Array.from({ length: 40 }, (_, i) => ({
  name: `${i % 3 === 0 ? 'acme' : 'Beta'} ${String(i).padStart(2, '0')}`,
  domain: i % 5 === 0 ? null : `a${i}.example`,
  industry: INDUSTRIES[i % 4],
  location: CITIES[(i * 7) % 4],
  employeeCount: i % 6 === 0 ? null : (i * 37) % 500,
  sizeRange: i % 2 ? '51-200' : '1-50',
}));

type Row = { id: string; name: string; employeeCount: number | null; industry: string | null; location: string | null };

describe('GET /api/tables/imported-accounts: server filters, sort and cursor pages', () => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;
  beforeAll(async () => {
    t = await createTestApp({ workers: false });
    owner = await t.ownerWithCompany('tables-owner@acme.io', 'Tables Co', 'tables-co');
    other = await t.ownerWithCompany('tables-other@else.io', 'Else Co', 'else-co');
    await seedAccounts(t, owner, ACCOUNTS);
    await seedAccounts(t, other, [{ name: 'acme 99', industry: 'Software', employeeCount: 5 }]);
  });
  afterAll(() => t.close());

  const walk = (query: string, limit = 7) =>
    walkTable(t, owner.cookie, `/api/tables/imported-accounts?${query}`, limit);

  it('orders by employees, largest first with the unknown last, and walks every account once', async () => {
    const { rows, total } = await walk('sort=employeeCount.desc', 6);
    expect(total).toBe(40);
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((r: Row) => r.id)).size).toBe(40);
    const counts = rows.map((r: Row) => r.employeeCount);
    const known = counts.filter((n): n is number => n !== null);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(counts.slice(known.length).every((n) => n === null)).toBe(true);
    expect(rows.some((r: Row) => r.name === 'acme 99')).toBe(false);
  });

  it('orders by name whatever the case, ascending and descending, nulls last on optional columns', async () => {
    const asc = (await walk('sort=name.asc')).rows.map((r: Row) => r.name);
    expect(asc).toEqual([...asc].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const desc = (await walk('sort=name.desc')).rows.map((r: Row) => r.name);
    expect(desc).toEqual([...asc].reverse());
    const byIndustry = (await walk('sort=industry.asc', 5)).rows.map((r: Row) => r.industry);
    expect(byIndustry.slice(0, 30)).toEqual([...byIndustry.slice(0, 30)].sort());
    expect(byIndustry.slice(30)).toEqual(Array(10).fill(null));
  });

  it('filters on the server: industry, employees range, location, size, search; the total counts the matches', async () => {
    const expected = ACCOUNTS.filter(
      (a) =>
        (a.industry === 'Software' || a.industry === 'Retail') &&
        a.employeeCount !== null &&
        a.employeeCount >= 50 &&
        a.employeeCount <= 400,
    );
    const { rows, total } = await walk('industry=Software&industry=Retail&employees=50..400', 3);
    expect(total).toBe(expected.length);
    expect(rows.map((r: Row) => r.name).sort()).toEqual(expected.map((a) => a.name).sort());

    const berlin = await walk('location=berlin&size=1-50');
    expect(berlin.rows.map((r: Row) => r.name).sort()).toEqual(
      ACCOUNTS.filter((a) => a.location === 'Berlin, Germany' && a.sizeRange === '1-50')
        .map((a) => a.name)
        .sort(),
    );
    const searched = await walk('q=ACME%200');
    expect(searched.rows.map((r: Row) => r.name).sort()).toEqual(['acme 00', 'acme 03', 'acme 06', 'acme 09']);
  });

  it('tells which accounts have contacts: discovered at the same site or name, or imported for the domain', async () => {
    const org = await seedAnalysis(t, owner, [{ name: 'Beta 01', fitScore: 80, website: 'https://a1.example' }]);
    await seedContacts(t, owner, org.ids.get('Beta 01')!, [{ name: 'Dana Cruz' }]);
    await t.database.db
      .insert(importedContacts)
      .values({ companyId: owner.companyId, name: 'Ivo Ng', organizationDomain: 'a2.example' });
    const yes = await walk('hasContacts=yes');
    expect(yes.rows.map((r: Row) => r.name).sort()).toEqual(['Beta 01', 'Beta 02']);
    expect(yes.rows.every((r: { hasContacts: boolean }) => r.hasContacts)).toBe(true);
    expect((await walk('hasContacts=no')).total).toBe(38);
  });

  it('answers rows alone with totals=no, and the totals on /count, so rows need not wait for a count', async () => {
    const rows = await t.call(
      'GET',
      '/api/tables/imported-accounts?industry=Software&totals=no&limit=3',
      undefined,
      owner.cookie,
    );
    expect(rows.json).toMatchObject({ total: null });
    expect(rows.json.rows).toHaveLength(3);
    const counted = await t.call(
      'GET',
      '/api/tables/imported-accounts/count?industry=Software',
      undefined,
      owner.cookie,
    );
    expect(counted.json).toEqual({ total: ACCOUNTS.filter((a) => a.industry === 'Software').length, newCount: null });
    expect((await t.call('GET', '/api/tables/imported-accounts?totals=maybe', undefined, owner.cookie)).status).toBe(
      422,
    );
  });

  it('facets list an optional column’s values with their counts, the other filters applied', async () => {
    const res = await t.call('GET', '/api/tables/imported-accounts/facets/industry?size=1-50', undefined, owner.cookie);
    expect(res.status).toBe(200);
    const expected = ['Software', 'Banking', 'Retail'].map((value) => ({
      value,
      count: ACCOUNTS.filter((a) => a.industry === value && a.sizeRange === '1-50').length,
    }));
    expect(
      res.json.values.sort((a: { value: string }, b: { value: string }) => a.value.localeCompare(b.value)),
    ).toEqual(expected.filter((e) => e.count > 0).sort((a, b) => a.value.localeCompare(b.value)));
  });

  it('refuses what it cannot do with a 422 that says why, and another company sees none of it', async () => {
    const bad = [
      ['sort=website.asc', /cannot be sorted by website/],
      ['sort=name.sideways', /sort must be/],
      ['employees=10..x', /not a range/],
      ['employees=500..10', /lower bound/],
      ['fit=great', /does not apply/],
      ['emailStatus=verified', /does not apply/],
      ['hasContacts=maybe', /yes or no/],
      ['limit=0', /limit/],
      [`cursor=${encodeCursor(['x', 'not-an-id'])}`, /cursor/],
      [`sort=employeeCount.desc&cursor=${encodeCursor(['ten', '00000000-0000-4000-8000-000000000000'])}`, /cursor/],
      ['list=not-a-list', /list/],
    ] as const;
    for (const [query, message] of bad) {
      const res = await t.call('GET', `/api/tables/imported-accounts?${query}`, undefined, owner.cookie);
      expect(res.status, query).toBe(422);
      expect(res.json.message, query).toMatch(message);
    }
    const theirs = await walkTable(t, other.cookie, '/api/tables/imported-accounts', 50);
    expect(theirs.rows.map((r: Row) => r.name)).toEqual(['acme 99']);
    expect((await t.call('GET', '/api/tables/nothing', undefined, owner.cookie)).status).toBe(404);
    expect((await t.call('GET', '/api/tables/imported-accounts')).status).toBe(401);
  });

  it('lets a viewer read the accounts table', async () => {
    const viewer = await memberOf(t, 'tables-viewer@acme.io', owner.companyId, 'viewer');
    const res = await t.call('GET', '/api/tables/imported-accounts?limit=5', undefined, viewer.cookie);
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(40);
  });
});
