import { sql } from 'drizzle-orm';
import type { TableKind } from '#domain/table-columns';
import type { TableFilter } from '#domain/table-query';
import type { Tx } from '../../db/client';
import { TABLE_SPECS } from './table-page';
import { tableSource, type TableContext } from './table-spec';

/** The columns whose values a filter picks from, per kind, and the SQL of each. */
const FACETS: Record<TableKind, Record<string, string>> = {
  organizations: { industry: 't.industry', size: 't.size_range', source: 't.source' },
  imported_accounts: { industry: 't.industry', size: 't.size_range' },
  contacts: { source: 't.source', department: 't.department' },
};
export const TABLE_FACETS = Object.fromEntries(
  Object.entries(FACETS).map(([kind, facets]) => [kind, Object.keys(facets)]),
) as Record<TableKind, string[]>;

const MAX_VALUES = 100;

/**
 * The values a column takes among the table's rows (its other filters applied, its own left out), most common first,
 * with their counts: the choices of a filter menu.
 */
export async function readFacet(
  tx: Tx,
  { kind, facet, filter, ctx }: { kind: TableKind; facet: string; filter: TableFilter; ctx: TableContext },
) {
  const expr = sql.raw(FACETS[kind][facet]!);
  const own = facet as keyof TableFilter;
  const source = tableSource(TABLE_SPECS[kind], { ...filter, [own]: undefined }, { ...ctx, since: null });
  const result = (await tx.execute(sql`select ${expr} as value, count(*)::int as n from ${source.from}
    where ${source.where} and ${expr} is not null and ${expr} <> '' group by 1 order by 2 desc, 1 limit ${MAX_VALUES}`)) as unknown as {
    rows: { value: string; n: number }[];
  };
  return result.rows.map((r) => ({ value: r.value, count: Number(r.n) }));
}
