/**
 * Brave Search API: web search (leads only).
 * Follows https://api-dashboard.search.brave.com/app/documentation/web-search/get-started and its query
 * parameters page: GET /res/v1/web/search?q=&count= (up to 20) &offset= (page index, up to 9), key in the
 * X-Subscription-Token header; answers { type: "search", web: { results: [{ title, url, description }] } }.
 * Errors come as { type: "ErrorResponse", error: { status, code, detail } }, e.g. 422 with
 * SUBSCRIPTION_TOKEN_INVALID for a wrong key and 429 with RATE_LIMITED or USAGE_LIMIT_EXCEEDED.
 * Shapes as in ../shared/data/api_fixtures/brave.
 */
import { providerRequest } from './http-client';
import type { ProviderFailure } from './provider-error';
import type { ProviderContext, ProviderModule, WebSearchHit } from './types';

const COUNT_MAX = 20;
const OFFSET_MAX = 9;

type BraveAnswer = {
  web?: { results?: { title?: string; url?: string; description?: string }[] };
  query?: { more_results_available?: boolean };
};

/** Brave's error codes that the status alone does not tell apart. */
export function classifyBraveError(status: number, body: unknown): ProviderFailure | undefined {
  const code = (body as { error?: { code?: string } } | null)?.error?.code ?? '';
  if (/TOKEN_INVALID|TOKEN_EXPIRED|UNAUTHORIZED/i.test(code)) return 'auth';
  if (/USAGE_LIMIT|QUOTA|PAYMENT/i.test(code) || status === 402) return 'quota';
  return undefined;
}

const stripTags = (s: string) => s.replace(/<[^>]+>/g, '');

async function page(query: string, count: number, offset: number, ctx: ProviderContext) {
  return providerRequest<BraveAnswer>(
    {
      provider: 'brave',
      method: 'GET',
      path: '/res/v1/web/search',
      query: { q: query, count, offset },
      headers: { 'x-subscription-token': ctx.apiKey },
      classify: classifyBraveError,
    },
    ctx,
  );
}

export const brave: ProviderModule = {
  id: 'brave',
  defaultBaseUrl: 'https://api.search.brave.com',
  capabilities: ['web-search'],

  async testConnection(ctx) {
    const answer = await page('software company', 1, 0, ctx);
    const n = answer?.web?.results?.length ?? 0;
    return {
      ok: true,
      message: `Brave Search accepted the key (a test search returned ${n} result${n === 1 ? '' : 's'}).`,
    };
  },

  async webSearch(query, limit, ctx) {
    const hits: WebSearchHit[] = [];
    for (let offset = 0; offset <= OFFSET_MAX && hits.length < limit; offset++) {
      const answer = await page(query, Math.min(COUNT_MAX, limit), offset, ctx);
      const results = answer?.web?.results ?? [];
      for (const r of results) {
        if (r.url)
          hits.push({
            provider: 'brave',
            url: r.url,
            title: stripTags(r.title ?? ''),
            snippet: stripTags(r.description ?? ''),
          });
      }
      if (results.length === 0 || answer?.query?.more_results_available === false) break;
    }
    return hits.slice(0, limit);
  },
};
