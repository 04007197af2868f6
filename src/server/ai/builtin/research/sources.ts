import { fieldOwner, fieldProvenance, type OrgSourcedField } from '#domain/org-sources';
import type { Provenance } from '#domain/workflow';
import type { Candidate, OrganizationRecord, SitePage, SiteSnapshot } from '../../engine';

/** A sentence from a fetched page, with the page it came from. */
export type PageSentence = { text: string; page: SitePage };

type RecordSources = Pick<OrganizationRecord, 'source' | 'fieldSources'>;

/**
 * Provenance of a field of the stored organization record: the field's own source when it has one (a provider
 * Enrich asked, the page read), else the record's (directory, import, the provider that found it).
 */
export function recordProvenance(org: RecordSources, field: OrgSourcedField = 'description'): Provenance {
  const s = org.source.toLowerCase();
  if ((s === 'ai' || s === 'llm') && !org.fieldSources?.[field]) return { source: 'ai' };
  return fieldProvenance(org, field);
}

/** "Your import", "The directory", "Apollo"…: who gives this field of the organization record. */
export function recordOwner(org: RecordSources, field: OrgSourcedField = 'description'): string {
  return fieldOwner(org, field);
}

/** Provenance of something read on a fetched page. */
export const pageProvenance = (page: SitePage): Provenance => ({
  source: 'web',
  url: page.url,
  fetchedAt: page.fetchedAt,
});

/** Human label of a provenance for prose ("the directory", a page URL…). */
export function sourceLabel(p: Provenance): string {
  if (p.source === 'web') return p.url ?? 'their website';
  if (p.source === 'import') return 'your imported account data';
  if (p.source === 'ai') return 'an AI suggestion';
  if (p.source === 'provider') return `${p.provider} (a data provider)`;
  return 'the directory record';
}

const MAX_SENTENCES_PER_PAGE = 400;

/** Sentences of every page (home first), whitespace-collapsed, 25–400 characters, deduplicated. */
export function pageSentences(site: SiteSnapshot | null): PageSentence[] {
  if (!site) return [];
  const seen = new Set<string>();
  const out: PageSentence[] = [];
  for (const page of site.pages) {
    const chunks = page.text.split(/\n+|(?<=[.!?])\s+(?=[A-Z0-9"“‘(])/);
    let n = 0;
    for (const chunk of chunks) {
      const text = chunk.replace(/\s+/g, ' ').trim();
      if (text.length < 25 || text.length > 400 || seen.has(text) || !/[a-z]/.test(text)) continue;
      seen.add(text);
      out.push({ text, page });
      if (++n >= MAX_SENTENCES_PER_PAGE) break;
    }
  }
  return out;
}

/** Words found in a text as the reader sees them: neighbours joined ("open source"), then "a, b and c" (at most three). */
export function phraseList(words: readonly string[], text: string): string {
  const lower = text.toLowerCase();
  const ordered = [...words].sort((a, b) => lower.indexOf(a.toLowerCase()) - lower.indexOf(b.toLowerCase()));
  const phrases: string[] = [];
  for (const w of ordered) {
    const last = phrases[phrases.length - 1];
    if (last && lower.includes(`${last} ${w}`.toLowerCase())) phrases[phrases.length - 1] = `${last} ${w}`;
    else phrases.push(w);
  }
  const top = phrases.slice(0, 3);
  return top.length <= 1 ? (top[0] ?? '') : `${top.slice(0, -1).join(', ')} and ${top[top.length - 1]}`;
}

/** Shortens a sentence to at most `max` characters (plus "…"), always at a word boundary: never mid-word. */
export function clip(text: string, max = 220): string {
  if (text.length <= max) return text;
  const space = text.lastIndexOf(' ', max);
  // A single word longer than max (a URL) is kept whole rather than cut.
  const cut = space > 0 ? text.slice(0, space) : (text.split(' ')[0] ?? text);
  return `${cut.replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** The stored organization seen as a ranking candidate (for re-evaluating its fit signals). */
export function asCandidate(org: OrganizationRecord): Candidate {
  let domain: string | null;
  try {
    domain = org.website
      ? new URL(/^https?:\/\//i.test(org.website) ? org.website : `https://${org.website}`).hostname.replace(
          /^www\./,
          '',
        )
      : null;
  } catch {
    domain = null;
  }
  return {
    key: org.id,
    name: org.name,
    domain,
    industry: org.industry,
    subIndustry: null,
    sizeRange: org.sizeRange,
    employeeCount: org.employeeCount,
    location: org.location,
    revenueRange: org.revenueRange,
    founded: org.founded,
    description: org.description,
    keywords: [],
    source: recordProvenance(org).source === 'import' ? 'import' : 'directory',
  };
}
