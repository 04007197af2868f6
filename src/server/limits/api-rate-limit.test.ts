import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_REQUESTS_PER_COMPANY_HOUR, API_REQUESTS_PER_USER_HOUR } from '#domain/limits';
import { apiUsage } from '../db/schema/limits';
import { createTestApp, type TestApp } from '../test/test-app';
import { hourWindow, purgeOldApiUsage } from './api-usage';
import { memberOf } from '../test/join-company';

const HOUR = 3_600_000;

describe('documented API limits: 1000 requests per hour per user, 10,000 per company', () => {
  let t: TestApp;
  // 40 minutes into an hour, so Retry-After is 20 minutes.
  let now = new Date('2026-11-23T10:40:00Z');
  beforeAll(async () => {
    t = await createTestApp({ clock: { now: () => now } });
  });
  afterAll(() => t.close());

  // Counts reach the table on the next flush (about once a second; decision 012): tests flush explicitly.
  const usage = async (scope: string, scopeId: string) => {
    await t.deps.apiUsage.flush();
    return t.database.db
      .select()
      .from(apiUsage)
      .where(eq(apiUsage.scopeId, scopeId))
      .then(
        (rows) =>
          rows.filter((r) => r.scope === scope && r.windowStart.getTime() === hourWindow(now).getTime())[0]?.requests ??
          0,
      );
  };
  /** Sets a count as other processes would have it; this process learns it on its next flush. */
  const seed = async (scope: string, scopeId: string, requests: number) => {
    await t.deps.apiUsage.flush();
    await t.database.db
      .insert(apiUsage)
      .values({ scope, scopeId, windowStart: hourWindow(now), requests })
      .onConflictDoUpdate({ target: [apiUsage.scope, apiUsage.scopeId, apiUsage.windowStart], set: { requests } });
    await t.deps.apiUsage.flush();
  };

  it('counts each signed-in request for the user and the company, with the limit headers', async () => {
    const owner = await t.ownerWithCompany('counted@limits-co.io', 'Limits Co', 'limits-co');
    const before = await usage('user', owner.userId);
    const res = await t.call('GET', '/api/me', undefined, owner.cookie);
    expect(res.status).toBe(200);
    expect(await usage('user', owner.userId)).toBe(before + 1);
    expect(await usage('company', owner.companyId)).toBeGreaterThanOrEqual(1);
    expect(res.headers.get('x-ratelimit-limit')).toBe(String(API_REQUESTS_PER_USER_HOUR));
    expect(Number(res.headers.get('x-ratelimit-remaining'))).toBe(API_REQUESTS_PER_USER_HOUR - before - 1);
    expect(Number(res.headers.get('x-ratelimit-reset'))).toBe((hourWindow(now).getTime() + HOUR) / 1000);
  });

  it('answers 429 with Retry-After past 1000 requests in the hour, changes nothing, and lets the next hour through', async () => {
    const owner = await t.ownerWithCompany('busy@limits-co.io', 'Busy Co', 'busy-co');
    await seed('user', owner.userId, API_REQUESTS_PER_USER_HOUR - 1);
    expect((await t.call('GET', '/api/me', undefined, owner.cookie)).status).toBe(200);
    const config = {
      productName: 'Limited Product',
      productUrl: 'https://limited.example',
      productDescription: 'A product',
      targetMarket: 'Retail',
    };
    const refused = await t.call('PUT', '/api/configuration', config, owner.cookie);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({
      error: 'RATE_LIMITED',
      message: 'Too many requests: the limit is 1,000 requests per hour per user. Try again in 20 minutes.',
      retryAfter: 1200,
    });
    expect(refused.headers.get('retry-after')).toBe('1200');
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    const me = await t.call('GET', '/api/me', undefined, owner.cookie);
    expect(me.status).toBe(429);

    // A teammate in the same company has their own allowance.
    const other = await t.ownerWithCompany('calm@limits-co.io', 'Calm Co', 'calm-co');
    expect((await t.call('GET', '/api/me', undefined, other.cookie)).status).toBe(200);

    now = new Date(now.getTime() + HOUR);
    const nextHour = await t.call('GET', '/api/configuration', undefined, owner.cookie);
    expect(nextHour).toMatchObject({ status: 200, json: { session: null } });
  });

  it('refuses every member of a company past 10,000 requests in the hour', async () => {
    const owner = await t.ownerWithCompany('team@limits-co.io', 'Team Co', 'team-co');
    const member = await memberOf(t, 'member@limits-co.io', owner.companyId, 'member');
    await seed('company', owner.companyId, API_REQUESTS_PER_COMPANY_HOUR);
    for (const cookie of [owner.cookie, member.cookie]) {
      const res = await t.call('GET', '/api/me', undefined, cookie);
      expect(res.status).toBe(429);
      expect(res.json.message).toMatch(
        /^Too many requests: your company's limit is 10,000 requests per hour\. Try again in \d+ minutes?\.$/,
      );
    }
  });

  it('does not count signed-out requests, sign-in, health or the event stream', async () => {
    const owner = await t.ownerWithCompany('exempt@limits-co.io', 'Exempt Co', 'exempt-co');
    await seed('user', owner.userId, API_REQUESTS_PER_USER_HOUR + 5);
    expect((await t.call('GET', '/api/health', undefined, owner.cookie)).status).toBe(200);
    expect((await t.call('GET', '/api/me')).status).toBe(200);
    expect((await t.call('GET', '/api/auth/get-session', undefined, owner.cookie)).status).toBe(200);
    expect(await usage('user', owner.userId)).toBe(API_REQUESTS_PER_USER_HOUR + 5);
  });

  it('drops counters of past windows', async () => {
    const old = new Date(hourWindow(now).getTime() - 3 * HOUR);
    await t.database.db
      .insert(apiUsage)
      .values({ scope: 'user', scopeId: 'old-window', windowStart: old, requests: 3 });
    expect(await purgeOldApiUsage(t.database, now)).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.select().from(apiUsage).where(eq(apiUsage.scopeId, 'old-window'))).toEqual([]);
  });
});
