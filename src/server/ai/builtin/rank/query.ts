import type { AnalysisConfig } from '#domain/workflow';
import { buyerVocabulary } from './persona-industries';
import { QUERY_NOISE, STOP_WORDS } from './stop-words';
import { synonymsOf } from './synonyms';
import { coreStems, nounPhrases } from './phrase-match';
import { isNumber, stem, words } from './tokenize';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One weighted query term; `display` is the configuration's own word for it. */
export type QueryTerm = {
  stem: string;
  weight: number;
  display: string;
  viaSynonym: boolean;
  /** Words that must stand beside this one for it to count (its phrase's other words), one list per phrase. */
  needs?: string[][];
};

/**
 * How much each configuration field speaks for the buyer (who to target weighs most). Competitor names
 * are left out: they are proper nouns ("Coal Mine", "Dead Man's Snitch") that match unrelated words.
 */
const FIELD_WEIGHTS: [keyof AnalysisConfig, number][] = [
  ['successIndustries', 3],
  ['targetMarket', 3],
  ['productDescription', 1],
  ['keyDecisionMakers', 0.5],
];
const SYNONYM_FACTOR = 0.5;
/** Weight of the words that describe organizations with the buyers the configuration implies (see buyerVocabulary). */
const BUYER_WEIGHT = 1;

/**
 * The product's own name and its competitors' names as one pattern: "Read the Docs is…" or "an alternative
 * to Dead Man's Snitch" describe the seller, not the buyer, so their words stay out of the query.
 */
export function sellerNames(config: AnalysisConfig): RegExp | null {
  const names = [config.productName ?? '', ...(config.competitors ?? '').split(/[,;\n|]/)]
    .map((n) => n.replace(/\(.*?\)/g, '').trim())
    .filter((n) => n.length >= 2)
    .sort((a, b) => b.length - a.length);
  return names.length > 0 ? new RegExp(`(?<![\\w])(?:${names.map(escapeRegExp).join('|')})(?![\\w])`, 'gi') : null;
}

/** Weighted, synonym-expanded query terms from the configuration (max weight wins when a term repeats). */
export function buildQuery(config: AnalysisConfig): QueryTerm[] {
  const terms = new Map<string, QueryTerm>();
  const put = (s: string, weight: number, display: string, viaSynonym: boolean) => {
    const prev = terms.get(s);
    if (!prev) return void terms.set(s, { stem: s, weight, display, viaSynonym });
    prev.weight = Math.max(prev.weight, weight);
    if (prev.viaSynonym && !viaSynonym) Object.assign(prev, { viaSynonym, display });
  };
  const names = sellerNames(config);
  // A word of a phrase counts with the phrase's other words: "construction" of "construction materials" alone
  // is not a match, nor "manufacturers" of "paper manufacturers". A word that stands alone somewhere is free.
  const needs = new Map<string, string[][] | null>();
  const need = (s: string, others: string[] | null) => {
    const prev = needs.get(s);
    if (prev === null) return;
    needs.set(s, others === null || others.length === 0 ? null : [...(prev ?? []), others]);
  };
  for (const [field, weight] of FIELD_WEIGHTS) {
    const text = names ? (config[field] ?? '').replace(names, ' ') : (config[field] ?? '');
    if (weight >= 3)
      for (const phrase of nounPhrases(text)) {
        const core = coreStems(phrase);
        for (const s of phrase.stems)
          need(
            s,
            core.filter((x) => x !== s),
          );
      }
    for (const w of words(text)) {
      if (STOP_WORDS.has(w) || QUERY_NOISE.has(w) || isNumber(w)) continue;
      const s = stem(w);
      if (weight < 3) need(s, null);
      put(s, weight, w, false);
      for (const syn of synonymsOf(s)) put(syn, weight * SYNONYM_FACTOR, w, true);
    }
  }
  // "Developers", "cron jobs": words that describe the organizations such buyers work in ("devops", "api").
  for (const [phrase] of buyerVocabulary(config)) for (const w of words(phrase)) put(stem(w), BUYER_WEIGHT, w, true);
  for (const t of terms.values()) {
    const n = t.viaSynonym ? null : needs.get(t.stem);
    if (n) t.needs = n;
  }
  return [...terms.values()];
}
