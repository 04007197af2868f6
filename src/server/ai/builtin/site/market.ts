import type { SiteSnapshot } from '#server/ai/engine';
import { dom, marketingText, pagesOf } from './site-pages';
import { capitalise, humanList, joinWithin, splitSentences, stripEndPunctuation, uniqueBy, wordCount } from './text';
import { countTerms, MARKET_NOUNS, ROLE_TERMS, topLabels } from './vocabulary';

const NOUN = `(?:${MARKET_NOUNS})`;
const AUDIENCE = [
  new RegExp(`^for\\s+(?:[\\w-]+\\s+){0,5}?${NOUN}\\b`, 'i'),
  new RegExp(`\\b(?:built|designed|made|perfect|ideal|great|aimed at helping|aimed at|tailored|loved|trusted|used|relied on)\\s+(?:for|by)?\\s*(?:[\\w,.-]+\\s+){0,5}?${NOUN}\\b`, 'i'),
  new RegExp(`\\bfor\\s+(?:your\\s+|the\\s+)?(?:[\\w-]+\\s+){0,3}?${NOUN}\\b`, 'i'),
  /\b(?:trusted|used) by\s+(?:over\s+|more than\s+)?\d[\d,.]*\+?\s*(?:k|m|million|thousand)?\b/i,
];
// A statement about plans or prices, or a feature "for your business", names its audience only after "for".
const PRICING_TALK = /\b(?:plans?|tiers?|pricing|priced|prices?|trials?|discounts?|billing|subscriptions?)\b|[$€£]\d/i;
const FOR_AUDIENCE = new RegExp(`\\bfor\\s+(?:your\\s+|the\\s+|all\\s+)?((?:[\\w-]+\\s+){0,3}?${NOUN})\\b`, 'gi');
const GENERIC_AUDIENCE = /^(?:business|businesses|company|companies|team|teams|organi[sz]ations?|everyone|people|you)$/i;

/**
 * A target-market statement as a person would write it: a short "For …" heading's audience, the whole
 * sentence when it says who the product is built for or used by, and only the audience ("Commercial
 * teams", "Non-profits") when the sentence is about plans, prices or a feature; '' when nothing specific is left.
 */
export function audienceStatement(sentence: string): string {
  const heading = /^for\s+(.+)$/i.exec(sentence);
  if (heading && wordCount(sentence) <= 8) return capitalise(stripEndPunctuation(heading[1]!));
  const declared = AUDIENCE[1]!.test(sentence) || AUDIENCE[3]!.test(sentence) || AUDIENCE[0]!.test(sentence);
  if (declared && !PRICING_TALK.test(sentence)) return stripEndPunctuation(sentence);
  const audiences = [...sentence.matchAll(FOR_AUDIENCE)].map((m) => m[1]!.trim()).filter((a) => !GENERIC_AUDIENCE.test(a));
  return audiences.length > 0 ? capitalise(humanList(audiences)) : '';
}

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
      const statement = audienceStatement(sentence);
      if (statement) statements.push(statement);
    }
  }
  parts.push(...uniqueBy(statements, (s) => s).slice(0, 3));
  return joinWithin(parts, '; ');
}

/** Buyer roles the product pages name (about, team and legal pages left out, so staff titles do not count). */
export function extractDecisionMakers(site: SiteSnapshot): string {
  const text = pagesOf(site, 'home', 'other', 'pricing', 'compare').map(marketingText).join('\n');
  return topLabels(countTerms(ROLE_TERMS, text), 6).join(', ');
}
