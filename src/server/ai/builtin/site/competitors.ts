import type { SiteSnapshot } from '#server/ai/engine';
import { isNameLike, nameKey, versusNames } from './product-name';
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

const splitList = (list: string) =>
  list
    .split(/\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+/)
    .map((n) => n.trim().replace(/[.,;:!?]+$/, ''))
    .filter(Boolean);

/** Competitors only where the site names them: comparison pages ("X vs. Y"), "alternative to X", "platforms like X, Y". */
export function extractCompetitors(site: SiteSnapshot, productName: string): string {
  const names: string[] = [];
  const own = nameKey(productName);
  const add = (name: string) => {
    const clean = name.replace(/^(the|a|an)\s+/i, '').trim();
    if (
      clean &&
      !NOT_NAMES.test(clean) &&
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
  const unique = uniqueBy(names, nameKey);
  return joinWithin(unique.slice(0, 10), ', ');
}
