import {
  ORG_FIT_LABELS,
  type AnalysisConfig,
  type OrgFitCategory,
  type Priority,
  type RecommendedSolution,
} from '#domain/workflow';
import type { OrganizationRecord } from '../../engine';
import { synonymsOf } from '../rank/synonyms';
import { stem, tokenize } from '../rank/tokenize';
import { productCapabilities, type Capability } from './capabilities';
import { clip, phraseList, recordOwner, type PageSentence } from './sources';

type Evidence = { words: string[]; sentence: PageSentence | null; inRecord: boolean };

// Words too common to show that an organization needs a capability.
const GENERIC = new Set(
  tokenize(
    'platform product solution tool software app service company team teams business help helps make makes use new real time',
  ),
);
const ADJECTIVE = /(?:ed|ive|ful|less|able|ible|ous)$/i;

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const lowerFirst = (s: string) =>
  /^[A-Z][a-z]/.test(s) && !/^[A-Z][a-z]+[A-Z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
const article = (w: string) => (/^[aeiou]/i.test(w) && !/^(?:uni|eu|one)/i.test(w) ? 'an' : 'a');
const possessive = (name: string) => (/s$/i.test(name) ? `${name}'` : `${name}'s`);
// Countable heads that take an article in running text ("a self-hosted web productivity suite").
const COUNTABLE_HEAD =
  /\b(?:platform|tool|service|suite|app|application|portal|hub|workspace|engine|editor|dashboard|api)$/i;
const isPlural = (name: string) => /[^su]s$/i.test(name.split(/\s+/).pop() ?? '');
const nounPhrase = (name: string) =>
  COUNTABLE_HEAD.test(name) ? `${article(name)} ${lowerFirst(name)}` : lowerFirst(name);
const splitItems = (s: string | undefined) =>
  (s ?? '')
    .split(/[,;\n]/)
    .map((x) => x.trim())
    .filter(Boolean);
/** Items of the metrics field that are goals ("time to first API call"), not the site's own figures ("over 80,000 projects"). */
export const kpiGoals = (config: AnalysisConfig) =>
  splitItems(config.metricsKpis).filter((k) => !/\d/.test(k) && k.split(/\s+/).length <= 8);

/** The capability's telling words (nouns, not modifiers like "integrated"): stem (and synonyms) → which word of the name. */
function wantedStems(cap: Capability): Map<string, number> {
  const nouns = cap.name
    .split(/\s+/)
    .filter((w) => !ADJECTIVE.test(w))
    .map((w) => tokenize(w).filter((t) => !GENERIC.has(t)))
    .filter((t) => t.length > 0);
  const wanted = new Map<string, number>();
  nouns.forEach((stems, concept) =>
    stems.flatMap((t) => [t, ...synonymsOf(t)]).forEach((t) => wanted.has(t) || wanted.set(t, concept)),
  );
  return wanted;
}

/** The words of a text (as written) that carry wanted stems, and how many of the capability's words they cover. */
function wordsIn(text: string, wanted: Map<string, number>): { words: string[]; concepts: number } {
  const found = new Map<string, string>();
  const concepts = new Set<number>();
  for (const w of text.match(/[\p{L}\p{N}-]+/gu) ?? []) {
    const s = stem(w.toLowerCase());
    if (wanted.has(s) && !found.has(s)) {
      found.set(s, w);
      concepts.add(wanted.get(s)!);
    }
  }
  return { words: [...found.values()], concepts: concepts.size };
}

/**
 * Where the capability's telling words show up for the organization: the page sentence covering most of them,
 * and its record. It counts only when it covers two of the capability's words (one for a one-word name): a lone
 * "hosting" or "search" in a bio is no evidence. A sentence another solution already quotes is not used again.
 */
function evidence(
  cap: Capability,
  org: OrganizationRecord,
  sentences: readonly PageSentence[],
  quoted: Set<string>,
): Evidence {
  const wanted = wantedStems(cap);
  const needed = Math.min(2, new Set(wanted.values()).size);
  let best: { sentence: PageSentence; words: string[]; concepts: number } | null = null;
  for (const s of sentences) {
    const found = wordsIn(s.text, wanted);
    if (!quoted.has(s.text) && needed > 0 && found.concepts >= needed && found.concepts > (best?.concepts ?? 0))
      best = { sentence: s, ...found };
  }
  if (best) quoted.add(best.sentence.text);
  const record = wordsIn(`${org.industry ?? ''} ${org.description ?? ''}`, wanted);
  const inRecord = needed > 0 && record.concepts >= needed;
  return {
    words: [...new Set([...(best?.words ?? []), ...(inRecord ? record.words : [])])],
    sentence: best?.sentence ?? null,
    inRecord,
  };
}

function priority(strength: number, fit: OrgFitCategory | string): Priority {
  const score = strength + (fit === 'great' ? 1 : fit === 'good' ? 0.5 : 0);
  return score >= 2.5 ? 'High' : score >= 1.5 ? 'Medium' : 'Low';
}

/** Qualitative deal scope from the head count: a short phrase, never a money figure or a price list. */
export function opportunityScope(org: Pick<OrganizationRecord, 'employeeCount' | 'sizeRange'>): string {
  const n = org.employeeCount ?? Number(org.sizeRange?.match(/\d+/)?.[0] ?? NaN);
  const size = org.sizeRange ?? (org.employeeCount != null ? org.employeeCount.toLocaleString('en-US') : null);
  if (!size || Number.isNaN(n)) return 'Scope to confirm: company size is not available';
  if (n > 5000) return `Large account (${size} employees): start with one team, then expand across business units`;
  if (n > 1000) return `Team-wide rollout, then other departments (${size} employees)`;
  if (n > 200) return `Department-level rollout (${size} employees)`;
  return `Company-wide adoption (${size} employees)`;
}

/** The pricing model when it is a short qualitative basis ("annual subscription per project"), else ''. */
export const pricingBasis = (config: AnalysisConfig) => {
  const p = (config.pricingModel ?? '').trim().replace(/\.$/, '');
  return p && p.length <= 60 && !/\d|[$€£]|tiers?:/i.test(p) ? lowerFirst(p) : '';
};

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '') || 'solution';

