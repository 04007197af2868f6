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

/** How deep a JSON body may nest: far beyond any form of the app, far below what a recursive walk chokes on. */
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep, which is not accepted.`;

/** The deepest nesting of objects and arrays in JSON text, counted in one pass (strings skipped), no recursion. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // a backslash escapes the next character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (ch === 0x7d || ch === 0x5d) depth--;
  }
  return deepest;
}

/** Whether any string in a parsed JSON value (keys included) holds a NUL; walked with a stack, no recursion. */
export function jsonHasNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (hasNul(current)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) stack.push(item);
    } else if (current && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        if (hasNul(key)) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

const isJson = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/**
 * PostgreSQL cannot store NUL in text, so a NUL anywhere in the path, the query or a JSON body is refused
 * here with a 422, before any route, session lookup or query runs; so is a JSON body nested past MAX_JSON_DEPTH. (Node's HTTP parser already refuses NUL
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
    // Before anything walks the parsed body (this guard, zod, the audit, drizzle's JSON): a body nested
    // thousands deep would overflow a recursive walk's stack.
    if (jsonDepth(text) > MAX_JSON_DEPTH) throw new AppError('INVALID_INPUT', TOO_DEEP_MESSAGE);
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
