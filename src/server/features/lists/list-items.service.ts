import { eq, sql, type SQL } from 'drizzle-orm';
import { LIST_MSG, type AddToListResult } from '#domain/lists';
import type { TableSelection } from '#domain/table-query';
import type { Tx } from '../../db/client';
import { suppressionEntries } from '../../db/schema/people';
import { AppError } from '../../errors';
import { doNotContactFlags } from '../contacts/contact-views';
import { TABLE_SPECS } from '../tables/table-page';
import type { ListRow } from './lists.queries';
import { selectionSource, type SelectionContext } from './resolve-selection';

export const DO_NOT_CONTACT_REASON = 'On the do-not-contact list';
const BATCH = 1000;
const SKIPPED_SHOWN = 100;

type Rows<T> = { rows: T[] };
type Person = { id: string; organizationId: string; email: string | null; linkedinUrl: string | null; name: string };

async function anySuppression(tx: Tx, companyId: string) {
  const [row] = await tx
    .select({ id: suppressionEntries.id })
    .from(suppressionEntries)
    .where(eq(suppressionEntries.companyId, companyId))
    .limit(1);
  return Boolean(row);
}

/** Inserts the ids chosen by `picked` (SQL selecting `t.id`) into the list; returns how many were new. */
async function insertItems(tx: Tx, list: ListRow, userId: string, picked: ReturnType<typeof sql>) {
  const column = sql.raw(TABLE_SPECS[list.kind as TableSelection['kind']].listColumn);
  const result = (await tx.execute(sql`insert into list_items (company_id, list_id, ${column}, added_by)
    select ${list.companyId}::uuid, ${list.id}::uuid, p.id, ${userId}::uuid from (${picked}) p
    on conflict (list_id, ${column}) do nothing returning id`)) as unknown as Rows<{ id: string }>;
  return result.rows.length;
}

/**
 * Adds a selection's rows to a list of the same kind. Rows already on it stay as they were; people on the
 * do-not-contact list are left out and named with the reason.
 */
export async function addSelectionToList(
  tx: Tx,
  { list, selection, ctx, userId }: { list: ListRow; selection: TableSelection; ctx: SelectionContext; userId: string },
): Promise<AddToListResult & { skippedCount: number }> {
  if (list.kind !== selection.kind)
    throw new AppError('INVALID_INPUT', LIST_MSG.kindMismatch(list.kind as never, selection.kind));
  const source = await selectionSource(tx, selection, ctx);
  const matched = (
    (await tx.execute(sql`select count(*)::int as n from ${source.from} where ${source.where}`)) as unknown as Rows<{
      n: number;
    }>
  ).rows[0]!.n;

  if (selection.kind !== 'contacts' || !(await anySuppression(tx, ctx.companyId))) {
    const added = await insertItems(tx, list, userId, sql`select t.id from ${source.from} where ${source.where}`);
    return { added, alreadyListed: matched - added, skipped: [], skippedCount: 0 };
  }
  // Contacts while a do-not-contact list exists: checked a batch at a time (the check hashes each person's keys).
  let added = 0;
  const skipped: AddToListResult['skipped'] = [];
  let skippedCount = 0;
  let after: string | null = null;
  for (;;) {
    const past: SQL = after ? sql` and t.id > ${after}::uuid` : sql``;
    const batch: Person[] = (
      (await tx.execute(sql`select t.id, t.organization_id as "organizationId", t.email, t.linkedin_url as "linkedinUrl",
        t.name from ${source.from} where ${source.where}${past} order by t.id limit ${BATCH}`)) as unknown as Rows<Person>
    ).rows;
    if (batch.length === 0) break;
    const flags = await doNotContactFlags(tx, { companyId: ctx.companyId, rows: batch });
    const keep = batch.filter((_, i) => !flags[i]).map((r) => r.id);
    batch.forEach((r, i) => {
      if (!flags[i]) return;
      skippedCount += 1;
      if (skipped.length < SKIPPED_SHOWN) skipped.push({ id: r.id, name: r.name, reason: DO_NOT_CONTACT_REASON });
    });
    if (keep.length) {
      const ids = sql.join(
        keep.map((id) => sql`(${id}::uuid)`),
        sql`, `,
      );
      added += await insertItems(tx, list, userId, sql`select v.id from (values ${ids}) as v(id)`);
    }
    if (batch.length < BATCH) break;
    after = batch[batch.length - 1]!.id;
  }
  return { added, alreadyListed: matched - added - skippedCount, skipped, skippedCount };
}

/** Takes a selection's rows off a list (the rows themselves stay); returns how many were on it. */
export async function removeSelectionFromList(
  tx: Tx,
  { list, selection, ctx }: { list: ListRow; selection: TableSelection; ctx: SelectionContext },
) {
  if (list.kind !== selection.kind)
    throw new AppError('INVALID_INPUT', LIST_MSG.kindMismatch(list.kind as never, selection.kind));
  const source = await selectionSource(tx, selection, ctx);
  const column = sql.raw(TABLE_SPECS[selection.kind].listColumn);
  const result = (await tx.execute(sql`delete from list_items where company_id = ${list.companyId}
    and list_id = ${list.id} and ${column} in (select t.id from ${source.from} where ${source.where})
    returning id`)) as unknown as Rows<{ id: string }>;
  return result.rows.length;
}
