/**
 * Seeds one company per size with synthetic imported accounts for bench/rank-scale.bench.ts. Rows go in
 * with COPY (pg-copy-streams on PostgreSQL, COPY FROM '/dev/blob' on PGlite) as the owner role; a company
 * already holding the right number of rows is left alone, so later runs start at once.
 */
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { FLUSH_SEARCH_INDEX_SQL } from '../src/server/features/imports/account-statistics';
import { syntheticCandidates } from './synthetic-candidates';

const COLUMNS =
  'company_id, name, name_key, domain, industry, size_range, employee_count, location, founded, description, extra';
const BATCH = 50_000;

/** A value in COPY's text format: \N for null; backslash, tab and line breaks escaped. */
const field = (v: string | number | null) =>
  v === null
    ? '\\N'
    : String(v).replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!);

function* lines(companyId: string, n: number, seed: number): Generator<string> {
  for (let start = 0; start < n; start += BATCH) {
    const batch = syntheticCandidates(Math.min(BATCH, n - start), seed + start);
    let text = '';
    for (const [i, c] of batch.entries()) {
      const domain = `${c.domain!.replace(/\d+\.com$/, '')}${start + i}.com`;
      const extra = JSON.stringify({ subIndustry: c.subIndustry });
      text +=
        [
          companyId,
          c.name,
          c.name.toLowerCase(),
          domain,
          c.industry,
          c.sizeRange,
          c.employeeCount,
          c.location,
          c.founded,
          c.description,
          extra,
        ]
          .map(field)
          .join('\t') + '\n';
    }
    yield text;
  }
}

export type SeedTarget = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

/** Makes sure company `slug` exists with exactly `n` imported accounts; returns its id. */
export async function seedCompany(target: SeedTarget, slug: string, n: number): Promise<string> {
  const q = async <T>(text: string, params: unknown[] = []): Promise<T[]> => {
    if (target.kind === 'pglite') return (await target.client.query<T>(text, params)).rows;
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end();
    }
  };
  const [existing] = await q<{ id: string }>('select id from companies where slug = $1', [slug]);
  const id =
    existing?.id ??
    (await q<{ id: string }>('insert into companies (name, slug) values ($1, $1) returning id', [slug]))[0]!.id;
  const [{ n: have } = { n: 0 }] = await q<{ n: number }>(
    'select count(*)::int as n from imported_accounts where company_id = $1',
    [id],
  );
  if (have === n) return id;
  await q('delete from imported_accounts where company_id = $1', [id]);
  const started = performance.now();
  if (target.kind === 'pglite') {
    for (const text of lines(id, n, n)) {
      await target.client.query(`copy imported_accounts (${COLUMNS}) from '/dev/blob'`, [], { blob: new Blob([text]) });
    }
  } else {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      await pipeline(
        Readable.from(lines(id, n, n)),
        client.query(copyFrom(`copy imported_accounts (${COLUMNS}) from stdin`)),
      );
    } finally {
      await client.end();
    }
  }
  // As an import leaves it (imports/account-statistics.ts): the search index's pending list moved, statistics fresh.
  await q(FLUSH_SEARCH_INDEX_SQL);
  await q('analyze imported_accounts');
  console.log(
    `seeded ${n.toLocaleString('en-US')} accounts for ${slug} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return id;
}
