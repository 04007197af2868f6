import { createMiddleware } from 'hono/factory';
import { MSG } from '#domain/messages';
import { requiredRolesList, roleSatisfies, type CompanyRole, type RoleRequirement } from '#domain/roles';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { resolveCurrentMembership } from '../features/companies/companies.queries';
import { listPlatformRoles } from '../features/account/platform-roles';

/** Reads the better-auth session cookie (if any) into c.var.user. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const result = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
  c.set('user', result ? { id: result.user.id, email: result.user.email, name: result.user.name, emailVerified: result.user.emailVerified } : null);
  c.set('sessionId', result?.session.id ?? null);
  await next();
});

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw new AppError('UNAUTHORIZED', MSG.unauthorized);
  await next();
});

/** Signed in, with a current company, and (optionally) a company role that passes the gate. */
export const requireCompany = (requirement?: RoleRequirement) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = c.var.user;
    if (!user) throw new AppError('UNAUTHORIZED', MSG.unauthorized);
    const membership = await resolveCurrentMembership(c.var.deps.database.db, { userId: user.id });
    if (!membership) throw new AppError('NO_COMPANY', MSG.noCompanyContext);
    if (requirement && !roleSatisfies(membership.role, requirement)) {
      throw new AppError('FORBIDDEN', MSG.permissionDenied(requiredRolesList(requirement)));
    }
    c.set('company', membership.company);
    c.set('role', membership.role as CompanyRole);
    await next();
  });

/** Signed in and holding a platform role that `allowed` accepts (e.g. isAdmin, isTechSupport). */
export const requirePlatformRole = (allowed: (roles: string[]) => boolean, roleNames: string[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = c.var.user;
    if (!user) throw new AppError('UNAUTHORIZED', MSG.unauthorized);
    const roles = await listPlatformRoles(c.var.deps.database.db, { userId: user.id });
    if (!allowed(roles)) throw new AppError('FORBIDDEN', `Access Restricted: You need one of these roles: ${roleNames.join(', ')}`);
    await next();
  });
