import { orgFitCategory, type AnalysisConfig } from '#domain/workflow';
import type { Candidate, RankedOrganization } from '../../engine';
import { explain, textMentions } from './explain';
import { buildQuery } from './query';
import { parseTargeting, signalEvaluator } from './signals';
import { queryVocabulary, textRelevance } from './text-index';

export type RankOptions = { limit?: number };

const W_TEXT = 45;
const W_INDUSTRY = 35;
const W_SIZE = 10;
const W_LOCATION = 10;

/**
 * Fit score 0–100 = 100 · (45·R' + 35·I + 10·S + 10·L) / (45 + the weights of the criteria the
 * configuration names), where R is text relevance (BM25F, see textRelevance), I the industry fit
 * (1 exact, 0.9 synonym, less when inferred from the buyers, 0.7 sub-industry, ≤ 0.35 adjacent), S the
 * size fit (1 inside, 0.5 overlapping or unknown) and L the location fit (1 inside, 0.5 unknown).
 * A criterion the configuration does not name drops out of both sums, so text alone can still reach
 * "great" for a free-form configuration. When industries are targeted, R' = R · min(1, 0.5 + I): word
 * matches in an industry nobody targets ("developer and operator of casino resorts" for a developer
 * tool) are coincidences more often than not, so they count half.
 */
export function calibrate(text: number, industry: number, size: number, location: number): number {
  let num = W_TEXT * (Number.isNaN(industry) ? text : text * Math.min(1, 0.5 + industry));
  let den = W_TEXT;
  for (const [value, weight] of [[industry, W_INDUSTRY], [size, W_SIZE], [location, W_LOCATION]] as const) {
    if (Number.isNaN(value)) continue;
    num += weight * value;
    den += weight;
  }
  return Math.max(0, Math.min(100, Math.round((100 * num) / den)));
}

const byNameThenKey = (a: Candidate, b: Candidate) => {
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
};

/** Ranks candidates against the configuration (competitors left out); best `limit` by fit score, ties by name. */
export function rankOrganizations(config: AnalysisConfig, candidates: readonly Candidate[], { limit = 50 }: RankOptions = {}): RankedOrganization[] {
  const query = buildQuery(config);
  const evaluate = signalEvaluator(parseTargeting(config));
  const relevance = textRelevance(query, candidates);
  const n = candidates.length;
  const scores = new Int16Array(n);
  const counts = new Int32Array(101);
  const v = new Float64Array(3);
  for (let i = 0; i < n; i++) {
    const c = candidates[i]!;
    if (evaluate.excluded(c)) {
      scores[i] = -1;
      continue;
    }
    evaluate.values(c, v);
    counts[(scores[i] = calibrate(relevance[i]!, v[0]!, v[1]!, v[2]!))]!++;
  }
  // Lowest score that still reaches `limit` results, so only that many (plus ties) get sorted.
  let threshold = 100;
  for (let total = 0; threshold > 0; threshold--) if ((total += counts[threshold]!) >= limit) break;
  const picked: number[] = [];
  for (let i = 0; i < n; i++) if (scores[i]! >= threshold) picked.push(i);
  picked.sort((a, b) => scores[b]! - scores[a]! || byNameThenKey(candidates[a]!, candidates[b]!));
  const vocab = queryVocabulary(query);
  return picked.slice(0, limit).map((i) => {
    const c = candidates[i]!;
    const { reasoning, matchedCriteria } = explain(evaluate.explain(c), textMentions(query, c, vocab));
    return { ...c, fitScore: scores[i]!, fitCategory: orgFitCategory(scores[i]!), reasoning, matchedCriteria };
  });
}
