import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_EMPTY, CSV_TOO_LARGE } from '#domain/csv/import-schemas';
import { countedAccounts } from './account-statistics';
import { createImportsTestApp, fixtureCsv, MIXED_MAPPING } from './imports.test-support';

describe('account imports API', () => {
  let h: Awaited<ReturnType<typeof createImportsTestApp>>;
  let owner: { cookie: string; companyId: string };
  const csv = fixtureCsv('accounts-mixed.csv');
  beforeAll(async () => {
    h = await createImportsTestApp();
    owner = await h.t.ownerWithCompany('ivy@acme.io', 'Import Co', 'import-co');
  });
  afterAll(() => h.t.close());

  it('previews headers, row count, the first rows and a suggested mapping', async () => {
    const res = await h.call('POST', '/api/imports/preview', { csv, kind: 'accounts' }, owner.cookie);
    expect(res.status).toBe(200);
    expect(res.json.headers).toEqual([
      'Organization',
      'Homepage',
      'Biz Category',
      'EMPLOYEES',
      'City',
      'State',
      'REVENUES',
      'Year Founded',
      'Tagline',
    ]);
    expect(res.json.totalRows).toBe(9);
    expect(res.json.sample).toHaveLength(9);
    expect(res.json.sample[2].Organization).toBe('Fabrikam, Inc.');
    expect(res.json.sample[3].Tagline).toBe('Toys for kids,\nwith a note on two lines');
    expect(res.json.sampleLines.slice(0, 5)).toEqual([2, 3, 4, 5, 7]);
    const { industry, ...rest } = MIXED_MAPPING.columns;
    expect(industry).toBe('Biz Category');
    expect(res.json.suggestedMapping.columns).toEqual(rest);
    expect(res.json.suggestedMapping.revenueInMillions).toBe(true);
    expect(res.json.suggestedMapping.notes.revenue).toMatch(/millions/);
  });

  it('imports, merges duplicates by domain and by name, and reports line-numbered errors', async () => {
    const res = await h.call('POST', '/api/imports/accounts', { csv, mapping: MIXED_MAPPING }, owner.cookie);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      imported: 5,
      merged: 2,
      skipped: 2,
      errors: [
        { line: 9, message: 'Line 9: name is empty' },
        { line: 10, message: "Line 10: founded '19x5' is not a year" },
      ],
    });
    const list = await h.call('GET', '/api/imports/accounts', undefined, owner.cookie);
    expect(list.json.total).toBe(5);
    const byName = Object.fromEntries(list.json.accounts.map((a: { name: string }) => [a.name, a]));
    expect(Object.keys(byName).sort()).toEqual([
      'Adventure Works',
      'Contoso Ltd',
      'Fabrikam, Inc.',
      'Northwind Traders',
      'Tailspin Toys',
    ]);
    expect(byName['Northwind Traders']).toMatchObject({
      domain: 'northwind.example.com',
      industry: 'Wholesale',
      employeeCount: 1250,
      sizeRange: '1001-5000',
      location: 'Seattle, WA',
      revenueRange: '$100M-$1B',
      founded: 1998,
      description: 'Food distribution, imports and exports',
    });
    expect(byName['Contoso Ltd']).toMatchObject({
      domain: 'contoso.com',
      employeeCount: null,
      sizeRange: null,
      revenueRange: null,
      description: 'Duplicate by domain',
    });
    expect(byName['Fabrikam, Inc.']).toMatchObject({
      domain: 'fabrikam.com',
      description: 'Textiles "and" more',
      revenueRange: '$1B-$10B',
      sizeRange: '201-500',
    });
    // The name duplicate filled the empty domain, location and revenue; kept the original's non-empty fields.
    expect(byName['Tailspin Toys']).toMatchObject({
      domain: 'tailspintoys.com',
      location: 'Portland, OR',
      revenueRange: '$10M-$100M',
      industry: 'Retail',
      employeeCount: 35,
    });
    expect(byName['Adventure Works']).toMatchObject({
      employeeCount: 12000,
      sizeRange: '10001+',
      revenueRange: '$10B+',
      founded: 1975,
    });
  });

  it('merges a re-import into the existing accounts instead of duplicating them', async () => {
    const res = await h.call('POST', '/api/imports/accounts', { csv, mapping: MIXED_MAPPING }, owner.cookie);
    expect(res.json).toMatchObject({ imported: 0, merged: 7, skipped: 2 });
    const list = await h.call('GET', '/api/imports/accounts', undefined, owner.cookie);
    expect(list.json.total).toBe(5);
  });

  it('searches by name, domain, industry or location', async () => {
    const byName = await h.call('GET', '/api/imports/accounts?q=fabri', undefined, owner.cookie);
    expect(byName.json.accounts.map((a: { name: string }) => a.name)).toEqual(['Fabrikam, Inc.']);
    const byPlace = await h.call('GET', '/api/imports/accounts?q=portland', undefined, owner.cookie);
    expect(byPlace.json.total).toBe(1);
    const wildcard = await h.call('GET', '/api/imports/accounts?q=%25', undefined, owner.cookie);
    expect(wildcard.json.total).toBe(0);
    const limited = await h.call('GET', '/api/imports/accounts?limit=2', undefined, owner.cookie);
    expect(limited.json).toMatchObject({ total: 5 });
    expect(limited.json.accounts).toHaveLength(2);
  });

  it('proper-cases an ALL-CAPS file and extracts domains from upper-case URLs', async () => {
    const other = await h.t.ownerWithCompany('jade@acme.io', 'Caps Co', 'caps-co');
    const shouting = fixtureCsv('accounts-shouting.csv');
    const preview = await h.call('POST', '/api/imports/preview', { csv: shouting, kind: 'accounts' }, other.cookie);
    const mapping = preview.json.suggestedMapping;
    expect(mapping.columns).toEqual({
      name: 'NAME',
      domain: 'WEBSITE',
      employeeCount: 'EMPLOYEES',
      city: 'CITY',
      state: 'STATE',
      revenue: 'REVENUES',
    });
    const res = await h.call('POST', '/api/imports/accounts', { csv: shouting, mapping }, other.cookie);
    expect(res.json).toEqual({ imported: 5, merged: 0, skipped: 0, errors: [] });
    const list = await h.call('GET', '/api/imports/accounts', undefined, other.cookie);
    const rows = list.json.accounts.map((a: { name: string; domain: string; location: string }) => [
      a.name,
      a.domain,
      a.location,
    ]);
    expect(rows.sort()).toEqual([
      ['3M', '3m.com', 'St. Paul, MN'],
      ['AT&T', 'att.com', 'Dallas, TX'],
      ['Albertsons Cos.', 'albertsons.com', 'Boise, ID'],
      ['Laboratory Corp. of America', 'labcorp.com', 'Burlington, NC'],
      ["McDonald's", 'mcdonalds.com', 'Oak Brook, IL'],
    ]);
  });

  it('leaves the planner knowing how many accounts there are after a large import', async () => {
    const rows = Array.from({ length: 1500 }, (_, i) => `Stat ${i} GmbH,stat${i}.example.de`);
    const mapping = { columns: { name: 'Name', domain: 'Website' }, revenueInMillions: false };
    const other = await h.t.ownerWithCompany('stats@acme.io', 'Stats Co', 'stats-co');
    const res = await h.call(
      'POST',
      '/api/imports/accounts',
      { csv: ['Name,Website', ...rows].join('\n'), mapping },
      other.cookie,
    );
    expect(res.json.imported).toBe(1500);
    expect(await countedAccounts(h.t.database.db)).toBeGreaterThanOrEqual(1500);
  });

  it('rejects bad input with 422 and the reason', async () => {
    const cases: [unknown, string | RegExp][] = [
      [{ kind: 'accounts' }, 'Choose a CSV file'],
      [{ csv: '  \n', kind: 'accounts' }, CSV_EMPTY],
      [{ csv, kind: 'people' }, /accounts|contacts/],
      [{ csv: 'a'.repeat(5 * 1024 * 1024 + 1), kind: 'accounts' }, CSV_TOO_LARGE],
      [
        { csv: '"Name,Domain\nAcme,acme.io\n', kind: 'accounts' },
        'Line 1: a quoted field opened on line 1 is never closed',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await h.call('POST', '/api/imports/preview', body, owner.cookie);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.json.message).toMatch(message);
    }
    const noName = await h.call(
      'POST',
      '/api/imports/accounts',
      { csv, mapping: { columns: { domain: 'Homepage' } } },
      owner.cookie,
    );
    expect(noName.status).toBe(422);
    expect(noName.json.message).toBe('Choose the column that holds the company name');
    const unknown = await h.call(
      'POST',
      '/api/imports/accounts',
      { csv, mapping: { columns: { name: 'Company' } } },
      owner.cookie,
    );
    expect(unknown.status).toBe(422);
    expect(unknown.json.message).toBe("Column 'Company' is not in the file");
    const huge = await h.call(
      'POST',
      '/api/imports/accounts',
      { csv: 'x'.repeat(16 * 1024 * 1024), mapping: MIXED_MAPPING },
      owner.cookie,
    );
    expect(huge.status).toBe(422);
    expect(huge.json.message).toBe(CSV_TOO_LARGE);
    const notJson = await h.call('POST', '/api/imports/accounts', '{oops', owner.cookie);
    expect(notJson.status).toBe(422);
    const badLimit = await h.call('GET', '/api/imports/accounts?limit=5000', undefined, owner.cookie);
    expect(badLimit.status).toBe(422);
  });

  it('deletes one account, then clears the rest', async () => {
    const list = await h.call('GET', '/api/imports/accounts?q=northwind', undefined, owner.cookie);
    const id = list.json.accounts[0].id;
    expect((await h.call('DELETE', `/api/imports/accounts/${id}`, undefined, owner.cookie)).status).toBe(200);
    expect((await h.call('DELETE', `/api/imports/accounts/${id}`, undefined, owner.cookie)).status).toBe(404);
    expect((await h.call('DELETE', '/api/imports/accounts/not-a-uuid', undefined, owner.cookie)).status).toBe(404);
    const cleared = await h.call('DELETE', '/api/imports/accounts', undefined, owner.cookie);
    expect(cleared.json).toEqual({ deleted: 4 });
    expect((await h.call('GET', '/api/imports/accounts', undefined, owner.cookie)).json).toEqual({
      accounts: [],
      total: 0,
      nextCursor: null,
    });
  });
});
