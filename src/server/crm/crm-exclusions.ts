import { and, eq, gt, ilike, or } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { crmConnections, crmRecords } from '../db/schema/crm';

/**
 * What targeting and discovery learn from the CRM pull: every company domain the CRM holds (discovery does not
 * bring them back as new), and those it leaves out of an analysis: customers (a lifecycle stage or account type
 * naming a customer) and companies with open deals, when the connection's setting is on (the default).
 */
export async function crmTargetingFilter(tx: Tx, companyId: string) {
  const known = await tx
    .selectDistinct({ domain: crmRecords.domain })
    .from(crmRecords)
    .where(and(eq(crmRecords.companyId, companyId), eq(crmRecords.kind, 'company')));
  const excluded = await tx
    .selectDistinct({ domain: crmRecords.domain })
    .from(crmRecords)
    .innerJoin(
      crmConnections,
      and(eq(crmConnections.companyId, crmRecords.companyId), eq(crmConnections.crm, crmRecords.crm)),
    )
    .where(
      and(
        eq(crmRecords.companyId, companyId),
        eq(crmRecords.kind, 'company'),
        eq(crmConnections.excludeCustomers, true),
        or(ilike(crmRecords.stage, '%customer%'), gt(crmRecords.openDeals, 0)),
      ),
    );
  const domains = (rows: { domain: string | null }[]) => new Set(rows.flatMap((r) => (r.domain ? [r.domain] : [])));
  return { known: domains(known), excluded: domains(excluded) };
}
