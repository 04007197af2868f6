import { createMiddleware } from 'hono/factory';
import { AUTH_BODY_NOT_OBJECT, BETTER_AUTH_BODIES } from '#domain/better-auth-bodies';
import { MSG } from '#domain/messages';
import type { AppEnv } from '../context';
import { AppError } from '../errors';

const BASE = '/api/auth';

/**
 * Zod at the edge for better-auth's own routes: a POST's JSON body must be an object, and the endpoints listed in
 * BETTER_AUTH_BODIES must match their shape, else a 422 naming the field. The body is read from a clone: the
 * better-auth handler reads the original request itself.
 */
export const authBodyGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'POST') return next();
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return next();
  const text = await c.req.raw.clone().text();
  let body: unknown = {};
  try {
    if (text.trim()) body = JSON.parse(text);
  } catch {
    throw new AppError('INVALID_INPUT', MSG.invalidInput, { issues: [{ path: [], message: 'Body must be JSON' }] });
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new AppError('INVALID_INPUT', AUTH_BODY_NOT_OBJECT);
  const schema = BETTER_AUTH_BODIES[c.req.path.slice(BASE.length)];
  const parsed = schema?.safeParse(body);
  if (parsed && !parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path, message: i.message }));
    throw new AppError('INVALID_INPUT', issues[0]?.message ?? MSG.invalidInput, { issues });
  }
  return next();
});
