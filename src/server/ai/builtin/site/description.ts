import type { SiteSnapshot } from '#server/ai/engine';
import { nameKey } from './product-name';
import { dom, meta } from './site-pages';
import { joinWithin, splitSentences } from './text';

// "X is a …", "X is the …", "X is an open source …", "X is for …": what it is or whom it is for. "X is designed
// to …", "X is packed with features …" describe a feature, not the product.
const DEFINING = /\s(?:is|are)\s+(?:(?:a|an|the|your|one|for)\s|(?:free|open[- ]source|self-hostable|privacy-\w+)\b)/i;
const defines = (sentence: string, productName: string) =>
  productName !== '' &&
  nameKey(sentence.split(/\s+(?:is|are)\s+/)[0] ?? '') === nameKey(productName) &&
  DEFINING.test(sentence);

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
/** Two statements say the same when one contains the other, ignoring case and punctuation. */
const overlaps = (a: string, b: string) => norm(a).includes(norm(b)) || norm(b).includes(norm(a));

/** What the product is: a "<product> is a …" statement, the meta description, then the hero's first substantial paragraph. */
export function extractDescription(site: SiteSnapshot, productName: string): string {
  const home = site.pages[0];
  if (!home) return '';
  const $ = dom(home);
  const metaDescription = meta(home, 'description') || meta(home, 'og:description');
  const headline = [metaDescription, $('h1').first().text().replace(/\s+/g, ' ').trim()];
  const headlineDefinition = headline.flatMap((s) => splitSentences(s)).find((s) => defines(s, productName));
  const bodySentences = splitSentences(home.text).slice(0, 80);
  const bodyDefinition = bodySentences.find((s) => defines(s, productName) && s.length >= 30);
  const hero = home.text.split('\n').find((line) => line.length >= 60 && /[.!]$/.test(line) && !/[{}<>=]/.test(line));
  const parts = [
    headlineDefinition,
    metaDescription,
    bodyDefinition,
    headlineDefinition || metaDescription || bodyDefinition ? '' : hero,
  ]
    .map((p) => p?.trim() ?? '')
    .filter((p) => p.length > 0)
    .filter((p, i, all) => !all.slice(0, i).some((q) => overlaps(p, q)));
  const ended = parts.map((p) => (/[.!?…]$/.test(p) ? p : `${p}.`));
  const out: string[] = [];
  for (const part of ended) {
    if (out.join(' ').length >= 180) break;
    out.push(part);
  }
  return joinWithin(out, ' ');
}
