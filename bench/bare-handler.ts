/**
 * The benchmark's yardstick, in its own process (`bench/api.bench.ts` starts it; nothing else runs beside it: no
 * job workers, no app): a bare Hono app on the same driver (a pg pool of 10 on BENCH_DATABASE_URL, or PGlite on a
 * copy of the app's seeded folder, loaded from the dump named by BARE_PGLITE_DUMP) reading through the app's own
 * readTenantRows and readTenantTuples (the same statements, prepared once per connection, in the same RLS tenant
 * transaction, one round trip on PostgreSQL; the first page of organizations shaped by the app's own mapper), with
 * no session, limits, security headers or audit. The company comes from an `x-company` header.
 * Prints `READY <port>`. Keep the SQL in step with what the app sends (see docs/testing.md, Benchmarks).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { openDatabase, type Database } from '../src/server/db/client';
import { PGLITE_EXTENSIONS } from '../src/server/db/pglite-extensions';
import { readTenantRows, readTenantTuples } from '../src/server/db/tenant-rows';
import { DASHBOARD_SQL } from '../src/server/features/dashboard/dashboard.queries';
import {
  COUNT_SQL,
  FIRST_PAGE_AT,
  FIRST_PAGE_SQL,
  tupleOrganizationDto,
} from '../src/server/features/targeting/organization-list.queries';

const PAGE = 50; // the first page of GET /api/organizations; one more row tells whether a next page exists

export function createBareApp(database: Database) {
  return new Hono()
    .get('/api/dashboard/stats', async (c) => {
      const companyId = c.req.header('x-company')!;
      const [[row]] = await readTenantRows(database, companyId, [
        { statement: DASHBOARD_SQL, values: [companyId, new Date().toISOString()] },
      ]);
      const [organizations, great, good, contacts] = [row!.total, row!.great, row!.good, row!.contacts].map(
        Number,
      ) as number[];
      return c.json({
        organizationsIdentified: organizations,
        greatFitProspects: great,
        qualifiedContacts: contacts,
        successRate: organizations === 0 ? 0 : Math.round(((great! + good!) / organizations!) * 100),
      });
    })
    .get('/api/organizations', async (c) => {
      const companyId = c.req.header('x-company')!;
      const [rows = [], [counted] = []] = await readTenantTuples(database, companyId, [
        { statement: FIRST_PAGE_SQL, values: [companyId, PAGE + 1] },
        { statement: COUNT_SQL, values: [companyId] },
      ]);
      const last = rows.length > PAGE ? rows[PAGE - 1]! : null;
      const key = last && [last[FIRST_PAGE_AT.fit_score], last[FIRST_PAGE_AT.k1], last[FIRST_PAGE_AT.id]];
      const nextCursor = key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
      return c.json({
        organizations: rows.slice(0, PAGE).map(tupleOrganizationDto),
        total: Number(counted![0]),
        nextCursor,
      });
    });
}

/** PGlite: a folder of its own, unpacked from the app's dump, then opened exactly as the app opens one. */
async function openOwnDatabase(): Promise<Database> {
  const url = process.env.BENCH_DATABASE_URL || undefined;
  if (url) return openDatabase({ url, dataDir: '' });
  const dump = process.env.BARE_PGLITE_DUMP;
  if (!dump) throw new Error('set BARE_PGLITE_DUMP (a dump of the seeded PGlite folder) or BENCH_DATABASE_URL');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scoutline-bare-'));
  const unpack = new PGlite(path.join(dataDir, 'pglite'), {
    loadDataDir: new Blob([readFileSync(dump)]),
    extensions: PGLITE_EXTENSIONS,
  });
  await unpack.waitReady;
  await unpack.close();
  return openDatabase({ dataDir });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const database = await openOwnDatabase();
  const server = serve({ fetch: createBareApp(database).fetch, port: 0 });
  server.once('listening', () => console.log(`READY ${(server.address() as { port: number }).port}`));
  process.on('SIGTERM', async () => {
    server.close();
    await database.close();
    process.exit(0);
  });
}
