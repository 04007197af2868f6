import { and, desc, eq } from 'drizzle-orm';
import { DEFAULT_TARGET_GOOD_CONTACTS } from '#domain/people/discovery-settings';
import type { Tx } from '../../db/client';
import { contactDiscoveryRuns, contactDiscoverySettings } from '../../db/schema/people';

/** The company's Contact Discovery target (Good fit or better contacts per organization); 10 unless changed. */
export async function getDiscoverySettings(tx: Tx, { companyId }: { companyId: string }) {
  const [row] = await tx
    .select()
    .from(contactDiscoverySettings)
    .where(eq(contactDiscoverySettings.companyId, companyId));
  return { targetGoodContacts: row?.targetGoodContacts ?? DEFAULT_TARGET_GOOD_CONTACTS };
}

export async function saveDiscoverySettings(
  tx: Tx,
  { companyId, userId, targetGoodContacts }: { companyId: string; userId: string; targetGoodContacts: number },
) {
  await tx
    .insert(contactDiscoverySettings)
    .values({ companyId, targetGoodContacts, updatedBy: userId })
    .onConflictDoUpdate({
      target: contactDiscoverySettings.companyId,
      set: { targetGoodContacts, updatedBy: userId, updatedAt: new Date() },
    });
  return { targetGoodContacts };
}

/** The organization's most recent discovery run (its trail), or null. */
export async function latestDiscoveryRun(
  tx: Tx,
  { companyId, organizationId }: { companyId: string; organizationId: string },
) {
  const [row] = await tx
    .select()
    .from(contactDiscoveryRuns)
    .where(and(eq(contactDiscoveryRuns.companyId, companyId), eq(contactDiscoveryRuns.organizationId, organizationId)))
    .orderBy(desc(contactDiscoveryRuns.createdAt))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    solutionProduct: row.solutionProduct,
    targetGoodContacts: row.targetGoodContacts,
    steps: row.steps,
    newCount: row.newCount,
    summary: row.summary,
    charged: row.charged > 0,
  };
}
