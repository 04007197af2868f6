import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { CrmId } from '#domain/crm';
import type { PulledRecord } from '../../crm/crm-adapter';
import type { Tx } from '../../db/client';
import { crmRecords } from '../../db/schema/crm';

type Scope = { companyId: string; crm: CrmId; kind: 'company' | 'contact' };

/** Stores a page of pulled records (the newest values win). */
export async function upsertPulled(tx: Tx, scope: Scope, records: PulledRecord[], at: Date) {
  if (records.length === 0) return;
  await tx
    .insert(crmRecords)
    .values(records.map((r) => ({ ...scope, ...r, pulledAt: at })))
    .onConflictDoUpdate({
      target: [crmRecords.companyId, crmRecords.crm, crmRecords.kind, crmRecords.crmId],
      set: {
        name: sql`excluded.name`,
        domain: sql`excluded.domain`,
        email: sql`excluded.email`,
        ownerName: sql`excluded.owner_name`,
        stage: sql`excluded.stage`,
        openDeals: sql`excluded.open_deals`,
        url: sql`excluded.url`,
        pulledAt: sql`excluded.pulled_at`,
      },
    });
}

/** After a full pull: what it did not see is gone from the CRM. */
export async function deleteNotSeenSince(tx: Tx, scope: Scope, at: Date) {
  const gone = await tx
    .delete(crmRecords)
    .where(
      and(
        eq(crmRecords.companyId, scope.companyId),
        eq(crmRecords.crm, scope.crm),
        eq(crmRecords.kind, scope.kind),
        lt(crmRecords.pulledAt, at),
      ),
    )
    .returning({ id: crmRecords.crmId });
  return gone.length;
}

export async function deletePulled(tx: Tx, scope: Scope, crmIds: string[]) {
  if (crmIds.length === 0) return 0;
  const gone = await tx
    .delete(crmRecords)
    .where(
      and(
        eq(crmRecords.companyId, scope.companyId),
        eq(crmRecords.crm, scope.crm),
        eq(crmRecords.kind, scope.kind),
        inArray(crmRecords.crmId, crmIds),
      ),
    )
    .returning({ id: crmRecords.crmId });
  return gone.length;
}
