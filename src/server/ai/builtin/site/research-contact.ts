import type { AnalysisConfig, Provenance } from '#domain/workflow';
import type { ContactProfile, DiscoveredPerson, OrganizationRecord, SitePage, SiteSnapshot } from '#server/ai/engine';
import { extractDescription } from './description';
import { brandWords } from './find-people';
import { bioParagraphs, mentions } from './person-bio';
import { extractProductName } from './product-name';
import { fitReasons, scorePerson } from './score-person';
import { clip, joinWithin, splitSentences } from './text';
import { whyThisContact } from './why-contact';
import { countTerms, SKILL_TERMS, topLabels } from './vocabulary';

const EDUCATION =
  /\b(universit(y|ies)|college|(graduate|law|business|medical) school|degree|bachelor'?s?|master'?s?|b\.?a\.|b\.?s\.?c?\.|m\.?s\.?e?\.|mba|ph\.?d|doctorate|graduated|graduate|alumn\w*|studied|undergrad\w*|diploma|certified|certification)/i;
const ACHIEVEMENT =
  /\b(awards?|awarded|won|launched|led|joined|promoted|published|spoke|speaker|keynote|named|recogni[sz]ed)\b/i;
const INTERESTS =
  /\b(in (his|her|their) (free|spare) time|for fun|enjoys?|hobb(y|ies)|loves?|passionate about|outside (of )?work|when (he|she|they)('s| is| are)n?'?t)\b/i;

type Contact = Pick<DiscoveredPerson, 'name' | 'title' | 'seniorityLevel' | 'reasoning' | 'bestApproach'>;

/** A contact's profile from the pages that name them; every section null when no page supports it. */
export function researchContactFromSite(
  contact: Contact,
  org: OrganizationRecord,
  site: SiteSnapshot | null,
  config?: AnalysisConfig,
): ContactProfile {
  const pages = site ? site.pages.filter((p) => mentions(p, contact.name)) : [];
  const brand = site ? brandWords(site) : new Set<string>();
  const bio = pages.flatMap((page) => bioParagraphs(page, contact.name, brand));
  const sentences = [...new Set(bio.flatMap((b) => splitSentences(b)))];
  const education = sentences.filter((s) => EDUCATION.test(s));
  const interests = sentences.filter((s) => INTERESTS.test(s));
  const achievements = sentences.filter((s) => ACHIEVEMENT.test(s) && !education.includes(s) && !interests.includes(s));
  const other = sentences.filter((s) => !education.includes(s) && !interests.includes(s));
  const notAchievements = other.filter((s) => !achievements.includes(s));
  const background = notAchievements.length > 0 ? notAchievements : other;
  const skills = topLabels(countTerms(SKILL_TERMS, bio.join('\n')), 8);

  const sources: Provenance[] = pages.map((p) => ({ source: 'web', url: p.url, fetchedAt: p.fetchedAt }));
  const description = site && site.pages[0] ? extractDescription(site, extractProductName(site)) : '';
  if (description && site && !sources.some((s) => s.url === site.pages[0]!.url))
    sources.push(provenanceOf(site.pages[0]!));
  const role = contact.title ? `${contact.title} at ${org.name}.` : '';
  const companyContext = [role, description].filter(Boolean).join(' ');

  const fit = config
    ? scorePerson({ title: contact.title, sourceUrl: pages[0]?.url ?? null }, config, { orgName: org.name })
    : null;
  const matched = config ? fitReasons(contact.title, config) : [];
  const highlight = achievements[0] ?? background[0];
  const intro = `${contact.name} is ${contact.title ? `${contact.title} at ${org.name}` : `listed at ${org.name}`} (${contact.seniorityLevel} level).`;
  const why = whyThisContact(intro, config ? matched : [contact.reasoning]);
  return {
    professionalBackground: background.length ? joinWithin(background.slice(0, 4), ' ') : null,
    educationBackground: education.length ? joinWithin(education, ' ') : null,
    skillsExpertise: skills.length ? skills.join(', ') : null,
    recentAchievements: achievements.length ? joinWithin(achievements.slice(0, 3), ' ') : null,
    companyContext: companyContext ? clip(companyContext) : null,
    personalInterests: interests.length ? joinWithin(interests, ' ') : null,
    whyThisContact: clip(why.trim()),
    bestApproach: clip(
      `${fit?.bestApproach ?? contact.bestApproach}${highlight ? ` Their page says: "${clip(highlight, 160)}"` : ''}`.trim(),
    ),
    sources,
  };
}

const provenanceOf = (page: SitePage): Provenance => ({ source: 'web', url: page.url, fetchedAt: page.fetchedAt });
