import { nameKey, normalizeEmailKey, normalizeLinkedinKey, samePerson } from '#domain/people/person-keys';

/**
 * A stored record that may be about the person: a contact or an imported contact. `orgKeys` name the
 * organization it belongs to (site host, bare domain, normalised name), so records of one organization meet.
 */
export type PersonRecord = {
  id: string;
  orgKeys: string[];
  name: string | null;
  email: string | null;
  linkedinUrl: string | null;
};

const sameKey = (a: string | null, b: string | null) => a !== null && a === b;

/**
 * The records that are about the person, starting from `seeds` (a contact, or an e-mail address): same e-mail
 * or LinkedIn profile anywhere in the company, same name only inside an organization a matched record belongs
 * to. Two passes, so a record found by e-mail brings in the same person's records that lack the e-mail.
 */
export function matchPersonRecords(seeds: PersonRecord[], records: PersonRecord[]): PersonRecord[] {
  const matched = new Map<string, PersonRecord>();
  let identities = seeds;
  for (let pass = 0; pass < 2; pass++) {
    const orgs = new Set(identities.flatMap((r) => r.orgKeys));
    for (const record of records) {
      if (matched.has(record.id)) continue;
      const hit = identities.some((seed) => {
        if (seed.id === record.id) return true;
        if (sameKey(normalizeEmailKey(seed.email), normalizeEmailKey(record.email))) return true;
        if (sameKey(normalizeLinkedinKey(seed.linkedinUrl), normalizeLinkedinKey(record.linkedinUrl))) return true;
        const sameOrg = record.orgKeys.some((k) => orgs.has(k));
        return sameOrg && nameKey(seed.name) !== null && samePerson(seed, record);
      });
      if (hit) matched.set(record.id, record);
    }
    identities = [...seeds, ...matched.values()];
  }
  return [...matched.values()];
}
