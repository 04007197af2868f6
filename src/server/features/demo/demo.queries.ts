import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { analysisSessions } from '../../db/schema/workflow';

/**
 * Items the demo page creates are analysis sessions with status 'demo': they show in the demo
 * list but never become the company's AI configuration (which is the latest 'configured' one).
 */
export const DEMO_STATUS = 'demo';
const LIST_LIMIT = 200;

const columns = { id: analysisSessions.id, productName: analysisSessions.productName, status: analysisSessions.status, userId: analysisSessions.userId, createdAt: analysisSessions.createdAt };

/** The company's analysis sessions, newest first. */
export function listDemoSessions(tx: Tx, { companyId }: { companyId: string }) {
  return tx.select(columns).from(analysisSessions).where(eq(analysisSessions.companyId, companyId)).orderBy(desc(analysisSessions.createdAt), desc(analysisSessions.id)).limit(LIST_LIMIT);
}

export async function createDemoSession(tx: Tx, { companyId, userId, name }: { companyId: string; userId: string; name: string }) {
  const [row] = await tx
    .insert(analysisSessions)
    .values({ companyId, userId, productName: name, productDescription: 'Created from the demo page', targetMarket: 'Demo', status: DEMO_STATUS })
    .returning(columns);
  return row!;
}

export async function renameDemoSession(tx: Tx, { companyId, id, name }: { companyId: string; id: string; name: string }) {
  const [row] = await tx
    .update(analysisSessions)
    .set({ productName: name, updatedAt: new Date() })
    .where(and(eq(analysisSessions.id, id), eq(analysisSessions.companyId, companyId)))
    .returning(columns);
  return row ?? null;
}

export async function deleteDemoSession(tx: Tx, { companyId, id }: { companyId: string; id: string }) {
  const rows = await tx
    .delete(analysisSessions)
    .where(and(eq(analysisSessions.id, id), eq(analysisSessions.companyId, companyId)))
    .returning({ id: analysisSessions.id });
  return rows.length > 0;
}
