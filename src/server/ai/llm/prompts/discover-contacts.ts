import type { AnalysisConfig, RecommendedSolution } from '#domain/workflow';
import type { DiscoveredPerson, OrganizationRecord, SitePage } from '../../engine';
import type { LlmPrompt } from '../call';
import { formatPages } from '../pages';
import { formatConfig, GROUNDING_RULES } from './shared';

const known = (p: DiscoveredPerson) => `- ${p.name}${p.title ? ` — ${p.title}` : ''}`;

/** Prompt: score the people already found and list people named on the pages that were missed. */
export function contactsPrompt(
  org: OrganizationRecord,
  config: AnalysisConfig,
  people: DiscoveredPerson[],
  pages: SitePage[],
  solution?: RecommendedSolution,
): LlmPrompt {
  return {
    system: GROUNDING_RULES,
    prompt: [
      'Seller configuration:',
      formatConfig(config),
      solution ? `\nSolution being pitched: ${solution.product} — ${solution.opportunity}` : '',
      '',
      `Find the best people to contact at ${org.name}.`,
      '1. Score every person already found (below) for fit 0–100 (90+ perfect, 75+ great, 55+ good) with reasoning and a best approach.',
      '2. Add people whose full name is written on the pages below but are missing from the list, with sourceUrl = that page.',
      '   Give title, e-mail and phone only as written on that page; otherwise null.',
      'Never add a person whose name is not written on a page. Do not guess e-mail addresses or phone numbers.',
      '',
      'People already found:',
      people.length > 0 ? people.map(known).join('\n') : '(none)',
      '',
      'Pages:',
      formatPages(pages),
    ].join('\n'),
  };
}
