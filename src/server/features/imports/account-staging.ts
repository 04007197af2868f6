/**
 * A session-private temporary table that a streamed import fills with COPY and merges from. PostgreSQL:
 * a dedicated pool client and COPY FROM STDIN through pg-copy-streams, written 128 kB of rows at a time
 * (back-pressure is honoured, nothing is buffered whole). PGlite: one COPY FROM '/dev/blob' per 1 MB of rows
 * (its documented way to COPY), so other requests run between batches on its single connection. The table computes
 * each row's search vector as COPY takes it (migration 0035), while Node parses the next piece.
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
/** PostgreSQL: the COPY stream is written a chunk of this many characters of rows at a time, never a row. */
const CHUNK_CHARS = 128 * 1024;
/**
 * PGlite: one COPY FROM '/dev/blob' per this many characters of rows. Each batch lives three times over (its bytes,
 * the Blob, PGlite's copy of it) in the same process as the database: with 4 MB batches a 1M-row import peaked at
 * 486 MB, with 1 MB at 389 MB (decision 023 §12).
 */
const PGLITE_BATCH_CHARS = 1024 * 1024;
/**
 * PGlite: rows are encoded to bytes this many characters at a time. A batch held as one growing string lived long
 * enough for the collector to move its rows into the old generation, which grew by ~100 MB before each full
 * collection: a 1M-row import peaked at 431–448 MB (decision 023 §14).
 */
const PGLITE_ENCODE_CHARS = 64 * 1024;

const ESCAPED = /[\\\t\n\r]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
/** A text value in COPY's text format: \N for null; backslash, tab and line breaks escaped. */
const text = (v: string | null) =>
  v === null ? '\\N' : ESCAPED.test(v) ? v.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]!) : v;
const int = (v: number | null) => (v === null ? '\\N' : String(v));

/** One staged row as a line of COPY text: the draft, its line, and its name as written in the file. */
const copyLine = (a: AccountDraft, line: number, nameAsWritten: string) =>
  `${line}\t${text(a.name)}\t${text(nameAsWritten)}\t${text(a.nameKey)}\t${text(a.domain)}\t${text(a.industry)}\t` +
  `${text(a.subIndustry)}\t${text(a.sizeRange)}\t${int(a.employeeCount)}\t${text(a.location)}\t` +
  `${text(a.revenueRange)}\t${int(a.founded)}\t${text(a.description)}\n`;

export type Staging = {
  /** The temporary table's name (safe to interpolate: generated here). */
  table: string;
  /** Buffers a valid row (its draft, its line, its name as written when the file's names are not re-cased). */
  add: (row: AccountDraft, line: number, nameAsWritten: string) => void;
  /**
   * Sends the buffered rows once they fill a chunk, and waits while the database is behind (COPY's
   * back-pressure): the caller reads the next piece of the file only then.
   */
  flush: () => Promise<void>;
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
    founded integer, description text,
    search_vector tsvector generated always as
      (imported_account_search_vector(industry, sub_industry, description, name_as_written)) stored
  );
  grant select, update on ${table} to app_user`;

/** Opens a staging table on the database's own driver. */
export async function openStaging(database: Database): Promise<Staging> {
  const table = `import_rows_${randomUUID().replaceAll('-', '')}`;
  const copySql = `copy ${table} (${COLUMNS.join(', ')}) from stdin`;
  if (database.driver.kind === 'postgres') return openPostgresStaging(database.driver.pool, table, copySql);
  const { client } = database.driver;
  await client.exec(createSql(table));
  const encoder = new TextEncoder();
  let lines = '';
  let encoded: Uint8Array<ArrayBuffer>[] = [];
  let encodedChars = 0;
  const encode = () => {
    encoded.push(encoder.encode(lines));
    encodedChars += lines.length;
    lines = '';
  };
  const send = async () => {
    if (lines !== '') encode();
    if (encoded.length === 0) return;
    const blob = new Blob(encoded);
    encoded = [];
    encodedChars = 0;
    await client.query(`copy ${table} (${COLUMNS.join(', ')}) from '/dev/blob'`, [], { blob });
  };
  let closed = false;
  return {
    table,
    add: (row, line, nameAsWritten) => {
      lines += copyLine(row, line, nameAsWritten);
      if (lines.length >= PGLITE_ENCODE_CHARS) encode();
    },
    flush: () => (encodedChars >= PGLITE_BATCH_CHARS ? send() : Promise.resolve()),
    finish: async () => {
      await send();
      await client.exec(`analyze ${table}`);
    },
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
  let chunk = '';
  failed.catch(() => undefined);
  return {
    table,
    add: (row, line, nameAsWritten) => void (chunk += copyLine(row, line, nameAsWritten)),
    flush: async () => {
      if (chunk.length < CHUNK_CHARS) return;
      const full = stream.write(chunk);
      chunk = '';
      if (!full) await Promise.race([once(stream, 'drain'), failed]);
    },
    finish: async () => {
      if (chunk === '') stream.end();
      else stream.end(chunk);
      chunk = '';
      await Promise.race([once(stream, 'finish'), failed]);
      // A temporary table is never analysed by autovacuum: the merge's plans need its size and values.
      await client.query(`analyze ${table}`);
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
