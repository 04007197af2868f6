import { and, eq, inArray, sql } from 'drizzle-orm';
import { nameKey, normalizeEmailKey, organizationKey } from '#domain/people/person-keys';
import { addressDomain } from '#domain/people/email-syntax';
import type { Deps } from '../../context';
import type { Tx } from '../../db/client';
import { importedContacts } from '../../db/schema/accounts-import';
import { listItems, lists } from '../../db/schema/lists';
import { OUTREACH_LIST_KEY } from '#domain/lists';
import { aiJobs } from '../../db/schema/jobs';
import { impersonationActions } from '../../db/schema/platform';
import { contactAccessLogs, discoveredContacts, targetOrganizations } from '../../db/schema/workflow';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { forgetCachedProviderAnswers } from './erasure-provider-cache';
import { matchPersonRecords, type PersonRecord } from './erasure-match';
import { erasureKeys, providerRecordKey, subjectHash } from './subject-keys';
import { addErasureEntries } from './suppression.queries';

export type ErasureSubject = { contactId: string } | { email: string };
export type ErasureReport = { contacts: number; importedContacts: number; outreachEntries: number; accessLogs: number };

const keysOf = (...values: (string | null | undefined)[]) => [
  ...new Set(values.filter((v): v is string => Boolean(v))),
];

/** Every contact and imported contact of the company, as records the matcher compares. */
/** The `provider:id` keys of the provider records a contact's fields and profile sections came from. */
function providerRecordKeys(contact: Pick<typeof discoveredContacts.$inferSelect, 'fieldSources' | 'profileSources'>) {
  const sources = [
    ...Object.values(contact.fieldSources ?? {}),
    ...Object.values(contact.profileSources ?? {}).flatMap((list) => list ?? []),
  ];
  return [...new Set(sources.flatMap((s) => (s?.recordId ? [providerRecordKey(s.source, s.recordId)] : [])))];
}

async function companyRecords(tx: Tx, companyId: string) {
  const contacts = await tx
    .select({ c: discoveredContacts, orgName: targetOrganizations.name, website: targetOrganizations.website })
    .from(discoveredContacts)
    .innerJoin(targetOrganizations, eq(targetOrganizations.id, discoveredContacts.organizationId))
    .where(eq(discoveredContacts.companyId, companyId));
  const imports = await tx.select().from(importedContacts).where(eq(importedContacts.companyId, companyId));
  const contactRecords: (PersonRecord & { orgKey: string; recordKeys: string[] })[] = contacts.map(
    ({ c, orgName, website }) => {
      const orgKey = organizationKey({ name: orgName, website });
      return {
        id: c.id,
        name: c.name,
        email: c.email,
        linkedinUrl: c.linkedinUrl,
        recordKeys: providerRecordKeys(c),
        orgKey,
        orgKeys: keysOf(orgKey, nameKey(orgName)),
      };
    },
  );
  const importRecords: PersonRecord[] = imports.map((p) => ({
    id: p.id,
    name: p.name,
    email: p.email,
    linkedinUrl: p.linkedinUrl,
    orgKeys: keysOf(
      p.organizationDomain?.toLowerCase(),
      nameKey(p.organizationName),
      p.email ? addressDomain(p.email) : null,
    ),
  }));
  return { contactRecords, importRecords };
}

/**
 * "Forget this person": deletes the person from every table of the company (contacts, imported contacts,
 * outreach entries; deep-research results; cached provider answers holding their address or profile), keeps
 * access logs with only a hash of who they were about, adds the person to the do-not-contact list as hashes, and audits the erasure.
 */
