import type { SiteSnapshot } from '../../engine';
import { formatPages } from '../pages';
import type { LlmPrompt } from '../call';
import { GROUNDING_RULES } from './shared';

/** Prompt: fill the seller configuration from the seller's own website. */
export function extractConfigPrompt(site: SiteSnapshot): LlmPrompt {
  return {
    system: GROUNDING_RULES,
    prompt: [
      `These pages were fetched from the seller's website ${site.rootUrl}.`,
      'Fill the sales configuration fields from what the pages say:',
      '- productName: the product or company name; productDescription: what it does, in 1–3 sentences.',
      '- targetMarket: who it is for; successIndustries: industries named as customers or focus, comma-separated.',
      '- keyDecisionMakers: roles that buy it; salesCycle: only if stated; pricingModel: plans and prices as written.',
      '- metricsKpis: outcomes or metrics the pages claim; overallFeedback: leave "".',
      '- competitors: only companies the pages name as competitors or alternatives, spelled exactly as on the page.',
      'Leave a field "" (competitors []) when the pages do not support it.',
      '',
      formatPages(site.pages),
    ].join('\n'),
  };
}
