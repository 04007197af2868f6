import pg from 'pg';
import type { Tx } from './client';

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
