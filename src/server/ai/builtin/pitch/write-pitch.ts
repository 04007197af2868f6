import { fieldProvenance } from '#domain/org-sources';
import type { AnalysisConfig, KeyInsight, RecommendedSolution } from '#domain/workflow';
import type { AccountResearchResult, OrganizationRecord } from '../../engine';
import { clip } from '../research/sources';
import { metricsSentence, pricingSentence } from './pitch-facts';
import { dropRepeatedFigures, greeting, type PitchRecipient } from './pitch-greeting';
import {
  describeProduct,
  list,
  lowerFirst,
  productDoing,
  quoteIn,
  quoted,
  sentence,
  splitList,
  wordCount,
} from './pitch-text';

export type { PitchRecipient };

const MIN_WORDS = 120;
const MAX_WORDS = 220;
// Insight types that make the best opener, most personal first.
const OPENER_ORDER = ['pain points', 'recent news', 'competitive intelligence', 'team', 'financial'];

/** The first insight read on their own pages, most personal type first. */
function pageInsight(research: AccountResearchResult | null): KeyInsight | undefined {
  const web = (research?.keyInsights ?? []).filter((i) => i.provenance.source === 'web');
  const rank = (i: KeyInsight) => Math.max(0, OPENER_ORDER.indexOf(i.type));
  return [...web].sort((a, b) => rank(a) - rank(b))[0];
}

/**
 * The one concrete reason to write, with its source: the page line the solution's reasoning quotes, else a
 * line from their own pages, else the stored record's description (the directory or the user's import).
 */
function reasonSentence(
  org: OrganizationRecord,
  research: AccountResearchResult | null,
  solution: RecommendedSolution,
): string {
  const evidence = quoteIn(solution.reasoning);
  if (evidence)
    return `I came across a line on your website that stood out: “${clip(evidence.quote.replace(/\.$/, ''), 160)}” (${evidence.url}).`;
  const insight = pageInsight(research);
  if (insight?.provenance.source === 'web')
    return `I came across a line on your website that stood out: ${quoted(insight, 160)} (${insight.provenance.url}).`;
  if (org.description)
    return `I came across your company in ${recordPlace(org)}, which describes it as “${clip(org.description.replace(/\.$/, ''), 160)}”.`;
  return '';
}

/** Where the description the pitch quotes really came from: the provider, the page, the import, the directory. */
export function recordPlace(org: OrganizationRecord): string {
  const p = fieldProvenance(org, 'description');
  if (p.source === 'provider') return `${p.provider}'s company data`;
  if (p.source === 'web') return p.url ? `your website (${p.url})` : 'your website';
  if (p.source === 'import') return 'our account list';
  return 'a company directory';
}

/** "A typical evaluation takes 30-60 days." for a duration; "Getting started is self-serve with a free trial." for a buying process. */
function salesCycleSentence(cycle: string): string {
  const first = cycle.split(';')[0]!.trim().replace(/\.$/, '');
  if (!first) return '';
  if (
    /^(?:\d|about |around |under |a few |one |two |three )/i.test(first) ||
    /^[\w\s-]{0,12}(?:days?|weeks?|months?)$/i.test(first)
  )
    return sentence(`A typical evaluation takes ${clip(first, 80)}`);
  return sentence(`Getting started is ${lowerFirst(clip(first, 100))}`);
}

/**
 * A deterministic outreach e-mail (subject + 120–220-word body) that reads as written by a person: greeted to the
 * contact or the targeted role when known (neutral otherwise), one concrete reason from the research with its
 * source, no industry or category word used as a name, no figure said twice. Uses only the given inputs.
 */
export function writePitch(
  org: OrganizationRecord,
  research: AccountResearchResult | null,
  solution: RecommendedSolution,
  config: AnalysisConfig,
  recipient?: PitchRecipient | null,
): string {
  const product = config.productName?.trim() || solution.product.split(':')[0]!.trim();
  const focus = solution.product.includes(':') ? solution.product.split(':').slice(1).join(':').trim() : null;
  const hello = greeting(org, config, recipient);
  // Titles keep the case they were written in ("your Chief Compliance Officer", never "chief Compliance Officer").
  const roles = splitList(config.keyDecisionMakers)
    .slice(0, 2)
    .filter((r) => !hello.toLowerCase().includes(r.toLowerCase()));
  const subject = clip(`${product} for ${org.name}${focus ? `: ${lowerFirst(focus)}` : ''}`, 90);

  const core = [
    reasonSentence(org, research, solution),
    focus
      ? `That is where I think we can help: ${productDoing(product, focus)}.`
      : `That is where I think ${product} can help your team.`,
    clip(describeProduct(product, config.productDescription ?? ''), 240),
    clip(metricsSentence(config, product), 200),
    pricingSentence(config),
  ].filter(Boolean);
  const extras = [
    roles.length > 0 && !recipient?.name
      ? `If this sits better with your ${list(roles)}, I would be grateful to be pointed their way.`
      : '',
    `Happy to share a short walkthrough tailored to your team, using your own examples rather than a generic demo.`,
    salesCycleSentence(config.salesCycle ?? ''),
    `On a call I would like to understand how this is handled today, what already works, and where it slows you down, and then show where ${product} could fit.`,
    `I will keep it brief and focused on your priorities.`,
    `If the timing is wrong, a quick reply saying so is genuinely helpful, and I will follow up later instead.`,
    `And if someone else on your side owns this area, I would appreciate an introduction.`,
    `Either way, thank you for reading this far.`,
  ].filter(Boolean);
  const close = `Would you be open to a short call to see whether ${product} fits your team?`;

  const body = (parts: string[]) => {
    const kept = dropRepeatedFigures(parts);
    return [hello, kept.slice(0, 2).join(' '), kept.slice(2).join(' '), close, `Best regards,\nThe ${product} team`]
      .filter(Boolean)
      .join('\n\n');
  };
  const parts = [...core];
  for (const extra of extras) {
    if (wordCount(body(parts)) >= MIN_WORDS) break;
    parts.push(extra);
  }
  while (wordCount(body(parts)) > MAX_WORDS && parts.length > 2) parts.pop();
  return `Subject: ${subject}\n\n${body(parts)}`;
}
