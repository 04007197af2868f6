import { and, eq, inArray } from 'drizzle-orm';
import { organizationKey } from '#domain/people/person-keys';
import type { Tx } from '../../db/client';
import { targetOrganizations } from '../../db/schema/workflow';
import { suppressedFlags } from '../privacy/suppression.queries';
import { contactDto, type ContactRow } from './contacts.queries';

/** The organization key (site host, else name) of each organization, for name-based do-not-contact entries. */
export async function organizationKeys(
  tx: Tx,
  { companyId, organizationIds }: { companyId: string; organizationIds: string[] },
) {
  const ids = [...new Set(organizationIds)];
  if (ids.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ id: targetOrganizations.id, name: targetOrganizations.name, website: targetOrganizations.website })
    .from(targetOrganizations)
    .where(and(eq(targetOrganizations.companyId, companyId), inArray(targetOrganizations.id, ids)));
  return new Map(rows.map((r) => [r.id, organizationKey(r)]));
}

/** For each contact, whether the company's do-not-contact list covers them. */
export async function doNotContactFlags(
  tx: Tx,
  {
    companyId,
    rows,
  }: { companyId: string; rows: Pick<ContactRow, 'organizationId' | 'email' | 'linkedinUrl' | 'name'>[] },
) {
  const keys = await organizationKeys(tx, { companyId, organizationIds: rows.map((r) => r.organizationId) });
  return suppressedFlags(tx, { companyId, people: rows, orgKeyOf: (i) => keys.get(rows[i]!.organizationId) ?? null });
}

/** Contacts as the API returns them, with the do-not-contact list applied on the server. */
export async function contactViews(tx: Tx, { companyId, rows }: { companyId: string; rows: ContactRow[] }) {
  const flags = await doNotContactFlags(tx, { companyId, rows });
  return rows.map((row, i) => contactDto(row, { doNotContact: flags[i] }));
}
