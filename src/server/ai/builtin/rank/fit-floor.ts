import type { Candidate } from '../../engine';
import type { QueryTerm } from './query';
import type { Signals } from './signals';
import { INDUSTRY_ALIASES } from './industry-aliases';
import { scanField } from './text-index';
import { tokenize } from './tokenize';
import type { Vocabulary } from './vocabulary';
import { fieldText, phraseStands } from './phrase-match';

/**
 * The lowest fit score an organization needs to be returned at all (the bottom of Okay Fit plus a margin):
 * below it the only match is a shared industry or a stray word, which is padding, not a fit.
 */
export const FIT_FLOOR = 45;

// Words that say what any software or business company is, not what this one needs.
const GENERIC = new Set(
  tokenize(
    'software saas cloud platform app apps application data enterprise company companies team teams business service services solution solutions online digital technology tech',
  ),
);
const INDUSTRY_WORDS = new Set(
  Object.entries(INDUSTRY_ALIASES).flatMap(([label, { own, alias }]) =>
    [label, ...own, ...alias].flatMap((w) => tokenize(w)),
  ),
);

/**
 * A real fit signal: the organization's own description, keywords or sub-industry use one of the
 * configuration's own words (not only a synonym) that is specific, neither an industry name nor a word any
 * company uses ("software", "cloud"). An industry match alone fits thousands of organizations and says nothing.
 */
export function hasFitSignal(query: readonly QueryTerm[], c: Candidate, vocab: Vocabulary): boolean {
  let found = false;
  const hit = (field: number) => (q: number) => {
    const t = query[q];
    if (
      t &&
      !t.viaSynonym &&
      !GENERIC.has(t.stem) &&
      !INDUSTRY_WORDS.has(t.stem) &&
      phraseStands(t.needs, fieldText(c, field))
    )
      found = true;
  };
  scanField(vocab, c, 2, hit(2));
  if (!found) scanField(vocab, c, 3, hit(3));
  if (!found && c.subIndustry) scanField(vocab, { ...c, industry: null }, 1, hit(1));
  return found;
}

/** True when the record has no description: its keywords and sub-industry are category labels (an imported row). */
export const hasNoOwnText = (c: Candidate) => !c.description?.trim();

/**
 * For a record with no description, the structured signals are all the evidence there is: its industry or
 * sub-industry must be one the user named (itself or a synonym; not inferred from the buyers, not a neighbour).
 */
export const namedIndustryFit = (c: Candidate, signals: Signals) =>
  hasNoOwnText(c) &&
  (signals.industry?.value ?? 0) >= 0.7 &&
  /\b(?:matches|relates to) your\b/.test(signals.industry?.reason ?? '');

/**
 * How much independent evidence supports the fit (the tie-break between equal scores): each configuration
 * word found in the description, keywords or sub-industry, plus one each for the industry (itself or its
 * sub-industry, not a neighbour), the size band and the place.
 */
export function countEvidence(signals: Signals, query: readonly QueryTerm[], c: Candidate, vocab: Vocabulary): number {
  const words = new Set<number>();
  for (const field of [2, 3]) scanField(vocab, c, field, (q) => words.add(q));
  if (c.subIndustry) scanField(vocab, { ...c, industry: null }, 1, (q) => words.add(q));
  let n = [...words].filter((q) => query[q] !== undefined).length;
  if (signals.industry && signals.industry.value >= 0.7) n++;
  if (signals.size?.value === 1) n++;
  if (signals.location?.value === 1) n++;
  return n;
}
