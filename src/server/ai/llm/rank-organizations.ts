import { orgFitCategory, type AnalysisConfig } from '#domain/workflow';
import type { AiEngine, Candidate, RankedOrganization } from '../engine';
import type { LlmClient } from './call';
import { stripUnsupportedCurrency } from './grounding';
import { rankPrompt } from './prompts/rank-organizations';
import { configText } from './prompts/shared';
import { rankingSchema } from './schemas';

/** How many of the built-in ranking's best candidates the model re-scores. */
export const LLM_RERANK_LIMIT = 30;

const candidateText = (org: RankedOrganization) => Object.values(org).flat().join('\n');

/**
 * Ranks with the built-in engine (fast, over every candidate), then lets the model re-score and explain
 * the top 30. Facts always come from the data; the category is recomputed from the score. Model failures propagate.
 */
export async function rankOrganizations(
  llm: LlmClient,
  fallback: AiEngine,
  config: AnalysisConfig,
  candidates: Candidate[],
): Promise<RankedOrganization[]> {
  const ranked = await fallback.rankOrganizations(config, candidates);
  const shortlist = ranked.slice(0, LLM_RERANK_LIMIT);
  if (shortlist.length === 0) return ranked;
  const out = await llm.object({
    ...rankPrompt(config, shortlist),
    schema: rankingSchema,
    name: 'organization_ranking',
  });
  const byKey = new Map(out.rankings.map((r) => [r.key.trim(), r]));
  const rescored = shortlist.map((org) => {
    const r = byKey.get(org.key);
    if (!r) return org;
    const fitScore = Math.round(Math.min(100, Math.max(0, r.fitScore)));
    const reasoning =
      stripUnsupportedCurrency(r.reasoning, `${candidateText(org)}\n${configText(config)}`) || org.reasoning;
    return { ...org, fitScore, fitCategory: orgFitCategory(fitScore), reasoning };
  });
  return [...rescored, ...ranked.slice(LLM_RERANK_LIMIT)].sort((a, b) => b.fitScore - a.fitScore);
}
