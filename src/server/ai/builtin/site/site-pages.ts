import { load, type CheerioAPI } from 'cheerio';
import type { SitePage, SiteSnapshot } from '#server/ai/engine';
import { squash, visibleText } from '#server/web-reader/html-text';
import { moneyPattern } from './money';

export type PageKind = 'home' | 'pricing' | 'people' | 'about' | 'compare' | 'contact' | 'legal' | 'other';

const doms = new WeakMap<SitePage, CheerioAPI>();
const marketing = new WeakMap<SitePage, string>();

/** The page's parsed HTML (parsed once per page object). */
export function dom(page: SitePage): CheerioAPI {
  let $ = doms.get(page);
  if (!$) {
    $ = load(page.html || '');
    doms.set(page, $);
  }
  return $;
}

/** A <meta> value by name or property. */
export function meta(page: SitePage, key: string): string {
  const $ = dom(page);
  return squash($(`meta[name="${key}"]`).attr('content') ?? $(`meta[property="${key}"]`).attr('content') ?? '');
}

/** The number of price amounts ($29, €10, 5 USD, 4 €) in a text. */
export const countPrices = (text: string) => (text.match(moneyPattern('g')) ?? []).length;

/** What kind of page this is, from its path (pricing also when it lists several prices). */
export function pageKind(site: SiteSnapshot, page: SitePage): PageKind {
  if (page === site.pages[0]) return 'home';
  const path = new URL(page.url).pathname.toLowerCase();
  if (/terms|privacy|legal|cookie|gdpr|imprint|policy/.test(path)) return 'legal';
  if (/pric|plans/.test(path)) return 'pricing';
  if (/compar|\bvs\b|-vs-|alternative/.test(path)) return 'compare';
  if (/team|leadership|people|management|founders|staff/.test(path)) return 'people';
  if (/contact/.test(path)) return 'contact';
  if (/about|company|who-we-are|story|mission|community|contribut|get-involved|careers|jobs/.test(path)) return 'about';
  if (countPrices(page.text) >= 3) return 'pricing';
  return 'other';
}

/** Pages of the given kinds, in site order. */
export const pagesOf = (site: SiteSnapshot, ...kinds: PageKind[]) =>
  site.pages.filter((p) => kinds.includes(pageKind(site, p)));

// Staff bios, sponsors and contributor lists say nothing about the product's market.
const PEOPLE_SECTIONS =
  '[id*="team"], [class*="team"], [id*="people"], [class*="people"], [id*="advisor"], [class*="advisor"], [id*="sponsor"], [class*="sponsor"], ' +
  '[id*="contributor"], [class*="contributor"], [class*="bio"], [class*="member"], [id*="leadership"], [class*="leadership"], [itemtype*="Person"]';

/** The page's visible text without people sections (team grids, bios, sponsors). */
export function marketingText(page: SitePage): string {
  let text = marketing.get(page);
  if (text === undefined) {
    if (!page.html) text = page.text;
    else {
      const $ = load(page.html);
      $(PEOPLE_SECTIONS).remove();
      text = visibleText($);
    }
    marketing.set(page, text);
  }
  return text;
}

const sections = new WeakMap<SiteSnapshot, SitePage[]>();
const PRICING_ID = /(?:^|[\s_-])(?:pricing|prices|plans)(?:$|[\s_-])/i;
const PRICING_HEADING =
  /^(?:(?:simple|transparent|our|flexible)\s+)?(?:pricing|prices|plans(?:\s+(?:and|&)\s+pricing)?)\b/i;

/**
 * The pricing sections of pages that are not pricing pages (a home page's #pricing, a "Pricing" section of a
 * product page), each as a page of its own whose URL ends with the section's anchor. Outermost sections only.
 */
export function pricingSections(site: SiteSnapshot): SitePage[] {
  let out = sections.get(site);
  if (out) return out;
  out = [];
  for (const page of site.pages) {
    if (!page.html || pageKind(site, page) === 'pricing' || pageKind(site, page) === 'legal') continue;
    const $ = dom(page);
    const found = $('section, div, article')
      .toArray()
      .filter((el) => {
        const $el = $(el);
        const named = PRICING_ID.test(`${$el.attr('id') ?? ''} ${$el.attr('class') ?? ''}`);
        const heading = $el.children('h1, h2, h3').first().text().replace(/\s+/g, ' ').trim();
        return named || PRICING_HEADING.test(heading);
      });
    const outermost = found.filter((el) => !found.some((other) => other !== el && $(other).find(el).length > 0));
    for (const el of outermost) {
      const html = $.html(el);
      const text = visibleText(load(html));
      if (countPrices(text) === 0 && !/\bfree\b/i.test(text)) continue;
      const anchor = $(el).attr('id') ?? 'pricing';
      out.push({ ...page, url: `${page.url.replace(/#.*$/, '')}#${anchor}`, html, text });
    }
  }
  sections.set(site, out);
  return out;
}

/** Pricing pages and the pricing sections of other pages, in site order. */
export const pricingPages = (site: SiteSnapshot) => [...pagesOf(site, 'pricing'), ...pricingSections(site)];
