/**
 * SearXNG (self-hosted metasearch): web search (leads only), no key.
 * Follows https://docs.searxng.org/dev/search_api.html: GET /search?q=&format=json&pageno=; answers
 * { query, number_of_results, results: [{ url, title, content, engine }] }. An instance whose settings.yml
 * does not enable the json format answers 403. SEARXNG_URL is the instance's base URL.
 * Shapes as in ../shared/data/api_fixtures/searxng.
 */
import { providerRequest } from './http-client';
import { ProviderError } from './provider-error';
import type { ProviderContext, ProviderModule, WebSearchHit } from './types';

const MAX_PAGES = 5;

type SearxAnswer = {
  results?: { url?: string; title?: string; content?: string }[];
};

const JSON_DISABLED = new ProviderError(
  'searxng',
  'rejected',
  403,
  'SearXNG refused JSON output: enable the json format under search.formats in its settings.yml.',
);

function page(query: string, pageno: number, ctx: ProviderContext) {
  return providerRequest<SearxAnswer>(
    {
      provider: 'searxng',
      method: 'GET',
      path: '/search',
      query: { q: query, format: 'json', pageno },
      classify: (status) => (status === 403 ? JSON_DISABLED : undefined),
    },
    ctx,
  );
}

export const searxng: ProviderModule = {
  id: 'searxng',
  defaultBaseUrl: '',
  capabilities: ['web-search'],

  async testConnection(ctx) {
    const n = (await page('software company', 1, ctx))?.results?.length ?? 0;
    return {
      ok: true,
      message: `SearXNG answered in JSON (a test search returned ${n} result${n === 1 ? '' : 's'}).`,
    };
  },

  async webSearch(query, limit, ctx) {
    const hits: WebSearchHit[] = [];
    for (let pageno = 1; pageno <= MAX_PAGES && hits.length < limit; pageno++) {
      const results = (await page(query, pageno, ctx))?.results ?? [];
      for (const r of results)
        if (r.url)
          hits.push({
            provider: 'searxng',
            url: r.url,
            title: r.title ?? '',
            snippet: r.content ?? '',
          });
      if (results.length === 0) break;
    }
    return hits.slice(0, limit);
  },
};
