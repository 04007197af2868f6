import type { AiEngine, ExtractedConfig, SiteSnapshot } from '../engine';
import type { LlmClient } from './call';
import { containsPhrase, nameKey, stripUnsupportedCurrency } from './grounding';
import { allText } from './pages';
import { extractConfigPrompt } from './prompts/extract-config';
import { companyConfigSchema } from './schemas';

const TEXT_FIELDS = [
  'productName',
  'productDescription',
  'targetMarket',
  'successIndustries',
  'keyDecisionMakers',
  'salesCycle',
  'pricingModel',
  'metricsKpis',
  'overallFeedback',
] as const;

/** Auto-fill from the seller's site; competitors not named on the pages and unsourced prices are dropped. */
export async function extractCompanyConfig(
  llm: LlmClient,
  fallback: AiEngine,
  site: SiteSnapshot,
): Promise<ExtractedConfig> {
  if (!site.pages.some((p) => p.text.trim())) return fallback.extractCompanyConfig(site);
  const out = await llm.object({ ...extractConfigPrompt(site), schema: companyConfigSchema, name: 'company_config' });
  const text = allText(site.pages);
  const seen = new Set<string>();
  const competitors = out.competitors
    .map((name) => name.trim())
    .filter((name) => {
      const key = nameKey(name);
      if (!key || seen.has(key) || !containsPhrase(text, name)) return false;
      seen.add(key);
      return true;
    });
  const fields = Object.fromEntries(TEXT_FIELDS.map((f) => [f, stripUnsupportedCurrency(out[f], text)])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >;
  return { ...fields, competitors: competitors.join(', ') };
}
