import { defaultSort, type TableSelection, type TableSort } from '#domain/table-query';
import type { ContactTableRow, TableRow } from '#domain/table-rows';
import type { Db } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { contactPitches, type ContactPitch } from '../pitches/pitch-drafts.queries';
import { selectionSource, type SelectionContext } from '../lists/resolve-selection';
import { applyDoNotContact } from '../tables/contact-rows';
import { readKeysetRows } from '../tables/table-keyset';
import { sortColumn, TABLE_SPECS } from '../tables/table-page';

export const EXPORT_BATCH = 1000;

/** A contact as exported: its row and the pitch it would be sent (issue 22), when it has one. */
export type ExportedContactRow = ContactTableRow & { pitch?: ContactPitch };

/**
 * Every row of a selection in the table's order, a batch at a time, each batch read in its own tenant transaction
 * (an export of 100,000 rows holds neither memory nor PGlite's one connection). People on the do-not-contact list
 * are never exported; an invalid e-mail is left blank (its status says why). Each contact carries its pitch for
 * `pitchSolution` (contactPitches says which one).
 */
export async function* exportRows(
  db: Db,
  input: { selection: TableSelection; sort?: TableSort; ctx: SelectionContext; pitchSolution?: string },
): AsyncGenerator<TableRow[]> {
  const { selection, ctx } = input;
  const spec = TABLE_SPECS[selection.kind];
  const onList = 'filter' in selection && Boolean(selection.filter.list);
  const sort = sortColumn(selection.kind, input.sort ?? defaultSort(selection.kind, { list: onList }));
  let cursor: string | undefined;
  for (;;) {
    const { rows, nextCursor } = await withTenant(db, ctx.companyId, async (tx) => {
      const source = await selectionSource(tx, selection, ctx);
      const read = await readKeysetRows(tx, source, sort, cursor, EXPORT_BATCH);
      let batch = read.rows.map(spec.toRow);
      if (selection.kind === 'contacts') {
        const contacts = (await applyDoNotContact(tx, ctx.companyId, batch as ContactTableRow[])).filter(
          (r) => !r.doNotContact,
        );
        const contactIds = contacts.map((r) => r.id);
        const pitches = await contactPitches(tx, {
          companyId: ctx.companyId,
          contactIds,
          solution: input.pitchSolution,
        });
        batch = contacts.map<ExportedContactRow>((r) => ({ ...r, pitch: pitches.get(r.id) }));
      }
      return { rows: batch, nextCursor: read.nextCursor };
    });
    if (rows.length) yield rows;
    if (!nextCursor) return;
    cursor = nextCursor;
  }
}
