import { synonymsOf } from './synonyms';
import { tokenize } from './tokenize';

/**
 * Whole-phrase matching between a configuration's words and an organization's labels: a phrase matches when
 * its head noun and its modifiers agree ("paper manufacturers" is not "Automobile Manufacturers",
 * "construction materials" is not "Construction & Engineering", "retail banks" is not "Apparel Retail").
 */

/** One noun phrase, stemmed: its words in order; the head is the last. */
export type NounPhrase = { text: string; stems: string[] };

// Heads that say what kind of organization, not what it does: "paper manufacturers" is about paper.
const ORGANIZATION_HEADS = new Set(
  tokenize(
    'manufacturers manufacturer makers producers companies company firms businesses organizations organisations providers vendors suppliers operators players brands groups teams team users people projects customers clients professionals departments',
  ),
);
// Modifiers that sort organizations within a kind without changing the kind ("Diversified Banks", "Regional Banks").
const LOOSE_MODIFIERS = new Set(
  tokenize(
    'diversified regional specialty specialized specialised integrated other general independent national global international multi line major leading large small mid sized midsize mid-size independent',
  ),
);
const CHUNK = /[,;:.()\n|/]|\s[–—-]\s|\bor\b/i;
const CUT = /\s(?:in|at|across|from|of|with|for|that|who|which|based|located|headquartered)\s.*$/i;

/** The noun phrases of a text; coordinated ones share their head ("packaging and paper manufacturers" → two). */
export function nounPhrases(text: string): NounPhrase[] {
  const out: NounPhrase[] = [];
  for (const chunk of text.split(CHUNK)) {
    const items = ` ${chunk} `
      .replace(CUT, ' ')
      .split(/\s(?:and|&)\s|\s*&\s*/i)
      .map((s) => s.trim())
      .filter(Boolean);
    const stems = items.map((i) => tokenize(i));
    const last = stems[stems.length - 1] ?? [];
    const shared = last.length >= 2 ? last[last.length - 1]! : null;
    items.forEach((item, i) => {
      const s = stems[i]!;
      if (s.length === 0) return;
      // "packaging and paper manufacturers": "packaging" takes the shared head.
      const distributed = shared && i < items.length - 1 && s.length === 1 ? [...s, shared] : s;
      out.push({ text: item, stems: distributed });
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

const has = (words: Set<string>, s: string) => words.has(s) || synonymsOf(s).some((x) => words.has(x));

/**
 * True when a configuration phrase agrees with an organization's label (a sub-industry, industry or keyword):
 * the phrase's head is in the label (itself or a listed synonym), and its modifiers are too, unless the label's
 * own modifiers are only loose sorting words ("retail banks" fits "Regional Banks", not "Apparel Retail").
 */
export function phraseAgrees(phrase: NounPhrase, label: string): boolean {
  const core = coreStems(phrase);
  const labelStems = tokenize(label);
  const words = new Set(labelStems);
  const head = core[core.length - 1];
  if (!head || !has(words, head)) return false;
  const modifiers = core.slice(0, -1);
  if (modifiers.every((m) => has(words, m))) return true;
  // The label's other words: none may name a different kind ("Apparel" in "Apparel Retail", "Automobile").
  const others = labelStems.filter((s) => s !== head && !synonymsOf(head).includes(s) && !ORGANIZATION_HEADS.has(s));
  return others.every((s) => LOOSE_MODIFIERS.has(s));
}

/** The configuration phrase among `phrases` that agrees with the label, if any. */
export const agreeingPhrase = (phrases: readonly NounPhrase[], label: string | null | undefined) =>
  label ? phrases.find((p) => phraseAgrees(p, label)) : undefined;

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
