import type { AnalysisConfig } from '#domain/workflow';
import type { AccountResearchResult, OrganizationRecord, SiteSnapshot } from '../../engine';
import { parseTargeting, signalEvaluator } from '../rank/signals';
import { buildInsights } from './insights';
import { buildOverview } from './overview';
import { extractPageFacts } from './page-facts';
import { recommendSolutions } from './solutions';
import { asCandidate, pageSentences } from './sources';
import { fitReasons, whyTarget } from './why-target';

/** Researches one account from its stored record and its fetched website only; what no source gives stays null. */
export function researchAccount(
  org: OrganizationRecord,
  config: AnalysisConfig,
  site: SiteSnapshot | null,
): AccountResearchResult {
  const sentences = pageSentences(site);
  const signals = signalEvaluator(parseTargeting(config)).explain(asCandidate(org));
  return {
    overview: buildOverview(org, site, extractPageFacts(sentences)),
    whyTarget: whyTarget(org, config, signals, sentences),
    recommendedSolutions: recommendSolutions(org, config, sentences, fitReasons(signals)),
    keyInsights: buildInsights(org, config, sentences),
  };
}
