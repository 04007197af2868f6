import { sql, type SQL } from 'drizzle-orm';
import type { TableKind } from '#domain/table-columns';
import type { TableFilter } from '#domain/table-query';
import type { PageSource, SortColumn } from './table-keyset';
import { allOf, raw } from './table-filter-sql';

export type TableContext = { companyId: string; now: Date; since?: Date | null };

/** How one kind's table is read: its SQL (alias `t`), sortable columns, filters and row shape. */
export type TableSpec<R> = {
  kind: TableKind;
  table: string;
  /** The list_items column that points at this kind's rows. */
  listColumn: 'organization_id' | 'imported_account_id' | 'contact_id';
  /** Joins the select needs beside `t` (and `li` on a list). */
  joins: string;
  select: (ctx: TableContext, filter: TableFilter) => SQL;
  sorts: Record<string, SortColumn>;
  conditions: (filter: TableFilter, ctx: TableContext) => SQL[];
  /** What every row of the kind meets whatever the filter: the company (and, for contacts, not expired). */
  scope: (ctx: TableContext) => SQL[];
  /** "Created after `since`" for the new-since count and mark. */
  isNew: (ctx: TableContext & { since: Date }, filter: TableFilter) => SQL;
  toRow: (raw: Record<string, unknown>) => R;
};

/** A list's rows: `li` is the list item, so `addedAt` sorts and shows. */
export const ADDED_AT_SORT: SortColumn = {
  expr: 'li.added_at',
  kind: 'timestamp',
  nullable: false,
  tiebreak: 'li.id',
};

/** The FROM and WHERE of a kind's table under a filter (a list's table joins its items). */
export function tableSource<R>(spec: TableSpec<R>, filter: TableFilter, ctx: TableContext): PageSource {
  const onList = filter.list
    ? sql` join list_items li on li.${raw(spec.listColumn)} = t.id and li.list_id = ${filter.list} and li.company_id = ${ctx.companyId}`
    : sql``;
  const newMark = ctx.since ? sql`, (${spec.isNew({ ...ctx, since: ctx.since }, filter)}) as "isNew"` : sql``;
  const added = filter.list ? sql`, li.added_at as "addedAt"` : sql``;
  return {
    from: sql`${raw(spec.table)} t${onList}${spec.joins ? sql` ${raw(spec.joins)}` : sql``}`,
    where: allOf(spec.conditions(filter, ctx)),
    select: sql`${spec.select(ctx, filter)}${newMark}${added}`,
  };
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value ? String(value) : null);

/** The row meta every kind shares: dates as ISO text, the new mark and the list's added date when present. */
export function rowMeta(r: Record<string, unknown>) {
  return {
    id: r.id as string,
    createdAt: iso(r.created_at)!,
    ...(r.isNew !== undefined ? { isNew: Boolean(r.isNew) } : {}),
    ...(r.addedAt !== undefined ? { addedAt: iso(r.addedAt)! } : {}),
  };
}

/** The FROM and WHERE of chosen rows of a kind: those of the ids that exist in the company (contacts: unexpired). */
export function idsSource<R>(spec: TableSpec<R>, ids: readonly string[], ctx: TableContext): PageSource {
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return {
    from: sql`${raw(spec.table)} t${spec.joins ? sql` ${raw(spec.joins)}` : sql``}`,
    where: allOf([...spec.scope(ctx), sql`t.id in (${idList})`]),
    select: spec.select(ctx, {}),
  };
}
