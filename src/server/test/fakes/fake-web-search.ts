import { startFakeProvider, type FakeReply } from './fake-provider-server';

/** A page of leads a fake search engine returns: the URL plus a title and snippet (never trusted as facts). */
export type FakeHit = { url: string; title: string; snippet: string };

/** A local Brave Search API: GET /res/v1/web/search with count/offset paging and Brave's error envelope. */
export function startFakeBrave({ key, hits }: { key: string; hits: FakeHit[] }) {
  return startFakeProvider({
    authorize: (req) =>
      req.headers['x-subscription-token'] === key
        ? null
        : {
            status: 422,
            body: {
              type: 'ErrorResponse',
              error: {
                id: 'e1',
                status: 422,
                code: 'SUBSCRIPTION_TOKEN_INVALID',
                detail: 'The provided subscription token is invalid.',
              },
              time: 0,
            },
          },
    routes: {
      'GET /res/v1/web/search': (req) => {
        const count = Number(req.query.get('count') ?? 20);
        const offset = Number(req.query.get('offset') ?? 0);
        const slice = hits.slice(offset * count, (offset + 1) * count);
        return {
          body: {
            type: 'search',
            query: {
              original: req.query.get('q'),
              more_results_available: (offset + 1) * count < hits.length,
            },
            web: {
              type: 'search',
              results: slice.map((h) => ({
                title: h.title,
                url: h.url,
                description: h.snippet,
                type: 'search_result',
              })),
            },
          },
        };
      },
    },
  });
}

/** A local Tavily: POST /search with a Bearer key; 401 { detail: { error } } otherwise. */
export function startFakeTavily({ key, hits }: { key: string; hits: FakeHit[] }) {
  return startFakeProvider({
    authorize: (req) =>
      req.headers.authorization === `Bearer ${key}`
        ? null
        : {
            status: 401,
            body: {
              detail: { error: 'Unauthorized: missing or invalid API key.' },
            },
          },
    routes: {
      'POST /search': (req) => ({
        body: {
          query: req.body?.query,
          answer: null,
          images: [],
          results: hits.slice(0, Number(req.body?.max_results ?? 5)).map((h, i) => ({
            title: h.title,
            url: h.url,
            content: h.snippet,
            score: 1 - i / 100,
          })),
          response_time: 0.5,
        },
      }),
    },
  });
}

/** A local Exa: POST /search with x-api-key; 401 { error, tag } otherwise. */
export function startFakeExa({ key, hits }: { key: string; hits: FakeHit[] }) {
  return startFakeProvider({
    authorize: (req) =>
      req.headers['x-api-key'] === key
        ? null
        : {
            status: 401,
            body: {
              requestId: 'r0',
              error: 'Invalid API key',
              tag: 'INVALID_API_KEY',
            },
          },
    routes: {
      'POST /search': (req) => ({
        body: {
          requestId: 'r1',
          resolvedSearchType: 'auto',
          results: hits.slice(0, Number(req.body?.numResults ?? 10)).map((h, i) => ({
            id: h.url,
            url: h.url,
            title: h.title,
            text: h.snippet,
            score: 1 - i / 100,
          })),
        },
      }),
    },
  });
}

/** A local SearXNG instance: GET /search?format=json&pageno=, 10 results a page; 403 when json is disabled. */
export function startFakeSearxng({ hits, jsonEnabled = true }: { hits: FakeHit[]; jsonEnabled?: boolean }) {
  const forbidden: FakeReply = {
    status: 403,
    raw: '<html>403 Forbidden</html>',
    headers: { 'content-type': 'text/html' },
  };
  return startFakeProvider({
    authorize: (req) => (jsonEnabled && req.query.get('format') === 'json' ? null : forbidden),
    routes: {
      'GET /search': (req) => {
        const page = Number(req.query.get('pageno') ?? 1);
        const slice = hits.slice((page - 1) * 10, page * 10);
        return {
          body: {
            query: req.query.get('q'),
            number_of_results: hits.length,
            results: slice.map((h) => ({
              url: h.url,
              title: h.title,
              content: h.snippet,
              engine: 'duckduckgo',
              engines: ['duckduckgo'],
              parsed_url: [],
              score: 1,
            })),
            answers: [],
            suggestions: [],
            unresponsive_engines: [],
          },
        };
      },
    },
  });
}
