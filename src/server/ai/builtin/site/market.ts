import type { SiteSnapshot } from '#server/ai/engine';
import { dom, marketingText, pageKind, pagesOf } from './site-pages';
import { capitalise, humanList, joinWithin, splitSentences, stripEndPunctuation, uniqueBy, wordCount } from './text';
import { countTerms, INDUSTRY_TERMS, MARKET_NOUNS, ROLE_TERMS, topLabels } from './vocabulary';

const NOUN = `(?:${MARKET_NOUNS})`;
const AUDIENCE = [
  new RegExp(`^for\\s+(?:[\\w-]+\\s+){0,5}?${NOUN}\\b`, 'i'),
  new RegExp(`\\b(?:built|designed|made|perfect|ideal|great|aimed at helping|aimed at|tailored|loved|trusted|used|relied on)\\s+(?:for|by)?\\s*(?:[\\w,.-]+\\s+){0,5}?${NOUN}\\b`, 'i'),
  new RegExp(`\\bfor\\s+(?:your\\s+|the\\s+)?(?:[\\w-]+\\s+){0,3}?${NOUN}\\b`, 'i'),
  /\b(?:trusted|used) by\s+(?:over\s+|more than\s+)?\d[\d,.]*\+?\s*(?:k|m|million|thousand)?\b/i,
];
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

/** Who the product is for, from "for …", "built for …", "trusted by …" statements and "Who is it for?" lists. */
export function extractTargetMarket(site: SiteSnapshot): string {
  const parts: string[] = [];
  const audience = audienceHeadings(site);
  if (audience.length >= 2) parts.push(capitalise(humanList(audience.map((a, i) => (i === 0 ? a : a.toLowerCase())))));
  const ordered = [...pagesOf(site, 'home', 'other', 'about', 'compare'), ...pagesOf(site, 'pricing')];
  const statements: string[] = [];
  for (const page of ordered) {
    for (const sentence of splitSentences(marketingText(page))) {
      if (sentence.length > 200 || !AUDIENCE.some((re) => re.test(sentence))) continue;
      const heading = /^for\s+(.+)$/i.exec(sentence);
      statements.push(heading && wordCount(sentence) <= 8 ? capitalise(stripEndPunctuation(heading[1]!)) : stripEndPunctuation(sentence));
    }
  }
  parts.push(...uniqueBy(statements, (s) => s).slice(0, 3));
  return joinWithin(parts, '; ');
}

/** Industries named in the marketing text (team bios and legal pages left out), most mentioned first. */
export function extractIndustries(site: SiteSnapshot): string {
  const text = site.pages.filter((p) => pageKind(site, p) !== 'legal').map(marketingText).join('\n');
  return topLabels(countTerms(INDUSTRY_TERMS, text), 6).join(', ');
}

/** Buyer roles the product pages name (about, team and legal pages left out, so staff titles do not count). */
export function extractDecisionMakers(site: SiteSnapshot): string {
  const text = pagesOf(site, 'home', 'other', 'pricing', 'compare').map(marketingText).join('\n');
  return topLabels(countTerms(ROLE_TERMS, text), 6).join(', ');
}
