import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';

export type PageLink = { url: string; text: string };
export type ParsedPage = { title: string; text: string; links: PageLink[] };

/** Elements whose text is never shown, is site chrome repeated on every page, or is code (pre). */
const NOISE =
  'script, style, noscript, template, pre, svg, iframe, canvas, nav, footer, [hidden], [role="navigation"], [aria-hidden="true"]';
const BLOCK = new Set(
  (
    'address article aside blockquote br dd details div dl dt fieldset figcaption figure form h1 h2 h3 h4 h5 h6 header hr li main ol p pre ' +
    'section summary table tbody td th thead tr ul'
  ).split(' '),
);

/** Collapses runs of whitespace to single spaces and trims. */
export const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The page's title: <title>, then og:title, then meta title, then the first h1. */
export function pageTitle($: CheerioAPI): string {
  const candidates = [
    $('title').first().text(),
    $('meta[property="og:title"]').attr('content'),
    $('meta[name="title"]').attr('content'),
    $('h1').first().text(),
  ];
  return candidates.map((c) => squash(c ?? '')).find((c) => c.length > 0) ?? '';
}

/** Visible text with one line per block element; navigation, footers and scripts left out. */
export function visibleText($: CheerioAPI): string {
  // load() always builds <html><body>, even for fragments.
  const body = $('body').clone();
  body.find(NOISE).remove();
  const parts: string[] = [];
  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') parts.push(node.data.replace(/\s+/g, ' '));
      else if (node.type === 'tag') {
        const block = BLOCK.has(node.name);
        if (block) parts.push('\n');
        walk(node.children);
        if (block) parts.push('\n');
      }
    }
  };
  walk(body.toArray());
  return parts
    .join('')
    .split('\n')
    .map(squash)
    .filter((line) => line.length > 0)
    .join('\n');
}

/** Every http(s) link on the page, resolved against the page (or its <base>), without fragments. */
export function pageLinks($: CheerioAPI, pageUrl: string): PageLink[] {
  let base = pageUrl;
  const declaredBase = $('base[href]').attr('href');
  if (declaredBase) {
    try {
      base = new URL(declaredBase, pageUrl).href;
    } catch {
      // a broken <base> is ignored, as browsers do
    }
  }
  const links: PageLink[] = [];
  $('a[href]').each((_, el) => {
    const href = $(el).attr('href')!.trim();
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      return;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
    url.hash = '';
    const text =
      squash($(el).text()) || squash($(el).attr('title') ?? '') || squash($(el).find('img[alt]').attr('alt') ?? '');
    links.push({ url: url.href, text });
  });
  return links;
}

/** Parses HTML once into the title, the visible text and the links. */
export function parsePage(html: string, pageUrl: string): ParsedPage {
  const $ = load(html);
  return { title: pageTitle($), links: pageLinks($, pageUrl), text: visibleText($) };
}
