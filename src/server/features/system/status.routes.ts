import { Hono } from 'hono';
import { z } from 'zod';
import { isTechSupport } from '#domain/roles';
import type { AppEnv } from '../../context';
import { requirePlatformRole } from '../../auth/middleware';
import { AppError } from '../../errors';
import { readBuildInfo } from './build-info';
import { checkDependencies, overallHealth } from './dependency-health';
import { MAINTENANCE_ACTIONS } from '#domain/system-dashboards';
import { runMaintenance } from './maintenance-actions';
import { metricsSnapshot } from './metrics-snapshot';
import { lastSystemCheckRun, runSystemChecks, SYSTEM_CHECKS } from './system-checks';

/** The dashboards expose internals (versions, hosts, queue names), so only tech support and super admins may read them. */
const techSupport = requirePlatformRole(isTechSupport, ['tech_support', 'super_admin']);

const actionParam = z.enum(MAINTENANCE_ACTIONS);

/** Testing (live checks), Deployment (build and dependency health), Optimization (live metrics, maintenance). */
export const statusRoutes = new Hono<AppEnv>()
  .post('/system/checks/run', techSupport, async (c) => c.json(await runSystemChecks(c.get('deps'))))
  .get('/system/checks/last', techSupport, (c) =>
    c.json({ checks: SYSTEM_CHECKS.map((check) => check.name), run: lastSystemCheckRun(c.get('deps')) }),
  )
  .get('/system/deployment', techSupport, async (c) => {
    const deps = c.get('deps');
    const build = await readBuildInfo(deps.env, deps.database.kind, deps.mailer.kind);
    const dependencies = await checkDependencies(deps);
    return c.json({ ...build, status: overallHealth(dependencies), dependencies, checkedAt: new Date().toISOString() });
  })
  .get('/system/metrics', techSupport, async (c) => c.json(await metricsSnapshot(c.get('deps'))))
  .post('/system/maintenance/:action', techSupport, async (c) => {
    const parsed = actionParam.safeParse(c.req.param('action'));
    if (!parsed.success)
      throw new AppError('NOT_FOUND', `Unknown maintenance action. Use one of: ${MAINTENANCE_ACTIONS.join(', ')}`);
    return c.json(await runMaintenance(c.get('deps'), parsed.data, c.get('user')!.id));
  });
