import { Hono } from 'hono';
import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { AppEnv } from '../../context';
import { requireCompany } from '../../auth/middleware';
import { withTenant } from '../../db/tenant';
import { discoveredContacts, targetOrganizations } from '../../db/schema/workflow';

/** The four dashboard tiles, counted from the company's own data. */
export const dashboardRoutes = new Hono<AppEnv>().get('/dashboard/stats', requireCompany(), async (c) => {
  const companyId = c.var.company.id;
  const now = c.var.deps.clock.now();
  const stats = await withTenant(c.var.deps.database.db, companyId, async (tx) => {
    const [orgs] = await tx.select({ n: count() }).from(targetOrganizations);
    const [great] = await tx.select({ n: count() }).from(targetOrganizations).where(eq(targetOrganizations.fitCategory, 'great'));
    const [good] = await tx.select({ n: count() }).from(targetOrganizations).where(eq(targetOrganizations.fitCategory, 'good'));
    const [contacts] = await tx
      .select({ n: count() })
      .from(discoveredContacts)
      .where(and(gt(discoveredContacts.dataExpiresAt, now), inArray(discoveredContacts.fitCategory, ['perfect', 'great', 'good'])));
    return { organizations: orgs!.n, great: great!.n, good: good!.n, contacts: contacts!.n };
  });
  return c.json({
    organizationsIdentified: stats.organizations,
    greatFitProspects: stats.great,
    qualifiedContacts: stats.contacts,
    // Share of identified organizations rated great or good fit.
    successRate: stats.organizations === 0 ? 0 : Math.round(((stats.great + stats.good) / stats.organizations) * 100),
  });
});
