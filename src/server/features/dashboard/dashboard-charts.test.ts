import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiJobs } from '../../db/schema/jobs';
import { analysisSessions, discoveredContacts, targetOrganizations } from '../../db/schema/workflow';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/dashboard/charts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function seedCompany(email: string, slug: string) {
    const owner = await t.ownerWithCompany(email, slug, slug);
    const { db } = t.database;
    const session = async () =>
      (
        await db
          .insert(analysisSessions)
          .values({ userId: owner.userId, companyId: owner.companyId, status: 'completed' })
          .returning()
      )[0]!;
    return { ...owner, db, session };
  }

  it('counts fit, industries, employee bands, contacts and credits per day for the caller’s company only', async () => {
    const a = await seedCompany('chart-a@acme.io', 'charts-a');
    const b = await seedCompany('chart-b@other.io', 'charts-b');
    const first = await a.session();
    const second = await a.session();
    const org = (sessionId: string, name: string, fitCategory: string, fitScore: number, more = {}) => ({
      analysisSessionId: sessionId,
      companyId: a.companyId,
      userId: a.userId,
      name,
      fitCategory,
      fitScore,
      ...more,
    });
    const inserted = await a.db
      .insert(targetOrganizations)
      .values([
        org(first.id, 'Alpha', 'great', 90, { industry: 'Software', employeeCount: 120 }),
        org(first.id, 'Beta', 'good', 70, { industry: 'Software', employeeCount: 4000 }),
        org(first.id, 'Gamma', 'poor', 20, { industry: 'Banking' }),
        // The same organization found again later at a better fit counts once, at its best.
        org(second.id, 'alpha', 'good', 60, { industry: 'Software', employeeCount: 120 }),
        org(second.id, 'Delta', 'okay', 50, { employeeCount: 7 }),
        // Known only by a range: placed by its middle.
        org(second.id, 'Epsilon', 'okay', 48, { sizeRange: '1,001-5,000 employees' }),
        org(second.id, 'Zeta', 'okay', 47, { sizeRange: '10000+' }),
      ])
      .returning();
    const b1 = await b.session();
    await b.db.insert(targetOrganizations).values({
      analysisSessionId: b1.id,
      companyId: b.companyId,
      userId: b.userId,
      name: 'Other company org',
      fitCategory: 'great',
      fitScore: 99,
      industry: 'Mining',
    });
    const now = t.deps.clock.now();
    const contact = (name: string, seniorityLevel: string, email: string | null, emailStatus: string) => ({
      organizationId: inserted[0]!.id,
      companyId: a.companyId,
      userId: a.userId,
      name,
      seniorityLevel,
      email,
      emailStatus,
      dataExpiresAt: new Date(now.getTime() + 86_400_000),
    });
    await a.db
      .insert(discoveredContacts)
      .values([
        contact('Ann', 'executive', 'ann@alpha.io', 'verified'),
        contact('Bob', 'director', 'bob@alpha.io', 'risky'),
        contact('Cy', 'director', null, 'unknown'),
        { ...contact('Old', 'executive', 'old@alpha.io', 'verified'), dataExpiresAt: new Date(now.getTime() - 1000) },
      ]);
    await a.db.insert(aiJobs).values([
      {
        companyId: a.companyId,
        userId: a.userId,
        type: 'targeting',
        status: 'completed',
        input: {},
        creditCharged: 1,
        createdAt: now,
      },
      {
        companyId: a.companyId,
        userId: a.userId,
        type: 'research',
        status: 'completed',
        input: {},
        creditCharged: 1,
        createdAt: now,
      },
      // Refunded: it kept nothing.
      {
        companyId: a.companyId,
        userId: a.userId,
        type: 'research',
        status: 'failed',
        input: {},
        creditCharged: 0,
        createdAt: now,
      },
    ]);

    const charts = await t.call('GET', '/api/dashboard/charts', undefined, a.cookie);
    expect(charts.status).toBe(200);
    expect(charts.json.fit).toEqual([
      { label: 'Great Fit', count: 1 },
      { label: 'Good Fit', count: 1 },
      { label: 'Okay Fit', count: 3 },
      { label: 'Poor Fit', count: 1 },
    ]);
    expect(charts.json.industries).toEqual([
      { label: 'Software', count: 2 },
      { label: 'Banking', count: 1 },
      { label: 'Not available', count: 3 },
    ]);
    expect(charts.json.sizes.find((d: { label: string }) => d.label === '1-10').count).toBe(1);
    expect(charts.json.sizes.find((d: { label: string }) => d.label === '51-200').count).toBe(1);
    expect(charts.json.sizes.find((d: { label: string }) => d.label === '1,001-5,000').count).toBe(2);
    expect(charts.json.sizes.find((d: { label: string }) => d.label === '10,001+').count).toBe(1);
    expect(charts.json.sizes.at(-1)).toEqual({ label: 'Not available', count: 1 });
    expect(charts.json.seniority).toEqual([
      { label: 'Executive', count: 1 },
      { label: 'Director', count: 2 },
      { label: 'Senior', count: 0 },
      { label: 'Other', count: 0 },
    ]);
    expect(charts.json.emailStatus).toEqual([
      { label: 'Verified', count: 1 },
      { label: 'Accept-all', count: 0 },
      { label: 'Risky', count: 1 },
      { label: 'Invalid', count: 0 },
      { label: 'Unknown', count: 0 },
    ]);
    expect(charts.json.creditsByDay).toHaveLength(30);
    expect(charts.json.creditsByDay.at(-1)).toEqual({ day: now.toISOString().slice(0, 10), used: 2 });

    const run = await t.call('GET', `/api/dashboard/charts?session=${first.id}`, undefined, a.cookie);
    expect(run.json.fit.map((d: { count: number }) => d.count)).toEqual([1, 1, 0, 1]);
    expect(run.json.industries).toEqual([
      { label: 'Software', count: 2 },
      { label: 'Banking', count: 1 },
    ]);

    // Another company's run reads as empty; its own charts never show company A's rows.
    const foreign = await t.call('GET', `/api/dashboard/charts?session=${first.id}`, undefined, b.cookie);
    expect(foreign.json.fit.every((d: { count: number }) => d.count === 0)).toBe(true);
    const chartsB = await t.call('GET', '/api/dashboard/charts', undefined, b.cookie);
    expect(chartsB.json.industries).toEqual([{ label: 'Mining', count: 1 }]);
    expect(chartsB.json.creditsByDay.every((d: { used: number }) => d.used === 0)).toBe(true);
  });

  it('refuses a malformed session id with a 422 and answers signed-out callers with 401', async () => {
    const a = await seedCompany('chart-c@acme.io', 'charts-c');
    expect((await t.call('GET', '/api/dashboard/charts?session=nope', undefined, a.cookie)).status).toBe(422);
    expect((await t.call('GET', '/api/dashboard/charts')).status).toBe(401);
  });
});
