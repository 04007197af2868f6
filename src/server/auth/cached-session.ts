import type { ActiveImpersonation, Deps, SessionUser } from '../context';
import { listPlatformRoles } from './platform-roles';
import { resolveCurrentMembership, type Membership } from './memberships';
import { resolveImpersonation } from './impersonation';

export type ResolvedSession = {
  sessionId: string;
  expiresAt: number;
  user: SessionUser;
  /** While impersonating: the user requests act as, and the impersonation. */
  target: SessionUser | null;
  impersonation: ActiveImpersonation | null;
};

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]*)/;

/** The signed session-token cookie exactly as the browser sent it (the cache key: only a verified one is stored). */
export const sessionCookie = (cookieHeader: string | null) => cookieHeader?.match(SESSION_COOKIE)?.[1] || null;

async function loadSession(deps: Deps, headers: Headers): Promise<ResolvedSession | null> {
  const result = await (await deps.auth()).api.getSession({ headers });
  if (!result) return null;
  const { user } = result;
  const impersonated = await resolveImpersonation(deps.database.db, {
    sessionId: result.session.id,
    now: deps.clock.now(),
  });
  return {
    sessionId: result.session.id,
    expiresAt: new Date(result.session.expiresAt).getTime(),
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
    },
    target: impersonated?.target ?? null,
    impersonation: impersonated?.impersonation ?? null,
  };
}

/**
 * better-auth's session for the request's cookie, with its open impersonation, from the auth cache when this
 * exact signed cookie was verified before and nothing about the session, its users or their roles changed since.
 */
export async function resolveSession(deps: Deps, headers: Headers): Promise<ResolvedSession | null> {
  const token = sessionCookie(headers.get('cookie'));
  if (!token) return null;
  const session = await deps.authCache.get(
    `session:${token}`,
    () => loadSession(deps, headers),
    (s) => (s ? [`session:${s.sessionId}`, `user:${s.user.id}`, ...(s.target ? [`user:${s.target.id}`] : [])] : null),
  );
  if (session && session.expiresAt <= Date.now()) return loadSession(deps, headers);
  return session;
}

/** The user's current company membership (see resolveCurrentMembership), cached until it or the company changes. */
export function cachedMembership(deps: Deps, userId: string): Promise<Membership | null> {
  return deps.authCache.get(
    `membership:${userId}`,
    () => resolveCurrentMembership(deps.database.db, { userId }),
    (m) => [`user:${userId}`, ...(m ? [`company:${m.companyId}`] : [])],
  );
}

/** The user's platform roles, cached until user_roles changes for them. */
export function cachedPlatformRoles(deps: Deps, userId: string): Promise<string[]> {
  return deps.authCache.get(
    `roles:${userId}`,
    () => listPlatformRoles(deps.database.db, { userId }),
    () => [`user:${userId}`],
  );
}
