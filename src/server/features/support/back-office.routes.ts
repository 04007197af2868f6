import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { IMPERSONATION_RESTRICTED, SUPPORT_MSG } from '#domain/access';
import { MSG } from '#domain/messages';
import { searchPageQuery } from '#domain/pagination';
import { PLAN_TYPES } from '#domain/plans';
import { isSuperAdmin, isTechSupport } from '#domain/roles';
import type { AppEnv } from '../../context';
import { requirePlatformRole } from '../../auth/middleware';
import { AppError } from '../../errors';
import { parseJson, parseParams, parseQuery } from '../../validate';
import { listPlatformRoles } from '../../auth/platform-roles';
import { changeCompanyPlan, listCompanies } from './subscriptions.queries';
import { getSupportStats, getSystemHealth, searchUsers, UUID_PATTERN } from './support.queries';
import { getUserDetail } from './user-detail.queries';

const requireTechSupport = requirePlatformRole(isTechSupport, ['tech_support', 'super_admin']);

/** Subscriptions: super admin only, with the spec's own refusal; never while impersonating (it does not require tech_support). */
const requireSuperAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const real = c.get('realUser');
  if (!real) throw new AppError('UNAUTHORIZED', MSG.unauthorized);
  if (c.get('impersonation')) throw new AppError('FORBIDDEN', IMPERSONATION_RESTRICTED);
  const roles = await listPlatformRoles(c.get('deps').database.db, { userId: real.id });
  if (!isSuperAdmin(roles)) throw new AppError('FORBIDDEN', SUPPORT_MSG.superAdminRequired);
  await next();
});

const idParam = z.object({ id: z.string().regex(UUID_PATTERN) });
const planBody = z.object({ planType: z.enum(PLAN_TYPES, { error: 'Please choose a valid plan.' }) });

/** The Tech Support Back Office (/admin): stats, user lookup, the troubleshooting panel, subscriptions, health. */
export const backOfficeRoutes = new Hono<AppEnv>()
  .get('/support/stats', requireTechSupport, async (c) =>
    c.json(await getSupportStats(c.get('deps').database.db, { now: c.get('deps').clock.now() })),
  )
  .get('/support/users', requireTechSupport, async (c) => {
    const users = await searchUsers(c.get('deps').database.db, { query: c.req.query('q') ?? '' });
    return c.json({ users });
  })
  .get('/support/users/:id', requireTechSupport, async (c) => {
    const id = c.req.param('id');
    if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', SUPPORT_MSG.userNotFound);
    const detail = await getUserDetail(c.get('deps').database.db, { userId: id });
    if (!detail) throw new AppError('NOT_FOUND', SUPPORT_MSG.userNotFound);
    return c.json(detail);
  })
  .get('/support/health', requireTechSupport, async (c) =>
    c.json(await getSystemHealth(c.get('deps').database.db, { now: c.get('deps').clock.now() })),
  )
  .get('/support/companies', requireSuperAdmin, async (c) =>
    c.json(await listCompanies(c.get('deps').database.db, parseQuery(c.req.query(), searchPageQuery))),
  )
  .patch('/support/companies/:id/plan', requireSuperAdmin, async (c) => {
    const { id } = parseParams(c.req.param(), idParam);
    const { planType } = await parseJson(c, planBody);
    const company = await changeCompanyPlan(c.get('deps').database.db, {
      companyId: id,
      planType,
      now: c.get('deps').clock.now(),
    });
    if (!company) throw new AppError('NOT_FOUND', MSG.notFound);
    c.get('deps').logger.info('company plan changed by super admin', {
      companyId: id,
      planType,
      by: c.get('realUser')!.id,
    });
    return c.json({ company });
  });
