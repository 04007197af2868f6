import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import { LIST_MSG, OUTREACH_LIST_KEY, OUTREACH_LIST_NAME, type ListDto, type ListVisibility } from '#domain/lists';
import type { CompanyRole } from '#domain/roles';
import type { TableKind } from '#domain/table-columns';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { listItems, lists } from '../../db/schema/lists';
import { AppError } from '../../errors';

// Every function runs inside withTenant (row-level security) and also filters on companyId.

export type ListRow = typeof lists.$inferSelect;
export type Viewer = { companyId: string; userId: string; role: CompanyRole };

/** A team list, or the viewer's own private one. */
const visibleTo = (viewer: Viewer) =>
  and(eq(lists.companyId, viewer.companyId), or(eq(lists.visibility, 'team'), eq(lists.ownerId, viewer.userId)));

/** Whether the viewer may rename, share or delete the list (never the outreach list). */
export const canEditList = (list: ListRow, viewer: Viewer) =>
  !list.systemKey && (list.ownerId === viewer.userId || viewer.role === 'owner' || viewer.role === 'admin');

function toDto(list: ListRow, extra: { itemCount: number; ownerEmail: string | null }, viewer: Viewer): ListDto {
  return {
    id: list.id,
    name: list.name,
    kind: list.kind as TableKind,
    visibility: list.visibility as ListVisibility,
    systemKey: list.systemKey,
    ownerId: list.ownerId,
    ownerEmail: extra.ownerEmail,
    itemCount: extra.itemCount,
    createdAt: list.createdAt.toISOString(),
    updatedAt: list.updatedAt.toISOString(),
    canEdit: canEditList(list, viewer),
  };
}

/** The lists the viewer sees (the outreach list first, then by name), optionally of one kind, with their sizes. */
export async function listLists(tx: Tx, viewer: Viewer, kind?: TableKind): Promise<ListDto[]> {
  const rows = await tx
    .select({ list: lists, ownerEmail: users.email })
    .from(lists)
    .leftJoin(users, eq(users.id, lists.ownerId))
    .where(and(visibleTo(viewer), kind ? eq(lists.kind, kind) : undefined))
    .orderBy(sql`${lists.systemKey} is null`, asc(sql`lower(${lists.name})`), asc(lists.id));
  const counts = await itemCounts(
    tx,
    viewer.companyId,
    rows.map((r) => r.list.id),
  );
  return rows.map((r) => toDto(r.list, { itemCount: counts.get(r.list.id) ?? 0, ownerEmail: r.ownerEmail }, viewer));
}

async function itemCounts(tx: Tx, companyId: string, listIds: string[]) {
  if (listIds.length === 0) return new Map<string, number>();
  const rows = await tx
    .select({ listId: listItems.listId, n: count() })
    .from(listItems)
    .where(and(eq(listItems.companyId, companyId), inArray(listItems.listId, listIds)))
    .groupBy(listItems.listId);
  return new Map(rows.map((r) => [r.listId, r.n]));
}

/** One list the viewer sees, or a 404 (another company's list, or someone else's private one). */
export async function getVisibleList(tx: Tx, viewer: Viewer, id: string): Promise<ListRow> {
  const [row] = await tx
    .select()
    .from(lists)
    .where(and(visibleTo(viewer), eq(lists.id, id)));
  if (!row) throw new AppError('NOT_FOUND', LIST_MSG.notFound);
  return row;
}

/** The list as the API returns it. */
export async function listDto(tx: Tx, viewer: Viewer, list: ListRow): Promise<ListDto> {
  const counts = await itemCounts(tx, viewer.companyId, [list.id]);
  const [owner] = list.ownerId
    ? await tx.select({ email: users.email }).from(users).where(eq(users.id, list.ownerId))
    : [];
  return toDto(list, { itemCount: counts.get(list.id) ?? 0, ownerEmail: owner?.email ?? null }, viewer);
}

export async function createList(
  tx: Tx,
  viewer: Viewer,
  input: { name: string; kind: TableKind; visibility: ListVisibility },
): Promise<ListRow> {
  const [row] = await tx
    .insert(lists)
    .values({ companyId: viewer.companyId, ownerId: viewer.userId, ...input })
    .returning();
  return row!;
}

/** Renames or re-shares a list the viewer may edit. */
export async function updateList(
  tx: Tx,
  viewer: Viewer,
  id: string,
  change: { name?: string; visibility?: ListVisibility },
  now: Date,
): Promise<ListRow> {
  const list = await getVisibleList(tx, viewer, id);
  if (list.systemKey) throw new AppError('CONFLICT', LIST_MSG.outreachFixed);
  if (!canEditList(list, viewer)) throw new AppError('FORBIDDEN', LIST_MSG.notYours);
  const [row] = await tx
    .update(lists)
    .set({ ...change, updatedAt: now })
    .where(and(eq(lists.companyId, viewer.companyId), eq(lists.id, id)))
    .returning();
  return row!;
}

/** Deletes a list the viewer may edit (its items go with it; the rows themselves stay). */
export async function deleteList(tx: Tx, viewer: Viewer, id: string) {
  const list = await getVisibleList(tx, viewer, id);
  if (list.systemKey) throw new AppError('CONFLICT', LIST_MSG.outreachFixed);
  if (!canEditList(list, viewer)) throw new AppError('FORBIDDEN', LIST_MSG.notYours);
  await tx.delete(lists).where(and(eq(lists.companyId, viewer.companyId), eq(lists.id, id)));
}

/** The company's outreach list, made on first use (shared with the team, owned by nobody). */
export async function getOutreachList(tx: Tx, companyId: string): Promise<ListRow> {
  const [existing] = await tx
    .select()
    .from(lists)
    .where(and(eq(lists.companyId, companyId), eq(lists.systemKey, OUTREACH_LIST_KEY)));
  if (existing) return existing;
  await tx
    .insert(lists)
    .values({
      companyId,
      kind: 'contacts',
      name: OUTREACH_LIST_NAME,
      visibility: 'team',
      systemKey: OUTREACH_LIST_KEY,
    })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(lists)
    .where(and(eq(lists.companyId, companyId), eq(lists.systemKey, OUTREACH_LIST_KEY)));
  return row!;
}
