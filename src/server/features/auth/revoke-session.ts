import type { Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import { BETTER_AUTH_BODIES } from '#domain/better-auth-bodies';
import { MSG } from '#domain/messages';
import type { AppEnv } from '../../context';
import { sessions } from '../../db/schema/auth';
import { AppError } from '../../errors';
import { parseJson } from '../../validate';

export const SESSION_NOT_FOUND = 'Session not found.';

/**
 * revoke-session: better-auth answers `{"status": true}` for a token that is not the caller's and leaves it alone;
 * here a token of no session of the caller's is a 404 (the same whether it exists for someone else or not at
 * all, so it reveals nothing), and the caller's own goes on to better-auth.
 */
export async function revokeOwnSession(c: Context<AppEnv>) {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHORIZED', MSG.unauthorized);
  const { token } = (await parseJson(c, BETTER_AUTH_BODIES['/revoke-session']!)) as { token: string };
  const deps = c.get('deps');
  const [own] = await deps.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.token, token), eq(sessions.userId, user.id)));
  if (!own) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
  const headers = new Headers(c.req.raw.headers);
  headers.delete('content-length');
  const request = new Request(c.req.url, { method: 'POST', headers, body: JSON.stringify({ token }) });
  return (await deps.auth()).handler(request);
}
