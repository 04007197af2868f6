import { and, eq, gt, ilike, sql } from 'drizzle-orm';
import type { FieldSources } from '#domain/people/field-sources';
import { PEOPLE_SEARCH_MSG, type PeopleSaveRow, type PeopleSearchSaveBody } from '#domain/people-search';
import { PROVIDER_LABELS } from '#domain/providers';
import { CONTACT_RETENTION_DAYS } from '#domain/workflow';
import type { Deps } from '../../../context';
import type { Tx } from '../../../db/client';
import { companies } from '../../../db/schema/companies';
import { discoveredContacts, targetOrganizations } from '../../../db/schema/workflow';
import { withTenant } from '../../../db/tenant';
import { AppError } from '../../../errors';
import { apolloRevealPerson } from '../../../providers/apollo-people-across';
import { cachedProviderCall } from '../../../providers/cache';
import { bareDomain } from '../../../providers/normalize';
import { providerContext } from '../../../providers/provider-context';
import { connectedProviders } from '../../../providers/registry';
import { domainIsSuppressed, suppressedFlags } from '../../privacy/suppression.queries';

const DAY_MS = 86_400_000;
type Revealed = NonNullable<Awaited<ReturnType<typeof apolloRevealPerson>>>;

async function organizationWithDomain(tx: Tx, companyId: string, domain: string) {
  const rows = await tx
    .select({ id: targetOrganizations.id, website: targetOrganizations.website })
    .from(targetOrganizations)
    .where(
      and(
        eq(targetOrganizations.companyId, companyId),
        ilike(targetOrganizations.website, `%${domain.replace(/[%_\\]/g, (c) => `\\${c}`)}%`),
      ),
    )
    .orderBy(sql`${targetOrganizations.fitScore} desc nulls last`)
    .limit(50);
  return rows.find((o) => bareDomain(o.website) === domain) ?? null;
}

/** One revealed person through the waterfall's rules: do-not-contact, an organization of the company, dedupe, charge. */
async function storeOne(
  tx: Tx,
  args: { companyId: string; userId: string; recordId: string; person: Revealed; now: Date },
): Promise<PeopleSaveRow> {
  const { companyId, userId, recordId, person, now } = args;
  const row = (outcome: PeopleSaveRow['outcome'], message: string, contactId: string | null = null, charged = 0) => ({
    recordId,
    outcome,
    message,
    contactId,
    charged,
  });
  const domain = bareDomain(person.domain ?? (person.email ? person.email.split('@')[1]! : ''));
  if (!person.email || !domain) return row('nothing-found', PEOPLE_SEARCH_MSG.nothingFound);
  const [listed] = await suppressedFlags(tx, {
    companyId,
    people: [{ email: person.email, linkedinUrl: person.linkedinUrl, name: person.name }],
    orgKeyOf: () => domain,
  });
  if (listed || (await domainIsSuppressed(tx, { companyId, domain })))
    return row('do-not-contact', PEOPLE_SEARCH_MSG.doNotContact);
  const org = await organizationWithDomain(tx, companyId, domain);
  if (!org) return row('no-organization', PEOPLE_SEARCH_MSG.noOrganization);
  const [existing] = await tx
    .select({ id: discoveredContacts.id })
    .from(discoveredContacts)
    .where(
      and(
        eq(discoveredContacts.companyId, companyId),
        eq(discoveredContacts.organizationId, org.id),
        sql`lower(${discoveredContacts.email}) = ${person.email}`,
      ),
    )
    .limit(1);
  if (existing) return row('already-saved', PEOPLE_SEARCH_MSG.alreadySaved, existing.id);
  const taken = await tx
    .update(companies)
    .set({ creditsRemaining: sql`${companies.creditsRemaining} - 1` })
    .where(and(eq(companies.id, companyId), gt(companies.creditsRemaining, 0)))
    .returning({ id: companies.id });
  if (taken.length === 0) return row('no-credits', PEOPLE_SEARCH_MSG.noCredits);
  const at = now.toISOString();
  const source = { source: 'apollo', label: `${PROVIDER_LABELS.apollo} person match`, at };
  const fieldSources: FieldSources = {
    name: source,
    email: source,
    ...(person.title && { title: source }),
    ...(person.linkedinUrl && { linkedinUrl: source }),
  };
  const [inserted] = await tx
    .insert(discoveredContacts)
    .values({
      organizationId: org.id,
      companyId,
      userId,
      name: person.name ?? person.email,
      title: person.title,
      email: person.email,
      linkedinUrl: person.linkedinUrl,
      source: 'apollo',
      emailStatus: person.verified ? 'verified' : 'unknown',
      isVerified: person.verified,
      fieldSources,
      dataExpiresAt: new Date(now.getTime() + CONTACT_RETENTION_DAYS * DAY_MS),
    })
    .returning({ id: discoveredContacts.id });
  return row('saved', PEOPLE_SEARCH_MSG.saved, inserted!.id, 1);
}

/**
 * "Save" on people search: reveals each chosen person (Apollo people/match) and stores them by the waterfall's rules.
 * One credit per person stored; nothing for a person already saved, on the do-not-contact list or with no e-mail.
 */
export async function savePeople(
  deps: Deps,
  args: { companyId: string; userId: string; body: PeopleSearchSaveBody },
): Promise<PeopleSaveRow[]> {
  const { companyId, userId, body } = args;
  const { db } = deps.database;
  const [provider] = await withTenant(db, companyId, async (tx) =>
    (await connectedProviders(tx, deps.env, deps.secrets, companyId, 'people-enrich')).filter((p) => p.id === 'apollo'),
  );
  if (!provider) throw new AppError('INVALID_INPUT', PEOPLE_SEARCH_MSG.noProvider);
  const results: PeopleSaveRow[] = [];
  for (const { recordId } of body.people) {
    const { value } = await cachedProviderCall<Revealed | null>(
      db,
      { companyId, provider: provider.id, request: { op: 'people-reveal', recordId }, now: deps.clock.now() },
      async () => await apolloRevealPerson(recordId, providerContext(deps, companyId, provider)),
    );
    if (!value) {
      results.push({
        recordId,
        outcome: 'nothing-found',
        message: PEOPLE_SEARCH_MSG.nothingFound,
        contactId: null,
        charged: 0,
      });
      continue;
    }
    results.push(
      await withTenant(db, companyId, (tx) =>
        storeOne(tx, { companyId, userId, recordId, person: value, now: deps.clock.now() }),
      ),
    );
  }
  return results;
}
