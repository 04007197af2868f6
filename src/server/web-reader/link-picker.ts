import type { PageLink } from './html-text';

export type LinkCategory =
  'team' | 'about' | 'pricing' | 'product' | 'customers' | 'compare' | 'contact' | 'business' | 'other';
export type Candidate = { url: string; category: LinkCategory; score: number; order: number };

/** Pages that matter for auto-fill and contacts, best first; matched against the path and the link text. */
const CATEGORIES: { category: LinkCategory; score: number; pattern: RegExp }[] = [
  {
    category: 'team',
    score: 10,
    pattern: /\b(team|leadership|people|management|founders|staff|executives?|who we are)\b/,
  },
  { category: 'about', score: 10, pattern: /\b(about|company|our story|mission)\b/ },
  { category: 'pricing', score: 10, pattern: /\b(pricing|prices|plans)\b/ },
  { category: 'product', score: 8, pattern: /\b(products?|features|solutions|platform|how it works|tour)\b/ },
  { category: 'customers', score: 7, pattern: /\b(customers|case stud(y|ies)|success stories|testimonials)\b/ },
  { category: 'compare', score: 7, pattern: /\b(compar(e|ison|isons)|vs|versus|alternatives?)\b/ },
  { category: 'contact', score: 6, pattern: /\b(contact|contact us|get in touch)\b/ },
  { category: 'business', score: 5, pattern: /\b(enterprise|business|for teams)\b/ },
];

const SKIP =
  /\b(log ?in|sign ?in|sign ?up|register|accounts?|cart|checkout|search|privacy|terms|legal|cookies?|gdpr|blog|news|press|careers|jobs|docs|documentation|help|support|status|tags?|category|feed|rss|wp admin|cdn cgi)\b/;
const FILE = /\.(pdf|png|jpe?g|gif|svg|webp|ico|zip|gz|tgz|dmg|exe|mp[34]|mov|css|js|json|xml|txt|woff2?)$/i;

/** Site probes for categories the home page does not link (many sites keep these at well-known paths). */
const PROBES: Partial<Record<LinkCategory, string[]>> = {
  about: ['about', 'company'],
  team: ['team'],
  pricing: ['pricing'],
  customers: ['customers'],
  compare: ['comparisons', 'compare'],
  contact: ['contact'],
};

const words = (s: string) =>
  ` ${s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
const bareHost = (host: string) => host.replace(/^www\./, '');

/** Same site: same host, ignoring a leading "www.". */
export const sameSite = (a: URL, b: URL) => bareHost(a.hostname) === bareHost(b.hostname);

/** A key that treats /about and /about/ (and www.) as the same page. */
export function pageKey(raw: string): string {
  const url = new URL(raw);
  return `${bareHost(url.hostname)}${url.pathname.replace(/\/+$/, '') || '/'}${url.search}`;
}

/** The category and score of a link, or null when it is not worth reading. */
export function classifyLink(link: PageLink, site: URL): { category: LinkCategory; score: number } | null {
  const url = new URL(link.url);
  if (!sameSite(url, site) || FILE.test(url.pathname)) return null;
  const path = words(decodeURIComponent(url.pathname));
  const text = words(link.text);
  // Long link texts (cards with descriptions) mention all sorts of words; only short ones say where the link goes.
  if (SKIP.test(path) || (text.trim().split(' ').length <= 4 && SKIP.test(text))) return null;
  for (const { category, score, pattern } of CATEGORIES) {
    if (pattern.test(path) || pattern.test(text)) return { category, score };
  }
  return path.trim() ? { category: 'other', score: 1 } : null;
}

/** Ranked candidates from links: the best page of each category first, then the rest by score and order. */
export function rankLinks(
  links: PageLink[],
  site: URL,
  options: { minScore?: number; startOrder?: number } = {},
): Candidate[] {
  const found = new Map<string, Candidate>();
  links.forEach((link, i) => {
    const hit = classifyLink(link, site);
    if (!hit || hit.score < (options.minScore ?? 0)) return;
    const key = pageKey(link.url);
    const previous = found.get(key);
    if (!previous || previous.score < hit.score)
      found.set(key, { url: link.url, ...hit, order: (options.startOrder ?? 0) + i });
  });
  return diversify([...found.values()]);
}

/** Probe URLs (relative to the home page's folder) for categories no link covered. */
export function probeCandidates(home: URL, covered: Set<LinkCategory>): Candidate[] {
  const out: Candidate[] = [];
  for (const [category, paths] of Object.entries(PROBES) as [LinkCategory, string[]][]) {
    if (covered.has(category)) continue;
    const score = CATEGORIES.find((c) => c.category === category)!.score - 0.5;
    for (const path of paths) out.push({ url: new URL(path, home).href, category, score, order: 10_000 + out.length });
  }
  return out;
}

/** Orders candidates so each category's best page comes before any second page of a category. */
export function diversify(candidates: Candidate[]): Candidate[] {
  const sorted = [...candidates].sort((a, b) => b.score - a.score || a.order - b.order);
  const firsts: Candidate[] = [];
  const rest: Candidate[] = [];
  const seen = new Set<LinkCategory>();
  for (const c of sorted) {
    if (seen.has(c.category)) rest.push(c);
    else {
      seen.add(c.category);
      firsts.push(c);
    }
  }
  return [...firsts, ...rest];
}
