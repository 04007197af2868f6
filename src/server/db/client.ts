import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { appRoot } from '../app-root';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { seedFromTemplate } from './pglite-template';
import { startStatementsInTurns } from './pglite-fair-turns';

// From the app root, not this file: the bundle in dist/server runs this code too.
export const migrationsFolder = path.join(appRoot, 'src/server/db/migrations');

/** Both drivers' databases share drizzle's PostgreSQL base class; features code against it. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (parameterised) and returns plain rows; for adapters such as pg-boss. */
  query: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<{ rows: T[]; rowCount: number }>;
  /**
   * Subscribes to NOTIFY on `channel` (PGlite's own listener, or a dedicated pg client). `onState` hears when a
   * PostgreSQL listener drops (false; notifications may be missed until it is back) and reconnects (true).
   */
  listen: (
    channel: string,
    onPayload: (payload: string) => void,
    onState?: (connected: boolean) => void,
  ) => Promise<() => Promise<void>>;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** The driver underneath, for what drizzle does not do (COPY into a staging table; the benchmark's bare handler). */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
};

/**
 * True when the database has every migration in the folder: drizzle applies the journal's entries newer than
 * the last one recorded, so "the newest recorded is at least the journal's last" is its own test, in one query.
 */
async function migrationsCurrent(query: Database['query']): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = journal.entries.at(-1)?.when ?? 0;
  try {
    const { rows } = await query<{ last: string | null }>(
      'select max(created_at)::text as last from drizzle.__drizzle_migrations',
    );
    return rows[0]?.last != null && Number(rows[0].last) >= newest;
  } catch {
    return false; // not migrated yet
  }
}

/**
 * Opens PostgreSQL when a URL is given, otherwise embedded PGlite (in memory for `memory://`). PGlite's
 * shared_buffers default to 16MB (PostgreSQL's 128MB is most of its memory at start; the embedded database is
 * small and its files are cached by the OS anyway): PGLITE_SHARED_BUFFERS.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir: string;
  pgliteSharedBuffers?: string;
  /** For `memory://`: start from this data folder (a PGlite dumpDataDir tarball) instead of an empty one. */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir, options.pgliteSharedBuffers ?? '16MB', options.loadDataDir);
}

/**
 * V8 compiles PGlite's WebAssembly fast (Liftoff), then recompiles the functions it sees running often with its
 * optimising compiler in the background. PostgreSQL's start-up runs much of the code once or twice, which crossed
 * the default budget: that recompilation was ~0.3 s of CPU and ~40 MB at every start. With a budget 100x larger
 * only really hot code (repeated queries) is recompiled: start-up costs what Liftoff-only does, and a repeated
 * query reaches the default's speed after a few runs (decision 017, measured).
 */
export const PGLITE_WASM_TIERING_BUDGET = 200_000_000;

async function openPglite(dataDir: string, sharedBuffers: string, loadDataDir?: Blob): Promise<Database> {
  v8.setFlagsFromString(`--wasm-tiering-budget=${PGLITE_WASM_TIERING_BUDGET}`);
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`];
  let client: PGlite;
  if (dataDir.startsWith('memory://')) {
    client = new PGlite({ startParams, loadDataDir, extensions: PGLITE_EXTENSIONS });
  } else {
    const dir = path.resolve(dataDir, 'pglite');
    // A first start copies the build's created and migrated folder instead of creating one (decision 023).
    seedFromTemplate(dir, migrationsFolder);
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { startParams, extensions: PGLITE_EXTENSIONS });
  }
  await client.waitReady;
  startStatementsInTurns(client);
  const db = drizzlePglite(client) as unknown as Db;
  const database: Database = {
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
    migrate: async () => {
      if (!(await migrationsCurrent(database.query))) await migratePglite(db as never, { migrationsFolder });
    },
    close: () => client.close(),
    driver: { kind: 'pglite', client },
  };
  return database;
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client's error (server restart, terminated backend) must not crash the process;
  // the pool replaces the client on the next checkout.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool) as unknown as Db;
  const database: Database = {
    db,
    kind: 'postgres',
    query: async (text, params) => {
      const result = await pool.query(text, params as unknown[]);
      return { rows: result.rows, rowCount: result.rowCount ?? 0 };
    },
    listen: (channel, onPayload, onState) => listenWithReconnect(url, channel, onPayload, onState),
    migrate: async () => {
      if (!(await migrationsCurrent(database.query))) await migratePg(db as never, { migrationsFolder });
    },
    close: () => pool.end(),
    driver: { kind: 'postgres', pool },
  };
  return database;
}

/** A dedicated LISTEN connection that reconnects (after 1 s) when the server drops it. */
async function listenWithReconnect(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onState?: (connected: boolean) => void,
): Promise<() => Promise<void>> {
  let closed = false;
  let client: pg.Client | null = null;
  let everConnected = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    let failed = false;
    const retry = () => {
      if (failed) return;
      failed = true;
      if (client === next) client = null;
      if (!closed) onState?.(false);
      if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000);
    };
    next.on('error', retry);
    next.on('end', retry);
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`listen "${channel.replaceAll('"', '')}"`);
    } catch (error) {
      if (!everConnected) throw error;
      retry();
      return;
    }
    client = next;
    if (everConnected) onState?.(true);
    everConnected = true;
  };
  await connect();
  return async () => {
    closed = true;
    await client?.end().catch(() => undefined);
  };
}
