import type { AnalysisConfig, RecommendedSolution } from '#domain/workflow';
import type { AccountResearchResult, OrganizationRecord } from '../../engine';
import type { LlmPrompt } from '../call';
import { recordText } from '../pages';
import { formatConfig, GROUNDING_RULES } from './shared';

/** The research as plain lines (facts, reasons, insights). */
export function researchText(research: AccountResearchResult | null): string {
  if (!research) return '(no research yet)';
  const facts = Object.entries(research.overview)
    .filter(([, fact]) => fact)
    .map(([key, fact]) => `${key}: ${fact!.value}`);
  return [
    ...facts,
    ...research.whyTarget.map((r) => `Why: ${r}`),
    ...research.keyInsights.map((i) => `Insight (${i.type}): ${i.content}`),
  ].join('\n');
}

/** Prompt: a short outreach e-mail built only from the configuration, the research and the solution. */
export function pitchPrompt(
  org: OrganizationRecord,
  research: AccountResearchResult | null,
  solution: RecommendedSolution,
  config: AnalysisConfig,
): LlmPrompt {
  return {
    system: `${GROUNDING_RULES}\nYou write concise, specific B2B outreach e-mails in plain text.`,
    prompt: [
      `Write an outreach e-mail to ${org.name} about ${solution.product}.`,
      'Format: a first line "Subject: …", a blank line, then a body of 90–160 words and a sign-off without a sender name.',
      'Greet generically ("Hi there,"): you do not know the recipient, so use no person\'s name.',
      'Use only facts listed below; do not invent customers, results, statistics or prices.',
      '',
      'Seller configuration:',
      formatConfig(config),
      '',
      `Solution: ${solution.product} — ${solution.opportunity}\nWhy: ${solution.reasoning}`,
      '',
      'Prospect record:',
      recordText(org),
      '',
      'Research:',
      researchText(research),
    ].join('\n'),
  };
}
