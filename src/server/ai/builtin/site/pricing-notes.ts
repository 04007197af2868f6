import type { SitePage, SiteSnapshot } from '#server/ai/engine';
import { dom, marketingText, meta, pagesOf } from './site-pages';
import { uniqueBy } from './text';
import { MONEY, tidyMoney } from './money';

/** Pricing facts besides the plan list: billing periods, usage rates, plain price points, sponsorship, open source. */

const AMOUNT = MONEY;
// "/mo", "per month", "a year", "per user per month", "/user/mo".
const PERIOD = String.raw`\s?(?:(?:\/\s?|per\s)(?:user|seat|member|editor)\s?)?(?:\/\s?|per\s|a\s)(?:mo|month|yr|year)\b\.?`;

/** Billing periods: from the plan prices themselves, or words about billing ("billed annually", "Monthly / Annual"). */
export function billingPeriods(tiers: string[], pricingText: string): { monthly: boolean; annual: boolean } {
  const prices = tiers.join(' ');
  const monthly =
    /\/\s*mo(nth)?\b|\bper month\b|\ba month\b/i.test(prices) ||
    /\b(billed|billing|pay|paid)\s+monthly\b|\bmonthly\s+(plans?|billing|pricing|subscriptions?)\b|\bmonthly\s*(\/|or|and|,)?\s*(annual(ly)?|yearly)\b/i.test(
      pricingText,
    );
  const annual =
    /\/\s*(year|yr)\b|\bper year\b|\ba year\b|\bannually\b|\/\s*annum\b/i.test(prices) ||
    /\b(billed|billing|pay|paid)\s+(annually|yearly)\b|\b(annual|yearly)\s+(plans?|billing|subscriptions?|pricing|contracts?|available)\b|\bmonthly\s*(\/|or|and|,)?\s*(annual(ly)?|yearly)\b|\bon annual plan\b/i.test(
      pricingText,
    );
  return { monthly, annual };
}

/** Usage rates a pricing page states: "$0.00002 per additional event". */
export function usageRates(pricingText: string): string[] {
  const re = new RegExp(
    String.raw`(${AMOUNT})\s*(?:\/|per)\s*((?:additional |extra )?(?:events?|requests?|GB|API calls?|messages?|emails?|credits?|pageviews?|sessions?|minutes?|checks?))\b`,
    'gi',
  );
  return uniqueBy(
    [...pricingText.matchAll(re)].map((m) => `${tidyMoney(m[1]!)} per ${m[2]!}`),
    (s) => s.split(' ')[0]!,
  ).slice(0, 2);
}

/** Price points without a plan name ("Just $9/month", "Or, pay $90/year."), each with its period. */
export function pricePoints(pricingText: string): string[] {
  const re = new RegExp(`(${AMOUNT})(${PERIOD})`, 'gi');
  const out: string[] = [];
  for (const line of pricingText.split('\n')) {
    if (line.length > 60) continue;
    for (const m of line.matchAll(re)) {
      const perUser = /user|seat|member|editor/i.exec(m[2]!)?.[0];
      out.push(`${tidyMoney(m[1]!)}${perUser ? `/${perUser}` : ''}/${/y(?:ea)?r\b/i.test(m[2]!) ? 'year' : 'month'}`);
    }
  }
  return uniqueBy(out, (s) => s).slice(0, 4);
}

/** A pricing page that sells sponsorships or donations rather than the product. */
export function isSponsorshipPage(page: SitePage): boolean {
  return /sponsor|donat|backers?|patron/i.test(`${new URL(page.url).pathname} ${page.title}`);
}

export const sponsorshipPricing = (site: SiteSnapshot) => pagesOf(site, 'pricing').some(isSponsorshipPage);

/** The product says it is open source or free software (its own summary or a plain statement). */
export function saysOpenSource(site: SiteSnapshot): boolean {
  const summaries = site.pages
    .map((p) => `${meta(p, 'description')} ${meta(p, 'og:description')} ${dom(p)('h1').first().text()}`)
    .join('\n');
  if (/\bopen[- ]source\b|\bfree software\b/i.test(summaries)) return true;
  const all = site.pages.map(marketingText).join('\n');
  return /\b(is|as) (a |an )?(100% )?(truly )?(free and )?(open[- ]source|free software)\b|\bis free software\b|\bsource code\b.*\bgithub\b/i.test(
    all,
  );
}
