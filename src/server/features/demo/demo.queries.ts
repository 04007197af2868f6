import { and, count, eq } from 'drizzle-orm';
import type { CursorPageQuery } from '#domain/pagination';
import type { Tx } from '../../db/client';
import { afterCursor, keyColumns, keyOrder, toPage, type KeyPart } from '../../db/keyset';
import { users } from '../../db/schema/auth';
import { analysisSessions } from '../../db/schema/workflow';

/**
 * Items the demo page creates are analysis sessions with status 'demo': they show in the demo
 * list but never become anyone's AI configuration (which is their latest 'configured' one).
 */
export const DEMO_STATUS = 'demo';
// Newest first; the id breaks ties so pages never repeat or skip a session.
const SESSION_KEY: KeyPart[] = [
  { column: analysisSessions.createdAt, direction: 'desc', kind: 'timestamp' },
  { column: analysisSessions.id, direction: 'desc', kind: 'uuid' },
];

const columns = {
  id: analysisSessions.id,
  productName: analysisSessions.productName,
  status: analysisSessions.status,
  userId: analysisSessions.userId,
  createdAt: analysisSessions.createdAt,
};
const withOwner = { ...columns, ownerEmail: users.email, ownerName: users.name };

/** The company's analysis sessions, newest first, each with whose it is, a page at a time (`nextCursor`), and the total. */
export async function listDemoSessions(tx: Tx, { companyId, cursor, limit }: { companyId: string } & CursorPageQuery) {
  const where = eq(analysisSessions.companyId, companyId);
  const rows = await tx
    .select({ ...withOwner, ...keyColumns(SESSION_KEY) })
    .from(analysisSessions)
    .innerJoin(users, eq(users.id, analysisSessions.userId))
    .where(and(where, afterCursor(SESSION_KEY, cursor)))
    .orderBy(...keyOrder(SESSION_KEY))
    .limit(limit + 1);
  const [counted] = await tx
    .select({ n: count() })
    .from(analysisSessions)
    .innerJoin(users, eq(users.id, analysisSessions.userId))
    .where(where);
  const page = toPage(rows, SESSION_KEY, limit);
  return { sessions: page.items, total: counted?.n ?? 0, nextCursor: page.nextCursor };
}

export async function createDemoSession(
  tx: Tx,
  { companyId, userId, name }: { companyId: string; userId: string; name: string },
) {
  const [row] = await tx
    .insert(analysisSessions)
    .values({
      companyId,
      userId,
      productName: name,
      productDescription: 'Created from the demo page',
      targetMarket: 'Demo',
      status: DEMO_STATUS,
    })
    .returning(columns);
  return row!;
}

/** Whose session this is in the company: 'mine', 'other' (a teammate's) or null (not found). */
export async function sessionOwnership(
  tx: Tx,
  { companyId, userId, id }: { companyId: string; userId: string; id: string },
) {
  const [row] = await tx
    .select({ userId: analysisSessions.userId })
    .from(analysisSessions)
    .where(and(eq(analysisSessions.id, id), eq(analysisSessions.companyId, companyId)));
  if (!row) return null;
  return row.userId === userId ? 'mine' : 'other';
}

/** Renames one of the user's own sessions (null when it is not theirs). */
export async function renameDemoSession(
  tx: Tx,
  { companyId, userId, id, name }: { companyId: string; userId: string; id: string; name: string },
) {
  const [row] = await tx
    .update(analysisSessions)
    .set({ productName: name, updatedAt: new Date() })
    .where(
      and(eq(analysisSessions.id, id), eq(analysisSessions.companyId, companyId), eq(analysisSessions.userId, userId)),
    )
    .returning(columns);
  return row ?? null;
}

/** Deletes one of the user's own sessions; false when it is not theirs. */
export async function deleteDemoSession(
  tx: Tx,
  { companyId, userId, id }: { companyId: string; userId: string; id: string },
) {
  const rows = await tx
    .delete(analysisSessions)
    .where(
      and(eq(analysisSessions.id, id), eq(analysisSessions.companyId, companyId), eq(analysisSessions.userId, userId)),
    )
    .returning({ id: analysisSessions.id });
  return rows.length > 0;
}
