import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STREAMED_CSV_TOO_LARGE } from '#domain/csv/import-schemas';
import type { LiveEvent } from '../../realtime/event-bus';
import { countedAccounts } from './account-statistics';
import { createImportsTestApp, fixtureCsv, MIXED_MAPPING } from './imports.test-support';
import { importAccountsStream } from './stream-import.service';

const SHOUTING_MAPPING = {
  columns: {
    name: 'NAME',
    domain: 'WEBSITE',
    employeeCount: 'EMPLOYEES',
    city: 'CITY',
    state: 'STATE',
    revenue: 'REVENUES',
  },
  revenueInMillions: true,
};
const BIG_MAPPING = {
  columns: {
    name: 'Company',
    domain: 'Website',
    industry: 'Industry',
    employeeCount: 'Employees',
    location: 'HQ',
    founded: 'Founded',
    description: 'About',
  },
  revenueInMillions: false,
};
const ROWS = 100_000;
const encoder = new TextEncoder();

/**
 * A generated accounts CSV of ROWS rows (~13 MB), produced piece by piece and never whole: every 1,000th row
 * has a bad founding year, every 500th repeats the website of the row before it (half of those are also bad).
 */
function bigCsv(): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (i === 0) controller.enqueue(encoder.encode('Company,Website,Industry,Employees,HQ,Founded,About\n'));
      let text = '';
      for (const end = Math.min(i + 2000, ROWS); i < end; i++) {
        const site = i % 500 === 499 ? `site${i - 1}.example.com` : `site${i}.example.com`;
        const founded = i % 1000 === 999 ? '19x5' : String(1950 + (i % 70));
        text += `"Account ${i}, Inc.",https://${site}/,Software,${10 + (i % 5000)},"Austin, Texas",${founded},"Developer tools and APIs, number ${i}"\n`;
      }
      controller.enqueue(encoder.encode(text));
      if (i >= ROWS) controller.close();
    },
  });
}

const bodyOf = (text: string) => new Blob([text]).stream();

v8.setFlagsFromString('--expose-gc');
/** A full collection, so that the heap measured is what is still held, not garbage waiting for the collector. */
const collect = vm.runInNewContext('gc') as () => void;

