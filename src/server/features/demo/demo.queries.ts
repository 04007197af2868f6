import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { analysisSessions } from '../../db/schema/workflow';

/**
 * Items the demo page creates are analysis sessions with status 'demo': they show in the demo
 * list but never become anyone's AI configuration (which is their latest 'configured' one).
 */
export const DEMO_STATUS = 'demo';
const LIST_LIMIT = 200;

const columns = {
  id: analysisSessions.id,
  productName: analysisSessions.productName,
  status: analysisSessions.status,
  userId: analysisSessions.userId,
  createdAt: analysisSessions.createdAt,
};
const withOwner = { ...columns, ownerEmail: users.email, ownerName: users.name };

/** The company's analysis sessions, newest first, each with whose it is. */
export function listDemoSessions(tx: Tx, { companyId }: { companyId: string }) {
  return tx
    .select(withOwner)
    .from(analysisSessions)
    .innerJoin(users, eq(users.id, analysisSessions.userId))
    .where(eq(analysisSessions.companyId, companyId))
    .orderBy(desc(analysisSessions.createdAt), desc(analysisSessions.id))
    .limit(LIST_LIMIT);
}

export async function createDemoSession(tx: Tx, { companyId, userId, name }: { companyId: string; userId: string; name: string }) {
  const [row] = await tx
    .insert(analysisSessions)
    .values({ companyId, userId, productName: name, productDescription: 'Created from the demo page', targetMarket: 'Demo', status: DEMO_STATUS })
    .returning(columns);
  return row!;
}

/** Whose session this is in the company: 'mine', 'other' (a teammate's) or null (not found). */
export async function sessionOwnership(tx: Tx, { companyId, userId, id }: { companyId: string; userId: string; id: string }) {
  const [row] = await tx
    .select({ userId: analysisSessions.userId })
    .from(analysisSessions)
    .where(and(eq(analysisSessions.id, id), eq(analysisSessions.companyId, companyId)));
  if (!row) return null;
  return row.userId === userId ? 'mine' : 'other';
}

/** Renames one of the user's own sessions (null when it is not theirs). */
export async function renameDemoSession(tx: Tx, { companyId, userId, id, name }: { companyId: string; userId: string; id: string; name: string }) {
  const [row] = await tx
    .update(analysisSessions)
    .set({ productName: name, updatedAt: new Date() })
    .where(and(eq(analysisSessions.id, id), eq(analysisSessions.companyId, companyId), eq(analysisSessions.userId, userId)))
    .returning(columns);
  return row ?? null;
}

/** Deletes one of the user's own sessions; false when it is not theirs. */
export async function deleteDemoSession(tx: Tx, { companyId, userId, id }: { companyId: string; userId: string; id: string }) {
  const rows = await tx
    .delete(analysisSessions)
    .where(and(eq(analysisSessions.id, id), eq(analysisSessions.companyId, companyId), eq(analysisSessions.userId, userId)))
    .returning({ id: analysisSessions.id });
  return rows.length > 0;
}
