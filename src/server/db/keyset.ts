import { and, eq, gt, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { decodeCursor, encodeCursor, PAGINATION_MSG } from '#domain/pagination';
import { z } from 'zod';
import { AppError } from '../errors';

/**
 * Keyset (cursor) pagination: a list is ordered by a few columns ending with a unique one (the tie-breaker id), and
 * the next page starts strictly after the last row's key. Pages stay stable while rows are added, cost the same at
 * any depth, and never repeat or skip a row. Timestamps travel in the cursor as PostgreSQL's own text (microseconds;
 * a JavaScript Date keeps milliseconds only, which would skip rows).
 */
export type KeyPart = { column: AnyColumn; direction: 'asc' | 'desc'; kind: 'timestamp' | 'text' | 'number' };

const keyShape = (parts: readonly KeyPart[]) =>
  z.tuple(
    parts.map((p) => (p.kind === 'number' ? z.number() : z.string().min(1).max(200))) as unknown as [
      z.ZodType,
      ...z.ZodType[],
    ],
  );

/** The columns to select beside a row so its cursor can be built: the key, timestamps as text. */
export function keyColumns(parts: readonly KeyPart[]) {
  return Object.fromEntries(
    parts.map((p, i) => [`k${i}`, p.kind === 'timestamp' ? sql<string>`${p.column}::text` : sql`${p.column}`]),
  ) as Record<string, SQL<unknown>>;
}

function valueSql(part: KeyPart, value: unknown) {
  return part.kind === 'timestamp' ? sql`${value}::timestamptz` : sql`${value}`;
}

/** The WHERE condition "after this cursor" for the ordering `parts`; a cursor that is not one of ours is a 422. */
export function afterCursor(parts: readonly KeyPart[], cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const key = decodeCursor(cursor, keyShape(parts)) as unknown[] | null;
  if (!key) throw new AppError('INVALID_INPUT', PAGINATION_MSG.badCursor);
  // (a after x) or (a = x and b after y) or … : correct for any mix of directions.
  const branches = parts.map((part, i) => {
    const equalBefore = parts.slice(0, i).map((p, j) => eq(p.column, valueSql(p, key[j])));
    const after =
      part.direction === 'asc' ? gt(part.column, valueSql(part, key[i])) : lt(part.column, valueSql(part, key[i]));
    return and(...equalBefore, after)!;
  });
  return or(...branches);
}

/** The ORDER BY of the key. */
export function keyOrder(parts: readonly KeyPart[]) {
  return parts.map((p) => (p.direction === 'asc' ? sql`${p.column} asc` : sql`${p.column} desc`));
}

/**
 * Splits the `limit + 1` rows a query fetched into the page and the next cursor (null when nothing follows),
 * dropping the key columns from each row.
 */
export function toPage<R extends Record<string, unknown>>(rows: R[], parts: readonly KeyPart[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > limit && last ? encodeCursor(parts.map((_, i) => last[`k${i}`] as string | number)) : null;
  const items = page.map((row) => {
    const copy: Record<string, unknown> = { ...row };
    parts.forEach((_, i) => delete copy[`k${i}`]);
    return copy as Omit<R, `k${number}`>;
  });
  return { items, nextCursor };
}