describe('streamed account imports', () => {
  let h: Awaited<ReturnType<typeof createImportsTestApp>>;
  let owner: { cookie: string; companyId: string; userId: string };
  beforeAll(async () => {
    h = await createImportsTestApp();
    owner = await h.t.ownerWithCompany('stream@acme.io', 'Stream Co', 'stream-co');
  });
  afterAll(() => h.t.close());

  const stream = async (body: ReadableStream<Uint8Array> | null, mapping: unknown, cookie = owner.cookie) => {
    const query = new URLSearchParams({ mapping: JSON.stringify(mapping) });
    const response = await h.app.request(`/api/imports/accounts/stream?${query}`, {
      method: 'POST',
      headers: {
        origin: h.t.env.APP_URL,
        cookie,
        'content-type': 'text/csv',
      },
      body,
      duplex: 'half',
    } as RequestInit);
    return { status: response.status, json: await response.json() };
  };
  const wrongVectors = async (companyId: string) => {
    const { rows } = await h.t.database.query<{ name: string }>(
      `select name from imported_accounts where company_id = $1 and search_vector is distinct from (
        setweight(to_tsvector('simple', coalesce(industry, '') || ' ' || coalesce(extra ->> 'subIndustry', '')), 'A') ||
        setweight(to_tsvector('simple', coalesce(description, '')), 'B') ||
        setweight(to_tsvector('simple', name), 'C'))`,
      [companyId],
    );
    return rows.map((r) => r.name);
  };
  const accountsOf = async (cookie: string) => {
    const list = await h.call('GET', '/api/imports/accounts?limit=200', undefined, cookie);
    expect(list.json.nextCursor, 'the fixtures fit on one page').toBeNull();
    return (list.json.accounts as Record<string, unknown>[]).map(({ id: _id, createdAt: _at, ...rest }) => rest);
  };

  it('stores and merges exactly as the 5 MB path does (fixtures, twice, so they also merge with earlier imports)', async () => {
    const viaJson = await h.t.ownerWithCompany('json@acme.io', 'Json Co', 'json-co');
    const viaStream = await h.t.ownerWithCompany('streamed@acme.io', 'Streamed Co', 'streamed-co');
    for (const [file, mapping] of [
      ['accounts-mixed.csv', MIXED_MAPPING],
      ['accounts-shouting.csv', SHOUTING_MAPPING],
      ['accounts-mixed.csv', MIXED_MAPPING],
    ] as const) {
      const csv = fixtureCsv(file);
      const json = await h.call('POST', '/api/imports/accounts', { csv, mapping }, viaJson.cookie);
      const streamed = await stream(bodyOf(csv), mapping, viaStream.cookie);
      expect(streamed).toEqual({ status: 200, json: json.json });
    }
    expect(await accountsOf(viaStream.cookie)).toEqual(await accountsOf(viaJson.cookie));
    // Staged (streamed), computed by the insert trigger (JSON), re-cased names, merged into: all hold the vector
    // migration 0015 generated from the fields; so does an account whose description changes afterwards.
    for (const { companyId } of [viaJson, viaStream]) expect(await wrongVectors(companyId)).toEqual([]);
    await h.t.database.query(
      `update imported_accounts set description = 'Now a bakery' where id in
        (select id from imported_accounts where company_id = $1 order by name_key limit 3)`,
      [viaStream.companyId],
    );
    expect(await wrongVectors(viaStream.companyId)).toEqual([]);
  });

  it('numbers new accounts by name, then file order (UUIDv7: the import time, then the row number)', async () => {
    const fresh = await h.t.ownerWithCompany('ordered@acme.io', 'Ordered Co', 'ordered-co');
    const before = Date.now();
    // Names in no order (7 and 30 are coprime), and one name twice with two websites: two accounts.
    const firms = Array.from({ length: 30 }, (_, i) => {
      const n = String((i * 7) % 30).padStart(2, '0');
      return `Firm ${n},firm${n}.example.com`;
    });
    const csv = ['Company,Website', ...firms, 'Firm 07,second07.example.com'].join('\n');
    expect((await stream(bodyOf(csv), { columns: { name: 'Company', domain: 'Website' } }, fresh.cookie)).status).toBe(
      200,
    );
    const { rows } = await h.t.database.query<{ id: string; name: string; domain: string }>(
      'select id::text, name, domain from imported_accounts where company_id = $1 order by id',
      [fresh.companyId],
    );
    expect(rows).toHaveLength(31);
    for (const { id } of rows) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
      const ms = parseInt(id.replaceAll('-', '').slice(0, 12), 16);
      expect(ms).toBeGreaterThanOrEqual(before);
      expect(ms).toBeLessThanOrEqual(Date.now());
    }
    const numbers = rows.map(({ id }) => {
      const hex = id.replaceAll('-', '');
      return parseInt(hex.slice(13, 16) + hex.slice(17, 20), 16);
    });
    expect(numbers).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    // The name key's order is the inserts' order, which keeps the name index's inserts side by side (decision 023).
    expect(rows.map((r) => r.name)).toEqual([...rows.map((r) => r.name)].sort());
    expect(rows.filter((r) => r.name === 'Firm 07').map((r) => r.domain)).toEqual([
      'firm07.example.com',
      'second07.example.com',
    ]);
  });

  it(`imports ${ROWS.toLocaleString('en-US')} generated rows with bounded memory, bad rows reported by line`, async () => {
    const events: LiveEvent[] = [];
    const unsubscribe = h.t.deps.events.subscribe((e) => events.push(e));
    let peakHeap = 0;
    collect();
    const baseline = process.memoryUsage().heapUsed;
    const sampler = setInterval(() => {
      collect();
      peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed - baseline);
    }, 250);
    const res = await stream(bigCsv(), BIG_MAPPING);
    clearInterval(sampler);
    unsubscribe();
    expect(res.status).toBe(200);
    expect(res.json.skipped).toBe(ROWS / 1000);
    expect(res.json.errors[0]).toEqual({
      line: 1001,
      message: "Line 1001: founded '19x5' is not a year",
    });
    expect(res.json.merged).toBe(ROWS / 1000);
    expect(res.json.imported).toBe(ROWS - 2 * (ROWS / 1000));
    const list = await h.call('GET', '/api/imports/accounts?q=site499.example.com', undefined, owner.cookie);
    expect(list.json.total).toBe(0);
    const kept = await h.call('GET', '/api/imports/accounts?q=site498.example.com', undefined, owner.cookie);
    expect(kept.json.accounts.map((a: { name: string }) => a.name)).toEqual(['Account 498, Inc.']);
    // The file is ~13 MB (26 MB as a string) and its rows ~100 MB as objects: what is held is one piece at a time.
    expect(peakHeap).toBeLessThan(24 * 1024 * 1024);
    expect(events.some((e) => e.kind === 'import' && e.phase === 'merging' && e.rows === ROWS)).toBe(true);
    // The planner's statistics count the new accounts at once (targeting's prefilter reads a list by them).
    expect(await countedAccounts(h.t.database.db)).toBeGreaterThan(0.9 * ROWS);
  }, 600_000);

  it('answers bad input with a clear 4xx, never a 500', async () => {
    const csv = fixtureCsv('accounts-mixed.csv');
    expect(await stream(bodyOf(csv), { columns: { name: 'Company' } })).toEqual({
      status: 422,
      json: expect.objectContaining({
        message: "Column 'Company' is not in the file",
      }),
    });
    expect((await stream(bodyOf(csv), { columns: { domain: 'Homepage' } })).json.message).toBe(
      'Choose the column that holds the company name',
    );
    expect((await stream(bodyOf(''), MIXED_MAPPING)).json.message).toBe('The CSV file is empty');
    expect((await stream(bodyOf('Name,"Note\nA,1\n'), { columns: { name: 'Name' } })).json.message).toMatch(
      /^Line 1: a quoted field/,
    );
    const viewer = await h.memberOf('viewer@acme.io', owner.companyId, 'viewer');
    expect((await stream(bodyOf(csv), MIXED_MAPPING, viewer.cookie)).status).toBe(403);
  });

  it('refuses a file past the streamed limit while reading it', async () => {
    const input = {
      companyId: owner.companyId,
      userId: owner.userId,
      mapping: MIXED_MAPPING,
      currentYear: 2026,
      maxBytes: 1024,
    };
    const body = bodyOf(fixtureCsv('accounts-mixed.csv').repeat(3));
    await expect(importAccountsStream(h.t.database, { ...input, body })).rejects.toThrow(STREAMED_CSV_TOO_LARGE);
  });
});
