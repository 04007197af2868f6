import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Both drivers' databases share drizzle's PostgreSQL base class; features code against it. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (parameterised) and returns plain rows; for adapters such as pg-boss. */
  query: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<{ rows: T[]; rowCount: number }>;
  /** Subscribes to NOTIFY on `channel` (PGlite's own listener, or a dedicated pg client). */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** The driver underneath, for what drizzle does not do (COPY into a session's temporary table). */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
};

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite (in memory for `memory://`). */
export async function openDatabase(options: { url?: string; dataDir: string }): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  let client: PGlite;
  if (dataDir.startsWith('memory://')) {
    client = new PGlite();
  } else {
    const dir = path.resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    query: async (text, params) => {
      if (!params || params.length === 0) {
        const results = await client.exec(text);
        const last = results.at(-1);
        return { rows: (last?.rows ?? []) as never[], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
      }
      const result = await client.query(text, params);
      return { rows: result.rows as never[], rowCount: result.affectedRows ?? result.rows.length };
    },
    listen: async (channel, onPayload) => client.listen(channel, onPayload),
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
    driver: { kind: 'pglite', client },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client's error (server restart, terminated backend) must not crash the process;
  // the pool replaces the client on the next checkout.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    query: async (text, params) => {
      const result = await pool.query(text, params as unknown[]);
      return { rows: result.rows, rowCount: result.rowCount ?? 0 };
    },
    listen: (channel, onPayload) => listenWithReconnect(url, channel, onPayload),
    migrate: () => migratePg(db as never, { migrationsFolder }),
    close: () => pool.end(),
    driver: { kind: 'postgres', pool },
  };
}

/** A dedicated LISTEN connection that reconnects (after 1 s) when the server drops it. */
async function listenWithReconnect(url: string, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  let closed = false;
  let client: pg.Client | null = null;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    const retry = () => {
      if (client === next) client = null;
      if (!closed) setTimeout(() => void connect().catch(retry), 1000);
    };
    next.on('error', retry);
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    await next.connect();
    await next.query(`listen "${channel.replaceAll('"', '')}"`);
    client = next;
  };
  await connect();
  return async () => {
    closed = true;
    await client?.end().catch(() => undefined);
  };
}
