import { Hono } from 'hono';
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AppEnv } from '../../context';
import { requireCompany } from '../../auth/middleware';
import { withTenant } from '../../db/tenant';
import { discoveredContacts, targetOrganizations } from '../../db/schema/workflow';

const nameKey = sql`lower(${targetOrganizations.name})`;

/**
 * The four dashboard tiles, counted from the company's own data. Organizations are the company's, as the
 * research and contact pickers list them: once per name (case-insensitive), at their best fit, however
 * many analyses (each member runs their own) found them.
 */
export const dashboardRoutes = new Hono<AppEnv>().get('/dashboard/stats', requireCompany(), async (c) => {
  const companyId = c.var.company.id;
  const now = c.var.deps.clock.now();
  const stats = await withTenant(c.var.deps.database.db, companyId, async (tx) => {
    const best = tx
      .selectDistinctOn([nameKey], { fitCategory: targetOrganizations.fitCategory })
      .from(targetOrganizations)
      .where(eq(targetOrganizations.companyId, companyId))
      .orderBy(nameKey, desc(targetOrganizations.fitScore), desc(targetOrganizations.createdAt))
      .as('best');
    const contacts = tx
      .select({ n: count() })
      .from(discoveredContacts)
      .where(and(gt(discoveredContacts.dataExpiresAt, now), inArray(discoveredContacts.fitCategory, ['perfect', 'great', 'good'])));
    // All four tiles in one statement.
    const [row] = await tx
      .select({
        total: count(),
        great: sql<number>`count(*) filter (where ${best.fitCategory} = 'great')`.mapWith(Number),
        good: sql<number>`count(*) filter (where ${best.fitCategory} = 'good')`.mapWith(Number),
        contacts: sql<number>`(${contacts})`.mapWith(Number),
      })
      .from(best);
    return { organizations: row!.total, great: row!.great, good: row!.good, contacts: row!.contacts };
  });
  return c.json({
    organizationsIdentified: stats.organizations,
    greatFitProspects: stats.great,
    qualifiedContacts: stats.contacts,
    // Share of identified organizations rated great or good fit.
    successRate: stats.organizations === 0 ? 0 : Math.round(((stats.great + stats.good) / stats.organizations) * 100),
  });
});
