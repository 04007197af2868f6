import type { z } from 'zod';
import { contactFitCategory, type AnalysisConfig, type RecommendedSolution } from '#domain/workflow';
import type { AiEngine, DiscoveredPerson, ListedPerson, OrganizationRecord, SitePage, SiteSnapshot } from '../engine';
import type { LlmClient } from './call';
import { containsPhrase, nameKey, normalizeText, withoutHonorific } from './grounding';
import { findPage, pagesOf, webProvenance } from './pages';
import { contactsPrompt } from './prompts/discover-contacts';
import { contactsSchema } from './schemas';

type Proposed = z.output<typeof contactsSchema>['people'][number];

const clampScore = (n: number) => Math.round(Math.min(100, Math.max(0, n)));
const pageText = (page: SitePage) => `${page.title}\n${page.text}`;

/** The page that writes this name: the cited one when it does, else the first that does. */
function pageNaming(name: string, pages: SitePage[], cited: string | null): SitePage | null {
  const names = [name, withoutHonorific(name)];
  const namesIt = (page: SitePage) => names.some((n) => containsPhrase(pageText(page), n));
  const citedPage = findPage(pages, cited);
  if (citedPage && namesIt(citedPage)) return citedPage;
  return pages.find(namesIt) ?? null;
}

/** A value kept only when the page literally shows it. */
const shown = (value: string | null, page: SitePage) =>
  value && normalizeText(pageText(page)).includes(normalizeText(value)) ? value.trim() : null;

function scoring(p: Proposed) {
  const fitScore = clampScore(p.fitScore);
  return {
    fitScore,
    fitCategory: contactFitCategory(fitScore),
    reasoning: p.reasoning.trim(),
    bestApproach: p.bestApproach.trim(),
  };
}

/**
 * A person the model added. Named on a page: verified, with that page as provenance and only the details the page shows.
 * Named nowhere: unverified, provenance 'ai', and no e-mail, phone or LinkedIn.
 */
function proposedPerson(p: Proposed, pages: SitePage[]): DiscoveredPerson {
  const page = pageNaming(p.name, pages, p.sourceUrl);
  const base = {
    name: p.name.trim(),
    department: p.department?.trim() || null,
    seniorityLevel: p.seniorityLevel,
    location: null,
    recentActivity: null,
    ...scoring(p),
  };
  const none = { email: null, phone: null, mobilePhone: null, linkedinUrl: null };
  if (!page) return { ...base, ...none, title: p.title?.trim() || null, verified: false, provenance: { source: 'ai' } };
  return {
    ...base,
    ...none,
    title: shown(p.title, page),
    email: shown(p.email, page),
    phone: shown(p.phone, page),
    verified: true,
    provenance: webProvenance(page),
  };
}

/**
 * Starts from the people the built-in engine found in pages and imports; the model re-scores them and adds
 * people named on the pages that the heuristics missed. Sorted by fit.
 */
export async function discoverContacts(
  llm: LlmClient,
  fallback: AiEngine,
  org: OrganizationRecord,
  config: AnalysisConfig,
  sources: { site: SiteSnapshot | null; people: ListedPerson[] },
  solution?: RecommendedSolution,
): Promise<DiscoveredPerson[]> {
  const found = await fallback.discoverContacts(org, config, sources, solution);
  const pages = pagesOf(sources.site);
  if (found.length === 0 && pages.length === 0) return [];
  const out = await llm.object({
    ...contactsPrompt(org, config, found, pages, solution),
    schema: contactsSchema,
    name: 'contacts',
  });
  const people = new Map(found.map((p) => [nameKey(p.name), p]));
  for (const p of out.people) {
    const key = nameKey(p.name);
    if (!key) continue;
    const known = people.get(key);
    if (known)
      people.set(key, {
        ...known,
        ...scoring(p),
        reasoning: p.reasoning.trim() || known.reasoning,
        bestApproach: p.bestApproach.trim() || known.bestApproach,
      });
    else people.set(key, proposedPerson(p, pages));
  }
  return [...people.values()].sort((a, b) => Number(b.verified) - Number(a.verified) || b.fitScore - a.fitScore);
}
