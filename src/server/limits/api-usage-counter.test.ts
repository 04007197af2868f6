import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createLogger } from '../logger';
import { createTestDatabase } from '../test/test-database';
import { createApiUsageCounter, type ApiUsageCounter } from './api-usage-counter';
import { hourWindow } from './api-usage';

describe('API usage counted in memory, shared through api_usage', () => {
  let database: Database;
  let a: ApiUsageCounter;
  let b: ApiUsageCounter;
  const now = new Date('2026-11-23T10:15:00Z');
  const stored = async (scopeId: string) => {
    const { rows } = await database.query<{ requests: number }>(
      'select requests from api_usage where scope_id = $1 and window_start = $2',
      [scopeId, hourWindow(now).toISOString()],
    );
    return rows[0]?.requests ?? 0;
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    // Two counters on one database: two server processes.
    a = createApiUsageCounter(database, createLogger('silent'));
    b = createApiUsageCounter(database, createLogger('silent'));
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.close();
  });

  it('writes nothing per request, then every process’s requests in one flush each', async () => {
    for (let i = 0; i < 3; i++) await a.count({ userId: 'u1', companyId: 'c1', now });
    for (let i = 0; i < 2; i++) await b.count({ userId: 'u1', companyId: 'c1', now });
    expect(await stored('u1')).toBe(0);
    await a.flush();
    await b.flush();
    expect([await stored('u1'), await stored('c1')]).toEqual([5, 5]);
  });

  it('each process sees the others’ requests after a flush, and starts a new counter from the table', async () => {
    await a.flush();
    expect(await a.count({ userId: 'u1', companyId: 'c1', now })).toMatchObject({ user: 6, company: 6 });
    const fresh = createApiUsageCounter(database, createLogger('silent'));
    // The table's 5, plus its own; a's 6th is not flushed yet (the documented slack of about a second).
    expect(await fresh.count({ userId: 'u1', companyId: null, now })).toMatchObject({ user: 6, company: null });
    await fresh.close();
    await a.flush();
    expect(await stored('u1')).toBe(7);
  });

  it('counts a new hour from zero', async () => {
    const later = new Date(now.getTime() + 3_600_000);
    expect(await a.count({ userId: 'u1', companyId: 'c1', now: later })).toMatchObject({
      user: 1,
      company: 1,
      windowStart: hourWindow(later),
    });
  });
});
