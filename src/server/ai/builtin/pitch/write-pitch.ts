import type { AnalysisConfig, KeyInsight, RecommendedSolution } from '#domain/workflow';
import type { AccountResearchResult, OrganizationRecord } from '../../engine';
import { clip } from '../research/sources';
import { opportunityScope } from '../research/solutions';
import { describeProduct, list, lowerFirst, possessive, productDoing, quoteIn, quoted, sentence, sourcePhrase, splitList, wordCount } from './pitch-text';

const MIN_WORDS = 120;
const MAX_WORDS = 220;
// Insight types that make the best opener, most personal first.
const OPENER_ORDER = ['pain points', 'recent news', 'competitive intelligence', 'team', 'financial'];

/** Web insights first, in opener order, skipping one the solution's reasoning already quotes. */
function pickInsights(research: AccountResearchResult | null, solutionQuote: string | null): KeyInsight[] {
  const all = (research?.keyInsights ?? []).filter((i) => !solutionQuote || !i.content.includes(solutionQuote.slice(0, 40)));
  const rank = (i: KeyInsight) => (i.provenance.source === 'web' ? 0 : 10) + Math.max(0, OPENER_ORDER.indexOf(i.type));
  return [...all].sort((a, b) => rank(a) - rank(b));
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
  const kpis = splitList(config.metricsKpis).slice(0, 2);
  const roles = splitList(config.keyDecisionMakers).slice(0, 2);
  const insights = pickInsights(research, quoteIn(solution.reasoning)?.quote ?? null);
  const scope = opportunityScope(org);
  const subject = clip(`${product} for ${org.name}${focus ? `: ${lowerFirst(focus)}` : org.industry ? ` and your ${org.industry} team` : ''}`, 90);
  const pricing = config.pricingModel?.trim()
    ? `On pricing: ${lowerFirst(clip(config.pricingModel.trim().replace(/\.$/, ''), 100))}, so you can start small${scope.startsWith('Scope') ? '' : ` and grow toward a ${lowerFirst(scope)}`}.`
    : '';

  const core = [
    sentence(opener(org, insights[0])),
    bridge(org, product, focus, solution),
    clip(describeProduct(product, config.productDescription ?? ''), 240),
    kpis.length > 0 ? sentence(clip(`It is built to improve metrics such as ${lowerFirst(list(kpis))}`, 160)) : '',
    pricing,
  ].filter(Boolean);
  const extras = [
    insights[1] ? `I also noticed this ${sourcePhrase(insights[1])}: ${quoted(insights[1], 140)}` : '',
    roles.length > 0 ? `If this sits better with your ${list(roles)}, I would be grateful to be pointed their way.` : '',
    `Happy to share a short walkthrough tailored to ${org.name}, using your own examples rather than a generic demo.`,
    config.salesCycle?.trim() ? `A typical evaluation takes ${lowerFirst(sentence(clip(config.salesCycle.trim(), 80)))}` : '',
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
