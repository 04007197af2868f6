import { SOURCED_FIELDS, pageSource, type FieldSource, type FieldSources } from '#domain/people/field-sources';
import type { PersonValues } from '#domain/people/merge-person';
import type { DiscoveredPerson } from '../../../ai/engine';
import type { PersonCandidate } from './people-step';

/** Where a person the engine read from a page came from: the page, or the AI when no page names them. */
export function sourceOfFoundPerson(person: DiscoveredPerson, now: Date): FieldSource {
  const at = person.provenance.fetchedAt ?? now.toISOString();
  if (person.provenance.source === 'web' && person.provenance.url) return pageSource(person.provenance.url, at);
  if (person.provenance.source === 'import') return { source: 'import', label: 'Import', at };
  return { source: 'ai', label: 'AI suggestion (no source page)', at };
}

/** A scored person with every field it has attributed to `source`. E-mails a source printed have origin 'found'. */
export function toCandidate(person: DiscoveredPerson, source: FieldSource): PersonCandidate {
  const values: PersonValues = {
    name: person.name,
    title: person.title,
    department: person.department,
    email: person.email?.trim().toLowerCase() || null,
    phone: person.phone,
    mobilePhone: person.mobilePhone,
    linkedinUrl: person.linkedinUrl,
    location: person.location,
  };
  const sources: FieldSources = {};
  for (const field of SOURCED_FIELDS) if (values[field]) sources[field] = source;
  // The engine reads the department from the title: it is Scoutline's reading, not the source's words.
  if (values.department && values.title) sources.department = { ...source, label: `${source.label} (from the title)` };
  return {
    values,
    sources,
    emailCheck: null,
    seniorityLevel: person.seniorityLevel,
    fitScore: Math.round(person.fitScore),
    fitCategory: person.fitCategory,
    reasoning: person.reasoning,
    bestApproach: person.bestApproach,
    recentActivity: person.recentActivity,
    verified: person.verified,
  };
}
