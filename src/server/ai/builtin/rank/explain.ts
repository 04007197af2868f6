import type { Candidate } from '../../engine';
import type { QueryTerm } from './query';
import { categoryInDescription, categoryLabel, type OwnCategory } from './own-category';
import { isCompetitor, type Signals, type Targeting } from './signals';
import { queryVocabulary, scanField } from './text-index';
import type { Vocabulary } from './vocabulary';
import { fieldText, phraseStands } from './phrase-match';

/** Why a candidate ranked where it did: short criteria and a one-or-two-sentence reasoning. */
export type Explanation = { reasoning: string; matchedCriteria: string[] };

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const MENTION_FIELDS: [number, string][] = [
  [2, 'keywords mention'],
  [3, 'description mentions'],
  [1, 'sub-industry mentions'],
];

/** Query words a candidate's fields contain, heaviest first, at most three per field. */
export function textMentions(
  query: readonly QueryTerm[],
  c: Candidate,
  vocab: Vocabulary = queryVocabulary(query),
): string[] {
  const seen = new Set<number>();
  const out: string[] = [];
  for (const [field, label] of MENTION_FIELDS) {
    const found = new Map<number, string>();
    // Field 1 is the industry and the sub-industry: only the sub-industry's own words are "sub-industry mentions".
    const text = fieldText(c, field);
    scanField(vocab, field === 1 ? { ...c, industry: null } : c, field, (q, raw) => {
      if (!seen.has(q) && !found.has(q) && phraseStands(query[q]?.needs, text)) found.set(q, raw);
    });
    const top = [...found].sort((a, b) => query[b[0]]!.weight - query[a[0]]!.weight).slice(0, 3);
    for (const [q] of top) seen.add(q);
    if (top.length > 0) out.push(`${label} ${top.map(([, raw]) => raw).join(', ')}`);
  }
  return out;
}

/** Builds the criteria list and reasoning from the structured signals and the text matches. */
export function explain(signals: Signals, mentions: readonly string[]): Explanation {
  const hits: string[] = [];
  const gaps: string[] = [];
  for (const s of [signals.industry, signals.size, signals.location]) {
    if (s?.reason) hits.push(s.reason);
    if (s?.gap) gaps.push(s.gap);
  }
  hits.push(...mentions.slice(0, 2));
  const matchedCriteria = hits.map(capitalize);
  const first =
    hits.length > 0
      ? `${capitalize(hits.join('; '))}.`
      : 'Nothing in your configuration clearly matches this organization.';
  const second = gaps.length > 0 ? ` ${hits.length > 0 ? 'However, ' : 'Also, '}${gaps.slice(0, 2).join('; ')}.` : '';
  return { reasoning: first + second, matchedCriteria };
}

/** Why a candidate is labelled Competitor: named in Competitors, or its keywords put it in the seller's category. */
export function competitorReason(t: Targeting, category: OwnCategory | null, c: Candidate): string {
  if (isCompetitor(t, c)) return 'Competitor: named in your Competitors, so not recommended as a buyer.';
  const label = categoryLabel(category, c);
  if (label === null) {
    const said = categoryInDescription(category, c);
    return `Competitor: its description calls it “${said}”, your own category (${category?.phrase}), so not recommended as a buyer.`;
  }
  return `Competitor: ${label === c.subIndustry ? 'its sub-industry' : 'its keyword'} “${label}” is your own category (${category?.phrase}), so not recommended as a buyer.`;
}
