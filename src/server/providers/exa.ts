/**
 * Exa: web search (leads only).
 * Follows https://exa.ai/docs/reference/search: POST /search with { query, numResults, type: "auto",
 * category: "company" } and the x-api-key header; answers { requestId, results: [{ id, url, title, text? }] }.
 * Errors carry { requestId, error, tag }: 401 for a wrong key, 402 when credits run out, 429 for the rate
 * limit. Shapes as in ../shared/data/api_fixtures/exa.
 */
import { providerRequest } from './http-client';
import type { ProviderContext, ProviderModule } from './types';

const MAX_RESULTS = 100;

type ExaAnswer = {
  results?: {
    url?: string;
    title?: string | null;
    text?: string;
    summary?: string;
  }[];
};

function search(query: string, numResults: number, ctx: ProviderContext) {
  return providerRequest<ExaAnswer>(
    {
      provider: 'exa',
      method: 'POST',
      path: '/search',
      headers: { 'x-api-key': ctx.apiKey },
      body: { query, numResults, type: 'auto', category: 'company' },
      failures: { 402: 'quota' },
    },
    ctx,
  );
}

export const exa: ProviderModule = {
  id: 'exa',
  defaultBaseUrl: 'https://api.exa.ai',
  capabilities: ['web-search'],

  async testConnection(ctx) {
    const n = (await search('software company', 1, ctx))?.results?.length ?? 0;
    return {
      ok: true,
      message: `Exa accepted the key (a test search returned ${n} result${n === 1 ? '' : 's'}).`,
    };
  },

  async webSearch(query, limit, ctx) {
    const answer = await search(query, Math.min(MAX_RESULTS, limit), ctx);
    return (answer?.results ?? [])
      .filter((r) => r.url)
      .map((r) => ({
        provider: 'exa' as const,
        url: r.url!,
        title: r.title ?? '',
        snippet: r.summary ?? r.text ?? '',
      }))
      .slice(0, limit);
  },
};
