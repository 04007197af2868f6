import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAllCaps } from '#domain/csv/proper-case';
import { walkPages } from '../../test/paging';
import { createImportsTestApp } from './imports.test-support';

// The real, externally authored datasets (see ../shared/data/SOURCES.md); skipped where they are absent.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const DATA_DIR = process.env.SCOUTLINE_DATA_DIR ?? path.resolve(repoRoot, '../shared/data/companies');
const read = (file: string) => readFileSync(path.join(DATA_DIR, file), 'utf8');

type Account = {
  name: string;
  domain: string | null;
  location: string | null;
  employeeCount: number | null;
  revenueRange: string | null;
  founded: number | null;
};

// Merges are expected where the source gives two companies one website (e.g. ANDEAVOR and WESTERN
// REFINING both list andeavor.com; three acquisitions point at cisco.com).
const ACCOUNT_FILES = [
  {
    file: 'sp500_constituents.csv',
    rows: 503,
    merged: 0,
    checks: { '3M': null, IBM: null, 'AT&T': null, AbbVie: null },
  },
  {
    file: 'fortune500_hq_hifld.csv',
    rows: 500,
    merged: 3,
    checks: { 'Albertsons Cos.': 'albertsons.com', "McDonald's": 'mcdonalds.com', 'AT&T': 'att.com', '3M': '3m.com' },
  },
  {
    file: 'yc_startups_2005_2014.csv',
    rows: 688,
    merged: 0,
    checks: { Curebit: 'talkable.com', Goldbely: 'goldbely.com', TapIn: null },
  },
  { file: 'tech_acquired_companies.csv', rows: 1610, merged: 6, checks: { 'Aldus Corp': null, IMDB: 'imdb.com' } },
  {
    file: 'tech_acquiring_companies.csv',
    rows: 36,
    merged: 0,
    checks: { Adobe: 'adobe.com', Amazon: 'amazon.com', EMC: 'emc.com' },
  },
] as const;

describe.skipIf(!existsSync(DATA_DIR))('the real company CSVs import cleanly', () => {
  let h: Awaited<ReturnType<typeof createImportsTestApp>>;
  beforeAll(async () => {
    h = await createImportsTestApp();
  });
  afterAll(() => h?.t.close());

  for (const [index, spec] of ACCOUNT_FILES.entries()) {
    it(`${spec.file}: every row imported or merged, none rejected`, async () => {
      const owner = await h.t.ownerWithCompany(`real${index}@acme.io`, `Real ${index}`, `real-${index}`);
      const csv = read(spec.file);
      const preview = await h.call('POST', '/api/imports/preview', { csv, kind: 'accounts' }, owner.cookie);
      expect(preview.json.totalRows).toBe(spec.rows);
      const result = await h.call(
        'POST',
        '/api/imports/accounts',
        { csv, mapping: preview.json.suggestedMapping },
        owner.cookie,
      );
      expect(result.status).toBe(200);
      expect(result.json.errors).toEqual([]);
      expect(result.json.imported + result.json.merged + result.json.errors.length).toBe(spec.rows);
      expect(result.json.merged).toBe(spec.merged);

      const list = await walkPages(
        (query) => h.call('GET', `/api/imports/accounts?${query}`, undefined, owner.cookie),
        'accounts',
        { limit: 200 },
      );
      expect(list.total).toBe(spec.rows - spec.merged);
      expect(list.rows).toHaveLength(list.total);
      for (const [name, domain] of Object.entries(spec.checks)) {
        const found = await h.call(
          'GET',
          `/api/imports/accounts?q=${encodeURIComponent(name)}`,
          undefined,
          owner.cookie,
        );
        const account = (found.json.accounts as Account[]).find((a) => a.name === name);
        expect(account, `${spec.file}: ${name}`).toBeDefined();
        if (domain) expect(account!.domain).toBe(domain);
      }
      const accounts = list.rows as Account[];
      for (const a of accounts) if (a.domain) expect(a.domain).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
      if (spec.file.startsWith('fortune')) {
        // An ALL-CAPS export: only acronyms (CSX, AT&T, 3M…) may stay upper-case.
        expect(
          accounts.filter((a) => isAllCaps(a.name) && a.name.replace(/[^A-Z]/g, '').length > 5).map((a) => a.name),
        ).toEqual([]);
        expect(accounts.every((a) => a.domain && a.employeeCount && a.revenueRange && a.location)).toBe(true);
      }
    });
  }

  it('yc_founders.csv imports as contacts (Founder → name, Company → organization)', async () => {
    const owner = await h.t.ownerWithCompany('founders@acme.io', 'Founders', 'founders');
    const csv = read('yc_founders.csv');
    const preview = await h.call('POST', '/api/imports/preview', { csv, kind: 'contacts' }, owner.cookie);
    expect(preview.json.totalRows).toBe(998);
    expect(preview.json.suggestedMapping.columns).toEqual({ name: 'Founder', companyName: 'Company' });
    const result = await h.call(
      'POST',
      '/api/imports/contacts',
      { csv, mapping: preview.json.suggestedMapping },
      owner.cookie,
    );
    expect(result.json).toEqual({ imported: 998, merged: 0, skipped: 0, errors: [] });
    const list = await h.call('GET', '/api/imports/contacts?q=PagerDuty', undefined, owner.cookie);
    expect(list.json.contacts.map((c: { name: string }) => c.name)).toContain('Alex Solomon');
  });
});
