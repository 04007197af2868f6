/**
 * A session-private temporary table that a streamed import fills with COPY and merges from. PostgreSQL:
 * a dedicated pool client and COPY FROM STDIN through pg-copy-streams (back-pressure is honoured, nothing
 * is buffered whole). PGlite: one COPY FROM '/dev/blob' per batch of rows (its documented way to COPY),
 * so other requests run between batches on its single connection.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { AccountDraft } from '#domain/csv/normalize-account';
import type { Database, Db, Tx } from '../../db/client';
import { withTenant } from '../../db/tenant';

/** A valid row: its draft, its line, and its name as written when the file's names are not re-cased. */
export type StagedAccount = AccountDraft & {
  line: number;
  nameAsWritten: string;
};

const COLUMNS = [
  'line',
  'name',
  'name_as_written',
  'name_key',
  'domain',
  'industry',
  'sub_industry',
  'size_range',
  'employee_count',
  'location',
  'revenue_range',
  'founded',
  'description',
] as const;
const PGLITE_BATCH_ROWS = 10_000;

/** A value in COPY's text format: \N for null; backslash, tab and line breaks escaped. */
const copyField = (v: string | number | null) =>
  v === null
    ? '\\N'
    : String(v).replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!);

const copyLine = (a: StagedAccount) =>
  [
    a.line,
    a.name,
    a.nameAsWritten,
    a.nameKey,
    a.domain,
    a.industry,
    a.subIndustry,
    a.sizeRange,
    a.employeeCount,
    a.location,
    a.revenueRange,
    a.founded,
    a.description,
  ]
    .map(copyField)
    .join('\t') + '\n';

export type Staging = {
  /** The temporary table's name (safe to interpolate: generated here). */
  table: string;
  add: (row: StagedAccount) => Promise<void>;
  /** Every row is in the table. */
  finish: () => Promise<void>;
  /** Runs fn as withTenant does, in the session that sees the temporary table. */
  inTenant: <T>(companyId: string, fn: (tx: Tx) => Promise<T>) => Promise<T>;
  /** Drops the table and gives the connection back; safe to call twice. */
  close: () => Promise<void>;
};

const createSql = (table: string) => `
  create temp table ${table} (
    line integer not null, name text not null, name_as_written text not null, name_key text not null, domain text,
    industry text, sub_industry text, size_range text, employee_count integer, location text, revenue_range text,
    founded integer, description text, target text
  );
  grant select, update on ${table} to app_user`;

/** Opens a staging table on the database's own driver. */
export async function openStaging(database: Database): Promise<Staging> {
  const table = `import_rows_${randomUUID().replaceAll('-', '')}`;
  const copySql = `copy ${table} (${COLUMNS.join(', ')}) from stdin`;
  if (database.driver.kind === 'postgres') return openPostgresStaging(database.driver.pool, table, copySql);
  const { client } = database.driver;
  await client.exec(createSql(table));
  let batch = '';
  let rows = 0;
  const flush = async () => {
    if (rows === 0) return;
    const blob = new Blob([batch]);
    batch = '';
    rows = 0;
    await client.query(`copy ${table} (${COLUMNS.join(', ')}) from '/dev/blob'`, [], { blob });
  };
  let closed = false;
  return {
    table,
    add: async (row) => {
      batch += copyLine(row);
      if (++rows >= PGLITE_BATCH_ROWS) await flush();
    },
    finish: flush,
    inTenant: (companyId, fn) => withTenant(database.db, companyId, fn),
    close: async () => {
      if (closed) return;
      closed = true;
      await client.exec(`drop table if exists ${table}`);
    },
  };
}

async function openPostgresStaging(pool: pg.Pool, table: string, copySql: string): Promise<Staging> {
  const client = await pool.connect();
  let copy: Writable;
  let closed = false;
  try {
    await client.query(createSql(table));
    copy = client.query(copyFrom(copySql));
  } catch (error) {
    client.release(true);
    throw error;
  }
  const stream = copy;
  const failed = new Promise<never>((_, reject) => stream.once('error', reject));
  let draining: Promise<void> | null = null;
  failed.catch(() => undefined);
  return {
    table,
    // One wait for 'drain' shared by every row written meanwhile.
    add: (row) => {
      if (!stream.write(copyLine(row)) && !draining) {
        draining = Promise.race([once(stream, 'drain'), failed]).then(() => void (draining = null));
      }
      return draining ?? Promise.resolve();
    },
    finish: async () => {
      stream.end();
      await Promise.race([once(stream, 'finish'), failed]);
    },
    inTenant: (companyId, fn) => withTenant(drizzle(client) as unknown as Db, companyId, fn),
    close: async () => {
      if (closed) return;
      closed = true;
      if (!stream.writableFinished) {
        // A COPY left half-way: the connection is in an unknown state, so it is not reused.
        stream.destroy();
        client.release(true);
        return;
      }
      await client.query(`drop table if exists ${table}`).catch(() => undefined);
      client.release();
    },
  };
}
