import type { AnalysisConfig, RecommendedSolution } from '#domain/workflow';
import type { DiscoveredPerson, ListedPerson, OrganizationRecord, SiteSnapshot } from '#server/ai/engine';
import { findPeople, type FoundPerson } from './find-people';
import { personKey } from './person-name';
import { scorePerson } from './score-person';

type Sources = { site: SiteSnapshot | null; people: ListedPerson[] };
type Base = Omit<
  DiscoveredPerson,
  'seniorityLevel' | 'department' | 'fitScore' | 'fitCategory' | 'reasoning' | 'bestApproach'
>;

/** LinkedIn links without an http prefix get https:// (spec section 5). */
export const normaliseLinkedin = (url: string | null) =>
  url && !/^https?:\/\//i.test(url) ? `https://${url.replace(/^\/+/, '')}` : url;

const fromSite = (p: FoundPerson): Base => ({
  name: p.name,
  title: p.title,
  email: p.email,
  phone: p.phone,
  mobilePhone: null,
  linkedinUrl: normaliseLinkedin(p.linkedinUrl),
  location: null,
  recentActivity: null,
  verified: true,
  provenance: { source: 'web', url: p.sourceUrl, fetchedAt: p.fetchedAt },
});

const fromList = (p: ListedPerson): Base => ({
  name: p.name.trim(),
  title: p.title?.trim() || null,
  email: p.email?.trim().toLowerCase() || null,
  phone: p.phone?.trim() || null,
  mobilePhone: p.mobilePhone?.trim() || null,
  linkedinUrl: normaliseLinkedin(p.linkedinUrl?.trim() || null),
  location: p.location?.trim() || null,
  recentActivity: null,
  verified: true,
  provenance: { source: 'import' },
  ...(p.key ? { key: p.key } : {}),
});

/** Contacts from the organization's own pages and listed people (an import, a provider), de-duplicated by e-mail or name, best fit first. */
export function discoverContactsFromSite(
  org: OrganizationRecord,
  config: AnalysisConfig,
  sources: Sources,
  solution?: RecommendedSolution,
): DiscoveredPerson[] {
  const all = [
    ...(sources.site ? findPeople(sources.site).map(fromSite) : []),
    ...sources.people.filter((p) => p.name?.trim()).map(fromList),
  ];
  const merged: Base[] = [];
  for (const person of all) {
    const same = merged.find(
      (m) => (m.email !== null && m.email === person.email) || personKey(m.name) === personKey(person.name),
    );
    if (!same) merged.push({ ...person });
    else {
      same.title ??= person.title;
      same.email ??= person.email;
      same.phone ??= person.phone;
      same.mobilePhone ??= person.mobilePhone;
      same.linkedinUrl ??= person.linkedinUrl;
      same.location ??= person.location;
    }
  }
  return merged
    .map((p) => {
      const fit = scorePerson({ title: p.title, sourceUrl: p.provenance.url ?? null }, config, {
        solution,
        orgName: org.name,
      });
      return { ...p, ...fit };
    })
    .sort((a, b) => b.fitScore - a.fitScore || a.name.localeCompare(b.name));
}
