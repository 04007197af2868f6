/**
 * The benchmark's yardstick: a bare Hono app on the same driver (pg pool of 10, or the same PGlite) running the
 * same SQL as the app's endpoints inside the same RLS tenant transaction, with no session, limits or audit. The
 * company comes from an `x-company` header. Keep the SQL in step with what the app sends (see docs/testing.md, Benchmarks).
 */
import { Hono } from 'hono';
import type { Database } from '../src/server/db/client';
import { TENANT_SQL } from '../src/server/db/tenant';
import { DASHBOARD_SQL } from '../src/server/features/dashboard/dashboard.queries';
import { COUNT_SQL, FIRST_PAGE_SQL } from '../src/server/features/targeting/organization-list.queries';

type Query = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/** BEGIN, the tenant statement (src/server/db/tenant.ts's own text), the queries, COMMIT: as withTenant does it. */
async function inTenant<T>(database: Database, companyId: string, fn: (query: Query) => Promise<T>): Promise<T> {
  const driver = database.driver;
  if (driver.kind === 'pglite') {
    return driver.client.transaction(async (tx) => {
      const query: Query = async (text, params) => (await tx.query<Record<string, unknown>>(text, params)).rows;
      await query(TENANT_SQL, [companyId]);
      return fn(query);
    });
  }
  const client = await driver.pool.connect();
  try {
    const query: Query = async (text, params) => (await client.query(text, params)).rows;
    await client.query('begin');
    await query(TENANT_SQL, [companyId]);
    const result = await fn(query);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

const DASHBOARD_TEXT = DASHBOARD_SQL.text;

// The first page of GET /api/organizations (50 rows, one more to know whether a next page exists) and its total: the
// app's own statement texts, sent here unnamed (the app names them, so PostgreSQL parses and plans them once).
const ORGANIZATIONS_SQL = FIRST_PAGE_SQL.text;
const ORGANIZATIONS_COUNT_SQL = COUNT_SQL.text;
const PAGE = 50;

const organizationDto = (r: Record<string, unknown>) => ({
  id: r.id,
  name: r.name,
  industry: r.industry,
  sizeRange: r.size_range,
  employeeCount: r.employee_count,
  location: r.location,
  revenueRange: r.revenue_range,
  website: r.website,
  founded: r.founded,
  description: r.description,
  source: r.source,
  aiReasoning: r.ai_reasoning,
  fitScore: r.fit_score,
  linkedinUrl: r.linkedin_url,
  fieldSources: r.field_sources ?? null,
  analysisSessionId: r.analysis_session_id,
  fitCategory: r.fit_category,
  competitor: r.competitor,
  createdAt: r.created_at,
});

export function createBareApp(database: Database) {
  return new Hono()
    .get('/api/dashboard/stats', async (c) => {
      const companyId = c.req.header('x-company')!;
      const [row] = await inTenant(database, companyId, (query) =>
        query(DASHBOARD_TEXT, [companyId, new Date().toISOString()]),
      );
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
      const [rows, [counted]] = await inTenant(database, companyId, async (query) => [
        await query(ORGANIZATIONS_SQL, [companyId, PAGE + 1]),
        await query(ORGANIZATIONS_COUNT_SQL, [companyId]),
      ]);
      const last = rows.length > PAGE ? rows[PAGE - 1]! : null;
      const nextCursor = last ? Buffer.from(JSON.stringify([last.k0, last.k1, last.k2])).toString('base64url') : null;
      return c.json({ organizations: rows.slice(0, PAGE).map(organizationDto), total: Number(counted!.n), nextCursor });
    });
}
