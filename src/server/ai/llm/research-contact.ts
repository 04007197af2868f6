import type { Provenance } from '#domain/workflow';
import type { ContactProfile, DiscoveredPerson, OrganizationRecord, SitePage, SiteSnapshot } from '../engine';
import type { LlmClient } from './call';
import { containsPhrase, numbersSupported, stripUnsupportedCurrency } from './grounding';
import { allText, findPage, pagesOf, recordText, webProvenance } from './pages';
import { researchContactPrompt } from './prompts/research-contact';
import { contactProfileSchema } from './schemas';

const PERSONAL = [
  'professionalBackground',
  'educationBackground',
  'skillsExpertise',
  'recentAchievements',
  'personalInterests',
] as const;

/** The pages that mention the person (their source page first), plus the home page for company context. */
function pagesFor(
  contact: DiscoveredPerson,
  site: SiteSnapshot | null,
): { mentioning: SitePage[]; context: SitePage | null } {
  const pages = pagesOf(site);
  const mentioning = pages.filter((p) => containsPhrase(`${p.title}\n${p.text}`, contact.name));
  const own = findPage(pages, contact.provenance.url);
  if (own && !mentioning.includes(own)) mentioning.unshift(own);
  const home = site ? (findPage(pages, site.rootUrl) ?? pages[0] ?? null) : null;
  return { mentioning, context: home && !mentioning.includes(home) ? home : null };
}

/** A model statement kept only when its numbers and amounts appear in the sources. */
function grounded(value: string | null, sources: string): string | null {
  if (!value?.trim()) return null;
  const text = stripUnsupportedCurrency(value, sources);
  return text && numbersSupported(text, sources) ? text : null;
}

/** A contact's profile grounded in the pages that mention them; unsupported facts are null; sources are those pages. */
export async function researchContact(
  llm: LlmClient,
  contact: DiscoveredPerson & { id: string },
  org: OrganizationRecord,
  site: SiteSnapshot | null,
): Promise<ContactProfile> {
  const { mentioning, context } = pagesFor(contact, site);
  const sent = context ? [...mentioning, context] : mentioning;
  const out = await llm.object({
    ...researchContactPrompt(contact, org, sent),
    schema: contactProfileSchema,
    name: 'contact_profile',
  });
  const personalSources = allText(mentioning);
  const companySources = `${allText(sent)}\n${recordText(org)}`;
  const personal = Object.fromEntries(
    PERSONAL.map((f) => [f, mentioning.length > 0 ? grounded(out[f], personalSources) : null]),
  ) as Record<(typeof PERSONAL)[number], string | null>;
  const companyContext = grounded(out.companyContext, companySources);
  const used: SitePage[] = [...mentioning, ...(context && companyContext ? [context] : [])];
  const sources: Provenance[] = used.map(webProvenance);
  return {
    ...personal,
    companyContext,
    whyThisContact: stripUnsupportedCurrency(out.whyThisContact, companySources),
    bestApproach: stripUnsupportedCurrency(out.bestApproach, companySources),
    sources,
  };
}
