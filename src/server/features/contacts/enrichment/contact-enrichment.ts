import { PROVIDER_LABELS } from '#domain/providers';
import { normalizeEmailKey, normalizeLinkedinKey, organizationKey } from '#domain/people/person-keys';
import type { Deps } from '../../../context';
import { withTenant } from '../../../db/tenant';
import { cachedProviderCall } from '../../../providers/cache';
import { bareDomain } from '../../../providers/normalize';
import { ProviderError } from '../../../providers/provider-error';
import { providerContext } from '../../../providers/provider-context';
import { connectedProviders, type ConnectedProvider } from '../../../providers/registry';
import type { PersonMatch, PersonProfile } from '../../../providers/types';
import { suppressedFlags } from '../../privacy/suppression.queries';
import type { ContactRow } from '../contacts.queries';
import { allFilled, providerSections, type ProviderSections } from './enrichment-sections';

type Org = { name: string; website: string | null };
type Contact = Pick<ContactRow, 'id' | 'name' | 'email' | 'linkedinUrl' | 'fieldSources'>;

/**
 * What the cache keeps for one lookup: the answer, plus the contact and the normalised address and profile it was
 * asked for, so "Forget this person" finds and deletes it even when the provider had no match.
 */
type CachedLookup = {
  contactId: string;
  asked: { email: string | null; linkedin: string | null };
  profile: PersonProfile | null;
};

export type EnrichmentOutcome = {
  sections: ProviderSections;
  /** Providers asked (cache or network), in order. */
  asked: string[];
  /** What went wrong or was left out, in words ("Apollo refused the API key…"). */
  notes: string[];
};

/** The identifiers deep research can match a person by, with a provider's own record id when one is stored. */
export function personMatch(contact: Contact, org: Org, provider: ConnectedProvider['id']): PersonMatch {
  const parts = contact.name.trim().split(/\s+/);
  // The record the contact was found as (its name's source); deep research's own fills do not change the request.
  const found = contact.fieldSources?.name;
  return {
    email: normalizeEmailKey(contact.email),
    linkedinUrl: contact.linkedinUrl?.trim() || null,
    name: contact.name.trim() || null,
    firstName: parts.length >= 2 ? parts[0]! : null,
    lastName: parts.length >= 2 ? parts.at(-1)! : null,
    domain: bareDomain(org.website),
    recordId: found?.source === provider ? (found.recordId ?? null) : null,
  };
}

/**
 * Asks the company's connected people-enrichment providers (Integrations order, switched on) about one contact,
 * until every section is filled. A person on the do-not-contact list is never looked up, and a profile that is on
 * it is not used. Every call is cached (30 days) and counted against the monthly cap; a failure is said in words
 * and the research goes on without that provider.
 */
export async function enrichContact(
  deps: Deps,
  companyId: string,
  contact: Contact,
  org: Org,
): Promise<EnrichmentOutcome> {
  const db = deps.database.db;
  const orgKey = organizationKey(org);
  const isSuppressed = (people: Pick<PersonProfile, 'email' | 'linkedinUrl' | 'name'>[]) =>
    withTenant(db, companyId, (tx) => suppressedFlags(tx, { companyId, people, orgKeyOf: () => orgKey }));
  const providers = (
    await withTenant(db, companyId, (tx) => connectedProviders(tx, deps.env, deps.secrets, companyId, 'people-enrich'))
  ).filter((p) => p.module.enrichProfile);
  const outcome: EnrichmentOutcome = { sections: providerSections([]), asked: [], notes: [] };
  if (providers.length === 0) return outcome;
  if ((await isSuppressed([contact]))[0]) {
    outcome.notes.push(`${contact.name} is on the do-not-contact list, so no people provider was asked.`);
    return outcome;
  }
  const found: { profile: PersonProfile; at: string }[] = [];
  const now = deps.clock.now();
  let matched = 0;
  for (const provider of providers) {
    if (allFilled(outcome.sections)) break;
    const label = PROVIDER_LABELS[provider.id];
    const match = personMatch(contact, org, provider.id);
    try {
      const result = await cachedProviderCall<CachedLookup>(
        db,
        { companyId, provider: provider.id, request: { op: 'person-profile', ...match }, now },
        async () => ({
          contactId: contact.id,
          asked: { email: match.email, linkedin: normalizeLinkedinKey(match.linkedinUrl) },
          profile: await provider.module.enrichProfile!(match, providerContext(deps, companyId, provider)),
        }),
      );
      outcome.asked.push(label);
      const profile = result.value.profile;
      if (!profile) continue;
      matched++;
      if ((await isSuppressed([profile]))[0]) {
        outcome.notes.push(`${label}'s record for ${contact.name} is on the do-not-contact list and was not used.`);
        continue;
      }
      found.push({ profile, at: result.fetchedAt.toISOString() });
      outcome.sections = providerSections(found);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      outcome.notes.push(`${label} could not be asked about ${contact.name}: ${error.message}`);
    }
  }
  if (outcome.asked.length > 0 && matched === 0) {
    outcome.notes.push(`${outcome.asked.join(' and ')} had no record of ${contact.name}.`);
  }
  return outcome;
}
