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

/** The sort key a cursor carries, checked against the list's key shape; null when it is not one of ours. */
export function decodeCursor<S extends z.ZodType>(cursor: string, shape: S): z.output<S> | null {
  try {
    const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
    const parsed = shape.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
