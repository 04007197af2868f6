import type { AnalysisConfig } from '#domain/workflow';
import type { OrganizationRecord, SitePage } from '../../engine';
import type { LlmPrompt } from '../call';
import { formatPages, recordText } from '../pages';
import { formatConfig, GROUNDING_RULES } from './shared';

/** Prompt: research an account from its pages and directory record, citing a source for every fact. */
export function researchAccountPrompt(org: OrganizationRecord, config: AnalysisConfig, pages: SitePage[]): LlmPrompt {
  return {
    system: GROUNDING_RULES,
    prompt: [
      'Seller configuration:',
      formatConfig(config),
      '',
      `Research the prospect "${org.name}" for this seller.`,
      '- overview: revenue, employees, founded, industry, headquarters. Each is { value, sourceUrl } where sourceUrl is the URL of the page below',
      "  that states the value, or 'directory' when it comes from the directory record. Use null when no source states it. Never estimate.",
      `- whyTarget: 2–4 short reasons this organization fits ${config.productName || 'the product'}, based on the sources.`,
      `- recommendedSolutions: 1–3 ways ${config.productName || 'the product'} could help them (reasoning, priority High|Medium|Low, opportunity).`,
      "- keyInsights: 2–5 insights (type, content, relevance, sourceUrl = the page URL that states it, or 'ai' when it is your own inference).",
      'Do not state any amount of money unless a source states it.',
      '',
      'Directory record:',
      recordText(org),
      '',
      'Pages:',
      formatPages(pages),
    ].join('\n'),
  };
}
