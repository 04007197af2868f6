import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_DISCOVERY_LIMIT, DAILY_DISCOVERY_LIMIT_MESSAGE } from '#domain/limits';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/companies';
import { aiJobs } from '../../db/schema/jobs';
import { analysisSessions, targetOrganizations } from '../../db/schema/workflow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DISCOVERY_JOB } from './discovery.job';

describe('the documented limit of 100 contact discoveries per day', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function orgFor(owner: { companyId: string; userId: string }) {
    const { db } = t.database;
    const [session] = await db
      .insert(analysisSessions)
      .values({ companyId: owner.companyId, userId: owner.userId, status: 'completed' })
      .returning();
    const [org] = await db
      .insert(targetOrganizations)
      .values({
        analysisSessionId: session!.id,
        companyId: owner.companyId,
        userId: owner.userId,
        name: 'Limit Org',
        fitScore: 80,
        fitCategory: 'great',
      })
      .returning();
    return org!.id;
  }
  const discoveries = (
    owner: { companyId: string; userId: string },
    count: number,
    status: string,
    createdAt = new Date(),
  ) =>
    t.database.db.insert(aiJobs).values(
      Array.from({ length: count }, () => ({
        companyId: owner.companyId,
        userId: owner.userId,
        type: DISCOVERY_JOB,
        status,
        input: {},
        createdAt,
      })),
    );
  const credits = async (companyId: string) =>
    (await t.database.db.select().from(companies).where(eq(companies.id, companyId)))[0]!.creditsRemaining;

  it('refuses the 101st discovery of the day with 429 and charges nothing; failed and yesterday’s runs do not count', async () => {
    const owner = await t.ownerWithCompany('discover@limit-co.io', 'Discover Limit', 'discover-limit');
    const organizationId = await orgFor(owner);
    await discoveries(owner, DAILY_DISCOVERY_LIMIT - 1, 'completed');
    await discoveries(owner, 5, 'failed');
    await discoveries(owner, 10, 'completed', new Date(Date.now() - 2 * 86_400_000));

    const hundredth = await t.call('POST', '/api/functions/contact-discovery', { organizationId }, owner.cookie);
    expect(hundredth.status, JSON.stringify(hundredth.json)).not.toBe(429);

    const before = await credits(owner.companyId);
    const refused = await t.call('POST', '/api/functions/contact-discovery', { organizationId }, owner.cookie);
    expect(refused).toMatchObject({
      status: 429,
      json: { error: 'RATE_LIMITED', message: DAILY_DISCOVERY_LIMIT_MESSAGE },
    });
    expect(DAILY_DISCOVERY_LIMIT_MESSAGE).toBe(
      'You have reached your daily limit of 100 contact discoveries. Please try again tomorrow.',
    );
    expect(await credits(owner.companyId)).toBe(before);
  });

  it('counts per user: a teammate still discovers', async () => {
    const owner = await t.ownerWithCompany('busy-discoverer@limit-co.io', 'Busy Discoverer', 'busy-discoverer');
    const organizationId = await orgFor(owner);
    const other = await t.ownerWithCompany('fresh-discoverer@limit-co.io', 'Fresh Discoverer', 'fresh-discoverer');
    await discoveries(owner, DAILY_DISCOVERY_LIMIT, 'completed');
    expect((await t.call('POST', '/api/functions/contact-discovery', { organizationId }, owner.cookie)).status).toBe(
      429,
    );
    const otherOrg = await orgFor(other);
    expect(
      (await t.call('POST', '/api/functions/contact-discovery', { organizationId: otherOrg }, other.cookie)).status,
    ).not.toBe(429);
  });
});
