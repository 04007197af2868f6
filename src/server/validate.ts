import type { Context } from 'hono';
import type { z } from 'zod';
import { MSG } from '#domain/messages';
import { AppError } from './errors';

/** Parses the JSON body with `schema`; bad input is a 422 carrying the first issue's message. */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text ? JSON.parse(text) : {};
  } catch {
    throw new AppError('INVALID_INPUT', MSG.invalidInput, { issues: [{ path: [], message: 'Body must be JSON' }] });
  }
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
export function parseQuery<S extends z.ZodType>(query: Record<string, string>, schema: S): z.output<S> {
  const parsed = schema.safeParse(query);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path, message: i.message }));
    throw new AppError('INVALID_INPUT', issues[0]?.message ?? MSG.invalidInput, { issues });
  }
  return parsed.data;
}
