import { conflictingWords, KIND_OF_STEMS, LOOSE_MODIFIERS, ORGANIZATION_HEADS, sameKindAs } from './phrase-words';
import { synonymsOf } from './synonyms';
import { stem, tokenize, words } from './tokenize';

/**
 * Whole-phrase matching between a configuration's words and an organization's labels: a phrase matches when
 * its head noun and its modifiers agree ("paper manufacturers" is not "Automobile Manufacturers",
 * "construction materials" is not "Construction & Engineering", "retail banks" is not "Apparel Retail").
 */

/**
 * One noun phrase, stemmed: its words in order; the head is the last. `whole` is the coordinated phrase it came
 * from as written ("Oil and gas exploration and production companies"); `distributed` when it borrowed its head
 * from a later conjunct ("Retail" of "Retail and commercial banks" → retail banks).
 */
export type NounPhrase = { text: string; stems: string[]; whole?: string; distributed?: boolean };

const CHUNK = /[,;:.()\n|/]|\s[–—-]\s|\bor\b/i;
const CUT = /\s(?:in|at|across|from|of|with|for|that|who|which|based|located|headquartered)\s.*$/i;

/**
 * The noun phrases of a text. A one-word conjunct takes the rest of the next longer conjunct ("packaging and
 * paper manufacturers" → packaging manufacturers; "oil and gas exploration" → oil exploration), unless it is a
 * plural noun of its own and the borrowed words are not an organization head ("resorts and cruise lines").
 */
export function nounPhrases(text: string): NounPhrase[] {
  const out: NounPhrase[] = [];
  for (const chunk of text.split(CHUNK)) {
    const whole = ` ${chunk} `.replace(CUT, ' ').trim();
    const items = whole
      .split(/\s(?:and|&)\s|\s*&\s*/i)
      .map((s) => s.trim())
      .filter(Boolean);
    const stems = items.map((i) => tokenize(i));
    items.forEach((item, i) => {
      const s = stems[i]!;
      if (s.length === 0) return;
      const next = s.length === 1 ? stems.slice(i + 1).find((x) => x.length >= 2) : undefined;
      const tail = next?.slice(1) ?? [];
      const plural = /[^s]s$/i.test(item) && tail.some((t) => !ORGANIZATION_HEADS.has(t));
      const distributed = tail.length > 0 && !plural;
      out.push({ text: item, stems: distributed ? [...s, ...tail] : s, whole, distributed });
    });
  }
  return out;
}

/** The phrase's own words without an organization head ("paper manufacturers" → paper), unless that is all. */
export function coreStems(phrase: NounPhrase): string[] {
  const s = phrase.stems;
  return s.length > 1 && ORGANIZATION_HEADS.has(s[s.length - 1]!) ? s.slice(0, -1) : s;
}

/** True when the phrase's head is an organization noun with modifiers ("paper manufacturers"). */
export const hasOrganizationHead = (phrase: NounPhrase) => coreStems(phrase).length < phrase.stems.length;

/** A label's stems plus its two-word compounds ("Health Care" also reads as "healthcare"). */
function labelStems(label: string): string[] {
  const raw = words(label);
  const out = tokenize(label);
  for (let i = 0; i + 1 < raw.length; i++) out.push(stem(raw[i]! + raw[i + 1]!));
  return out;
}

const contradicts = (phrase: NounPhrase, labelWords: readonly string[]) => {
  const conflicts = conflictingWords(hasOrganizationHead(phrase) ? phrase.stems[phrase.stems.length - 1] : undefined);
  return labelWords.some((s) => conflicts.has(s));
};
/** True when the label says its organizations do something else than the phrase's head says ("providers"). */
export const labelContradicts = (phrase: NounPhrase, label: string) => contradicts(phrase, tokenize(label));

const inLabel = (label: ReadonlySet<string>, s: string) => [...sameKindAs(s)].some((x) => label.has(x));
const containsRun = (label: readonly string[], run: readonly string[]) =>
  label.some((_, i) => run.every((r, j) => label[i + j] === r));

