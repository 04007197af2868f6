import { createHash } from 'node:crypto';
import { addressDomain } from '#domain/people/email-syntax';
import { nameKey, normalizeEmailKey, normalizeLinkedinKey } from '#domain/people/person-keys';
import { domainAndParents } from '#domain/people/suppression';

/** What a do-not-contact entry or an erased person is known by. */
export type SubjectKey = { kind: 'email' | 'domain' | 'linkedin' | 'person' | 'record'; value: string };

/** The stored form of a key: SHA-256 over the company, the kind and the normalised value (hex). */
export const subjectHash = (companyId: string, key: SubjectKey) =>
  createHash('sha256').update(`${companyId}\n${key.kind}\n${key.value}`).digest('hex');

type Person = {
  email?: string | null;
  linkedinUrl?: string | null;
  name?: string | null;
  /** A data provider's record ids of the person, as `provider:id` (see providerRecordKey). */
  recordKeys?: readonly string[];
};

/** How a provider's record of a person is keyed: Apollo's search shows a forgotten person by that id alone. */
export const providerRecordKey = (provider: string, recordId: string) => `${provider}:${recordId}`;

/**
 * The keys a person is checked against: e-mail, its domain and those above, LinkedIn, name at the organization, and
 * the data providers' record ids.
 */
export function personKeys(person: Person, orgKey: string | null): SubjectKey[] {
  const keys: SubjectKey[] = [];
  const email = normalizeEmailKey(person.email);
  if (email) {
    keys.push({ kind: 'email', value: email });
    for (const domain of domainAndParents(addressDomain(email))) keys.push({ kind: 'domain', value: domain });
  }
  const linkedin = normalizeLinkedinKey(person.linkedinUrl);
  if (linkedin) keys.push({ kind: 'linkedin', value: linkedin });
  const name = nameKey(person.name);
  if (name && orgKey) keys.push({ kind: 'person', value: `${name}@${orgKey}` });
  for (const value of person.recordKeys ?? []) keys.push({ kind: 'record', value });
  return keys;
}

/** The keys an erasure records: the person's address, profile and name at the organization (never a whole domain). */
export const erasureKeys = (person: Person, orgKey: string | null) =>
  personKeys(person, orgKey).filter((k) => k.kind !== 'domain');
