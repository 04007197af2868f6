import { INDUSTRY_ALIASES, RELATED_INDUSTRIES } from './industry-aliases';
import { agreeingPhrase, coreStems, labelContradicts, nounPhrases, quotePhrase, type NounPhrase } from './phrase-match';
import { tokenize, words } from './tokenize';

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
  phrases?: TargetPhrase[];
};
/** A configuration phrase with the field it was written in. */
export type TargetPhrase = NounPhrase & { field: string };
/** How a candidate's industry relates to the targets: value 0–1 and a reason fragment. */
export type IndustryFit = { value: number; reason: string | null; gap: string | null };

type Alias = { industry: string; exact: boolean; surface: string };
const JOINERS = new Set(['and', 'of']);
const DICT = new Map<string, Alias[]>();
for (const [industry, { own, alias }] of Object.entries(INDUSTRY_ALIASES)) {
  for (const [list, exact] of [
    [own, true],
    [alias, false],
  ] as const) {
    for (const surface of list) {
      const key = tokenize(surface).join(' ');
      // "IT services" would read as "services": a surface that loses a word to the stop list is left out.
      if (tokenize(surface).length < words(surface).filter((w) => !JOINERS.has(w)).length) continue;
      if (key) DICT.set(key, [...(DICT.get(key) ?? []), { industry, exact, surface }]);
    }
  }
}
const LABELS = new Map(Object.keys(INDUSTRY_ALIASES).map((l) => [l.toLowerCase(), l]));

type Span = { alias: Alias; start: number; end: number };
/** Aliases in a token run, longest phrase first, each consuming its words. */
function aliasSpans(t: readonly string[]): Span[] {
  const out: Span[] = [];
  for (let i = 0; i < t.length; i++) {
    for (let n = Math.min(4, t.length - i); n >= 1; n--) {
      const hit = DICT.get(t.slice(i, i + n).join(' '));
      if (hit) {
        out.push(...hit.map((alias) => ({ alias, start: i, end: i + n })));
        i += n - 1;
        break;
      }
    }
  }
  return out;
}

/** Aliases found in a text, longest phrase first, each consuming its words. */
export const findIndustryAliases = (text: string): Alias[] => aliasSpans(tokenize(text)).map((s) => s.alias);

/** The industries a phrase names: its head's, else its modifiers' ("retail banks" is banking, not retail). */
function phraseIndustries(p: NounPhrase): Alias[] {
  const core = coreStems(p);
  const spans = aliasSpans(core);
  const onHead = spans.filter((x) => x.end === core.length);
  return (onHead.length > 0 ? onHead : spans).map((x) => x.alias);
}

/**
 * Industries named in the configuration's success industries and target market, phrase by phrase: an
 * organization noun with modifiers ("paper manufacturers") names the modifiers' industry, not manufacturing;
 * an industry written across conjuncts ("oil and gas exploration") counts when no conjunct names one itself.
 * Every phrase keeps its field, so a reason names the field its quote came from.
 */
export function parseIndustryTargets(fields: [field: string, text: string][]): IndustryTarget[] {
  const targets = new Map<string, IndustryTarget>();
  for (const [field, text] of fields) {
    const chunks = new Map<string, TargetPhrase[]>();
    for (const p of nounPhrases(text)) {
      const key = p.whole ?? p.text;
      chunks.set(key, [...(chunks.get(key) ?? []), { ...p, field }]);
    }
    for (const [whole, chunk] of chunks) {
      const found = chunk.flatMap((p) =>
        phraseIndustries(p).map((alias) => ({ alias, quote: p.distributed ? whole : p.text })),
      );
      if (found.length === 0)
        for (const x of aliasSpans(coreStems({ text: whole, stems: tokenize(whole) })))
          if (x.end - x.start >= 2) found.push({ alias: x.alias, quote: whole });
      for (const { alias: a, quote } of found) {
        const prev = targets.get(a.industry);
        const merged = [...(prev?.phrases ?? []), ...chunk.filter((p) => !prev?.phrases?.some((q) => same(p, q)))];
        if (prev && !(a.exact && !prev.exact)) {
          prev.phrases = merged;
          continue;
        }
        targets.set(a.industry, {
          industry: a.industry,
          phrase: originalPhrase(text, quote),
          exact: a.exact,
          field,
          value: a.exact ? 1 : 0.9,
          phrases: merged,
        });
      }
    }
  }
  return [...targets.values()];
}

