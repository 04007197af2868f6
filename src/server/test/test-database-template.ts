import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { appRoot } from '../app-root';
import { migrationsFolder, openDatabase } from '../db/client';

/**
 * Every test file wants a migrated, empty database. Creating one costs PGlite's initdb and every migration
 * (~4 s of CPU a file) and on PostgreSQL every migration (~0.5 s): the first file of a run builds a migrated
 * template once per migrations state, the others copy it (decision 038). The copy is still migrated by the
 * caller, a no-op when it is current, so a stale template can only cost time, never a schema.
 */

/** The migrations' files (names and contents) and PGlite's version: a template is reused only when they match. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  const pglite = path.join(appRoot, 'node_modules/@electric-sql/pglite/package.json');
  hash.update(JSON.parse(readFileSync(pglite, 'utf8')).version as string);
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  for (const file of files(migrationsFolder))
    hash.update(path.relative(migrationsFolder, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A migrated PGlite data folder as a tarball (PGlite's dumpDataDir), kept in the OS temp folder so later runs
 * and the other test processes of this one read it instead of building it (~40 MB, read in ~0.1 s).
 */
export function migratedPgliteTarball(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = path.join(tmpdir(), `scoutline-test-pglite-${migrationsHash()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    if (database.driver.kind !== 'pglite') throw new Error('expected PGlite');
    await database.driver.client.exec('checkpoint');
    const tarball = await database.driver.client.dumpDataDir('none');
    await database.close();
    // Written beside and renamed: a process reading it never sees half a file.
    const partial = `${file}.${randomUUID()}`;
    writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    renameSync(partial, file);
    return tarball;
  })();
  return pgliteTemplate;
}

/** Runs `text` on the server's maintenance database (creating and dropping databases needs no open pool). */
export async function adminQuery<T extends pg.QueryResultRow>(serverUrl: string, text: string, values?: unknown[]) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * The name of a migrated template database on the server (`<prefix>_tpl_<hash>`), built by the first process
 * that asks under an advisory lock, under another name then renamed: a crash mid-build leaves no half template.
 * Nothing connects to it afterwards, so `create database … template …` can copy it.
 */
export async function migratedPostgresTemplate(serverUrl: string, prefix: string): Promise<string> {
  const name = `${prefix}_tpl_${migrationsHash()}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return name;
    const building = `${name}_building`;
    await client.query(`drop database if exists ${building} with (force)`);
    await client.query(`create database ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase({ url: url.toString(), dataDir: '' });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    await client.query(`alter database ${building} rename to ${name}`);
    return name;
  } finally {
    await client.end(); // ends the session, which releases the lock
  }
}
