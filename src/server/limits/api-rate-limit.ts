import { createMiddleware } from 'hono/factory';
import {
  API_REQUESTS_PER_COMPANY_HOUR,
  API_REQUESTS_PER_USER_HOUR,
  companyRateLimitMessage,
  userRateLimitMessage,
} from '#domain/limits';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { cachedMembership } from '../auth/cached-session';
import { addResponseHeaders } from '../response-headers';

const HOUR_MS = 3_600_000;

/** Requests that are not API usage: sign-in has its own lockout, the live event stream is one long request. */
const EXEMPT = [/^\/api\/auth\//, /^\/api\/events$/, /^\/api\/health$/, /^\/api\/stripe\/webhook$/];

/**
 * The documented API limits: 1000 requests per hour per user and 10,000 per hour per company (the acting user's
 * current company), counted in fixed hourly windows, in memory and shared through the database within about a
 * second (limits/api-usage-counter.ts). Signed-out requests are not counted. Over a limit: 429 with Retry-After.
 */
export const apiRateLimit = createMiddleware<AppEnv>(async (c, next) => {
  const realUser = c.get('realUser') ?? c.get('user');
  if (!realUser || EXEMPT.some((pattern) => pattern.test(c.req.path))) return next();
  const deps = c.get('deps');
  const now = deps.clock.now();
  const membership = await cachedMembership(deps, c.get('user')?.id ?? realUser.id);
  const usage = await deps.apiUsage.count({ userId: realUser.id, companyId: membership?.companyId ?? null, now });
  const resetAt = usage.windowStart.getTime() + HOUR_MS;
  const retryAfter = Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000));
  const remaining = Math.max(0, API_REQUESTS_PER_USER_HOUR - usage.user);
  addResponseHeaders(c.req.raw, {
    'x-ratelimit-limit': String(API_REQUESTS_PER_USER_HOUR),
    'x-ratelimit-remaining': String(remaining),
    'x-ratelimit-reset': String(Math.floor(resetAt / 1000)),
  });
  const minutes = Math.ceil(retryAfter / 60);
  if (usage.user > API_REQUESTS_PER_USER_HOUR) {
    addResponseHeaders(c.req.raw, { 'retry-after': String(retryAfter) });
    throw new AppError('RATE_LIMITED', userRateLimitMessage(minutes), { retryAfter });
  }
  if (usage.company !== null && usage.company > API_REQUESTS_PER_COMPANY_HOUR) {
    addResponseHeaders(c.req.raw, { 'retry-after': String(retryAfter) });
    throw new AppError('RATE_LIMITED', companyRateLimitMessage(minutes), { retryAfter });
  }
  await next();
});
