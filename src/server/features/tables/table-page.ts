import type { TableKind } from '#domain/table-columns';
import type { TableFilter, TableSort } from '#domain/table-query';
import type { ContactTableRow, TablePage, TableRow } from '#domain/table-rows';
import type { Tx } from '../../db/client';
import { accountsTable } from './kinds/accounts-table';
import { contactsTable } from './kinds/contacts-table';
import { organizationsTable } from './kinds/organizations-table';
import { countRows, readKeysetRows, type SortColumn } from './table-keyset';
import { ADDED_AT_SORT, tableSource, type TableContext, type TableSpec } from './table-spec';
import { applyDailyViews, applyDoNotContact } from './contact-rows';

export const TABLE_SPECS: { [K in TableKind]: TableSpec<TableRow> } = {
  organizations: organizationsTable,
  imported_accounts: accountsTable,
  contacts: contactsTable,
};

/** The sort column of a kind (a list's `addedAt` included). */
export function sortColumn(kind: TableKind, sort: TableSort): SortColumn & { dir: 'asc' | 'desc' } {
  const column = sort.by === 'addedAt' ? ADDED_AT_SORT : TABLE_SPECS[kind].sorts[sort.by]!;
  return { ...column, dir: sort.dir };
}

export type TablePageInput = {
  kind: TableKind;
  filter: TableFilter;
  sort: TableSort;
  cursor?: string;
  limit: number;
  ctx: TableContext;
  /** Leave the totals out (the browser asks /count beside the rows, so rows show without waiting for a count). */
  skipTotals?: boolean;
  /** Contacts: count today's views and withhold past the daily limit (Contact Discovery's tables, not lists). */
  views?: { userId: string; userAgent: string | null };
};

/** One page of a kind's table under filters and sort, with the totals on the first page. */
export async function readTablePage(tx: Tx, input: TablePageInput): Promise<TablePage> {
  const spec = TABLE_SPECS[input.kind];
  const source = tableSource(spec, input.filter, input.ctx);
  const read = await readKeysetRows(tx, source, sortColumn(input.kind, input.sort), input.cursor, input.limit);
  let rows = read.rows.map(spec.toRow);
  let withheldByDailyLimit: number | undefined;
  if (input.kind === 'contacts') {
    let contacts = await applyDoNotContact(tx, input.ctx.companyId, rows as ContactTableRow[]);
    if (input.views) {
      const viewed = await applyDailyViews(tx, {
        companyId: input.ctx.companyId,
        now: input.ctx.now,
        ...input.views,
        rows: contacts,
      });
      contacts = viewed.rows;
      withheldByDailyLimit = viewed.withheld;
    }
    rows = contacts;
  }
  const first = !input.cursor && !input.skipTotals;
  const since = input.ctx.since;
  return {
    rows,
    nextCursor: read.nextCursor,
    total: first ? await countRows(tx, source) : null,
    ...(since
      ? { newCount: first ? await countRows(tx, source, spec.isNew({ ...input.ctx, since }, input.filter)) : null }
      : {}),
    ...(withheldByDailyLimit !== undefined ? { withheldByDailyLimit } : {}),
  };
}

/** How many rows match a view, and how many of them are new since `since`. */
export async function countTable(
  tx: Tx,
  input: Pick<TablePageInput, 'kind' | 'filter' | 'ctx'>,
): Promise<{ total: number; newCount: number | null }> {
  const spec = TABLE_SPECS[input.kind];
  const source = tableSource(spec, input.filter, input.ctx);
  const since = input.ctx.since;
  return {
    total: await countRows(tx, source),
    newCount: since ? await countRows(tx, source, spec.isNew({ ...input.ctx, since }, input.filter)) : null,
  };
}
