import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { LIST_MSG, type ListVisibility, type SavedSearchDto } from '#domain/lists';
import type { TableKind } from '#domain/table-columns';
import type { TableFilter, TableSort } from '#domain/table-query';
import type { Tx } from '../../db/client';
import { savedSearches } from '../../db/schema/lists';
import { analysisSessions } from '../../db/schema/workflow';
import { AppError } from '../../errors';
import type { Viewer } from './lists.queries';

type SearchRow = typeof savedSearches.$inferSelect;

const visibleTo = (viewer: Viewer) =>
  and(
    eq(savedSearches.companyId, viewer.companyId),
    or(eq(savedSearches.visibility, 'team'), eq(savedSearches.ownerId, viewer.userId)),
  );

const canEdit = (row: SearchRow, viewer: Viewer) =>
  row.ownerId === viewer.userId || viewer.role === 'owner' || viewer.role === 'admin';

const toDto = (row: SearchRow, viewer: Viewer): SavedSearchDto => ({
  id: row.id,
  name: row.name,
  kind: row.kind as TableKind,
  filter: row.filter,
  sort: row.sort ?? null,
  columns: row.columns ?? null,
  visibility: row.visibility as ListVisibility,
  ownerId: row.ownerId,
  configuration: row.configuration ?? null,
  lastRunAt: row.lastRunAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  canEdit: canEdit(row, viewer),
});

export async function listSavedSearches(tx: Tx, viewer: Viewer, kind?: TableKind) {
  const rows = await tx
    .select()
    .from(savedSearches)
    .where(and(visibleTo(viewer), kind ? eq(savedSearches.kind, kind) : undefined))
    .orderBy(asc(sql`lower(${savedSearches.name})`), asc(savedSearches.id));
  return rows.map((row) => toDto(row, viewer));
}

async function getVisible(tx: Tx, viewer: Viewer, id: string) {
  const [row] = await tx
    .select()
    .from(savedSearches)
    .where(and(visibleTo(viewer), eq(savedSearches.id, id)));
  if (!row) throw new AppError('NOT_FOUND', LIST_MSG.searchNotFound);
  return row;
}

/** Saves a table's filters, sort and columns with the caller's AI configuration (product and target market). */
export async function createSavedSearch(
  tx: Tx,
  viewer: Viewer,
  input: {
    name: string;
    kind: TableKind;
    filter: TableFilter;
    sort?: TableSort;
    columns?: string[];
    visibility: ListVisibility;
  },
) {
  const [config] = await tx
    .select({ productName: analysisSessions.productName, targetMarket: analysisSessions.targetMarket })
    .from(analysisSessions)
    .where(and(eq(analysisSessions.companyId, viewer.companyId), eq(analysisSessions.userId, viewer.userId)))
    .orderBy(desc(analysisSessions.updatedAt))
    .limit(1);
  const [row] = await tx
    .insert(savedSearches)
    .values({
      companyId: viewer.companyId,
      ownerId: viewer.userId,
      name: input.name,
      kind: input.kind,
      filter: input.filter,
      sort: input.sort ?? null,
      columns: input.columns ?? null,
      visibility: input.visibility,
      configuration: config ?? null,
    })
    .returning();
  return toDto(row!, viewer);
}

export async function updateSavedSearch(
  tx: Tx,
  viewer: Viewer,
  id: string,
  change: { name?: string; visibility?: ListVisibility },
  now: Date,
) {
  const row = await getVisible(tx, viewer, id);
  if (!canEdit(row, viewer)) throw new AppError('FORBIDDEN', LIST_MSG.notYours);
  const [updated] = await tx
    .update(savedSearches)
    .set({ ...change, updatedAt: now })
    .where(and(eq(savedSearches.companyId, viewer.companyId), eq(savedSearches.id, id)))
    .returning();
  return toDto(updated!, viewer);
}

export async function deleteSavedSearch(tx: Tx, viewer: Viewer, id: string) {
  const row = await getVisible(tx, viewer, id);
  if (!canEdit(row, viewer)) throw new AppError('FORBIDDEN', LIST_MSG.notYours);
  await tx.delete(savedSearches).where(and(eq(savedSearches.companyId, viewer.companyId), eq(savedSearches.id, id)));
}

/**
 * Re-runs a saved search: answers its filters with `since`, the previous run (rows created after it are new), and
 * records this run. The first run has no `since`.
 */
export async function runSavedSearch(tx: Tx, viewer: Viewer, id: string, now: Date) {
  const row = await getVisible(tx, viewer, id);
  const [updated] = await tx
    .update(savedSearches)
    .set({ lastRunAt: now })
    .where(and(eq(savedSearches.companyId, viewer.companyId), eq(savedSearches.id, id)))
    .returning();
  return { search: toDto(updated!, viewer), since: row.lastRunAt?.toISOString() ?? null };
}
