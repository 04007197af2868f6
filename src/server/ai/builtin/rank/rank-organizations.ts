import { orgFitCategory, type AnalysisConfig } from '#domain/workflow';
import type { Candidate, RankedOrganization } from '../../engine';
import { competitorReason, explain, textMentions } from './explain';
import { countEvidence, FIT_FLOOR, hasFitSignal, namedIndustryFit } from './fit-floor';
import { inOwnCategory, ownCategory } from './own-category';
import { buildQuery } from './query';
import { isCompetitor, parseTargeting, signalEvaluator } from './signals';
import { queryVocabulary, textRelevance } from './text-index';

/**
 * `floor: false` scores and explains every candidate (the floor and the fit-signal rule are skipped);
 * `maxCompetitors`: how many competitors are kept (discovery places every organization it found, issue 22).
 */
export type RankOptions = { limit?: number; floor?: boolean; maxCompetitors?: number };

const W_TEXT = 45;
const W_INDUSTRY = 35;
const W_SIZE = 10;
const W_LOCATION = 10;
/** Competitors kept (labelled, below every buyer): enough to show who they are, not to fill the list. */
const MAX_COMPETITORS = 10;
/** A competitor's score as a buyer: halved, at most 34 (Poor Fit), so it never outranks a buyer. */
const competitorScore = (score: number) => Math.min(Math.round(score / 2), 34);

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
  for (const [value, weight] of [
    [industry, W_INDUSTRY],
    [size, W_SIZE],
    [location, W_LOCATION],
  ] as const) {
    if (Number.isNaN(value)) continue;
    num += weight * value;
    den += weight;
  }
  return Math.max(0, Math.min(100, Math.round((100 * num) / den)));
}

const byName = (a: Candidate, b: Candidate) => {
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
};

type Scored = { i: number; score: number; evidence: number; competitor: boolean; mentions: string[] };

/**
 * Ranks candidates against the configuration and returns only those with a real fit signal: a score of at
 * least FIT_FLOOR and a word of the configuration in their own description, keywords or sub-industry, or, for a
 * record with no words of its own (a bare import row), an industry the user named (see fit-floor.ts); at most
 * `limit`. Equal scores rank by more evidence, then text relevance, then name.
 * The seller itself is left out; competitors (named in Competitors, or in the seller's own category) that
 * pass the floor are labelled, scored as Poor Fit buyers and listed after every buyer.
 */
export function rankOrganizations(
  config: AnalysisConfig,
  candidates: readonly Candidate[],
  { limit = 50, floor = true, maxCompetitors = MAX_COMPETITORS }: RankOptions = {},
): RankedOrganization[] {
  const query = buildQuery(config);
  const targeting = parseTargeting(config);
  const evaluate = signalEvaluator(targeting);
  const category = ownCategory(config);
  const relevance = textRelevance(query, candidates);
  const vocab = queryVocabulary(query);
  const n = candidates.length;
  const scores = new Int16Array(n);
  const above: number[] = [];
  const v = new Float64Array(3);
  for (let i = 0; i < n; i++) {
    const c = candidates[i]!;
    if (evaluate.excluded(c)) continue;
    evaluate.values(c, v);
    scores[i] = calibrate(relevance[i]!, v[0]!, v[1]!, v[2]!);
    if (!floor || scores[i]! >= FIT_FLOOR) above.push(i);
  }
  above.sort((a, b) => scores[b]! - scores[a]!);
  const buyers: Scored[] = [];
  const competitors: Scored[] = [];
  for (const i of above) {
    const last = buyers[buyers.length - 1];
    // Past the limit, only the rest of the last score's tie group is still read (it may hold more evidence).
    if (buyers.length >= limit && last && scores[i]! < last.score) break;
    const c = candidates[i]!;
    const signals = evaluate.explain(c);
    if (floor && !hasFitSignal(query, c, vocab) && !namedIndustryFit(c, signals)) continue;
    const mentions = textMentions(query, c, vocab);
    const entry = {
      i,
      score: scores[i]!,
      evidence: countEvidence(signals, query, c, vocab),
      competitor: isCompetitor(targeting, c) || inOwnCategory(category, c),
      mentions,
    };
    if (entry.competitor) {
      if (competitors.length < maxCompetitors) competitors.push(entry);
    } else if (buyers.length < limit || (last && entry.score === last.score)) buyers.push(entry);
  }
  const order = (a: Scored, b: Scored) =>
    b.score - a.score ||
    b.evidence - a.evidence ||
    relevance[b.i]! - relevance[a.i]! ||
    byName(candidates[a.i]!, candidates[b.i]!);
  const kept = [...buyers.sort(order).slice(0, limit), ...competitors.sort(order)];
  return kept.map(({ i, score, evidence, competitor, mentions }) => {
    const c = candidates[i]!;
    const { reasoning, matchedCriteria } = explain(evaluate.explain(c), mentions);
    const fitScore = competitor ? competitorScore(score) : score;
    const why = competitor ? competitorReason(targeting, category, c) : null;
    return {
      ...c,
      fitScore,
      fitCategory: orgFitCategory(fitScore),
      reasoning: why ? `${why} ${reasoning}` : reasoning,
      matchedCriteria,
      competitor,
      evidence,
    };
  });
}
