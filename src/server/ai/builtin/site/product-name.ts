import type { SiteSnapshot } from '#server/ai/engine';
import { dom, meta } from './site-pages';
import { splitSentences, wordCount } from './text';

const SEPARATOR = /\s+[|–—·•:]\s+|\s+-\s+/;
const JOINERS = new Set(['the', 'of', 'and', 'for', 'to', '&', 'de', 'on']);
/** Capitalised words that name a page, not a product. */
export const GENERIC_WORDS = new Set(
  (
    'about all and are blog brand careers case company compare comparison contact customers docs documentation enterprise faq features ' +
    'free get getting help here home how in involved it our plans platform pricing privacy product products resources sign solutions ' +
    'started story support team terms the this there these those us we what which who why you your welcome overview policy service'
  ).split(' '),
);

const isToken = (t: string, edge: boolean) =>
  /^[A-Z0-9][\p{L}\p{N}.'’&+-]*$/u.test(t) ||
  /^[a-z0-9-]+\.[a-z]{2,}$/.test(t) ||
  /^[a-z]+[A-Z][\p{L}]*$/u.test(t) ||
  (!edge && JOINERS.has(t));

/** True when a phrase can be a product or company name: 1–4 capitalised tokens (joiners inside), not a generic page word. */
export function isNameLike(phrase: string): boolean {
  const tokens = phrase.trim().split(/\s+/);
  if (tokens.length === 0 || tokens.length > 4 || phrase.length > 40) return false;
  if (!tokens.every((t, i) => isToken(t, i === 0 || i === tokens.length - 1))) return false;
  return !tokens.every((t) => GENERIC_WORDS.has(t.toLowerCase()));
}

/** A key under which "healthchecks.io", "Healthchecks" and "HealthChecks" count as one name. */
export const nameKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/\.(io|com|net|org|app|dev|ai|co|so|sh)$/, '')
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The subject of "X is a …" / "X vs. Y" style statements, when it looks like a name. */
export function definitionSubject(sentence: string): string | null {
  const m = /^(.{2,40}?)\s+(?:is|are)\s+(?:a|an|the|free|open|your|now|built|designed|made|\w+-\w+)\b/.exec(
    sentence.trim(),
  );
  return m && isNameLike(m[1]!) ? m[1]! : null;
}

/** The left and right names of "X vs. Y" in a title or heading. */
export function versusNames(text: string): { left: string; right: string } | null {
  const m =
    /^(.{2,40}?)\s+(?:vs\.?|versus)\s+(.{2,40}?)(?:\s+(?:comparison|compared|alternative)\b.*|[:|–—-].*)?$/i.exec(
      text.trim(),
    );
  if (!m || !isNameLike(m[1]!) || !isNameLike(m[2]!)) return null;
  return { left: m[1]!, right: m[2]! };
}

/** The brand in the host name (acme-docs.com → Acme-docs), or null for IP addresses and localhost. */
export function domainBrand(rootUrl: string): string | null {
  const host = new URL(rootUrl).hostname.replace(/^www\./, '');
  if (/^[\d.]+$/.test(host) || host.includes(':') || !host.includes('.')) return null;
  const label = host.split('.').slice(-2)[0]!;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** The product's name: votes from og:site_name, titles shared across pages, "X is a…" and "X vs. Y" statements, and the domain. */
export function extractProductName(site: SiteSnapshot): string {
  const votes = new Map<string, Map<string, number>>();
  const vote = (name: string | null | undefined, weight: number) => {
    const clean = (name ?? '').trim().replace(/[.,:;!?]+$/, '');
    if (!clean || !isNameLike(clean)) return;
    const forms = votes.get(nameKey(clean)) ?? new Map<string, number>();
    forms.set(clean, (forms.get(clean) ?? 0) + weight);
    votes.set(nameKey(clean), forms);
  };
  const home = site.pages[0];
  if (!home) return '';
  const titles = site.pages.map((p) => p.title).filter(Boolean);
  for (const page of site.pages) {
    vote(meta(page, 'og:site_name'), 5);
    vote(meta(page, 'application-name'), 4);
    const $ = dom(page);
    const statements = [
      meta(page, 'description'),
      meta(page, 'og:description'),
      ...$('h1')
        .map((_, h) => $(h).text())
        .get(),
    ];
    for (const sentence of statements.flatMap((s) => splitSentences(s.replace(/\s+/g, ' '))))
      vote(definitionSubject(sentence), 2);
    vote(versusNames(page.title)?.left, 2);
  }
  const homeSegments = home.title.split(SEPARATOR).map((s) => s.trim());
  if (homeSegments.length === 1 && wordCount(home.title) <= 4) vote(home.title, 3);
  for (const sentence of splitSentences(home.text).slice(0, 60)) vote(definitionSubject(sentence), 1);
  for (const [phrase, count] of sharedTitlePhrases(titles)) vote(phrase, count);
  vote(domainBrand(site.rootUrl), 1);
  let best: { name: string; weight: number } | null = null;
  for (const forms of votes.values()) {
    const total = [...forms.values()].reduce((a, b) => a + b, 0);
    const [name] = [...forms.entries()].sort((a, b) => b[1] - a[1])[0]!;
    if (!best || total > best.weight) best = { name, weight: total };
  }
  return best?.name ?? '';
}

/** Name-like phrases (1–4 words) that recur in at least half of the page titles (and in at least two). */
function sharedTitlePhrases(titles: string[]): [string, number][] {
  const counts = new Map<string, { phrase: string; count: number }>();
  for (const title of titles) {
    const seen = new Set<string>();
    for (const segment of title.split(SEPARATOR)) {
      const words = segment.trim().split(/\s+/);
      for (let i = 0; i < words.length; i++) {
        for (let n = 1; n <= 4 && i + n <= words.length; n++) {
          const phrase = words
            .slice(i, i + n)
            .join(' ')
            .replace(/[.,:;!?]+$/, '');
          const key = phrase.toLowerCase();
          if (seen.has(key) || !isNameLike(phrase)) continue;
          seen.add(key);
          const entry = counts.get(key) ?? { phrase, count: 0 };
          entry.count++;
          counts.set(key, entry);
        }
      }
    }
  }
  const threshold = Math.max(2, Math.ceil(titles.length / 2));
  const shared = [...counts.values()]
    .filter((e) => e.count >= threshold)
    .sort((a, b) => b.count - a.count || b.phrase.length - a.phrase.length);
  const kept: { phrase: string; count: number }[] = [];
  for (const e of shared) {
    if (!kept.some((k) => k.count >= e.count && k.phrase.toLowerCase().includes(e.phrase.toLowerCase()))) kept.push(e);
  }
  return kept.map((e) => [e.phrase, e.count]);
}
