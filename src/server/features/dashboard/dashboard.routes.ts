import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireCompany } from '../../auth/middleware';
import { dashboardCounts } from './dashboard.queries';

/** The four dashboard tiles, counted from the company's own data (see dashboardCounts). */
export const dashboardRoutes = new Hono<AppEnv>().get('/dashboard/stats', requireCompany(), async (c) => {
  const companyId = c.var.company.id;
  const now = c.var.deps.clock.now().toISOString();
  const {
    total: organizations,
    great,
    good,
    contacts,
  } = await dashboardCounts(c.var.deps.database, { companyId, now });
  return c.json({
    organizationsIdentified: organizations,
    greatFitProspects: great,
    qualifiedContacts: contacts,
    // Share of identified organizations rated great or good fit.
    successRate: organizations === 0 ? 0 : Math.round(((great + good) / organizations) * 100),
  });
});
