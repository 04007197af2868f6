import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { AppError } from '../errors';

export const NUL_MESSAGE = 'The request contains a NUL character (\\u0000), which is not accepted.';

const hasNul = (text: string) => text.includes('\u0000');

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Whether any string in a parsed JSON value (keys included) holds a NUL. */
export function jsonHasNul(value: unknown): boolean {
  if (typeof value === 'string') return hasNul(value);
  if (Array.isArray(value)) return value.some(jsonHasNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => hasNul(key) || jsonHasNul(inner));
  }
  return false;
}

const isJson = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/**
 * PostgreSQL cannot store NUL in text, so a NUL anywhere in the path, the query or a JSON body is refused
 * here with a 422, before any route, session lookup or query runs. (Node's HTTP parser already refuses NUL
 * in headers; uploaded files are bytes and are not checked.)
 */
export const nulGuard = createMiddleware<AppEnv>(async (c, next) => {
  // A NUL reaches the path or query only raw or %-escaped: a URL with neither needs no parsing.
  const href = c.req.url;
  if (href.includes('%') || hasNul(href)) {
    const url = new URL(href);
    if (hasNul(decoded(url.pathname)) || hasNul(decoded(url.search.replaceAll('+', ' ')))) {
      throw new AppError('INVALID_INPUT', NUL_MESSAGE);
    }
  }
  // The content type first: reading `body` makes the Node adapter build a full Request, even for a GET.
  if (isJson(c.req.header('content-type')) && c.req.raw.body) {
    // Read from a clone: better-auth's handler reads the original request's body itself.
    const text = await c.req.raw.clone().text();
    if (hasNul(text)) throw new AppError('INVALID_INPUT', NUL_MESSAGE);
    if (text.includes('\\u0000')) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      if (jsonHasNul(parsed)) throw new AppError('INVALID_INPUT', NUL_MESSAGE);
    }
  }
  return next();
});
