import { and, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { decodeCursor, encodeCursor, PAGINATION_MSG } from '#domain/pagination';
import { z } from 'zod';
import { AppError } from '../errors';

/**
 * Keyset (cursor) pagination: a list is ordered by a few columns ending with a unique one (the tie-breaker id), and
 * the next page starts strictly after the last row's key. Pages stay stable while rows are added, cost the same at
 * any depth, and never repeat or skip a row. Timestamps travel in the cursor as PostgreSQL's own text (microseconds;
 * a JavaScript Date keeps milliseconds only, which would skip rows).
 */
/** One column (or expression, e.g. `lower(name)` for a case-insensitive order) of a list's sort key. */
export type KeyPart = {
  column: AnyColumn | SQL;
  direction: 'asc' | 'desc';
  kind: 'timestamp' | 'text' | 'uuid' | 'number';
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// PostgreSQL's text of a timestamptz: 2026-11-25 19:30:20.123456+00 (the offset may carry minutes).
const PG_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?([+-])(\d{2})(?::(\d{2}))?$/;

/**
 * A real date and time PostgreSQL accepts (a cursor's value reaches a cast in SQL: 2026-02-31, year 0000 or an
 * offset of +99 would fail there as a 500). Offsets go to ±15:59, PostgreSQL's limit.
 */
export function isPgTimestamp(value: string): boolean {
  const m = PG_TIMESTAMP.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [offsetHours, offsetMinutes] = [Number(m[9]), Number(m[10] ?? 0)];
  if (year < 1 || offsetHours > 15 || offsetMinutes > 59 || second > 59) return false;
  const date = new Date(0);
  // setUTCFullYear, since Date.UTC reads years 0-99 as 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second);
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute
  );
}

const valueShape = (kind: KeyPart['kind']): z.ZodType => {
  if (kind === 'number') return z.number().int().min(-2147483648).max(2147483647);
  if (kind === 'uuid') return z.string().regex(UUID);
  if (kind === 'timestamp') return z.string().refine(isPgTimestamp);
  return z.string().max(1000);
};

const keyShape = (parts: readonly KeyPart[]) =>
  z.tuple(parts.map((p) => valueShape(p.kind)) as unknown as [z.ZodType, ...z.ZodType[]]);

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
    const equalBefore = parts.slice(0, i).map((p, j) => sql`${p.column} = ${valueSql(p, key[j])}`);
    const after =
      part.direction === 'asc'
        ? sql`${part.column} > ${valueSql(part, key[i])}`
        : sql`${part.column} < ${valueSql(part, key[i])}`;
    return and(...equalBefore, after)!;
  });
  return or(...branches);
}

/** The ORDER BY of the key. */
export function keyOrder(parts: readonly KeyPart[]) {
  return parts.map((p) => (p.direction === 'asc' ? sql`${p.column} asc` : sql`${p.column} desc`));
}

/** The cursor "after this row" of a row read with keyColumns(parts). */
export function rowCursor(row: object, parts: readonly KeyPart[]): string {
  const keyed = row as Record<string, unknown>;
  return encodeCursor(parts.map((_, i) => keyed[`k${i}`] as string | number));
}

/**
 * Splits the `limit + 1` rows a query fetched into the page and the next cursor (null when nothing follows),
 * dropping the key columns from each row.
 */
export function toPage<R extends Record<string, unknown>>(rows: R[], parts: readonly KeyPart[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const nextCursor = rows.length > limit && last ? rowCursor(last, parts) : null;
  const items = page.map((row) => {
    const copy: Record<string, unknown> = { ...row };
    parts.forEach((_, i) => delete copy[`k${i}`]);
    return copy as Omit<R, `k${number}`>;
  });
  return { items, nextCursor };
}
