import { expect } from 'vitest';
import { encodeCursor } from '#domain/pagination';

type Answer = { status: number; json: any };
/** Calls a list endpoint with extra query parameters ('' for none), as the list's reader. */
export type ListCall = (query: string) => Promise<Answer>;

const withQuery = (query: string, extra: string) => [query, extra].filter(Boolean).join('&');

/**
 * Walks a cursor-paged list page by page (`limit` rows each) and returns every row in order; each page but the last
 * is full, the last has no cursor, and every page carries the same total.
 */
export async function walkPages(
  call: ListCall,
  key: string,
  { limit, query = '' }: { limit?: number; query?: string } = {},
) {
  const rows: any[] = [];
  let cursor: string | null = null;
  let total: number | undefined;
  for (let i = 0; i < 1000; i++) {
    const params = [query, limit ? `limit=${limit}` : '', cursor ? `cursor=${encodeURIComponent(cursor)}` : ''];
    const res = await call(params.filter(Boolean).join('&'));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const page = res.json[key] as any[];
    total ??= res.json.total;
    expect(res.json.total).toBe(total);
    rows.push(...page);
    cursor = res.json.nextCursor;
    if (!cursor) break;
    if (limit) expect(page).toHaveLength(limit);
  }
  return { rows, total: total ?? 0 };
}

/** Bad limits and cursors (garbage, the wrong shape, or the right shape with values SQL would choke on) are 422s. */
export async function expectBadPagingRefused(call: ListCall, query = '') {
  const forged = [
    encodeCursor(['2026-02-31 10:00:00+00', '00000000-0000-4000-8000-000000000000']),
    encodeCursor(['not a time', 'not an id']),
    encodeCursor([1, 2, 3, 4, 5]),
  ];
  const bad = [
    'limit=0',
    'limit=201',
    'limit=x',
    'limit=1.5',
    'cursor=%%%',
    'cursor=abc',
    ...forged.map((c) => `cursor=${c}`),
  ];
  for (const params of bad) {
    const res = await call(withQuery(query, params));
    expect(res.status, `${params}: ${JSON.stringify(res.json)}`).toBe(422);
  }
  expect((await call(withQuery(query, 'limit=200'))).status).toBe(200);
}
