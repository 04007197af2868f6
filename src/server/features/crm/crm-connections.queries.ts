import { and, eq, sql } from 'drizzle-orm';
import type { CrmId } from '#domain/crm';
import type { Tx } from '../../db/client';
import { authAuditLog } from '../../db/schema/audit';
import { crmConnections, crmRecords } from '../../db/schema/crm';

export type CrmConnectionRow = typeof crmConnections.$inferSelect;

export async function getConnection(tx: Tx, companyId: string, crm: CrmId): Promise<CrmConnectionRow | null> {
  const [row] = await tx
    .select()
    .from(crmConnections)
    .where(and(eq(crmConnections.companyId, companyId), eq(crmConnections.crm, crm)));
  return row ?? null;
}

export async function listConnections(tx: Tx, companyId: string) {
  return tx.select().from(crmConnections).where(eq(crmConnections.companyId, companyId));
}

/** Creates or changes the company's row for a CRM. */
export async function upsertCrmConnection(
  tx: Tx,
  {
    companyId,
    userId,
    crm,
    values,
  }: { companyId: string; userId: string | null; crm: CrmId; values: Partial<typeof crmConnections.$inferInsert> },
) {
  await tx
    .insert(crmConnections)
    .values({ companyId, crm, updatedBy: userId, ...values })
    .onConflictDoUpdate({
      target: [crmConnections.companyId, crmConnections.crm],
      set: { ...values, ...(userId && { updatedBy: userId }), updatedAt: sql`now()` },
    });
}

/** A rotated secret in place of the old one (only while the CRM is still connected). */
export async function replaceCrmSecret(
  tx: Tx,
  {
    companyId,
    crm,
    encryptedToken,
    tokenLast4,
  }: { companyId: string; crm: CrmId; encryptedToken: string; tokenLast4: string },
) {
  await tx
    .update(crmConnections)
    .set({ encryptedToken, tokenLast4, updatedAt: sql`now()` })
    .where(
      and(
        eq(crmConnections.companyId, companyId),
        eq(crmConnections.crm, crm),
        sql`${crmConnections.encryptedToken} is not null`,
      ),
    );
}

/** Records pulled from the CRM, by kind. */
export async function pulledCounts(tx: Tx, companyId: string) {
  const rows = await tx
    .select({ crm: crmRecords.crm, kind: crmRecords.kind, count: sql<number>`count(*)::int` })
    .from(crmRecords)
    .where(eq(crmRecords.companyId, companyId))
    .groupBy(crmRecords.crm, crmRecords.kind);
  return rows;
}

/** Forgets a disconnected CRM: the token, what was pulled and the sync state (links to sent records stay). */
export async function disconnect(tx: Tx, companyId: string, crm: CrmId) {
  const removed = await tx
    .update(crmConnections)
    .set({
      encryptedToken: null,
      tokenLast4: null,
      accountLabel: null,
      accountId: null,
      syncCursor: null,
      lastSyncAt: null,
      lastSyncRecords: null,
      lastSyncError: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(crmConnections.companyId, companyId), eq(crmConnections.crm, crm)))
    .returning({ id: crmConnections.id });
  await tx.delete(crmRecords).where(and(eq(crmRecords.companyId, companyId), eq(crmRecords.crm, crm)));
  return removed.length > 0;
}

/** Who changed which CRM setting, and when (the company's audit on the Security page). */
export async function auditCrm(
  tx: Tx,
  {
    companyId,
    userId,
    email,
    action,
    crm,
    detail,
  }: { companyId: string; userId: string; email: string; action: string; crm: CrmId; detail?: object },
) {
  await tx.insert(authAuditLog).values({
    identifier: email,
    operationType: `integration_crm_${action}`,
    success: true,
    userId,
    details: { companyId, crm, ...detail },
  });
}

/** A change no user made (a refresh token rotated by the CRM during a sync or a push), in the same audit trail. */
export async function auditCrmSystem(
  tx: Tx,
  { companyId, crm, action }: { companyId: string; crm: CrmId; action: string },
) {
  await tx.insert(authAuditLog).values({
    identifier: 'system',
    identifierType: 'system',
    operationType: `integration_crm_${action}`,
    success: true,
    details: { companyId, crm },
  });
}