const same = (p: TargetPhrase, q: TargetPhrase) => p.text === q.text && p.field === q.field && p.whole === q.whole;

function originalPhrase(text: string, surface: string): string {
  const i = text.toLowerCase().indexOf(surface.toLowerCase());
  return i >= 0 ? text.slice(i, i + surface.length) : surface;
}

/**
 * The directory industry a free-text industry label means: the exact label, else the industry its head names
 * ("Health Care REITs" is real estate, "Food Retail" retail), else the first one it names.
 */
export function canonicalIndustry(label: string | null): string | null {
  if (!label) return null;
  const exact = LABELS.get(label.trim().toLowerCase());
  if (exact) return exact;
  const tokens = tokenize(label);
  const spans = aliasSpans(tokens);
  // The heads of the label's conjuncts ("Packaged Foods & Meats": foods, meats), last first.
  const heads = label
    .split(/\s*(?:,|&|\band\b)\s*/i)
    .map((part) => tokenize(part).length)
    .reduce<number[]>((ends, n) => (n > 0 ? [...ends, (ends[ends.length - 1] ?? 0) + n] : ends), [])
    .reverse();
  for (const end of heads) {
    const hit = spans.find((x) => x.end === end);
    if (hit) return hit.alias.industry;
  }
  return spans[0]?.alias.industry ?? null;
}

/**
 * True when the phrase is the bare name of the label's industry ("Energy", "Utilities", "beverage brands") and
 * the label says nothing against its organization head: every label in that industry fits ("Integrated Oil &
 * Gas" is energy), but "healthcare providers" do not take "Health Care Equipment".
 */
export function sectorTakes(phrase: string, label: string): boolean {
  const industry = canonicalIndustry(label);
  const names = industry ? INDUSTRY_ALIASES[industry] : undefined;
  if (!names) return false;
  const own = new Set([industry!, ...names.own].map((n) => tokenize(n).join(' ')));
  return nounPhrases(phrase).some((p) => own.has(coreStems(p).join(' ')) && !labelContradicts(p, label));
}

/** The target that fits an industry best (highest value), if any. */
const best = (targets: readonly IndustryTarget[], ok: (t: IndustryTarget) => boolean) =>
  targets.reduce<IndustryTarget | undefined>((b, t) => (ok(t) && (!b || t.value > b.value) ? t : b), undefined);

function because(t: IndustryTarget, label: string | null = null): string {
  const p = label ? agreeingPhrase(t.phrases ?? [], label) : undefined;
  if (t.inferred) return `is where your buyers work (${t.phrase}, from your ${t.field})`;
  return p ? `matches your ${p.field} (${quotePhrase(p, label!)})` : `matches your ${t.field} (${t.phrase})`;
}

/**
 * Scores a candidate's industry against the targets: the target's value when it is the industry (exact 1,
 * synonym 0.9, inferred less), 0.9 at most when a bare industry name takes it ("Energy" for "Integrated Oil &
 * Gas"), 0.7 through the sub-industry, and at most 0.35 for an adjacent industry.
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
  const sectorPhrase = (t: IndustryTarget) => t.phrases?.find((p) => industry && sectorTakes(p.text, industry));
  const sector = best(targets, (t) => !t.inferred && t.industry === canonical && !!sectorPhrase(t));
  if (sector) {
    const p = sectorPhrase(sector)!;
    return {
      value: Math.min(0.9, sector.value),
      reason: `Industry ${label} matches your ${p.field} (${p.text})`,
      gap: null,
    };
  }
  const subAlias = subIndustry
    ? findIndustryAliases(subIndustry).find((a) =>
        targets.some((t) => t.industry === a.industry && !t.inferred && agrees(t, subIndustry)),
      )
    : undefined;
  if (subAlias) {
    const t = best(targets, (x) => x.industry === subAlias.industry && !x.inferred && agrees(x, subIndustry))!;
    const p = agreeingPhrase(t.phrases ?? [], subIndustry);
    const where = p ? `${p.field} (${quotePhrase(p, subIndustry!)})` : `${t.field} (${t.phrase})`;
    return { value: 0.7, reason: `Sub-industry ${subIndustry} relates to your ${where}`, gap: null };
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
