import { matchesSolution } from '#domain/contacts';
import { organizationKey } from '#domain/people/person-keys';
import type { RecommendedSolution } from '#domain/workflow';
import type { OrganizationRecord } from '../../ai/engine';
import type { Tx } from '../../db/client';
import { listOrgContacts } from '../contacts/contacts.queries';
import { suppressedFlags } from '../privacy/suppression.queries';

/**
 * The contact a pitch is addressed to: the best-fit unexpired contact found for the solution, else the
 * organization's best-fit contact; never one on the do-not-contact list. Null when none is known.
 */
export async function pitchRecipient(
  tx: Tx,
  {
    companyId,
    org,
    solution,
    now,
  }: { companyId: string; org: OrganizationRecord; solution: RecommendedSolution; now: Date },
): Promise<{ name: string; title: string | null } | null> {
  const rows = await listOrgContacts(tx, { companyId, organizationId: org.id, now, sort: 'fit' });
  if (rows.length === 0) return null;
  const orgKey = organizationKey(org);
  const flags = await suppressedFlags(tx, { companyId, people: rows, orgKeyOf: () => orgKey });
  const allowed = rows.filter((_, i) => !flags[i]);
  const best = allowed.find((c) => matchesSolution(c, solution)) ?? allowed[0];
  return best ? { name: best.name, title: best.title } : null;
}
