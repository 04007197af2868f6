import type { SitePage, SiteSnapshot } from '#server/ai/engine';
import { fetchPage, parseHttpUrl, type FetchedPage, type FetchOptions } from './fetch-page';
import { parsePage, type PageLink } from './html-text';
import { diversify, pageKey, probeCandidates, rankLinks, type Candidate, type LinkCategory } from './link-picker';
import { mapLimit } from './map-limit';
import { assertRobotsAllow, createRobotsChecker } from './robots';
import { WebReaderError } from './web-reader-errors';

export type ReadSiteOptions = FetchOptions & { maxPages?: number; concurrency?: number };

type Read = { page: SitePage; links: PageLink[] };

/** Adds https:// when the scheme is missing and checks the result is a usable http(s) URL. */
export function normaliseSiteUrl(input: string): string {
  const trimmed = input.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  return parseHttpUrl(withScheme).href;
}

/** Reads a site: its home page, then up to maxPages pages it links that matter (about, pricing, team…), robots.txt respected. */
export async function readSite(input: string, options: ReadSiteOptions = {}): Promise<SiteSnapshot> {
  const maxPages = options.maxPages ?? 8;
  const concurrency = options.concurrency ?? 3;
  const robots = createRobotsChecker(options);
  const homeUrl = normaliseSiteUrl(input);
  try {
    await assertRobotsAllow(robots, homeUrl);
  } catch (error) {
    // A failure on robots.txt is reported against the site the user asked for, not the robots.txt address.
    if (error instanceof WebReaderError && error.code !== 'ROBOTS_DISALLOWED')
      throw new WebReaderError(error.code, homeUrl, { status: error.status, cause: error });
    throw error;
  }
  const home = toRead(await fetchPage(homeUrl, options));
  if (pageKey(home.page.url) !== pageKey(homeUrl)) await assertRobotsAllow(robots, home.page.url);

  const site = new URL(home.page.url);
  const reads: Read[] = [home];
  const tried = new Set([pageKey(homeUrl), pageKey(home.page.url)]);
  let attempts = 0;
  const maxAttempts = maxPages * 3;

  const readOne = async (candidate: Candidate): Promise<Read | null> => {
    try {
      if (!(await robots.isAllowed(candidate.url))) return null;
      return toRead(await fetchPage(candidate.url, options));
    } catch {
      return null; // a linked page that fails is skipped; only the home page must answer
    }
  };

  const runWave = async (candidates: Candidate[]) => {
    const queue = candidates.filter((c) => !tried.has(pageKey(c.url)));
    while (queue.length > 0 && reads.length < maxPages && attempts < maxAttempts) {
      const batch: Candidate[] = [];
      while (batch.length < Math.min(concurrency, maxPages - reads.length) && queue.length > 0) {
        const next = queue.shift()!;
        if (tried.has(pageKey(next.url))) continue;
        tried.add(pageKey(next.url));
        batch.push(next);
      }
      attempts += batch.length;
      for (const read of await mapLimit(batch, concurrency, readOne)) {
        if (!read || reads.length >= maxPages) continue;
        const key = pageKey(read.page.url);
        if (reads.some((r) => pageKey(r.page.url) === key)) continue;
        tried.add(key);
        reads.push(read);
      }
    }
  };

  const homeLinks = rankLinks(home.links, site);
  const covered = new Set<LinkCategory>(homeLinks.map((c) => c.category));
  await runWave(diversify([...homeLinks.filter((c) => c.category !== 'other'), ...probeCandidates(site, covered)]));
  const deeper = reads
    .slice(1)
    .flatMap((r, i) => rankLinks(r.links, site, { minScore: 5, startOrder: (i + 1) * 1000 }));
  await runWave(diversify(deeper));
  await runWave(
    reads.flatMap((r, i) => rankLinks(r.links, site, { startOrder: i * 1000 })).filter((c) => c.category === 'other'),
  );

  return { rootUrl: home.page.url, pages: reads.map((r) => r.page) };
}

function toRead(fetched: FetchedPage): Read {
  const base = { url: fetched.url, fetchedAt: fetched.fetchedAt };
  if (fetched.contentType.toLowerCase().startsWith('text/plain')) {
    return { page: { ...base, title: '', text: fetched.body.trim(), html: '' }, links: [] };
  }
  const parsed = parsePage(fetched.body, fetched.url);
  return { page: { ...base, title: parsed.title, text: parsed.text, html: fetched.body }, links: parsed.links };
}
