import type { SitePage, SiteSnapshot } from '#server/ai/engine';
import { squash } from '#server/web-reader/html-text';
import { GENERIC_WORDS } from './product-name';
import { siteDeniesFree, affirmedSentences } from './free-claims';
import { isZeroAmount, moneyPattern, tidyMoney } from './money';
import { dom, marketingText, pricingPages } from './site-pages';
import { billingPeriods, pricePoints, saysOpenSource, sponsorshipPricing, usageRates } from './pricing-notes';
import { joinWithin, uniqueBy } from './text';

const AMOUNT = moneyPattern();
const QUALIFIER = /^\s*(?:\/|per\b|a month|a year|each\b)/i;
const TIER_WORDS = new Set([
  'free',
  'starter',
  'basic',
  'standard',
  'plus',
  'pro',
  'premium',
  'team',
  'business',
  'enterprise',
  'growth',
  'scale',
  'advanced',
  'community',
  'hobby',
  'personal',
  'professional',
  'unlimited',
  'essentials',
  'ultimate',
]);
const JOINERS = new Set(['for', 'on', 'of', 'the', 'and', '&']);
const NOT_TIERS = new Set([
  'custom',
  'contact us',
  'pricing',
  'monthly',
  'annual',
  'annually',
  'yearly',
  'features',
  'compare plans',
  'our plans',
  'plans',
  'pricing plans',
  'faq',
  'details',
]);

const CTA =
  /^(?:choose|get|start|try|buy|select|sign|contact|upgrade|subscribe|book|request|join|just|only|or|pay|from|save|now)\b/i;

