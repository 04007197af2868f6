import type { SiteSnapshot } from '#server/ai/engine';
import { isNameLike, nameKey, versusNames } from './product-name';
import { tierNames } from './pricing';
import { dom, marketingText, meta, pageKind } from './site-pages';
import { positionedNames } from './competitor-rules';
import { joinWithin, splitSentences, uniqueBy } from './text';

const NAME = String.raw`(?:[A-Z0-9][\p{L}\p{N}.'’&+-]*|[a-z0-9-]+\.[a-z]{2,})(?:\s+(?:[A-Z0-9][\p{L}\p{N}.'’&+-]*))*`;
const LIST = String.raw`${NAME}(?:\s*(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)${NAME})*`;
const TRIGGERS = [
  // Triggers spell their first letter both ways; the names themselves must stay capitalised.
  new RegExp(String.raw`\b[Aa]lternatives? to\s+(${LIST})`, 'gu'),
  new RegExp(
    String.raw`\b(?:[Vv]s\.?|[Vv]ersus|[Cc]ompared (?:to|with)|[Uu]nlike|[Ss]witch(?:ing)? from|[Mm]igrat(?:e|ing) from|[Ii]nstead of)\s+(${LIST})`,
    'gu',
  ),
  new RegExp(
    String.raw`\b(?:platforms|tools|services|products|solutions|hosts|competitors)\s+(?:like|such as)\s+(${LIST})`,
    'gu',
  ),
];
const COMPARISON_WORDS =
  /\b(unlike|instead|compared?|than|alternatives?|replac\w*|switch\w*|migrat\w*|vs\.?|versus|competi\w*|other)\b/i;
// "There's also a number of alternative … services …: A, B, C." lists.
const LEAD_IN = /\b(alternative|alternatives|competitors?|similar (services|tools|products))\b[^:]*:\s*(.+)$/i;

const NOT_NAMES =
  /^(other|all|many|most|popular|top|leading|similar|some|these|those|http|https|api|apis|sql|sso|saml|csv|json|html|css|url|dns|ssh|git)\b/i;
// Section headings, plan words and descriptions, not products: "Alternatives", "Cloud", "Pro", "US-based".
const HEADING_WORDS =
  /^(?:alternatives?|comparisons?|compared?|versus|vs|overview|cloud|hosted|self[- ]hosted|on[- ]prem(?:ise)?s?|open[- ]source|pro|plus|premium|free|paid|basic|starter|team|teams|business|enterprise|pricing|plans?|features?|why|faq|more|others?|competitors?)$/i;
const DESCRIPTIVE = /-(?:based|hosted|owned|native|first|friendly|ready|powered|compliant|only)$/i;

const splitList = (list: string) =>
  list
    .split(/\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+/)
    .map((n) => n.trim().replace(/[.,;:!?]+$/, ''))
    .filter(Boolean);

/** Competitors only where the site names them: comparison pages ("X vs. Y"), "alternative to X", "platforms like X, Y". */
export function extractCompetitors(site: SiteSnapshot, productName: string): string {
  const names: string[] = [];
  const own = nameKey(productName);
  const plans = new Set(tierNames(site).map(nameKey));
  const lower = lowercaseWords(site);
  const add = (name: string) => {
    const clean = name.replace(/^(the|a|an)\s+/i, '').trim();
    if (
      clean &&
      !NOT_NAMES.test(clean) &&
      !isHeadingOrPlan(clean, plans, lower) &&
      isNameLike(clean) &&
      nameKey(clean) !== own &&
      !own.includes(nameKey(clean)) &&
      nameKey(clean).length > 1
    )
      names.push(clean);
  };
  for (const page of site.pages) {
    const $ = dom(page);
    const headings = [
      page.title,
      ...$('h1')
        .map((_, h) => $(h).text().replace(/\s+/g, ' ').trim())
        .get(),
    ];
    for (const heading of headings) {
      const vs = versusNames(heading);
      if (vs && (nameKey(vs.left) === own || !own)) add(vs.right);
    }
    if (pageKind(site, page) === 'compare') {
      $('a[href]').each((_, a) => {
        const href = $(a).attr('href') ?? '';
        const text = $(a).text().replace(/\s+/g, ' ').trim();
        if (/compar|\/vs\/|-vs-|alternative/i.test(href) && text.split(' ').length <= 3) add(text);
      });
    }
    const text = marketingText(page);
    positionedNames(page, text).forEach(add);
    const statements = [meta(page, 'description'), meta(page, 'og:description'), ...splitSentences(text)];
    let previous = '';
    for (const sentence of statements.flatMap((s) => splitSentences(s))) {
      for (const re of TRIGGERS) {
        // "Integrates with tools like Slack" names partners; "tools like X" counts only beside a comparison.
        if (re === TRIGGERS[2] && !COMPARISON_WORDS.test(sentence)) continue;
        for (const m of sentence.matchAll(re)) splitList(m[1]!).forEach(add);
      }
      const lead =
        LEAD_IN.exec(sentence) ??
        (LEAD_IN.test(previous) || !/:\s*\S/.test(sentence) ? null : LEAD_IN.exec(`${previous} ${sentence}`));
      if (lead) splitList(lead[3]!).forEach(add);
      previous = sentence;
    }
  }
  // nameKey makes "Cronitor" and "Cronitor.io" one product; "NGINX Plus" stays apart from "NGINX".
  const unique = uniqueBy(names, nameKey);
  return joinWithin(unique.slice(0, 10), ', ');
}

/** Words the site writes in lower case in its prose ("cloud", "alternatives"): common words, not product names. */
function lowercaseWords(site: SiteSnapshot): Set<string> {
  const out = new Set<string>();
  for (const page of site.pages)
    for (const w of marketingText(page)
      .replace(/\S*(?:\/\/|\.[a-z]{2,}\/)\S*/g, ' ')
      .match(/(?<![\p{L}\p{N}.@/-])[a-z][a-z-]+(?![\p{L}\p{N}.@/])/gu) ?? [])
      out.add(w);
  return out;
}

/** A section heading, one of the site's own plans, a description ("US-based") or a phrase of common words. */
function isHeadingOrPlan(name: string, plans: Set<string>, lower: Set<string>): boolean {
  if (HEADING_WORDS.test(name) || DESCRIPTIVE.test(name) || plans.has(nameKey(name))) return true;
  const tokens = name.split(/\s+/).filter((t) => !/^(?:of|the|and|for|&)$/i.test(t));
  // Capitalised only because it starts a heading or a list item: every word is used in lower case elsewhere.
  return tokens.every((t) => /^[A-Z][a-z-]+$/.test(t) && lower.has(t.toLowerCase()));
}
