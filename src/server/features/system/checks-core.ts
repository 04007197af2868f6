import { randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Deps } from '../../context';
import { migrationsFolder } from '../../db/client';
import { probeDatabase } from '../../metrics/db-probe';

type JournalEntry = { idx: number; when: number; tag: string };

/** `select 1` and the server version. */
export async function checkDatabase(deps: Deps): Promise<string> {
  const ms = await probeDatabase(deps.database);
  const { rows } = await deps.database.query<{ server_version: string }>('show server_version');
  const kind = deps.database.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL server';
  const version = rows[0]?.server_version ? ` ${rows[0].server_version}` : '';
  return `${kind}${version} answered select 1 in ${Math.round(ms * 10) / 10} ms`;
}

/** The migrations the code ships (drizzle's journal). */
export async function readJournal(folder = migrationsFolder): Promise<JournalEntry[]> {
  const journal = JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** Compares drizzle's applied-migrations table with the journal, the way drizzle decides what is pending. */
export async function checkMigrations(deps: Deps): Promise<string> {
  const entries = await readJournal();
  const { rows } = await deps.database.query<{ count: number; last: string | number | null }>(
    'select count(*)::int as count, max(created_at) as last from drizzle.__drizzle_migrations',
  );
  const applied = rows[0]?.count ?? 0;
  const last = rows[0]?.last === null || rows[0]?.last === undefined ? 0 : Number(rows[0].last);
  const pending = entries.filter((e) => e.when > last);
  if (pending.length > 0) throw new Error(`${pending.length} pending: ${pending.map((e) => e.tag).join(', ')}`);
  if (applied > entries.length)
    throw new Error(
      `The database has ${applied} migrations but this build knows ${entries.length}: the code is older than the database`,
    );
  return `${applied} of ${entries.length} applied (latest ${entries.at(-1)?.tag ?? 'none'})`;
}

/** Writes, reads back and deletes a file in STORAGE_DIR (where uploads live). */
export async function checkStorage(deps: Deps): Promise<string> {
  const dir = path.resolve(deps.env.STORAGE_DIR);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `.system-check-${randomUUID()}`);
  const content = `scoutline system check ${new Date().toISOString()}`;
  await writeFile(file, content);
  try {
    const read = await readFile(file, 'utf8');
    if (read !== content) throw new Error('The file read back differs from what was written');
  } finally {
    await unlink(file).catch(() => undefined);
  }
  return `Wrote, read and deleted a file in ${dir}`;
}
