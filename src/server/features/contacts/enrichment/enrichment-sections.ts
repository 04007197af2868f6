import { PROVIDER_LABELS } from '#domain/providers';
import {
  PROFILE_SECTIONS,
  type FieldSource,
  type FieldSources,
  type ProfileSection,
  type ProfileSources,
} from '#domain/people/field-sources';
import type { PersonProfile, ProfileJob, ProfileSchool } from '../../../providers/types';

/** The deep-research sections a people provider fills: employment history, education, skills. */
export const ENRICHED_SECTIONS = ['professionalBackground', 'educationBackground', 'skillsExpertise'] as const;
export type EnrichedSection = (typeof ENRICHED_SECTIONS)[number];

export type SourcedText = { text: string; source: FieldSource };
/** What the providers said, each part with the provider it came from; null where none said anything. */
export type ProviderSections = Record<EnrichedSection | 'location', SourcedText | null>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MAX_SKILLS = 25;

/** "2021-03-01" or "2021-03" → "Mar 2021"; "2008" → "2008"; anything else as given. */
export function profileDate(value: string | null): string | null {
  if (!value) return null;
  const m = /^(\d{4})(?:-(\d{2}))?/.exec(value);
  if (!m) return value;
  const month = m[2] ? MONTHS[Number(m[2]) - 1] : undefined;
  return month ? `${month} ${m[1]}` : m[1]!;
}

/** The period in the provider's words: "Mar 2021 – present", "2008 – 2012", "from 2016", "current". */
function period(start: string | null, end: string | null, current: boolean): string | null {
  const [from, to] = [profileDate(start), profileDate(end)];
  if (from && (to || current)) return `${from} – ${to ?? 'present'}`;
  if (from) return `from ${from}`;
  if (to) return `until ${to}`;
  return current ? 'current' : null;
}

const line = (...parts: (string | null)[]) => parts.filter(Boolean).join(' · ');

export const employmentLine = (j: ProfileJob) =>
  line([j.title, j.organization].filter(Boolean).join(', '), period(j.startDate, j.endDate, j.current));

export const educationLine = (s: ProfileSchool) =>
  line(s.school, [...s.degrees, ...s.majors].join(', ') || null, period(s.startDate, s.endDate, false));

export const providerSource = (p: PersonProfile, at = p.fetchedAt): FieldSource => ({
  source: p.provider,
  label: PROVIDER_LABELS[p.provider],
  ...(p.recordId && { recordId: p.recordId }),
  at,
});

/** Each section from the first provider (in the company's order) that said something for it. */
export function providerSections(profiles: readonly { profile: PersonProfile; at: string }[]): ProviderSections {
  const out: ProviderSections = {
    professionalBackground: null,
    educationBackground: null,
    skillsExpertise: null,
    location: null,
  };
  for (const { profile, at } of profiles) {
    const source = providerSource(profile, at);
    const texts: Record<keyof ProviderSections, string> = {
      professionalBackground: profile.employment.map(employmentLine).join('\n'),
      educationBackground: profile.education.map(educationLine).join('\n'),
      skillsExpertise: [...new Set(profile.skills)].slice(0, MAX_SKILLS).join(', '),
      location: profile.location ?? '',
    };
    for (const key of Object.keys(out) as (keyof ProviderSections)[]) {
      if (!out[key] && texts[key].trim()) out[key] = { text: texts[key], source };
    }
  }
  return out;
}

export const saidAnything = (s: ProviderSections) => Object.values(s).some((v) => v !== null);
/** Whether every section a provider can fill is filled (no further provider needs asking). */
export const allFilled = (s: ProviderSections) => ENRICHED_SECTIONS.every((k) => s[k] !== null) && s.location !== null;

/**
 * A section's text and sources: the provider's part first, then what the read pages said (with their pages).
 * Nothing is added that neither said; a section neither filled stays null ("Not available from public sources").
 */
export function mergeSections(
  site: Partial<Record<ProfileSection, string | null>>,
  siteSources: ProfileSources,
  fromProviders: ProviderSections,
): { texts: Record<ProfileSection, string | null>; sources: ProfileSources } {
  const texts = {} as Record<ProfileSection, string | null>;
  const sources: ProfileSources = {};
  for (const section of PROFILE_SECTIONS) {
    const provided = (ENRICHED_SECTIONS as readonly string[]).includes(section)
      ? fromProviders[section as EnrichedSection]
      : null;
    const read = site[section]?.trim() ? site[section]!.trim() : null;
    texts[section] = [provided?.text, read].filter(Boolean).join('\n\n') || null;
    const list = [...(provided ? [provided.source] : []), ...(read ? (siteSources[section] ?? []) : [])];
    if (list.length > 0) sources[section] = list;
  }
  return { texts, sources };
}

/**
 * The location from a provider, only where the contact has none (never overwriting), with its source. (LinkedIn is
 * not filled: it is one of the identifiers a lookup is made by, and the repeat must send the same request.)
 */
export function filledFields(
  contact: { location: string | null; fieldSources: FieldSources | null },
  fromProviders: ProviderSections,
): { location?: string; fieldSources?: FieldSources } {
  const provided = fromProviders.location;
  if (contact.location?.trim() || !provided) return {};
  return { location: provided.text, fieldSources: { ...(contact.fieldSources ?? {}), location: provided.source } };
}
