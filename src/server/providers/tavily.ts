/**
 * Tavily: web search (leads only).
 * Follows https://docs.tavily.com/documentation/api-reference/endpoint/search: POST /search with
 * { query, max_results (0-20), search_depth: "basic" } and the key as "Authorization: Bearer tvly-…";
 * answers { query, results: [{ title, url, content, score }], response_time }. Documented errors:
 * 401 (missing or invalid key), 429 (rate limit), 432 (plan's credit limit) and 433 (pay-as-you-go limit),
 * with { detail: { error } }. Shapes as in ../shared/data/api_fixtures/tavily.
 */
import { providerRequest } from './http-client';
import type { ProviderContext, ProviderModule } from './types';

const MAX_RESULTS = 20;

type TavilyAnswer = {
  results?: { title?: string; url?: string; content?: string }[];
};

function search(query: string, maxResults: number, ctx: ProviderContext) {
  return providerRequest<TavilyAnswer>(
    {
      provider: 'tavily',
      method: 'POST',
      path: '/search',
      headers: { authorization: `Bearer ${ctx.apiKey}` },
      body: { query, max_results: maxResults, search_depth: 'basic' },
      failures: { 432: 'quota', 433: 'quota' },
    },
    ctx,
  );
}

export const tavily: ProviderModule = {
  id: 'tavily',
  defaultBaseUrl: 'https://api.tavily.com',
  capabilities: ['web-search'],

  async testConnection(ctx) {
    const n = (await search('software company', 1, ctx))?.results?.length ?? 0;
    return {
      ok: true,
      message: `Tavily accepted the key (a test search returned ${n} result${n === 1 ? '' : 's'}).`,
    };
  },

  async webSearch(query, limit, ctx) {
    const answer = await search(query, Math.min(MAX_RESULTS, limit), ctx);
    return (answer?.results ?? [])
      .filter((r) => r.url)
      .map((r) => ({
        provider: 'tavily' as const,
        url: r.url!,
        title: r.title ?? '',
        snippet: r.content ?? '',
      }))
      .slice(0, limit);
  },
};