export async function forgetPerson(
  deps: Deps,
  args: { companyId: string; userId: string; subject: ErasureSubject; userAgent: string | null },
) {
  const { companyId, userId, subject } = args;
  const emails: string[] = [];
  const report = await withTenant(deps.database.db, companyId, async (tx) => {
    const { contactRecords, importRecords } = await companyRecords(tx, companyId);
    let seeds: PersonRecord[];
    if ('contactId' in subject) {
      const seed = contactRecords.find((r) => r.id === subject.contactId);
      if (!seed) throw new AppError('NOT_FOUND', 'Contact not found');
      seeds = [seed];
    } else {
      seeds = [{ id: '', orgKeys: [], name: null, email: subject.email, linkedinUrl: null }];
    }
    const contacts = matchPersonRecords(seeds, contactRecords) as typeof contactRecords;
    const people = [...seeds, ...contacts];
    const imports = matchPersonRecords(people, importRecords);
    emails.push(...keysOf(...[...people, ...imports].map((p) => normalizeEmailKey(p.email))));

    const keys = [
      ...contacts.flatMap((c) => erasureKeys(c, c.orgKey)),
      ...[...seeds, ...imports].flatMap((p) => erasureKeys(p, null)),
    ];
    const unique = [...new Map(keys.map((k) => [`${k.kind}:${k.value}`, k])).values()];
    const hash = subjectHash(
      companyId,
      unique.find((k) => k.kind === 'email') ?? unique[0] ?? { kind: 'email', value: '' },
    );
    const ids = contacts.map((c) => c.id);
    const counts = await deleteRecords(tx, { companyId, contactIds: ids, importIds: imports.map((p) => p.id), hash });
    await forgetCachedProviderAnswers(tx, companyId, unique, ids);
    await addErasureEntries(tx, { companyId, userId, keys: unique });
    await tx.insert(contactAccessLogs).values({
      companyId,
      userId,
      contactId: null,
      accessType: 'forget',
      subjectHash: hash,
      userAgent: args.userAgent,
      details: { via: 'contactId' in subject ? 'contact' : 'email', removed: counts },
    });
    return counts;
  });
  await scrubPlatformAudit(deps, emails);
  return report;
}

async function deleteRecords(
  tx: Tx,
  {
    companyId,
    contactIds,
    importIds,
    hash,
  }: { companyId: string; contactIds: string[]; importIds: string[]; hash: string },
): Promise<ErasureReport> {
  let accessLogs = 0;
  let outreachEntries = 0;
  let contacts = 0;
  if (contactIds.length > 0) {
    const logs = await tx
      .update(contactAccessLogs)
      .set({ subjectHash: hash, contactId: null, details: null })
      .where(and(eq(contactAccessLogs.companyId, companyId), inArray(contactAccessLogs.contactId, contactIds)))
      .returning({ id: contactAccessLogs.id });
    accessLogs = logs.length;
    // Off every list (the contacts' deletion below would cascade; done first to count the outreach entries).
    const listed = await tx
      .delete(listItems)
      .where(and(eq(listItems.companyId, companyId), inArray(listItems.contactId, contactIds)))
      .returning({ listId: listItems.listId });
    const [outreach] = await tx
      .select({ id: lists.id })
      .from(lists)
      .where(and(eq(lists.companyId, companyId), eq(lists.systemKey, OUTREACH_LIST_KEY)));
    outreachEntries = listed.filter((entry) => entry.listId === outreach?.id).length;
    await tx
      .update(aiJobs)
      .set({ result: null })
      .where(and(eq(aiJobs.companyId, companyId), inArray(sql`${aiJobs.input}->>'contactId'`, contactIds)));
    contacts = (
      await tx
        .delete(discoveredContacts)
        .where(and(eq(discoveredContacts.companyId, companyId), inArray(discoveredContacts.id, contactIds)))
        .returning({ id: discoveredContacts.id })
    ).length;
  }
  const imported = importIds.length
    ? (
        await tx
          .delete(importedContacts)
          .where(and(eq(importedContacts.companyId, companyId), inArray(importedContacts.id, importIds)))
          .returning({ id: importedContacts.id })
      ).length
    : 0;
  return { contacts, importedContacts: imported, outreachEntries, accessLogs };
}

/** Actions logged while impersonating may hold a copy of the person's data: their payload is replaced. */
async function scrubPlatformAudit(deps: Deps, emails: string[]) {
  for (const email of emails) {
    await deps.database.db
      .update(impersonationActions)
      .set({ data: { erased: true } })
      .where(sql`position(${email} in lower(${impersonationActions.data}::text)) > 0`);
  }
}