/** A plan name: a short Title Case line without digits ("Pro", "Power User", "Sandstorm for Work"). */
export function isTierName(line: string): boolean {
  const words = line.trim().split(/\s+/);
  // A button ("Choose Business", "Get Pro") or an adverb ("Just $9") is not a plan's name.
  if (CTA.test(line.trim())) return false;
  if (words.length === 0 || words.length > 4 || /\d|[.?!,]/.test(line) || NOT_TIERS.has(line.trim().toLowerCase()))
    return false;
  if (words.length === 1 && GENERIC_WORDS.has(words[0]!.toLowerCase()) && !TIER_WORDS.has(words[0]!.toLowerCase()))
    return false;
  return words.every((w, i) => /^[A-Z][\p{L}'’-]*\+?$/u.test(w) || (i > 0 && i < words.length - 1 && JOINERS.has(w)));
}

/** Cleans a price line: "$10$5 / user / month - billed annually" → "$5/user/month". */
function cleanPrice(line: string, next: string | undefined): string {
  let price = tidyMoney(line).replace(/([$€£]\d[\d,.]*k?)(?=[$€£]\d)/, '');
  if (next && QUALIFIER.test(next) && next.length <= 60) price = `${price} ${next}`;
  return price
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+[-–—]\s+.*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plan names that headings state in their own text (a heading's sub-header spans are left out). */
function headingNames(page: SitePage): string[] {
  const $ = dom(page);
  return $('h1, h2, h3, h4, h5, h6, [class~="header"], [class*="title"], [class*="plan-name"], [class*="tier"]')
    .map((_, el) =>
      squash(
        $(el)
          .contents()
          .filter((_, n) => n.type === 'text')
          .text(),
      ),
    )
    .get()
    .filter(isTierName);
}

/** Plan names with their prices, read from pricing pages ("Standard $5/mo"). */
export function extractTiers(site: SiteSnapshot): string[] {
  return readTiers(site)
    .slice(0, 8)
    .map((t) => `${t.name} ${t.price.replace(/[.,;]+$/, '')}`);
}

/** The names of the site's own plans ("Free", "Pro", "Cloud"): never a competitor. */
export const tierNames = (site: SiteSnapshot) => readTiers(site).map((t) => t.name);

function readTiers(site: SiteSnapshot): { name: string; price: string }[] {
  const tiers: { name: string; price: string }[] = [];
  for (const page of pricingPages(site)) {
    const lines = marketingText(page).split('\n');
    const named = headingNames(page);
    const tierIn = (line: string) => (isTierName(line) ? line : (named.find((n) => line.startsWith(`${n} `)) ?? ''));
    lines.forEach((fullLine, i) => {
      const found = AMOUNT.exec(fullLine);
      // "Enterprise — from $10k/year. For organizations with…": only the sentence holding the price counts.
      const end = found ? fullLine.indexOf('. ', found.index) : -1;
      const line = end > 0 ? fullLine.slice(0, end) : fullLine;
      const match = AMOUNT.exec(line);
      if (!match || line.length > 80) return;
      const prefix = line
        .slice(0, match.index)
        .replace(/[\s—–:-]*(from|starting at|only|priced at)?\s*$/i, '')
        .trim();
      let name = prefix && isTierName(prefix) ? prefix : '';
      for (let back = 1; !name && !prefix && back <= 3 && i - back >= 0; back++) {
        const previous = lines[i - back]!;
        if (AMOUNT.test(previous)) break;
        name = tierIn(previous);
      }
      if (!name) return;
      const price = cleanPrice(prefix ? line.slice(match.index) : line, lines[i + 1]);
      tiers.push({
        name,
        price: prefix && /from/i.test(line.slice(0, match.index)) ? `from ${price}` : price,
      });
    });
  }
  return uniqueBy(tiers, (t) => t.name);
}

/** The pricing model: plans and prices, per-seat or usage basis, billing periods, a free plan, sponsorship and open source. */
export function extractPricingModel(site: SiteSnapshot): string {
  const pricing = pricingPages(site).map(marketingText).join('\n');
  const all = site.pages.map(marketingText).join('\n');
  const parts: string[] = [];
  // "We don't have a free plan": no free tier or plan is claimed, whatever else the pages say.
  const noFree = siteDeniesFree(all);
  const freeTier = (t: string) =>
    /^free\b/i.test(t) || isZeroAmount(t.replace(/^.*?(?=\S*\d)/, '').split(/[\s/]/)[0] ?? '');
  const tiers = extractTiers(site).filter((t) => !(noFree && freeTier(t)));
  const openSource = saysOpenSource(site);
  if (tiers.length > 0) parts.push(`${sponsorshipPricing(site) ? 'Sponsorship tiers' : 'Tiers'}: ${tiers.join(', ')}`);
  else {
    const points = pricePoints(pricing);
    if (points.length > 0) parts.push(`Paid plan ${points.join(' or ')}`);
  }
  if (!pricing && tiers.length === 0 && !openSource) return '';
  if (/\bper (user|seat|member|editor)\b|\/\s*(user|seat|member)\b/i.test(pricing)) parts.push('per-user pricing');
  const usage = usageRates(pricing);
  if (usage.length > 0) parts.push(`usage-based (${usage.join(', ')})`);
  const { monthly, annual } = billingPeriods(tiers.length ? tiers : pricePoints(pricing), pricing);
  const discount = /\d+% off[^.()\n]*/i.exec(pricing)?.[0]?.trim();
  if (monthly && annual) parts.push(`monthly or annual billing${discount ? ` (${discount})` : ''}`);
  else if (annual) parts.push('annual billing');
  else if (monthly) parts.push('monthly billing');
  const hasFreeTier = tiers.some((t) => /\$0\b|\bfree\b/i.test(t) || freeTier(t));
  const FREE_PLAN = /\bfree (plan|tier|forever)\b|\bforever free\b|\bfree,? forever\b|\balways free\b/i;
  if (!hasFreeTier && !noFree && affirmedSentences(pricing || all, FREE_PLAN).length > 0) parts.push('free plan');
  const SELF_HOST_FREE =
    /\b(host it yourself|self-host(ed|ing)?|on (a|your own) server)\b[^.\n]*\bfree\b|\bfree\b[^.\n]*\b(self-host(ed|ing)?|on a server that you own)\b|\bnothing if you host it yourself\b/i;
  const FREE_FOR_OPEN_SOURCE =
    /\bfree for (public |publicly hosted )?open[- ]source\b|\balways free for open[- ]source\b|open[- ]source documentation is always free/i;
  const selfHostFree = affirmedSentences(pricing, SELF_HOST_FREE).length > 0;
  if (affirmedSentences(all, FREE_FOR_OPEN_SOURCE).length > 0) parts.push('free for open source');
  else if (selfHostFree) parts.push(openSource ? 'open source, free to self-host' : 'free to self-host');
  else if (openSource) parts.push('open source');
  if (
    /\b(contact (us|sales)|talk to sales|custom pricing|get a quote)\b/i.test(pricing) &&
    !tiers.some((t) => /enterprise/i.test(t))
  )
    parts.push('enterprise pricing on request');
  return parts.length === 0 ? '' : joinWithin(parts, '; ');
}
