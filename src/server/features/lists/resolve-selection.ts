import { sql, type SQL } from 'drizzle-orm';
import { LIST_MSG } from '#domain/lists';
import { checkSelection, type TableSelection } from '#domain/table-query';
import type { Db, Tx } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import type { PageSource } from '../tables/table-keyset';
import { allOf } from '../tables/table-filter-sql';
import { TABLE_SPECS } from '../tables/table-page';
import { idsSource, tableSource, type TableContext } from '../tables/table-spec';
import { getVisibleList, type Viewer } from './lists.queries';

export type SelectionContext = TableContext & {
  /** Who asks: a filter on a private list needs its owner. Without one only team lists are readable. */
  viewer?: Pick<Viewer, 'userId' | 'role'>;
};

/** No user: only team lists are visible. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * The FROM and WHERE of a selection's rows, scoped to the company: the chosen ids that exist (and, for contacts,
 * have not expired), or every row the filter matches less the excluded ids. A filter on a list must name a list
 * the caller sees, of the selection's kind (404 otherwise).
 */
export async function selectionSource(tx: Tx, selection: TableSelection, ctx: SelectionContext): Promise<PageSource> {
  const problem = checkSelection(selection);
  if (problem) throw new AppError('INVALID_INPUT', problem);
  const spec = TABLE_SPECS[selection.kind];
  if ('ids' in selection) return idsSource(spec, selection.ids, ctx);
  if (selection.filter.list) {
    const viewer = {
      companyId: ctx.companyId,
      userId: ctx.viewer?.userId ?? NOBODY,
      role: ctx.viewer?.role ?? 'viewer',
    };
    const list = await getVisibleList(tx, viewer as Viewer, selection.filter.list);
    if (list.kind !== selection.kind)
      throw new AppError('INVALID_INPUT', LIST_MSG.kindMismatch(list.kind as never, selection.kind));
  }
  const source = tableSource(spec, selection.filter, { ...ctx, since: null });
  const exclude: SQL[] = selection.excludeIds?.length ? [sql`t.id not in (${idList(selection.excludeIds)})`] : [];
  return { ...source, where: allOf([source.where, ...exclude]) };
}

/**
 * The ids of a selection's rows, scoped to the company, in batches read in their own tenant transactions (nothing is
 * held open while the caller works on a batch; PGlite has one connection). In id order; a row added while the walk
 * runs may or may not be met, a row deleted is not. h/bulk's runner calls this for the filter form of a selection.
 */
export async function* resolveSelection(
  db: Db,
  companyId: string,
  selection: TableSelection,
  options: { now?: Date; viewer?: SelectionContext['viewer']; batchSize?: number } = {},
): AsyncGenerator<string> {
  const ctx: SelectionContext = { companyId, now: options.now ?? new Date(), viewer: options.viewer };
  const batchSize = options.batchSize ?? 500;
  let after: string | null = null;
  for (;;) {
    const batch: string[] = await withTenant(db, companyId, async (tx) => {
      const source = await selectionSource(tx, selection, ctx);
      const past = after ? sql` and t.id > ${after}::uuid` : sql``;
      const result = (await tx.execute(
        sql`select t.id from ${source.from} where ${source.where}${past} order by t.id limit ${batchSize}`,
      )) as unknown as { rows: { id: string }[] };
      return result.rows.map((r) => r.id);
    });
    yield* batch;
    if (batch.length < batchSize) return;
    after = batch[batch.length - 1]!;
  }
}
