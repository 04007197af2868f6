import type { AnalysisConfig } from '#domain/workflow';
import { buildQuery } from '../../ai/builtin/rank/query';
import { stem } from '../../ai/builtin/rank/tokenize';

/** A ranking term as the database's full-text search sees it: every word form the scorer stems to it. */
export type PrefilterTerm = { stem: string; weight: number; forms: string[] };

// Anything but letters and digits would be tsquery syntax.
const TERM = /^[\p{L}\p{N}]+$/u;

/**
 * The words the scorer's light stemmer reduces to `s` (s, s+s, s+e, s+es, s+ed, s+ing, a doubled consonant, y→ies),
 * each checked against `stem` itself. Matching these exact lexemes rather than a prefix ('softwar:*') keeps the
 * database to the scorer's own matches ('app:*' would take "apparel", 'bi:*' "big") and lets the GIN index
 * answer from posting lists alone (a prefix is a range scan of the index's terms).
 */
export function wordForms(s: string): string[] {
  const candidates = [s, `${s}s`, `${s}e`, `${s}es`, `${s}ed`, `${s}ing`];
  // "shipping" → "ship": a consonant doubled after a short vowel.
  if (/[^aeiou][aeiou][bdgkmnprt]$/.test(s)) candidates.push(`${s}${s.at(-1)}ing`, `${s}${s.at(-1)}ed`);
  if (s.endsWith('y')) candidates.push(`${s.slice(0, -1)}ies`, `${s.slice(0, -1)}ied`);
  return [...new Set(candidates)].filter((w) => stem(w) === s);
}

/** The configuration's ranking terms, heaviest first, with their word forms. */
export function prefilterTerms(config: AnalysisConfig): PrefilterTerm[] {
  return buildQuery(config)
    .filter((t) => TERM.test(t.stem))
    .sort((a, b) => b.weight - a.weight)
    .map((t) => ({ stem: t.stem, weight: t.weight, forms: wordForms(t.stem) }));
}

/** One term as a tsquery: any of its forms. */
export const termQuery = (t: PrefilterTerm) => t.forms.join(' | ');

/** Every term OR'ed: an account matching any of them is a candidate ('' when there are none). */
export function anyTermQuery(terms: readonly PrefilterTerm[]): string {
  return terms.map(termQuery).join(' | ');
}

/**
 * Accounts matching any two of `terms` ('' for fewer than two), written as a & (b | c…) | b & (c…) | …: the
 * same set as every pair OR'ed, with half the operands for the index to evaluate.
 */
export function twoTermsQuery(terms: readonly PrefilterTerm[]): string {
  const groups = terms.map((t) => `(${termQuery(t)})`);
  return groups
    .slice(0, -1)
    .map((a, i) => `${a} & (${groups.slice(i + 1).join(' | ')})`)
    .join(' | ');
}
