import { randomUUID } from 'node:crypto';
import { openDatabase, type Database } from '../db/client';
import { testDatabaseUrl } from '../env';
import { adminQuery, migratedPgliteTarball, migratedPostgresTemplate } from './test-database-template';

/**
 * A migrated, empty database for one test file: in-memory PGlite by default, or a fresh
 * database on the TEST_DATABASE_URL server that is dropped on close. Both start as a copy of a
 * migrated template (test-database-template.ts).
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: await migratedPgliteTarball() });
    await database.migrate();
    return database;
  }
  // Named after the database in the URL when it is not the default one (e.g. peruser_main → peruser_main_…),
  // so runs that share a server can tell their databases apart.
  const base = new URL(serverUrl).pathname.slice(1);
  const prefix = /^[a-z_][a-z0-9_]{0,30}$/.test(base) && base !== 'postgres' ? base : 'scoutline_test';
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const template = await migratedPostgresTemplate(serverUrl, prefix);
  await adminQuery(serverUrl, `create database ${name} template ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: '' });
  await database.migrate();
  return {
    ...database,
    /** For tests that start other processes on the same database (crash tests). */
    url: url.toString(),
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