/**
 * True when a configuration phrase agrees with an organization's label (a sub-industry, industry or keyword):
 * the phrase's head is in the label (itself, a word of the same kind, or a label it is a kind of: "hospitals"
 * in "Health Care Facilities"), and its modifiers are too, unless the label's other words are only loose sorting
 * words ("retail banks" fits "Regional Banks", not "Apparel Retail"). Topic words ("health" for "hospital") do
 * not count, and the label may not say the organizations do something else than the phrase's organization head
 * ("healthcare providers" are not "Health Care Equipment").
 */
export function phraseAgrees(phrase: NounPhrase, label: string): boolean {
  const core = coreStems(phrase);
  const all = labelStems(label);
  const set = new Set(all);
  const head = core[core.length - 1];
  if (!head) return false;
  const kindOf = KIND_OF_STEMS.get(head)?.find((run) => containsRun(all, run));
  if (!inLabel(set, head) && !kindOf) return false;
  const used = new Set([...core.flatMap((s) => [...sameKindAs(s)]), ...(kindOf ?? [])]);
  const raw = words(label);
  // The parts of a compound the phrase wrote as one word ("healthcare" in "Health Care Services") are used too.
  for (let i = 0; i + 1 < raw.length; i++)
    if (used.has(stem(raw[i]! + raw[i + 1]!))) for (const w of [raw[i]!, raw[i + 1]!]) used.add(stem(w));
  const own = tokenize(label);
  const others = own.filter((s) => !used.has(s) && !ORGANIZATION_HEADS.has(s));
  if (contradicts(phrase, others)) return false;
  if (core.slice(0, -1).every((m) => inLabel(set, m))) return true;
  return others.every((s) => LOOSE_MODIFIERS.has(s));
}

/** True when every word of the phrase's whole coordination is in the label ("Oil & Gas Exploration & Production"). */
export function agreesWhole(phrase: NounPhrase, label: string): boolean {
  if (!phrase.whole) return false;
  const set = new Set(labelStems(label));
  return coreStems({ text: phrase.whole, stems: tokenize(phrase.whole) }).every((s) => inLabel(set, s));
}

/** The configuration phrase among `phrases` that agrees with the label most fully (most own words), if any. */
export function agreeingPhrase<P extends NounPhrase>(phrases: readonly P[], label: string | null | undefined) {
  if (!label) return undefined;
  return phrases
    .filter((p) => phraseAgrees(p, label))
    .sort(
      (a, b) =>
        coreStems(b).length - coreStems(a).length ||
        Number(agreesWhole(b, label)) - Number(agreesWhole(a, label)) ||
        Number(!!b.distributed) - Number(!!a.distributed),
    )[0];
}

/** How a reason quotes an agreeing phrase: the whole coordination when it agrees whole or lent the head. */
export const quotePhrase = (p: NounPhrase, label: string) =>
  p.whole && (p.distributed || agreesWhole(p, label)) ? p.whole : p.text;

const has = (words: Set<string>, s: string) => words.has(s) || synonymsOf(s).some((x) => words.has(x));

/** True when a query term's phrase stands whole in a field's text (a term without a phrase always does). */
export function phraseStands(needs: readonly string[][] | undefined, fieldText: string): boolean {
  if (!needs) return true;
  const words = new Set(tokenize(fieldText));
  return needs.some((others) => others.every((s) => has(words, s)));
}

/** A candidate's text in one ranking field (0 name, 1 sub-industry, 2 keywords, 3 description). */
export function fieldText(
  c: { name: string; subIndustry?: string | null; keywords: string[]; description: string | null },
  field: number,
): string {
  return field === 0
    ? c.name
    : field === 1
      ? (c.subIndustry ?? '')
      : field === 2
        ? c.keywords.join(' | ')
        : (c.description ?? '');
}
