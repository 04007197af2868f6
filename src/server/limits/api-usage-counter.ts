import type { Database } from '../db/client';
import type { Logger } from '../logger';
import { hourWindow } from './api-usage';

const FLUSH_EVERY_MS = 1_000;
/** An idle key is dropped after this long (its count is read again from the table when it comes back). */
const IDLE_MS = 60_000;

type Scope = 'user' | 'company';
type Counter = {
  scope: Scope;
  scopeId: string;
  window: number;
  known: number;
  pending: number;
  touched: number;
};

export type ApiUsage = {
  user: number;
  company: number | null;
  windowStart: Date;
};

export type ApiUsageCounter = {
  /** Counts one request for the user and (when it has one) the company; returns both counts in this window. */
  count: (input: { userId: string; companyId: string | null; now: Date }) => Promise<ApiUsage>;
  /** Adds this process's new requests to api_usage and reads back every active counter's total. */
  flush: () => Promise<void>;
  close: () => Promise<void>;
};

const FLUSH_SQL = `
  WITH d AS (
    SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::int[]) AS d(scope, scope_id, window_start, n)
  ), up AS (
    INSERT INTO api_usage (scope, scope_id, window_start, requests)
    SELECT scope, scope_id, window_start, n FROM d WHERE n > 0
    ON CONFLICT (scope, scope_id, window_start) DO UPDATE SET requests = api_usage.requests + excluded.requests
    RETURNING scope, scope_id, window_start, requests
  )
  SELECT scope, scope_id, window_start, requests FROM up
  UNION ALL
  SELECT a.scope, a.scope_id, a.window_start, a.requests
  FROM api_usage a JOIN d ON a.scope = d.scope AND a.scope_id = d.scope_id AND a.window_start = d.window_start
  WHERE d.n = 0`;

/**
 * The API limits' request counts, kept in memory per process and flushed to the shared api_usage table in one
 * statement about once a second; each flush also reads back the totals every process has written, so the limits
 * stay shared across processes within about a second's slack (decision 012). A counter seen for the first time
 * in a window starts from the table's count, so a process never starts an hour at zero.
 */
export function createApiUsageCounter(database: Database, logger: Logger): ApiUsageCounter {
  const counters = new Map<string, Counter>();
  const loading = new Map<string, Promise<void>>();
  let flushing: Promise<void> | null = null;

  const keyOf = (scope: Scope, scopeId: string, window: number) => `${scope}|${scopeId}|${window}`;

  async function load(wanted: { scope: Scope; scopeId: string; key: string }[], window: number) {
    const { rows } = await database.query<{
      scope: Scope;
      scope_id: string;
      requests: number;
    }>(`SELECT scope, scope_id, requests FROM api_usage WHERE window_start = $1 AND scope_id = ANY($2::text[])`, [
      new Date(window).toISOString(),
      wanted.map((w) => w.scopeId),
    ]);
    for (const w of wanted) {
      if (counters.has(w.key)) continue;
      const row = rows.find((r) => r.scope === w.scope && r.scope_id === w.scopeId);
      counters.set(w.key, {
        scope: w.scope,
        scopeId: w.scopeId,
        window,
        known: Number(row?.requests ?? 0),
        pending: 0,
        touched: Date.now(),
      });
    }
  }

  async function ensure(scopes: { scope: Scope; scopeId: string }[], window: number) {
    const wanted = scopes.map((s) => ({
      ...s,
      key: keyOf(s.scope, s.scopeId, window),
    }));
    const missing = wanted.filter((w) => !counters.has(w.key));
    if (missing.length === 0) return;
    const waits = missing.map((w) => loading.get(w.key)).filter(Boolean) as Promise<void>[];
    const toLoad = missing.filter((w) => !loading.has(w.key));
    if (toLoad.length > 0) {
      const promise = load(toLoad, window).finally(() => toLoad.forEach((w) => loading.delete(w.key)));
      toLoad.forEach((w) => loading.set(w.key, promise));
      waits.push(promise);
    }
    await Promise.all(waits);
  }

  const add = (counter: Counter) => {
    counter.pending += 1;
    counter.touched = Date.now();
    return counter.known + counter.pending;
  };

  const bump = (scope: Scope, scopeId: string, window: number) => {
    const key = keyOf(scope, scopeId, window);
    let counter = counters.get(key);
    if (!counter) {
      counter = { scope, scopeId, window, known: 0, pending: 0, touched: 0 };
      counters.set(key, counter);
    }
    return add(counter);
  };

  const count: ApiUsageCounter['count'] = async ({ userId, companyId, now }) => {
    const windowStart = hourWindow(now);
    const window = windowStart.getTime();
    // Every request but a key's first in its window: both counters are in memory, nothing is looked up or awaited.
    const user = counters.get(keyOf('user', userId, window));
    const company = companyId ? counters.get(keyOf('company', companyId, window)) : undefined;
    if (user && (!companyId || company))
      return { user: add(user), company: company ? add(company) : null, windowStart };
    const scopes: { scope: Scope; scopeId: string }[] = [{ scope: 'user', scopeId: userId }];
    if (companyId) scopes.push({ scope: 'company', scopeId: companyId });
    await ensure(scopes, window);
    return {
      user: bump('user', userId, window),
      company: companyId ? bump('company', companyId, window) : null,
      windowStart,
    };
  };

  async function flushOnce() {
    const idleBefore = Date.now() - IDLE_MS;
    for (const [key, c] of counters) if (c.pending === 0 && c.touched < idleBefore) counters.delete(key);
    if (counters.size === 0) return;
    // A stable order, so two processes' flushes lock the rows in the same order and never deadlock.
    const batch = [...counters.values()]
      .map((c) => ({ counter: c, n: c.pending }))
      .sort((a, b) =>
        (a.counter.scope + a.counter.scopeId + a.counter.window).localeCompare(
          b.counter.scope + b.counter.scopeId + b.counter.window,
        ),
      );
    const { rows } = await database.query<{
      scope: Scope;
      scope_id: string;
      window_start: Date | string;
      requests: number;
    }>(FLUSH_SQL, [
      batch.map((b) => b.counter.scope),
      batch.map((b) => b.counter.scopeId),
      batch.map((b) => new Date(b.counter.window).toISOString()),
      batch.map((b) => b.n),
    ]);
    for (const b of batch) b.counter.pending -= b.n;
    for (const row of rows) {
      const counter = counters.get(keyOf(row.scope, row.scope_id, new Date(row.window_start).getTime()));
      if (counter) counter.known = Number(row.requests);
    }
  }

  const flush = async () => {
    while (flushing) await flushing;
    flushing = flushOnce().finally(() => (flushing = null));
    await flushing;
  };

  const timer = setInterval(() => {
    if (flushing) return;
    flush().catch((error) => logger.warn('api usage flush failed; retrying', { error: String(error) }));
  }, FLUSH_EVERY_MS);
  timer.unref();

  return {
    count,
    flush,
    close: async () => {
      clearInterval(timer);
      await flush().catch((error) => logger.warn('api usage final flush failed', { error: String(error) }));
    },
  };
}
