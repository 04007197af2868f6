import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { appRoot } from '../app-root';
import { PGLITE_EXTENSIONS } from './pglite-extensions';

/**
 * A fresh PGlite folder costs seconds of CPU before the first answer: PostgreSQL's initdb inside the Wasm, then
 * every migration. Both give the same files on every install, so the build makes them once (a "template" folder,
 * created and migrated, in dist/) and a first start copies it (decision 023). Nothing in it belongs to one
 * install: the session secret and every row are made at run time. A template that does not match this
 * PGlite and these migrations is never used: the folder is then created and migrated as before.
 */
export type PgliteTemplate = { dir: string; stampFile: string };
export const PGLITE_TEMPLATE: PgliteTemplate = {
  dir: path.join(appRoot, 'dist/pglite-template'),
  stampFile: path.join(appRoot, 'dist/pglite-template.json'),
};

/**
 * What the template must match: PGlite's version (its file format), the newest migration and the text of every
 * migration (an edited migration, not yet released, must not leave a template made with its old text).
 */
export function templateStamp(migrationsFolder: string): string {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const pglite = JSON.parse(
    readFileSync(path.join(appRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  const newest = journal.entries.at(-1);
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    hash.update(file).update(readFileSync(path.join(migrationsFolder, file)));
  return JSON.stringify({
    pglite: pglite.version,
    migration: newest ? `${newest.tag}@${newest.when}` : null,
    sql: hash.digest('hex').slice(0, 16),
  });
}

/** True when a usable template exists for these migrations. */
export function templateCurrent(migrationsFolder: string, template = PGLITE_TEMPLATE): boolean {
  return (
    existsSync(path.join(template.dir, 'PG_VERSION')) &&
    existsSync(template.stampFile) &&
    readFileSync(template.stampFile, 'utf8') === templateStamp(migrationsFolder)
  );
}

/** Copies the template into `dir` when `dir` holds no database yet and the template is current; true if it did. */
export function seedFromTemplate(dir: string, migrationsFolder: string, template = PGLITE_TEMPLATE): boolean {
  if (existsSync(dir) && readdirSync(dir).length > 0) return false;
  if (!templateCurrent(migrationsFolder, template)) return false;
  cpSync(template.dir, dir, { recursive: true });
  return true;
}

/** Builds the template (created, migrated, closed cleanly) beside its final place, then moves it there. */
export async function buildPgliteTemplate(migrationsFolder: string, template = PGLITE_TEMPLATE): Promise<void> {
  const building = `${template.dir}.building`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  const client = new PGlite(building, { extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  await migrate(drizzle(client), { migrationsFolder });
  await client.exec('checkpoint');
  await client.close();
  rmSync(template.dir, { recursive: true, force: true });
  rmSync(template.stampFile, { force: true });
  renameSync(building, template.dir);
  writeFileSync(template.stampFile, templateStamp(migrationsFolder));
}
