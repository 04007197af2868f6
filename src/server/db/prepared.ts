import pg from 'pg';
import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

/** The driver client a drizzle session or prepared query runs on (pg client/pool, PGlite or its transaction). */
type HasClient = { client: unknown };

type Built<R> = { prepare: (name: string) => PgPreparedQuery<PreparedQueryConfig & { execute: R }> };

/**
 * A hot query built by drizzle once per driver and run by name inside the caller's transaction, so a request
 * skips drizzle's query building (a few hundred microseconds of CPU for a select with joins) and, on PostgreSQL,
 * the server's parse and plan: pg keeps a named statement parsed per connection. `build` must take every value
 * through `sql.placeholder(...)`; `run(tx, values)` fills them.
 *
 * Drizzle binds a prepared query to the session it was built on (the pool, outside any transaction); the run
 * shares the built query and swaps in the transaction's own client, so it runs in that transaction under its
 * tenant role and company (db/prepared.test.ts checks row-level security still applies).
 */
export function hotQuery<R, V extends Record<string, unknown>>(name: string, build: (db: Db) => Built<R>) {
  // One built query per driver (their prepared-query classes differ); tests may open both in one process.
  const byDriver = new Map<unknown, PgPreparedQuery<PreparedQueryConfig & { execute: R }>>();
  return (tx: Tx, values: V): Promise<R> => {
    const session = (tx as unknown as { session: HasClient }).session;
    let prepared = byDriver.get(session.constructor);
    if (!prepared) {
      prepared = build(tx as unknown as Db).prepare(name);
      byDriver.set(session.constructor, prepared);
    }
    const bound = Object.create(prepared) as typeof prepared & HasClient;
    bound.client = session.client;
    return bound.execute(values);
  };
}

type DriverClient = { query: (...args: never[]) => Promise<unknown> };

/**
 * A fixed statement (no result wanted) run inside the caller's transaction on its driver client: on PostgreSQL as
 * a named statement, parsed once per connection; PGlite (in process, nothing to save) runs the text.
 */
export function hotStatement(name: string, text: string) {
  return async (tx: Tx, values: unknown[]): Promise<void> => {
    const client = (tx as unknown as { session: { client: DriverClient } }).session.client;
    if (client instanceof pg.Client || client instanceof pg.Pool) await client.query({ name, text, values });
    else
      await (client as unknown as { query: (text: string, values: unknown[]) => Promise<unknown> }).query(text, values);
  };
}
