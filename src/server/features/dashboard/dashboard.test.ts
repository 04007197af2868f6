import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisSessions, targetOrganizations } from '../../db/schema/workflow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { memberOf } from '../../test/join-company';

describe('dashboard stats and check-subscription', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts only the caller’s company data', async () => {
    const a = await t.ownerWithCompany('xena@acme.io', 'Stats A', 'stats-a');
    const b = await t.ownerWithCompany('yuri@other.io', 'Stats B', 'stats-b');
    const empty = await t.call('GET', '/api/dashboard/stats', undefined, a.cookie);
    expect(empty.json).toEqual({
      organizationsIdentified: 0,
      greatFitProspects: 0,
      qualifiedContacts: 0,
      successRate: 0,
    });

    const { db } = t.database;
    const [session] = await db
      .insert(analysisSessions)
      .values({ userId: a.userId, companyId: a.companyId, status: 'completed' })
      .returning();
    const [sessionB] = await db
      .insert(analysisSessions)
      .values({ userId: b.userId, companyId: b.companyId, status: 'completed' })
      .returning();
    const org = (name: string, fitCategory: string, fitScore: number) => ({
      analysisSessionId: session!.id,
      companyId: a.companyId,
      userId: a.userId,
      name,
      fitCategory,
      fitScore,
    });
    await db
      .insert(targetOrganizations)
      .values([org('One', 'great', 90), org('Two', 'good', 70), org('Three', 'poor', 20), org('Four', 'okay', 50)]);
    await db.insert(targetOrganizations).values({
      analysisSessionId: sessionB!.id,
      companyId: b.companyId,
      userId: b.userId,
      name: 'B org',
      fitCategory: 'great',
      fitScore: 95,
    });

    const stats = await t.call('GET', '/api/dashboard/stats', undefined, a.cookie);
    expect(stats.json).toEqual({
      organizationsIdentified: 4,
      greatFitProspects: 1,
      qualifiedContacts: 0,
      successRate: 50,
    });
    const statsB = await t.call('GET', '/api/dashboard/stats', undefined, b.cookie);
    expect(statsB.json.organizationsIdentified).toBe(1);
  });

  it('counts each organization once however many analyses (each member runs their own) found it', async () => {
    const a = await t.ownerWithCompany('uma@acme.io', 'Stats Team', 'stats-team');
    const mate = await memberOf(t, 'val@acme.io', a.companyId, 'member');
    const { db } = t.database;
    const analysis = async (userId: string, orgs: [string, string, number][]) => {
      const [session] = await db
        .insert(analysisSessions)
        .values({ userId, companyId: a.companyId, status: 'completed' })
        .returning();
      await db.insert(targetOrganizations).values(
        orgs.map(([name, fitCategory, fitScore]) => ({
          analysisSessionId: session!.id,
          companyId: a.companyId,
          userId,
          name,
          fitCategory,
          fitScore,
        })),
      );
    };
    await analysis(a.userId, [
      ['Initech', 'good', 70],
      ['Globex', 'poor', 20],
    ]);
    await analysis(a.userId, [
      ['Initech', 'good', 72],
      ['Globex', 'poor', 25],
    ]);
    await analysis(mate.userId, [
      ['INITECH', 'great', 91],
      ['Hooli', 'okay', 50],
    ]);
    const stats = await t.call('GET', '/api/dashboard/stats', undefined, mate.cookie);
    // Initech (best: great), Globex (poor), Hooli (okay).
    expect(stats.json).toEqual({
      organizationsIdentified: 3,
      greatFitProspects: 1,
      qualifiedContacts: 0,
      successRate: 33,
    });
  });

  it('check-subscription returns the company’s trial state', async () => {
    const owner = await t.ownerWithCompany('zoe@acme.io', 'Sub Co', 'sub-co');
    const res = await t.call('POST', '/api/functions/check-subscription', {}, owner.cookie);
    expect(res.json).toEqual({
      subscribed: false,
      plan_type: 'trial',
      subscription_status: 'trial',
      subscription_end: null,
    });
  });

  it('a signed-in user without a company gets the spec message', async () => {
    const user = await t.signUpVerified('nocompany@acme.io');
    const res = await t.call('GET', '/api/dashboard/stats', undefined, user.cookie);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe('No company context available. Please select a company first.');
  });
});
