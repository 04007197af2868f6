import { z } from 'zod';

/** Rows a list endpoint returns when the client does not ask for a number. */
export const DEFAULT_PAGE_LIMIT = 50;
/** The most rows one page may hold. */
export const MAX_PAGE_LIMIT = 200;

export const PAGINATION_MSG = {
  badCursor: 'The cursor is not valid for this list. Reload the list and try again.',
  badLimit: `The limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}.`,
} as const;

/** `?cursor=&limit=` of a cursor-paged list (the cursor is the opaque `nextCursor` of the previous page). */
export const cursorPageQuery = z.object({
  cursor: z.string().max(1000).optional(),
  limit: z.coerce
    .number({ message: PAGINATION_MSG.badLimit })
    .int(PAGINATION_MSG.badLimit)
    .min(1, PAGINATION_MSG.badLimit)
    .max(MAX_PAGE_LIMIT, PAGINATION_MSG.badLimit)
    .default(DEFAULT_PAGE_LIMIT),
});
export type CursorPageQuery = z.output<typeof cursorPageQuery>;

/** A cursor page of a list the server searches: `?q=` (a case-insensitive part of the listed fields) beside the page. */
export const searchPageQuery = cursorPageQuery.extend({ q: z.string().trim().max(200).optional() });
export type SearchPageQuery = z.output<typeof searchPageQuery>;

/** A page of a list: its rows under the list's own key, and the cursor of the next page (null on the last). */
export type CursorPage = { nextCursor: string | null };

/** The sort key of the last row of a page, as an opaque URL-safe string. */
export function encodeCursor(key: readonly (string | number)[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify(key));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Whether a value of a cursor's key can reach SQL: a string PostgreSQL takes as text (no NUL, no lone surrogate). */
const storable = (value: unknown) =>
  typeof value !== 'string' || (!value.includes('\u0000') && !hasLoneSurrogate(value));

function hasLoneSurrogate(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return true;
    } else if (code >= 0xdc00 && code <= 0xdfff) return true;
  }
  return false;
}

/**
 * The sort key a cursor carries, checked against the list's key shape; null when it is not one of ours: not
 * base64 of UTF-8 JSON, a key of another shape, or a string PostgreSQL would refuse (a NUL, a lone surrogate).
 * A cursor's key is a flat tuple, so its strings are its items.
 */
export function decodeCursor<S extends z.ZodType>(cursor: string, shape: S): z.output<S> | null {
  try {
    const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
    const key: unknown = JSON.parse(json);
    if (!Array.isArray(key) || !key.every(storable)) return null;
    const parsed = shape.safeParse(key);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
