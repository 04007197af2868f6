import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnalysisConfig } from '#domain/workflow';
import type { OrganizationRecord, SiteSnapshot } from '#server/ai/engine';
import { parsePage } from '#server/web-reader/html-text';
import { readSite, type ReadSiteOptions } from '#server/web-reader/read-site';
import { startSiteServer } from '../../../test/site-server';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The folder of fixture sites written for these tests. */
export const FIXTURE_SITES = path.resolve(here, '../../../test/fixtures/sites');
export const FIXED_NOW = () => new Date('2025-01-15T09:00:00Z');

/** Serves one fixture site on 127.0.0.1, reads it with the web reader, and closes the server. */
export async function readFixtureSite(
  name: string,
  options: ReadSiteOptions = {},
): Promise<{ site: SiteSnapshot; requests: string[]; origin: string }> {
  const server = await startSiteServer(path.join(FIXTURE_SITES, name));
  try {
    const site = await readSite(`${server.url}/`, { allowPrivate: true, now: FIXED_NOW, ...options });
    return { site, requests: server.requests, origin: server.url };
  } finally {
    await server.close();
  }
}

/** The path of a page URL, for assertions independent of the random port. */
export const pathOf = (url: string) => new URL(url).pathname;

/** A snapshot built in memory from HTML strings (first page is the home page), for small unit cases. */
export function inlineSite(pages: { path: string; html: string }[], origin = 'https://acme.example'): SiteSnapshot {
  return {
    rootUrl: `${origin}/`,
    pages: pages.map(({ path: pagePath, html }) => {
      const url = new URL(pagePath, origin).href;
      const parsed = parsePage(html, url);
      return { url, title: parsed.title, text: parsed.text, html, fetchedAt: FIXED_NOW().toISOString() };
    }),
  };
}

/** The Brightpath organization as stored after targeting. */
export const ORG: OrganizationRecord = {
  id: 'org-1',
  name: 'Brightpath',
  industry: 'Software',
  sizeRange: '11-50',
  employeeCount: 42,
  location: 'Lisbon',
  revenueRange: null,
  website: 'https://brightpath.example',
  founded: 2019,
  description: null,
  source: 'directory',
  fitScore: 80,
  fitCategory: 'great',
  aiReasoning: null,
};

/** A seller's configuration (a docs product selling to engineering teams). */
export const SELLER: AnalysisConfig = {
  productName: 'Docsmith',
  productUrl: 'https://docsmith.example',
  productDescription: 'Docs hosting for engineering teams.',
  targetMarket: 'Engineering and product teams at SaaS companies',
  successIndustries: '',
  keyDecisionMakers: 'CTOs, VP of Engineering, Head of Engineering, Product managers',
  salesCycle: '',
  pricingModel: '',
  metricsKpis: '40% fewer support tickets',
  overallFeedback: '',
  competitors: '',
};
