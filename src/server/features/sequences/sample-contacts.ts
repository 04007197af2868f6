import { and, desc, eq, gt, ilike } from 'drizzle-orm';
import type { Deps } from '../../context';
import { discoveredContacts, targetOrganizations } from '../../db/schema/workflow';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { findSequenceContacts, templateValues } from './contact-fields';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The sequence editor's contact picker: up to 20 of the company's live contacts, newest first, by name. */
export async function sampleContacts(deps: Deps, companyId: string, q: string) {
  return withTenant(deps.database.db, companyId, (tx) =>
    tx
      .select({
        id: discoveredContacts.id,
        name: discoveredContacts.name,
        title: discoveredContacts.title,
        organizationName: targetOrganizations.name,
      })
      .from(discoveredContacts)
      .innerJoin(targetOrganizations, eq(targetOrganizations.id, discoveredContacts.organizationId))
      .where(
        and(
          eq(discoveredContacts.companyId, companyId),
          gt(discoveredContacts.dataExpiresAt, deps.clock.now()),
          ...(q ? [ilike(discoveredContacts.name, `%${escapeLike(q)}%`)] : []),
        ),
      )
      .orderBy(desc(discoveredContacts.createdAt))
      .limit(20),
  );
}

/** One contact's template fields (for the editor's live preview), as a send would fill them for `solutionName`. */
export async function sampleValues(deps: Deps, companyId: string, contactId: string, solutionName: string | null) {
  return withTenant(deps.database.db, companyId, async (tx) => {
    const [contact] = await findSequenceContacts(tx, { companyId, ids: [contactId], now: deps.clock.now() });
    if (!contact) throw new AppError('NOT_FOUND', 'Contact not found');
    return { name: contact.name, values: await templateValues(tx, { companyId, contact, solutionName }) };
  });
}
