import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { customDomainOrigins } from '../auth/custom-domain-origins';
import { AppError } from '../errors';
import { appOrigins, refusedOriginMessage } from './app-origins';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Called by Stripe's servers, not a browser; the signature check is its proof instead. */
const EXEMPT_PATHS = new Set(['/api/stripe/webhook']);
/** Sequence e-mails' unsubscribe links: RFC 8058 one-click POSTs come from mail clients, the token is the proof. */
const EXEMPT_PREFIXES = ['/api/unsubscribe/'];

export const UNSUPPORTED_MEDIA_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';

const originOf = (url: string | null | undefined) => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Routes that read a CSV file as the request body itself (the streamed import of files past 5 MB). text/csv is not
 * a type a plain HTML form can send, nor one a cross-site fetch may send without a preflight, so accepting it
 * here (after the same origin check) opens nothing to forgery.
 */
const CSV_BODY_PATHS = new Set(['/api/imports/accounts/stream']);

/** Whether a body's media type is one the API reads: JSON, multipart for file uploads, CSV where a route streams it. */
export function isAcceptedMediaType(contentType: string | null | undefined, path = ''): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (type === 'text/csv') return CSV_BODY_PATHS.has(path);
  return type === 'application/json' || type === 'multipart/form-data';
}

/**
 * Cross-site request forgery guard for every state-changing API request: the Origin (or, when a browser
 * sent none, Sec-Fetch-Site: same-origin or a Referer) must be the app's own or the request's own enabled
 * custom domain, and a body must be JSON (or multipart for uploads), which no plain HTML form can send.
 */
export const csrfGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (
    !STATE_CHANGING.has(c.req.method) ||
    EXEMPT_PATHS.has(c.req.path) ||
    EXEMPT_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))
  )
    return next();
  const { env } = c.get('deps');
  const origin = c.req.header('origin') ?? null;
  const fetchSite = c.req.header('sec-fetch-site');
  // A browser that sends no Origin still says where the request came from in Sec-Fetch-Site, else Referer.
  const sameOriginFetch = origin === null && fetchSite === 'same-origin';
  const claimed = origin ?? (fetchSite ? null : originOf(c.req.header('referer')));
  if (!sameOriginFetch && !(await isOwnOrigin(c, claimed))) {
    throw new AppError('FORBIDDEN', refusedOriginMessage(origin ?? claimed, env), { code: 'INVALID_ORIGIN' });
  }
  const contentType = c.req.header('content-type');
  const declaresBody =
    Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined;
  if ((contentType || declaresBody) && !isAcceptedMediaType(contentType, c.req.path)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_MEDIA_MESSAGE);
  }
  return next();
});

async function isOwnOrigin(c: Context<AppEnv>, origin: string | null) {
  if (!origin || origin === 'null') return false;
  if (appOrigins(c.get('deps').env).includes(origin)) return true;
  return (await customDomainOrigins(c.get('deps').isCustomDomain, c.req.raw)).includes(origin);
}