function coreReasoning(
  org: OrganizationRecord,
  config: AnalysisConfig,
  product: string,
  caps: Capability[],
  fitReasons: string[],
): string {
  const label = ORG_FIT_LABELS[org.fitCategory as OrgFitCategory] ?? org.fitCategory;
  const fit = fitReasons[0]
    ? `${fitReasons[0]}.`
    : `${org.name} is rated ${label} at ${org.fitScore}% against your configuration.`;
  const offer =
    caps.length > 0
      ? `For ${org.name}, ${product} offers ${list(caps.slice(0, 3).map((c) => nounPhrase(c.name)))}.`
      : `${product} fits ${org.industry ? `${article(org.industry)} ${org.industry} organization` : 'an organization'} like ${org.name}.`;
  const roles = splitItems(config.keyDecisionMakers).slice(0, 2).map(lowerFirst);
  const who = roles.length > 0 ? ` Start the conversation with their ${list(roles)}.` : '';
  const kpi = kpiGoals(config)[0];
  return `${fit} ${offer}${who}${kpi ? ` It is built to move your KPI “${kpi}”.` : ''}`;
}

function capabilityReasoning(
  org: OrganizationRecord,
  product: string,
  cap: Capability,
  ev: Evidence,
  kpi: string | undefined,
  pagesRead: boolean,
): string {
  const name = cap.name;
  if (ev.sentence && ev.words.length > 0) {
    return `${possessive(org.name)} website talks about ${phraseList(ev.words, ev.sentence.text)}: “${clip(ev.sentence.text, 160)}” (${ev.sentence.page.url}). ${name} from ${product} ${isPlural(name) ? 'support' : 'supports'} that work directly.`;
  }
  if (ev.inRecord && org.description) {
    const where = recordOwner(org, 'description');
    return `${where} describes ${org.name} as “${clip(org.description.replace(/\.$/, ''), 140)}”, which mentions ${phraseList(ev.words, org.description)}. ${name} from ${product} ${isPlural(name) ? 'fit' : 'fits'} that work.`;
  }
  const who = org.industry ? `${article(org.industry)} ${org.industry} organization such as ${org.name}` : org.name;
  const verb = isPlural(name) ? 'fit' : 'fits';
  const unseen = pagesRead
    ? 'nothing on the pages read from their website shows this need yet'
    : 'their website was not read, so no page shows this need yet';
  return `${name} from ${product} ${verb} ${who}, but ${unseen}: confirm it in discovery${kpi ? ` and tie it to your KPI “${kpi}”` : ''}.`;
}

/** 2–4 solutions: the product itself, then its capabilities ordered by how well the organization's sources match them. */
export function recommendSolutions(
  org: OrganizationRecord,
  config: AnalysisConfig,
  sentences: readonly PageSentence[],
  fitReasons: string[],
): RecommendedSolution[] {
  const product = config.productName?.trim() || 'Your product';
  const caps = productCapabilities(config);
  const kpis = kpiGoals(config);
  const scope = opportunityScope(org);
  const basis = pricingBasis(config);
  const quoted = new Set<string>();
  const scored = caps
    .map((cap) => ({ cap, ev: evidence(cap, org, sentences, quoted) }))
    .sort((a, b) => b.ev.words.length - a.ev.words.length);
  const solutions: RecommendedSolution[] = [
    {
      id: slug(product),
      product,
      reasoning: coreReasoning(org, config, product, caps, fitReasons),
      priority: priority(2, org.fitCategory),
      opportunity: basis ? `${scope}, on ${article(basis)} ${basis}` : scope,
    },
  ];
  for (const { cap, ev } of scored.slice(0, 3)) {
    solutions.push({
      id: slug(`${product}-${cap.name}`),
      product: `${product}: ${cap.name}`,
      reasoning: capabilityReasoning(
        org,
        product,
        cap,
        ev,
        kpis[solutions.length - 1] ?? kpis[0],
        sentences.length > 0,
      ),
      priority: priority(
        Math.min(ev.words.length, 2) + (ev.sentence && ev.words.length > 0 ? 0.5 : 0),
        org.fitCategory,
      ),
      opportunity:
        ev.words.length > 0 ? 'Include in the first rollout' : 'Later expansion, once discovery confirms the need',
    });
  }
  if (solutions.length < 2) {
    solutions.push({
      id: slug(`${product}-pilot`),
      product: `${product}: Pilot with one team`,
      reasoning: `A limited pilot lets ${org.name} test ${product} against ${kpis[0] ? `your KPI “${kpis[0]}”` : 'its own goals'} before a wider rollout.`,
      priority: 'Low',
      opportunity: 'Pilot with one team, then a wider rollout',
    });
  }
  return dedupeIds(solutions);
}

function dedupeIds(solutions: RecommendedSolution[]): RecommendedSolution[] {
  const seen = new Map<string, number>();
  return solutions.map((s) => {
    const n = (seen.get(s.id) ?? 0) + 1;
    seen.set(s.id, n);
    return n === 1 ? s : { ...s, id: `${s.id}-${n}` };
  });
}
