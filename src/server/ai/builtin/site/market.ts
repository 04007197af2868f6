import type { SiteSnapshot } from '#server/ai/engine';
import { audienceClauses } from './industries';
import { dom, marketingText, meta, pagesOf } from './site-pages';
import { audiencePhrases, isAudienceHeading } from './audience-phrase';
import { capitalise, humanList, splitSentences, stripEndPunctuation, uniqueBy, wordCount } from './text';
import { countTerms, ROLE_TERMS, topLabels } from './vocabulary';

const WHO_FOR = /\bwho (is it|it'?s|we serve|we help|is this) for\b|\bwho uses\b|\bmade for\b/i;

/** Short headings listed under a "Who is it for?" heading ("Individuals", "Businesses"…). */
function audienceHeadings(site: SiteSnapshot): string[] {
  const out: string[] = [];
  for (const page of site.pages) {
    const $ = dom(page);
    const headings = $('h1, h2, h3, h4, h5').toArray();
    headings.forEach((h, i) => {
      if (!WHO_FOR.test($(h).text())) return;
      const level = Number(h.tagName[1]);
      const section = $(h).parent();
      for (const next of headings.slice(i + 1)) {
        if (Number(next.tagName[1]) <= level || section.find(next).length === 0) break;
        const text = stripEndPunctuation($(next).text().replace(/\s+/g, ' ').trim());
        if (text && wordCount(text) <= 4) out.push(text);
      }
    });
  }
  return uniqueBy(out, (s) => s);
}

/** Audience headings of a plan page grouped by buyer ("Individuals", "Startups", "Businesses"): two or more at one level. */
function pricingAudienceHeadings(site: SiteSnapshot): string[] {
  for (const page of pagesOf(site, 'pricing')) {
    const $ = dom(page);
    for (const level of ['h2', 'h3', 'h4']) {
      const names = $(level)
        .map((_, h) => stripEndPunctuation($(h).text().replace(/\s+/g, ' ').trim()))
        .get()
        .filter(isAudienceHeading);
      if (names.length >= 2) return uniqueBy(names, (n) => n);
    }
  }
  return [];
}

const listOf = (names: string[]) => capitalise(humanList(names.map((a, i) => (i === 0 ? a : a.toLowerCase()))));
const MAX_WORDS = 24;

/**
 * Who buys, as short phrases: a "Who is it for?" list, a plan page grouped by buyer, then the audiences
 * that "for …", "built for …", "we work with …" sentences name (home and product pages first). Never
 * a whole sentence, a "Trusted by" count, or a phrase without an audience noun; '' when nothing names one.
 */
export function extractTargetMarket(site: SiteSnapshot): string {
  const parts: string[] = [];
  const audience = audienceHeadings(site);
  if (audience.length >= 2) parts.push(listOf(audience));
  const buyers = pricingAudienceHeadings(site);
  if (buyers.length >= 2) parts.push(listOf(buyers));
  const ordered = [...pagesOf(site, 'home', 'other', 'compare', 'about'), ...pagesOf(site, 'pricing')];
  for (const page of ordered)
    for (const sentence of splitSentences(marketingText(page))) parts.push(...audiencePhrases(sentence));
  const norm = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  const kept: string[] = [];
  for (const part of uniqueBy(parts, norm)) {
    if (kept.some((k) => ` ${norm(k)} `.includes(` ${norm(part)} `))) continue;
    if (kept.length >= 3 || wordCount([...kept, part].join(' ')) > MAX_WORDS) break;
    kept.push(part);
  }
  return kept.join('; ');
}

/**
 * Buyer roles the product pages name where they say who the product is for: audience clauses ("built for
 * engineering teams", "helps IT teams"), the Target Market phrases and the pages' own summaries. A role
 * mentioned elsewhere (contributors, testimonials, "developers love the API") is not a buyer.
 */
export function extractDecisionMakers(site: SiteSnapshot): string {
  const pages = pagesOf(site, 'home', 'other', 'pricing', 'compare');
  const summaries = pages.map((p) => meta(p, 'description') || meta(p, 'og:description'));
  const text = pages.map(marketingText).join('\n');
  // "Administered by your IT team": who runs it for the customer decides on it too.
  const operators = splitSentences(text).filter((s) =>
    /\b(administered|managed|operated|run|deployed) by your\b/i.test(s),
  );
  const contexts = [...audienceClauses(text), ...operators, extractTargetMarket(site), ...summaries];
  return topLabels(countTerms(ROLE_TERMS, contexts.join('\n')), 6).join(', ');
}
