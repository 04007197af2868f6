import { and, eq, inArray } from 'drizzle-orm';
import { CRM_LABELS, type CrmBadge, type CrmBadgesDto, type CrmId } from '#domain/crm';
import type { Deps } from '../../context';
import { crmRecords } from '../../db/schema/crm';
import { withTenant } from '../../db/tenant';
import { normalizeDomain } from '../../crm/crm-domain';

const split = (value: string | undefined) =>
  [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((v) => v.trim().toLowerCase())
        .filter(Boolean),
    ),
  ].slice(0, 500);

/** "In HubSpot · Customer · owner Dana" for the organizations (by domain) and people (by e-mail) on a screen. */
export async function crmBadges(
  deps: Deps,
  companyId: string,
  query: { domains?: string; emails?: string },
): Promise<CrmBadgesDto> {
  const domains = split(query.domains).map((d) => normalizeDomain(d) ?? d);
  const emails = split(query.emails);
  return withTenant(deps.database.db, companyId, async (tx) => {
    const badge = (r: typeof crmRecords.$inferSelect): CrmBadge => ({
      crm: r.crm as CrmId,
      label: CRM_LABELS[r.crm as CrmId] ?? r.crm,
      stage: r.stage,
      owner: r.ownerName,
      url: r.url,
    });
    const out: CrmBadgesDto = { domains: {}, emails: {} };
    if (domains.length > 0) {
      const rows = await tx
        .select()
        .from(crmRecords)
        .where(
          and(eq(crmRecords.companyId, companyId), eq(crmRecords.kind, 'company'), inArray(crmRecords.domain, domains)),
        );
      for (const r of rows) if (r.domain && !out.domains[r.domain]) out.domains[r.domain] = badge(r);
    }
    if (emails.length > 0) {
      const rows = await tx
        .select()
        .from(crmRecords)
        .where(
          and(eq(crmRecords.companyId, companyId), eq(crmRecords.kind, 'contact'), inArray(crmRecords.email, emails)),
        );
      for (const r of rows) if (r.email && !out.emails[r.email]) out.emails[r.email] = badge(r);
    }
    return out;
  });
}
