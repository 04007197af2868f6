import type { AnalysisConfig, KeyInsight, RecommendedSolution } from '#domain/workflow';
import type { AccountResearchResult, OrganizationRecord } from '../../engine';
import { clip } from '../research/sources';
import { metricsSentence, pricingSentence } from './pitch-facts';
import { describeProduct, list, lowerFirst, possessive, productDoing, quoteIn, quoted, sentence, sourcePhrase, splitList, wordCount } from './pitch-text';

const MIN_WORDS = 120;
const MAX_WORDS = 220;
// Insight types that make the best opener, most personal first.
const OPENER_ORDER = ['pain points', 'recent news', 'competitive intelligence', 'team', 'financial'];

/** Web insights in opener order, skipping one the solution's reasoning already quotes. */
function pickInsights(research: AccountResearchResult | null, solutionQuote: string | null): KeyInsight[] {
  // Only lines from their own pages make a personal opener; directory figures ("Head count: …") do not.
  const all = (research?.keyInsights ?? []).filter((i) => i.provenance.source === 'web' && (!solutionQuote || !i.content.includes(solutionQuote.slice(0, 40))));
  const rank = (i: KeyInsight) => (i.provenance.source === 'web' ? 0 : 10) + Math.max(0, OPENER_ORDER.indexOf(i.type));
  return [...all].sort((a, b) => rank(a) - rank(b));
}

/** "A typical evaluation takes 30-60 days." for a duration; "Getting started is self-serve with a free trial." for a buying process. */
function salesCycleSentence(cycle: string): string {
  const first = cycle.split(';')[0]!.trim().replace(/\.$/, '');
  if (!first) return '';
  if (/^(?:\d|about |around |under |a few |one |two |three )/i.test(first) || /^[\w\s-]{0,12}(?:days?|weeks?|months?)$/i.test(first)) return sentence(`A typical evaluation takes ${clip(first, 80)}`);
  return sentence(`Getting started is ${lowerFirst(clip(first, 100))}`);
}

function opener(org: OrganizationRecord, insight: KeyInsight | undefined): string {
  const about = org.industry ? `${org.name} and its work in ${org.industry}` : org.name;
  if (insight) return `I have been reading about ${about}, and one line ${sourcePhrase(insight)} stood out: ${quoted(insight)}`;
  if (org.description) return `I have been reading about ${about}, described in our directory as “${clip(org.description.replace(/\.$/, ''), 160)}”.`;
  return `I have been looking at ${about}.`;
}

function bridge(org: OrganizationRecord, product: string, focus: string | null, solution: RecommendedSolution): string {
  const evidence = quoteIn(solution.reasoning);
  const help = focus
    ? `That is where I think we can help ${org.name}: ${productDoing(product, focus)}.`
    : `That is where I think ${product} can help ${org.industry ? `${possessive(org.name)} ${org.industry} team` : org.name}.`;
  const because = evidence ? ` Your site also says “${clip(evidence.quote.replace(/\.$/, ''), 140)}” (${evidence.url}), so it looks like a natural fit.` : '';
  return `${help}${because}`;
}

/** A deterministic, personalised outreach e-mail (subject + 120–220-word body) using only the given inputs. */
export function writePitch(org: OrganizationRecord, research: AccountResearchResult | null, solution: RecommendedSolution, config: AnalysisConfig): string {
  const product = config.productName?.trim() || solution.product.split(':')[0]!.trim();
  const focus = solution.product.includes(':') ? solution.product.split(':').slice(1).join(':').trim() : null;
  const roles = splitList(config.keyDecisionMakers).slice(0, 2).map(lowerFirst);
  const insights = pickInsights(research, quoteIn(solution.reasoning)?.quote ?? null);
  const subject = clip(`${product} for ${org.name}${focus ? `: ${lowerFirst(focus)}` : org.industry ? ` and your ${org.industry} team` : ''}`, 90);

  const core = [
    sentence(opener(org, insights[0])),
    bridge(org, product, focus, solution),
    clip(describeProduct(product, config.productDescription ?? ''), 240),
    clip(metricsSentence(config, product), 200),
    pricingSentence(config),
  ].filter(Boolean);
  const extras = [
    insights[1] ? `I also noticed this ${sourcePhrase(insights[1])}: ${quoted(insights[1], 140)}` : '',
    roles.length > 0 ? `If this sits better with your ${list(roles)}, I would be grateful to be pointed their way.` : '',
    `Happy to share a short walkthrough tailored to ${org.name}, using your own examples rather than a generic demo.`,
    salesCycleSentence(config.salesCycle ?? ''),
    `On a call I would like to understand how your team handles this today, what already works, and where it slows you down, and then show where ${product} could fit.`,
    `I will keep it brief and focused on the priorities of ${org.name}.`,
    `If the timing is wrong, a quick reply saying so is genuinely helpful, and I will follow up later instead.`,
    `And if someone else at ${org.name} owns this area, I would appreciate an introduction.`,
  ].filter(Boolean);
  const close = `Would you be open to a short call to see whether ${product} fits ${org.name}?`;

  const body = (parts: string[]) => [`Hi ${org.name} team,`, parts.slice(0, 2).join(' '), parts.slice(2).join(' '), close, `Best regards,\nThe ${product} team`].filter(Boolean).join('\n\n');
  const parts = [...core];
  for (const extra of extras) {
    if (wordCount(body(parts)) >= MIN_WORDS) break;
    parts.push(extra);
  }
  while (wordCount(body(parts)) > MAX_WORDS && parts.length > 2) parts.pop();
  return `Subject: ${subject}\n\n${body(parts)}`;
}
