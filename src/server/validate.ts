import type { Context } from 'hono';
import type { z } from 'zod';
import { MSG } from '#domain/messages';
import { AppError } from './errors';
import { UNSUPPORTED_MEDIA_MESSAGE } from './security/csrf';
import { jsonHasNul, NUL_MESSAGE } from './security/nul-guard';

/** Parses the JSON body with `schema`; bad input is a 422 carrying the first issue's message. */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  const text = await c.req.text();
  if (text && c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() !== 'application/json') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_MEDIA_MESSAGE);
  }
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    throw new AppError('INVALID_INPUT', MSG.invalidInput, { issues: [{ path: [], message: 'Body must be JSON' }] });
  }
  if (jsonHasNul(body)) throw new AppError('INVALID_INPUT', NUL_MESSAGE);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path, message: i.message }));
    throw new AppError('INVALID_INPUT', issues[0]?.message ?? MSG.invalidInput, { issues });
  }
  return parsed.data;
}

/** Parses route or query params the same way. */
export function parseParams<S extends z.ZodType>(value: unknown, schema: S): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError('NOT_FOUND', MSG.notFound);
  return parsed.data;
}

/** Parses query parameters (`c.req.query()`) with `schema`; bad input is a 422 carrying the first issue's message. */
export function parseQuery<S extends z.ZodType>(
  query: Record<string, string | string[] | undefined>,
  schema: S,
): z.output<S> {
  const parsed = schema.safeParse(query);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path, message: i.message }));
    throw new AppError('INVALID_INPUT', issues[0]?.message ?? MSG.invalidInput, { issues });
  }
  return parsed.data;
}
