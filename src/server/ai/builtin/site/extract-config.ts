import type { ExtractedConfig, SiteSnapshot } from '#server/ai/engine';
import { extractCompetitors } from './competitors';
import { extractDescription } from './description';
import { extractIndustries } from './industries';
import { extractDecisionMakers, extractTargetMarket } from './market';
import { extractMetrics } from './metrics';
import { extractPricingModel } from './pricing';
import { extractProductName } from './product-name';
import { extractSalesCycle } from './sales-cycle';
import { clip } from './text';

const EMPTY: ExtractedConfig = {
  productName: '',
  productDescription: '',
  targetMarket: '',
  successIndustries: '',
  keyDecisionMakers: '',
  salesCycle: '',
  pricingModel: '',
  metricsKpis: '',
  overallFeedback: '',
  competitors: '',
};

/** Auto-fill from a read site, offline and deterministic: each field only from what the pages say, '' otherwise. */
export function extractCompanyConfig(site: SiteSnapshot): ExtractedConfig {
  if (site.pages.length === 0) return { ...EMPTY };
  const productName = extractProductName(site);
  const config: ExtractedConfig = {
    productName,
    productDescription: extractDescription(site, productName),
    targetMarket: extractTargetMarket(site),
    successIndustries: extractIndustries(site),
    keyDecisionMakers: extractDecisionMakers(site),
    salesCycle: extractSalesCycle(site),
    pricingModel: extractPricingModel(site),
    metricsKpis: extractMetrics(site),
    overallFeedback: '', // the user's own notes; never filled from the site
    competitors: extractCompetitors(site, productName),
  };
  return Object.fromEntries(Object.entries(config).map(([k, v]) => [k, clip(v, 399)])) as ExtractedConfig;
}
