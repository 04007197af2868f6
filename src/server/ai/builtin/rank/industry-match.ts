import { INDUSTRY_ALIASES, RELATED_INDUSTRIES } from './industry-aliases';
import { agreeingPhrase, hasOrganizationHead, nounPhrases, type NounPhrase } from './phrase-match';
import { tokenize } from './tokenize';

/**
 * An industry the configuration names (or its buyers imply: `inferred`), with the phrase that named it,
 * where, and how fully a candidate in it fits (`value`: 1 the label itself, 0.9 a synonym, less when inferred).
 */
export type IndustryTarget = {
  industry: string;
  phrase: string;
  exact: boolean;
  field: string;
  value: number;
  inferred?: boolean;
  /** The configuration's noun phrases that named it ("paper manufacturers"): a specific label must agree with one. */
  phrases?: NounPhrase[];
};
/** How a candidate's industry relates to the targets: value 0–1 and a reason fragment. */
export type IndustryFit = { value: number; reason: string | null; gap: string | null };

type Alias = { industry: string; exact: boolean; surface: string };
const DICT = new Map<string, Alias[]>();
for (const [industry, { own, alias }] of Object.entries(INDUSTRY_ALIASES)) {
  for (const [list, exact] of [
    [own, true],
    [alias, false],
  ] as const) {
    for (const surface of list) {
      const key = tokenize(surface).join(' ');
      if (key) DICT.set(key, [...(DICT.get(key) ?? []), { industry, exact, surface }]);
    }
  }
}
const LABELS = new Map(Object.keys(INDUSTRY_ALIASES).map((l) => [l.toLowerCase(), l]));

/** Aliases found in a text, longest phrase first, each consuming its words. */
export function findIndustryAliases(text: string): Alias[] {
  const t = tokenize(text);
  const out: Alias[] = [];
  for (let i = 0; i < t.length; i++) {
    for (let n = Math.min(4, t.length - i); n >= 1; n--) {
      const hit = DICT.get(t.slice(i, i + n).join(' '));
      if (hit) {
        out.push(...hit);
        i += n - 1;
        break;
      }
    }
  }
  return out;
}

/**
 * Industries named in the configuration's success industries and target market, phrase by phrase: an
 * organization noun with modifiers ("paper manufacturers") names the modifiers' industry, not manufacturing.
 */
export function parseIndustryTargets(fields: [field: string, text: string][]): IndustryTarget[] {
  const targets = new Map<string, IndustryTarget>();
  for (const [field, text] of fields) {
    for (const phrase of nounPhrases(text)) {
      const head = phrase.stems[phrase.stems.length - 1];
      for (const a of findIndustryAliases(phrase.text)) {
        if (hasOrganizationHead(phrase) && tokenize(a.surface).join(' ') === head) continue;
        const prev = targets.get(a.industry);
        if (prev && !(a.exact && !prev.exact)) {
          if (!prev.phrases?.some((p) => p.text === phrase.text)) prev.phrases = [...(prev.phrases ?? []), phrase];
          continue;
        }
        targets.set(a.industry, {
          industry: a.industry,
          phrase: originalPhrase(text, phrase.text),
          exact: a.exact,
          field,
          value: a.exact ? 1 : 0.9,
          phrases: [phrase, ...(prev?.phrases ?? []).filter((p) => p.text !== phrase.text)],
        });
      }
    }
  }
  return [...targets.values()];
}

function originalPhrase(text: string, surface: string): string {
  const i = text.toLowerCase().indexOf(surface.toLowerCase());
  return i >= 0 ? text.slice(i, i + surface.length) : surface;
}

/** The directory industry a free-text industry label means (exact label first, then aliases). */
export function canonicalIndustry(label: string | null): string | null {
  if (!label) return null;
  return LABELS.get(label.trim().toLowerCase()) ?? findIndustryAliases(label)[0]?.industry ?? null;
}

/** The target that fits an industry best (highest value), if any. */
const best = (targets: readonly IndustryTarget[], ok: (t: IndustryTarget) => boolean) =>
  targets.reduce<IndustryTarget | undefined>((b, t) => (ok(t) && (!b || t.value > b.value) ? t : b), undefined);

function because(t: IndustryTarget, label: string | null = null): string {
  const phrase = (label && agreeingPhrase(t.phrases ?? [], label)?.text) || t.phrase;
  return t.inferred
    ? `is where your buyers work (${t.phrase}, from your ${t.field})`
    : `matches your ${t.field} (${phrase})`;
}

/**
 * Scores a candidate's industry against the targets: the target's value when it is the industry (exact 1,
 * synonym 0.9, inferred less), 0.7 through the sub-industry, and at most 0.35 for an adjacent industry.
 */
export function industryFit(
  targets: readonly IndustryTarget[],
  industry: string | null,
  subIndustry: string | null,
): IndustryFit {
  const label = industry ?? 'unknown';
  const canonical = canonicalIndustry(industry);
  // A label of its own ("Automobile Manufacturers", not the directory's "Industrial Manufacturing") must agree
  // with the phrase that named the industry, head and modifiers.
  const specific = industry !== null && !LABELS.has(industry.trim().toLowerCase());
  const agrees = (t: IndustryTarget, l: string | null) => t.inferred || !t.phrases || !!agreeingPhrase(t.phrases, l);
  const direct = best(targets, (t) => t.industry === canonical && (!specific || agrees(t, industry)));
  if (direct)
    return {
      value: direct.value,
      reason: `Industry ${label} ${because(direct, specific ? industry : null)}`,
      gap: null,
    };
  const subAlias = subIndustry
    ? findIndustryAliases(subIndustry).find((a) =>
        targets.some((t) => t.industry === a.industry && !t.inferred && agrees(t, subIndustry)),
      )
    : undefined;
  if (subAlias) {
    const t = best(targets, (x) => x.industry === subAlias.industry && !x.inferred && agrees(x, subIndustry))!;
    const phrase = agreeingPhrase(t.phrases ?? [], subIndustry)?.text ?? t.phrase;
    return { value: 0.7, reason: `Sub-industry ${subIndustry} relates to your ${t.field} (${phrase})`, gap: null };
  }
  const related = canonical
    ? best(targets, (t) => RELATED_INDUSTRIES.some((g) => g.includes(t.industry) && g.includes(canonical)))
    : undefined;
  if (related) {
    const reason = related.inferred
      ? `Industry ${label} is adjacent to where your buyers work (${related.phrase})`
      : `Industry ${label} is adjacent to your ${related.field} (${related.phrase})`;
    return { value: Math.min(0.35, related.value / 2), reason, gap: null };
  }
  const named = targets.filter((t) => !t.inferred).map((t) => t.phrase);
  const among =
    named.length > 0
      ? named.join(', ')
      : `where your buyers work: ${targets
          .slice(0, 3)
          .map((t) => t.industry)
          .join(', ')}`;
  return {
    value: 0,
    reason: null,
    gap: industry ? `industry ${industry} is not among your target industries (${among})` : 'industry unknown',
  };
}
