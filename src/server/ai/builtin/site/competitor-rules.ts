import type { SitePage } from '#server/ai/engine';
import { squash } from '#server/web-reader/html-text';
import { isNameLike, nameKey } from './product-name';
import { dom } from './site-pages';
import { splitSentences } from './text';

/**
 * Further places where a site positions other products against its own: price comparisons that follow
 * "competing products", category examples ("Most servers (NGINX, Apache, HAProxy, etc.)"), "faster
 * than X", and the columns of a comparison table headed by the product itself.
 */

const NAME = String.raw`[A-Z][\p{L}\p{N}.'’&+-]*(?:\s+[A-Z][\p{L}\p{N}.'’&+-]*){0,3}`;
const LIST = String.raw`${NAME}(?:\s*(?:,|&|\band\b|\bor\b)\s*${NAME})*`;
const split = (list: string) =>
  list
    .split(/\s*(?:,|&|\band\b|\bor\b)\s*/)
    .map((n) => n.trim().replace(/[.,;:!?]+$/, ''))
    .filter(Boolean);

const COMPETING =
  /\b(competing (products|tools|services|solutions|vendors)|competitors?|the competition|other vendors)\b/i;
const PRICE_CLAIM = new RegExp(
  String.raw`^\*?\s*(${NAME})\s+(?:is|costs?|charges?|starts at|starts from|begins at)\s+(?:only\s+)?[$€£]\d`,
  'u',
);
// Trigger words in either case; the names themselves must stay capitalised.
const anyCase = (words: string[]) => words.map((w) => `[${w[0]!.toUpperCase()}${w[0]}]${w.slice(1)}`).join('|');
const CATEGORY_EXAMPLES = new RegExp(
  String.raw`\b(?:${anyCase(['most', 'other', 'many', 'traditional', 'popular', 'mainstream', 'legacy', 'competing'])})\s+(?:[a-z-]+\s+){0,2}?[a-z-]+s\s+\((${LIST})(?:,?\s*etc\.?)?\)`,
  'gu',
);
const COMPARATIVE = new RegExp(
  String.raw`\b(?:\d+(?:\.\d+)?x\s+)?(?:faster|cheaper|simpler|easier|lighter|smaller|better|more (?:reliable|secure|affordable|flexible|powerful))\s+than\s+(${LIST})`,
  'gu',
);

/** Names a page's sentences position as alternatives, beyond the "vs" / "alternative to" wording. */
export function positionedNames(page: SitePage, text: string): string[] {
  const out: string[] = [];
  const sentences = splitSentences(text);
  sentences.forEach((sentence, i) => {
    for (const m of sentence.matchAll(CATEGORY_EXAMPLES)) out.push(...split(m[1]!));
    for (const m of sentence.matchAll(COMPARATIVE)) out.push(...split(m[1]!));
    // "Competing products charge for … * Traefik is $20,000/yr. NGINX Plus starts at $3,675/yr."
    const price = PRICE_CLAIM.exec(sentence);
    if (price && sentences.slice(Math.max(0, i - 4), i).some((s) => COMPETING.test(s))) out.push(price[1]!);
  });
  return [...out, ...comparisonTableNames(page)];
}

/** The other columns of a table whose header row names the product ("Features | Acme | Rival A | Rival B"). */
function comparisonTableNames(page: SitePage): string[] {
  const $ = dom(page);
  const own = nameKey(page.title.split(/\s+[|–—-]\s+/).pop() ?? '');
  const out: string[] = [];
  $('table').each((_, table) => {
    const cells = $(table)
      .find('tr')
      .first()
      .find('th, td')
      .map((_, c) => squash($(c).text()))
      .get();
    const named = cells.filter((c) => c && isNameLike(c));
    const ownColumn = named.find(
      (c) => nameKey(c) === own || (own && page.title.toLowerCase().includes(`${c.toLowerCase()} vs`)),
    );
    if (!ownColumn || named.length < 2) return;
    out.push(...named.filter((c) => c !== ownColumn && !/^(features?|plans?|pricing|price)$/i.test(c)));
  });
  return out;
}
