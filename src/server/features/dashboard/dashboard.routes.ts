import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireCompany } from '../../auth/middleware';
import { z } from 'zod';
import { parseQuery } from '../../validate';
import { dashboardCounts } from './dashboard.queries';
import { dashboardCharts, runCharts } from './dashboard-charts.queries';

/** The four dashboard tiles, counted from the company's own data (see dashboardCounts). */
const chartsQuery = z.object({ session: z.string().uuid('Analysis not found').optional() });

export const dashboardRoutes = new Hono<AppEnv>()
  .get('/dashboard/stats', requireCompany(), async (c) => {
    const companyId = c.get('company').id;
    const now = c.get('deps').clock.now().toISOString();
    const {
      total: organizations,
      great,
      good,
      contacts,
    } = await dashboardCounts(c.get('deps').database, { companyId, now });
    return c.json({
      organizationsIdentified: organizations,
      greatFitProspects: great,
      qualifiedContacts: contacts,
      // Share of identified organizations rated great or good fit.
      successRate: organizations === 0 ? 0 : Math.round(((great + good) / organizations) * 100),
    });
  })
  // The dashboard's charts, or with ?session= one analysis run's (Organization Targeting).
  .get('/dashboard/charts', requireCompany(), async (c) => {
    const { session } = parseQuery(c.req.query(), chartsQuery);
    const deps = c.get('deps');
    const companyId = c.get('company').id;
    if (session) return c.json(await runCharts(deps.database.db, { companyId, sessionId: session }));
    return c.json(await dashboardCharts(deps.database.db, { companyId, now: deps.clock.now() }));
  });
