import { and, eq, gt, ilike, sql } from 'drizzle-orm';
import type { FieldSources } from '#domain/people/field-sources';
import type { EmailCheck } from '#domain/people/email-status';
import {
  PEOPLE_SEARCH_MSG,
  type PeopleSaveRow,
  type PeopleSearchProvider,
  type PeopleSearchSaveBody,
} from '#domain/people-search';
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
import { ProviderError } from '../../../providers/provider-error';
import { pdlRevealPerson } from '../../../providers/pdl-people-across';
import { connectedProviders, type ConnectedProvider } from '../../../providers/registry';
import { providerRecordKey } from '../../privacy/subject-keys';
import { domainIsSuppressed, suppressedFlags } from '../../privacy/suppression.queries';
import { chooseEmailVerifier } from '../email/choose-verifier';

const DAY_MS = 86_400_000;
/** A revealed person; `verified` is the provider's own verdict on the address, null when it gives none. */
type Revealed = {
  name: string | null;
  title: string | null;
  email: string | null;
  verified: boolean | null;
  linkedinUrl: string | null;
  /** People Data Labs gives the person's place; Apollo's people/match answer is read without it. */
  location?: string | null;
  domain: string | null;
};
const REVEALS = { apollo: apolloRevealPerson, pdl: pdlRevealPerson } as const;
/** How each provider's reveal is named in a field's source. */
const REVEAL_LABELS: Record<PeopleSearchProvider, string> = {
  apollo: `${PROVIDER_LABELS.apollo} person match`,
  pdl: `${PROVIDER_LABELS.pdl} person record`,
};

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
  args: {
    companyId: string;
    userId: string;
    provider: PeopleSearchProvider;
    recordId: string;
    person: Revealed;
    check: EmailCheck | null;
    now: Date;
  },
): Promise<PeopleSaveRow> {
  const { companyId, userId, provider, recordId, person, check, now } = args;
  const row = (outcome: PeopleSaveRow['outcome'], message: string, contactId: string | null = null, charged = 0) => ({
    provider,
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
    people: [
      {
        email: person.email,
        linkedinUrl: person.linkedinUrl,
        name: person.name,
        recordKeys: [providerRecordKey(provider, recordId)],
      },
    ],
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
  const source = { source: provider, label: REVEAL_LABELS[provider], at };
  const status = check?.status ?? (person.verified ? 'verified' : 'unknown');
  const fieldSources: FieldSources = {
    name: source,
    email: source,
    ...(person.title && { title: source }),
    ...(person.linkedinUrl && { linkedinUrl: source }),
    ...(person.location && { location: source }),
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
      location: person.location ?? null,
      source: provider,
      emailStatus: status,
      emailCheck: check,
      isVerified: status === 'verified',
      fieldSources,
      dataExpiresAt: new Date(now.getTime() + CONTACT_RETENTION_DAYS * DAY_MS),
    })
    .returning({ id: discoveredContacts.id });
  return row('saved', PEOPLE_SEARCH_MSG.saved, inserted!.id, 1);
}

/** The company's verifier judges an address the provider gave no verdict on (People Data Labs). */
async function checkAddress(deps: Deps, companyId: string, person: Revealed): Promise<EmailCheck | null> {
  if (!person.email || person.verified !== null) return null;
  const { verifier, fallback } = await chooseEmailVerifier(deps, companyId);
  const input = { email: person.email, origin: 'found' as const };
  try {
    return await verifier.verify(input);
  } catch {
    return await fallback.verify(input);
  }
}

/**
 * "Save" on people search: reveals each chosen person through the provider that found them (Apollo people/match,
 * People Data Labs person/enrich by id) and stores them by the waterfall's rules. One credit per person stored;
 * nothing for a person already saved, on the do-not-contact list or with no e-mail.
 */
export async function savePeople(
  deps: Deps,
  args: { companyId: string; userId: string; body: PeopleSearchSaveBody },
): Promise<PeopleSaveRow[]> {
  const { companyId, userId, body } = args;
  const { db } = deps.database;
  const connected = await withTenant(db, companyId, (tx) =>
    connectedProviders(tx, deps.env, deps.secrets, companyId, 'people-enrich'),
  );
  const providers = new Map<PeopleSearchProvider, ConnectedProvider>();
  for (const { provider: id } of body.people) {
    const provider = connected.find((p) => p.id === id);
    if (!provider) throw new AppError('INVALID_INPUT', PEOPLE_SEARCH_MSG.notConnected(PROVIDER_LABELS[id]));
    providers.set(id, provider);
  }
  const results: PeopleSaveRow[] = [];
  for (const { provider: id, recordId } of body.people) {
    const provider = providers.get(id)!;
    let value: Revealed | null;
    try {
      ({ value } = await cachedProviderCall<Revealed | null>(
        db,
        { companyId, provider: id, request: { op: 'people-reveal', recordId }, now: deps.clock.now() },
        async () => await REVEALS[id](recordId, providerContext(deps, companyId, provider)),
      ));
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      const message = `${error.message} Nothing stored and nothing charged.`;
      results.push({ provider: id, recordId, outcome: 'provider-failed', message, contactId: null, charged: 0 });
      continue;
    }
    if (!value?.email) {
      const message = PEOPLE_SEARCH_MSG.nothingFound;
      results.push({ provider: id, recordId, outcome: 'nothing-found', message, contactId: null, charged: 0 });
      continue;
    }
    const check = await checkAddress(deps, companyId, value);
    results.push(
      await withTenant(db, companyId, (tx) =>
        storeOne(tx, { companyId, userId, provider: id, recordId, person: value, check, now: deps.clock.now() }),
      ),
    );
  }
  return results;
}
