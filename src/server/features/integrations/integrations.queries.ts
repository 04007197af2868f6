import { UNTESTED_KEY } from '../../providers/key-state';
import { and, eq, sql } from 'drizzle-orm';
import type { ProviderId } from '#domain/providers';
import type { Tx } from '../../db/client';
import { authAuditLog } from '../../db/schema/audit';
import { providerConnections, providerSettings } from '../../db/schema/providers';

type Who = { companyId: string; userId: string };

/** Creates or changes the company's row for a provider (key, on/off, order). */
export async function upsertConnection(
  tx: Tx,
  {
    companyId,
    userId,
    provider,
    values,
  }: Who & {
    provider: ProviderId;
    values: Partial<typeof providerConnections.$inferInsert>;
  },
) {
  await tx
    .insert(providerConnections)
    .values({ companyId, provider, updatedBy: userId, ...values })
    .onConflictDoUpdate({
      target: [providerConnections.companyId, providerConnections.provider],
      set: { ...values, updatedBy: userId, updatedAt: sql`now()` },
    });
}

/** Forgets the company's key for a provider (its on/off and order stay). */
export async function clearKey(tx: Tx, { companyId, userId, provider }: Who & { provider: ProviderId }) {
  const removed = await tx
    .update(providerConnections)
    .set({
      encryptedKey: null,
      keyLast4: null,
      ...UNTESTED_KEY,
      updatedBy: userId,
      updatedAt: sql`now()`,
    })
    .where(and(eq(providerConnections.companyId, companyId), eq(providerConnections.provider, provider)))
    .returning({ id: providerConnections.id });
  return removed.length > 0;
}

export async function saveMonthlyCap(
  tx: Tx,
  { companyId, monthlyCallCap }: { companyId: string; monthlyCallCap: number },
) {
  await tx
    .insert(providerSettings)
    .values({ companyId, monthlyCallCap })
    .onConflictDoUpdate({
      target: providerSettings.companyId,
      set: { monthlyCallCap, updatedAt: sql`now()` },
    });
}

/** Who changed which provider setting, and when (shown with the company's audit on the Security page). */
export async function auditIntegration(
  tx: Tx,
  {
    companyId,
    userId,
    email,
    action,
    provider,
    detail,
  }: Who & {
    email: string;
    action: string;
    provider?: ProviderId;
    detail?: object;
  },
) {
  await tx.insert(authAuditLog).values({
    identifier: email,
    operationType: `integration_${action}`,
    success: true,
    userId,
    details: { companyId, ...(provider && { provider }), ...detail },
  });
}
