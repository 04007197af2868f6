import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { IMPERSONATION_RESTRICTED, decideAccess } from '#domain/access';
import { MSG } from '#domain/messages';
import { requiredRolesList, roleSatisfies, type CompanyRole, type RoleRequirement } from '#domain/roles';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { cachedMembership, cachedPlatformRoles, resolveSession } from './cached-session';

/**
 * Reads the better-auth session cookie (if any) into the context's user. When the session has an open
 * impersonation, `user` is the impersonated user and `realUser` the support person.
 */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const session = await resolveSession(c.get('deps'), c.req.raw.headers);
  c.set('user', session?.target ?? session?.user ?? null);
  c.set('realUser', session?.user ?? null);
  c.set('impersonation', session?.impersonation ?? null);
  c.set('sessionId', session?.sessionId ?? null);
  await next();
});

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After a write, waits until this process has applied every cache invalidation it caused (see AuthCache.sync),
 * so the caller's next request never sees the session, role or membership from before its own change.
 */
export const syncAuthCacheAfterWrites = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!READ_METHODS.has(c.req.method)) await c.get('deps').authCache.sync();
});

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw new AppError('UNAUTHORIZED', MSG.unauthorized);
  await next();
});

/** Signed in, with a current company, and (optionally) a company role that passes the gate. */
export const requireCompany = (requirement?: RoleRequirement) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    if (!user) throw new AppError('UNAUTHORIZED', MSG.unauthorized);
    const membership = await cachedMembership(c.get('deps'), user.id);
    if (!membership) throw new AppError('NO_COMPANY', MSG.noCompanyContext);
    if (requirement && !roleSatisfies(membership.role, requirement)) {
      throw new AppError('FORBIDDEN', MSG.permissionDenied(requiredRolesList(requirement)));
    }
    c.set('company', membership.company);
    c.set('role', membership.role as CompanyRole);
    await next();
  });

/** Throws the spec's impersonation restriction when the request runs under an impersonation. */
export function assertNotImpersonating(c: Context<AppEnv>) {
  if (c.get('impersonation')) throw new AppError('FORBIDDEN', IMPERSONATION_RESTRICTED);
}

/** For features that must never run while impersonating (billing changes, branding, invitations…). */
export const forbidDuringImpersonation = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw new AppError('UNAUTHORIZED', MSG.unauthorized);
  assertNotImpersonating(c);
  await next();
});

/**
 * Signed in and holding a platform role that `allowed` accepts (e.g. isAdmin, isTechSupport).
 * Roles are the real (signed-in) user's. While impersonating, only features whose roles include
 * tech_support stay open; the rest answer "Access Restricted During Impersonation".
 */
export const requirePlatformRole = (allowed: (roles: string[]) => boolean, roleNames: string[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('realUser') ?? c.get('user');
    if (!user) throw new AppError('UNAUTHORIZED', MSG.unauthorized);
    const roles = await cachedPlatformRoles(c.get('deps'), user.id);
    const decision = decideAccess({ roles, required: roleNames, impersonating: Boolean(c.get('impersonation')) });
    if (!decision.allowed && decision.reason === 'impersonation')
      throw new AppError('FORBIDDEN', IMPERSONATION_RESTRICTED);
    if (!allowed(roles))
      throw new AppError('FORBIDDEN', `Access Restricted: You need one of these roles: ${roleNames.join(', ')}`);
    await next();
  });
