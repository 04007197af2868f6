import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_MSG } from '#domain/access';
import { authAuditLog } from '../../db/schema/audit';
import { companies, profiles } from '../../db/schema/companies';
import { aiJobs } from '../../db/schema/jobs';
import { analysisSessions, targetOrganizations } from '../../db/schema/workflow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userWithRole } from './support.test-support';

describe('back office data', () => {
  let t: TestApp;
  let support: { cookie: string; userId: string };
  let boss: { cookie: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp();
    support = await userWithRole(t, 'tech_support');
    boss = await userWithRole(t, 'super_admin');
  });
  afterAll(() => t.close());
  const get = (path: string, cookie = support.cookie) => t.call('GET', path, undefined, cookie);

  it('computes the four stat cards from data', async () => {
    const before = (await get('/api/support/stats')).json;
    const { db } = t.database;
    await t.call('POST', '/api/auth/sign-up/email', { email: 'pending@stats-test.io', password: 'Correct-Horse-9' });
    const owner = await userWithRole(t, 'user', 'stats-owner');
    await db
      .insert(aiJobs)
      .values({ companyId: owner.companyId, userId: owner.userId, type: 'targeting', status: 'failed', input: {} });
    await db.insert(authAuditLog).values([
      { identifier: 'locked@x.io', operationType: 'auth', success: false, details: { reason: 'rate_limited' } },
      { identifier: 'locked@x.io', operationType: 'auth', success: false, details: { reason: 'rate_limited' } },
      { identifier: 'typo@x.io', operationType: 'auth', success: false },
    ]);
    const after = (await get('/api/support/stats')).json;
    expect(after.totalUsers).toBe(before.totalUsers + 2);
    expect(after.recentSignups).toBe(before.recentSignups + 2);
    expect(after.unverified).toBe(before.unverified + 1);
    expect(after.issues).toEqual({
      failedJobs: before.issues.failedJobs + 1,
      lockedAccounts: before.issues.lockedAccounts + 1,
    });
    expect(after.activeIssues).toBe(after.issues.failedJobs + after.issues.lockedAccounts);
  });

  it('searches by exact UUID or partial case-insensitive e-mail, username or company name; newest first, 10 at most', async () => {
    const { db } = t.database;
    const found = [];
    for (let i = 0; i < 12; i++) found.push(await userWithRole(t, 'user', `needle${i}`));
    const byEmail = await get('/api/support/users?q=NEEDLE');
    expect(byEmail.json.users).toHaveLength(10);
    expect(byEmail.json.users[0].userId).toBe(found[11]!.userId);
    const dates = byEmail.json.users.map((u: { createdAt: string }) => u.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);

    await db
      .update(profiles)
      .set({ companyName: 'Zephyr 100% Labs', username: 'quiet_one' })
      .where(eq(profiles.userId, found[0]!.userId));
    expect((await get('/api/support/users?q=zephyr')).json.users.map((u: { userId: string }) => u.userId)).toEqual([
      found[0]!.userId,
    ]);
    expect((await get('/api/support/users?q=QUIET_')).json.users).toHaveLength(1);
    // LIKE wildcards are literal.
    expect((await get('/api/support/users?q=100%25')).json.users).toHaveLength(1);
    expect((await get('/api/support/users?q=%25')).json.users).toHaveLength(1);
    expect((await get('/api/support/users?q=e%25d')).json.users).toHaveLength(0);
    expect(
      (await get(`/api/support/users?q=${found[3]!.userId.toUpperCase()}`)).json.users.map(
        (u: { userId: string }) => u.userId,
      ),
    ).toEqual([found[3]!.userId]);
    expect((await get('/api/support/users?q=%20%20')).json.users).toEqual([]);
    expect((await get('/api/support/users')).json.users).toEqual([]);
  });

  it('the troubleshooting panel reads across companies; no profile is User Not Found', async () => {
    const owner = await userWithRole(t, 'user', 'panel');
    const { db } = t.database;
    const [session] = await db
      .insert(analysisSessions)
      .values({ userId: owner.userId, companyId: owner.companyId, productName: 'Widget', status: 'completed' })
      .returning();
    await db.insert(targetOrganizations).values({
      analysisSessionId: session!.id,
      companyId: owner.companyId,
      userId: owner.userId,
      name: 'Initech',
      fitScore: 88,
      fitCategory: 'great',
    });
    const detail = await get(`/api/support/users/${owner.userId}`);
    expect(detail.status).toBe(200);
    expect(detail.json.profile.userId).toBe(owner.userId);
    expect(detail.json.configs.map((c: { productName: string }) => c.productName)).toEqual(['Widget']);
    // Whose each session is: the owner, the company, and whether it is their current one there.
    expect(detail.json.configs[0]).toMatchObject({
      userId: owner.userId,
      ownerEmail: owner.email,
      companyName: expect.stringMatching(/^panel Co/),
      current: true,
    });
    expect(detail.json.organizations.map((o: { name: string }) => o.name)).toEqual(['Initech']);
    expect(detail.json.memberships).toHaveLength(1);
    expect(detail.json.account.emailVerified).toBe(true);
    expect(detail.json).toMatchObject({ contacts: [], pitches: [], research: [], roles: [], impersonations: [] });
    expect(detail.json.totals).toEqual({ configs: 1, organizations: 1, contacts: 0, pitches: 0, research: 0 });

    // A list holds the newest 100; the totals say how many there are in all.
    await db.insert(targetOrganizations).values(
      Array.from({ length: 100 }, (_, n) => ({
        analysisSessionId: session!.id,
        companyId: owner.companyId,
        userId: owner.userId,
        name: `Bulk ${n}`,
        fitScore: 50,
        fitCategory: 'okay',
      })),
    );
    const full = (await get(`/api/support/users/${owner.userId}`)).json;
    expect(full.organizations).toHaveLength(100);
    expect(full.totals.organizations).toBe(101);
    expect(full.listLimit).toBe(100);

    await db.delete(profiles).where(eq(profiles.userId, owner.userId));
    const gone = await get(`/api/support/users/${owner.userId}`);
    expect([gone.status, gone.json.message]).toEqual([404, SUPPORT_MSG.userNotFound]);
    expect((await get('/api/support/users/nope')).status).toBe(404);
  });

  it('lists companies newest first and applies the plan table on a change', async () => {
    const owner = await userWithRole(t, 'user', 'plan');
    const list = await get('/api/support/companies', boss.cookie);
    expect(list.json.companies[0].id).toBe(owner.companyId);
    expect(list.json.companies[0].members).toBe(1);

    const patch = (planType: string) =>
      t.call('PATCH', `/api/support/companies/${owner.companyId}/plan`, { planType }, boss.cookie);
    const pro = await patch('professional');
    expect(pro.json.company).toMatchObject({
      planType: 'professional',
      maxUsers: 25,
      creditsRemaining: 5000,
      subscriptionStatus: 'active',
    });
    const days = (new Date(pro.json.company.subscriptionExpiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect((await patch('enterprise')).json.company).toMatchObject({ maxUsers: 100, creditsRemaining: 25000 });
    expect((await patch('starter')).json.company).toMatchObject({
      maxUsers: 5,
      creditsRemaining: 1000,
      subscriptionStatus: 'active',
    });
    const trial = await patch('trial');
    expect(trial.json.company).toMatchObject({
      planType: 'trial',
      maxUsers: 5,
      creditsRemaining: 100,
      subscriptionStatus: 'trial',
      subscriptionExpiresAt: null,
    });
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, owner.companyId));
    expect(row!.planType).toBe('trial');
    expect((await patch('platinum')).status).toBe(422);
    expect(
      (
        await t.call(
          'PATCH',
          '/api/support/companies/00000000-0000-4000-8000-000000000000/plan',
          { planType: 'trial' },
          boss.cookie,
        )
      ).status,
    ).toBe(404);
  });

  it('reports system health with a badge status and metrics; failed jobs make it a warning', async () => {
    const health = await get('/api/support/health');
    expect(['healthy', 'warning']).toContain(health.json.status);
    expect(health.json.metrics).toMatchObject({
      totalProfiles: expect.any(Number),
      activeUsers24h: expect.any(Number),
      databaseLatencyMs: expect.any(Number),
    });
    const owner = await userWithRole(t, 'user', 'health');
    await t.database.db
      .insert(aiJobs)
      .values({ companyId: owner.companyId, userId: owner.userId, type: 'research', status: 'failed', input: {} });
    const after = await get('/api/support/health');
    expect(after.json.status).toBe('warning');
    expect(after.json.metrics.failedJobs24h).toBeGreaterThan(0);
  });
});
