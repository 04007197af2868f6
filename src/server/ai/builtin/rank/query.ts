import type { AnalysisConfig } from '#domain/workflow';
import { QUERY_NOISE, STOP_WORDS } from './stop-words';
import { synonymsOf } from './synonyms';
import { isNumber, stem, words } from './tokenize';

/** One weighted query term; `display` is the configuration's own word for it. */
export type QueryTerm = { stem: string; weight: number; display: string; viaSynonym: boolean };

/** How much each configuration field speaks for the buyer (who to target weighs most). */
const FIELD_WEIGHTS: [keyof AnalysisConfig, number][] = [
  ['successIndustries', 3],
  ['targetMarket', 3],
  ['productDescription', 1],
  ['keyDecisionMakers', 0.5],
  ['competitors', 0.5],
];
const SYNONYM_FACTOR = 0.5;

/** Weighted, synonym-expanded query terms from the configuration (max weight wins when a term repeats). */
export function buildQuery(config: AnalysisConfig): QueryTerm[] {
  const terms = new Map<string, QueryTerm>();
  const put = (s: string, weight: number, display: string, viaSynonym: boolean) => {
    const prev = terms.get(s);
    if (!prev) return void terms.set(s, { stem: s, weight, display, viaSynonym });
    prev.weight = Math.max(prev.weight, weight);
    if (prev.viaSynonym && !viaSynonym) Object.assign(prev, { viaSynonym, display });
  };
  for (const [field, weight] of FIELD_WEIGHTS) {
    for (const w of words(config[field] ?? '')) {
      if (STOP_WORDS.has(w) || QUERY_NOISE.has(w) || isNumber(w)) continue;
      const s = stem(w);
      put(s, weight, w, false);
      for (const syn of synonymsOf(s)) put(syn, weight * SYNONYM_FACTOR, w, true);
    }
  }
  return [...terms.values()];
}
