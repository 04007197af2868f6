import type { DiscoveredPerson, OrganizationRecord, SitePage } from '../../engine';
import type { LlmPrompt } from '../call';
import { formatPages, recordText } from '../pages';
import { GROUNDING_RULES } from './shared';

/** Prompt: a contact's profile from the pages that mention them; facts null when the pages are silent. */
export function researchContactPrompt(
  contact: DiscoveredPerson,
  org: OrganizationRecord,
  pages: SitePage[],
): LlmPrompt {
  return {
    system: GROUNDING_RULES,
    prompt: [
      `Profile ${contact.name}${contact.title ? `, ${contact.title}` : ''} at ${org.name} for a seller preparing outreach.`,
      '- professionalBackground, educationBackground, skillsExpertise, recentAchievements, personalInterests: only what the pages say about this person; null otherwise.',
      '- companyContext: what the pages say about the organization that matters for this person; null if nothing.',
      '- whyThisContact and bestApproach: your reasoning, one or two sentences each, without new facts.',
      '',
      'Organization record:',
      recordText(org),
      '',
      'Pages:',
      formatPages(pages),
    ].join('\n'),
  };
}
