import type { AnalysisConfig } from '#domain/workflow';
import type { RankedOrganization } from '../../engine';
import type { LlmPrompt } from '../call';
import { formatConfig, GROUNDING_RULES } from './shared';

const line = (org: RankedOrganization) =>
  [
    `key=${org.key}`,
    org.name,
    org.industry && `industry: ${org.industry}${org.subIndustry ? ` / ${org.subIndustry}` : ''}`,
    (org.sizeRange || org.employeeCount) &&
      `size: ${org.sizeRange ?? ''}${org.employeeCount ? ` (${org.employeeCount} employees)` : ''}`,
    org.location && `location: ${org.location}`,
    org.revenueRange && `revenue: ${org.revenueRange}`,
    org.description && `about: ${org.description.slice(0, 300)}`,
    org.keywords.length > 0 && `keywords: ${org.keywords.slice(0, 12).join(', ')}`,
  ]
    .filter(Boolean)
    .join(' | ');

/** Prompt: re-score the shortlisted candidates against the seller's configuration. */
export function rankPrompt(config: AnalysisConfig, shortlist: RankedOrganization[]): LlmPrompt {
  return {
    system: GROUNDING_RULES,
    prompt: [
      'Seller configuration:',
      formatConfig(config),
      '',
      'Score how well each candidate organization fits as a prospect for this seller (0–100; 75+ great, 55+ good, 35+ okay, below poor).',
      'Judge only from the facts listed for the candidate. Give one or two sentences of reasoning that cite those facts; do not add facts.',
      'Return one entry per candidate, using its key exactly.',
      '',
      'Candidates:',
      ...shortlist.map(line),
    ].join('\n'),
  };
}
