import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { decodeCursor, encodeCursor, PAGINATION_MSG } from '#domain/pagination';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import { isPgTimestamp } from '../../db/keyset';

/**
 * Keyset pages over any sortable column, nulls last in both directions, for the tables of issue 19. A page is read
 * in two segments: rows whose sort value is set, by `(value, id)` (one row comparison, which an index on
 * `(company_id, column, id)` answers as a range, also under row-level security since comparisons are leakproof),
 * then rows without a value, by id. The cursor is `[value or null, id]`. See decision 026.
 */
export type SortColumn = {
  /** SQL over the table's alias `t` (or `li`, a list's item). */
  expr: string;
  kind: 'text' | 'number' | 'timestamp';
  nullable: boolean;
  /** The unique tie-breaker (default `t.id`). */
  tiebreak?: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const valueShape = (kind: SortColumn['kind']) => {
  if (kind === 'number') return z.number().int().min(-2147483648).max(2147483647);
  if (kind === 'timestamp') return z.string().refine(isPgTimestamp);
  return z.string().max(2000);
};

const cast = (kind: SortColumn['kind']) =>
  kind === 'number' ? sql.raw('::int') : kind === 'timestamp' ? sql.raw('::timestamptz') : sql.raw('::text');

type Cursor = { value: string | number | null; id: string };

function readCursor(sort: SortColumn, cursor: string | undefined): Cursor | null {
  if (!cursor) return null;
  const key = decodeCursor(cursor, z.tuple([valueShape(sort.kind).nullable(), z.string().regex(UUID)]));
  if (!key || (key[0] === null && !sort.nullable)) throw new AppError('INVALID_INPUT', PAGINATION_MSG.badCursor);
  return { value: key[0], id: key[1] };
}

export type PageSource = {
  /** `from … join …` with the aliases the sort and select use. */
  from: SQL;
  /** Conditions every row of the table meets (company, scope, filters). */
  where: SQL;
  select: SQL;
};

/** Reads `limit + 1` rows after the cursor in the order `sort dir, tiebreak dir`, nulls last. */
export async function readKeysetRows(
  tx: Tx,
  source: PageSource,
  sort: SortColumn & { dir: 'asc' | 'desc' },
  cursor: string | undefined,
  limit: number,
): Promise<{ rows: Record<string, unknown>[]; nextCursor: string | null }> {
  const after = readCursor(sort, cursor);
  const expr = sql.raw(sort.expr);
  const tie = sql.raw(sort.tiebreak ?? 't.id');
  const dir = sql.raw(sort.dir);
  const cmp = sql.raw(sort.dir === 'asc' ? '>' : '<');
  const keyText = sort.kind === 'timestamp' ? sql`${expr}::text` : expr;
  const select = sql`select ${source.select}, ${keyText} as "__k", ${tie} as "__id" from ${source.from}`;
  const out: Record<string, unknown>[] = [];
  // The first rows in the sort's order come from the index that holds that order, read until the page is full,
  // rather than from reading every row and sorting: without statistics (PGlite never analyzes on its own) the
  // planner takes ILIKE for far rarer than it is and chose the sort, reading the company's whole table for a page.
  await tx.execute(sql`select set_config('enable_sort', 'off', true)`);

  if (!after || after.value !== null) {
    const past = after
      ? sql` and (${expr}, ${tie}) ${cmp} (${after.value}${cast(sort.kind)}, ${after.id}::uuid)`
      : sql``;
    const set = sort.nullable ? sql` and ${expr} is not null` : sql``;
    const query = sql`${select} where ${source.where}${set}${past} order by ${expr} ${dir}, ${tie} ${dir} limit ${limit + 1}`;
    out.push(...((await tx.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows);
  }
  if (sort.nullable && out.length <= limit) {
    const past = after?.value === null ? sql` and ${tie} ${cmp} ${after.id}::uuid` : sql``;
    const query = sql`${select} where ${source.where} and ${expr} is null${past} order by ${tie} ${dir} limit ${limit + 1 - out.length}`;
    out.push(...((await tx.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows);
  }
  await tx.execute(sql`select set_config('enable_sort', 'on', true)`);
  const page = out.slice(0, limit);
  const last = page[page.length - 1];
  const nextCursor =
    out.length > limit && last ? encodeCursor([(last.__k ?? null) as string | number, last.__id as string]) : null;
  for (const row of page) {
    delete row.__k;
    delete row.__id;
  }
  return { rows: page, nextCursor };
}

/** How many rows the source holds. */
export async function countRows(tx: Tx, source: Pick<PageSource, 'from' | 'where'>, extra?: SQL): Promise<number> {
  const result = (await tx.execute(
    sql`select count(*)::int as n from ${source.from} where ${source.where}${extra ? sql` and ${extra}` : sql``}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}
