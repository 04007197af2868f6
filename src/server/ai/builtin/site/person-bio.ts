import type { SitePage } from '#server/ai/engine';
import { squash } from '#server/web-reader/html-text';
import { cardOf } from './people-cards';
import { dom } from './site-pages';
import { escapeRegExp } from './text';

/** A block of prose about someone: a few sentences' worth, not a contact line with an address. */
const isBio = (text: string) => text.length >= 40 && text.split(/\s+/).length >= 8 && !/@/.test(text);

/** True when the page's text names the person (full name, any spacing or case). */
export function mentions(page: SitePage, name: string): boolean {
  const pattern = new RegExp(`\\b${name.trim().split(/\s+/).map(escapeRegExp).join('\\s+')}\\b`, 'i');
  return pattern.test(page.text) || pattern.test(page.html);
}

/** The bio next to a person's name: paragraphs in their card, else paragraphs that name them (and the one right after). */
export function bioParagraphs(page: SitePage, name: string, brand: ReadonlySet<string> = new Set()): string[] {
  const $ = dom(page);
  const full = new RegExp(`\\b${name.trim().split(/\s+/).map(escapeRegExp).join('\\s+')}\\b`, 'i');
  const heading = $('h1, h2, h3, h4, h5, h6, strong, b, dt, [class*="name"], [itemprop="name"], [class~="header"]')
    .filter((_, el) => squash($(el).text()).toLowerCase().startsWith(name.toLowerCase()))
    .first();
  if (heading.length > 0) {
    const card = cardOf($, heading[0]!, brand);
    const inCard = card
      .find('p, [class*="bio"], [class*="description"], dd')
      .map((_, el) => squash($(el).text()))
      .get()
      .filter(isBio);
    if (inCard.length > 0) return inCard;
  }
  const firstName = name.split(/\s+/)[0]!;
  const out: string[] = [];
  const blocks = $('p, li, dd, blockquote').toArray();
  blocks.forEach((el, i) => {
    const text = squash($(el).text());
    if (!full.test(text) || !isBio(text)) return;
    out.push(text);
    const next = blocks[i + 1] ? squash($(blocks[i + 1]!).text()) : '';
    if (new RegExp(`^(${escapeRegExp(firstName)}|He|She|They)\\b`).test(next)) out.push(next);
  });
  return [...new Set(out)];
}
