import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { MSG } from '#domain/messages';
import { isAdmin } from '#domain/roles';
import type { AppEnv } from '../../context';
import { assertNotImpersonating, requireCompany } from '../../auth/middleware';
import { AppError } from '../../errors';
import { cursorPageQuery } from '#domain/pagination';
import { parseQuery } from '../../validate';
import { listPlatformRoles } from '../../auth/platform-roles';
import { listAccessLogs, listAuthEvents, securityOverview } from './security.queries';

/**
 * The Security Dashboard shows a company's access and sign-in records, so it needs a current company
 * and either a company owner/admin role or a platform admin role (the sidebar's rule, enforced here).
 * docs/decisions/004-security-dashboard-access.md explains the choice.
 */
export const requireSecurityAccess = createMiddleware<AppEnv>(async (c, next) => {
  // It needs no tech_support role, so it is closed during impersonation (administration spec section 6).
  assertNotImpersonating(c);
  if (c.get('role') === 'owner' || c.get('role') === 'admin') return next();
  const roles = await listPlatformRoles(c.get('deps').database.db, { userId: c.get('user')!.id });
  if (!isAdmin(roles)) throw new AppError('FORBIDDEN', MSG.permissionDenied(['owner', 'admin', 'super_admin']));
  await next();
});

const guard = [requireCompany(), requireSecurityAccess] as const;

/** Security Dashboard data (administration spec sections 2, 7 and 9), scoped to the current company. */
export const securityRoutes = new Hono<AppEnv>()
  .get('/security/overview', ...guard, async (c) => {
    return c.json(
      await securityOverview(c.get('deps').database.db, {
        companyId: c.get('company').id,
        now: c.get('deps').clock.now(),
      }),
    );
  })
  .get('/security/access-logs', ...guard, async (c) => {
    const page = parseQuery(c.req.query(), cursorPageQuery);
    return c.json(await listAccessLogs(c.get('deps').database.db, { companyId: c.get('company').id, ...page }));
  })
  .get('/security/auth-events', ...guard, async (c) => {
    const page = parseQuery(c.req.query(), cursorPageQuery);
    return c.json(await listAuthEvents(c.get('deps').database.db, { companyId: c.get('company').id, ...page }));
  });
