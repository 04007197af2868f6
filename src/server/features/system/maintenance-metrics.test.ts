import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyInvitations } from '../../db/schema/companies';
import { aiJobs } from '../../db/schema/jobs';
import { analysisSessions, discoveredContacts, targetOrganizations } from '../../db/schema/workflow';
import type { TestApp } from '../../test/test-app';
import { createSystemTestApp, staffUser } from './system.test-support';

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);

describe('optimization: live metrics and maintenance actions', () => {
  let t: TestApp;
  let staff: { cookie: string; userId: string; companyId: string };
  beforeAll(async () => {
    t = await createSystemTestApp();
    staff = await staffUser(t, 'ops@scoutline-ops.io');
  });
  afterAll(() => t.close());

  it('reports request percentiles, queue depth, AI job durations, database probes and memory, each rated', async () => {
    for (let i = 0; i < 5; i++) await t.call('GET', '/api/health');
    await t.database.db.insert(aiJobs).values([
      {
        companyId: staff.companyId,
        userId: staff.userId,
        type: 'targeting',
        status: 'completed',
        input: {},
        createdAt: ago(12_000),
        finishedAt: ago(2_000),
      },
      {
        companyId: staff.companyId,
        userId: staff.userId,
        type: 'research',
        status: 'failed',
        input: {},
        createdAt: ago(30_000),
        finishedAt: ago(10_000),
      },
      {
        companyId: staff.companyId,
        userId: staff.userId,
        type: 'research',
        status: 'completed',
        input: {},
        createdAt: ago(3 * 3600_000),
        finishedAt: ago(2 * 3600_000),
      },
    ]);
    const res = await t.call('GET', '/api/system/metrics', undefined, staff.cookie);
    expect(res.status).toBe(200);
    const m = res.json;
    expect(m.requests.last5m.count).toBeGreaterThanOrEqual(5);
    expect(m.requests.last5m.p50).toBeGreaterThan(0);
    expect(m.requests.last15m.count).toBeGreaterThanOrEqual(m.requests.last5m.count);
    expect(m.queue.jobDurations).toMatchObject({ windowMinutes: 60, count: 2, failed: 1 });
    expect(m.queue.jobDurations.p50Ms).toBeGreaterThanOrEqual(10_000);
    expect(m.queue.jobDurations.p95Ms).toBeGreaterThanOrEqual(19_000);
    expect(Array.isArray(m.queue.queues)).toBe(true);
    expect(m.database.samples).toBeGreaterThanOrEqual(3);
    expect(m.database.p95).toBeGreaterThan(0);
    expect(m.memory.heapUsed).toBeGreaterThan(0);
    expect(m.memory.heapUsedRatio).toBeGreaterThan(0);
    expect(m.scope.note).toMatch(/this process only/);
    expect(m.metrics.map((x: { key: string }) => x.key)).toEqual([
      'requestP95Ms',
      'errorRate',
      'queueBacklog',
      'jobDurationP95Ms',
      'dbProbeP95Ms',
      'heapUsedRatio',
    ]);
    for (const metric of m.metrics) expect(['good', 'warning', 'critical']).toContain(metric.status);
    expect(['good', 'warning', 'critical']).toContain(m.status);
  });

  it('counts waiting jobs per queue from pg-boss', async () => {
    await t.deps.queue.send('system-metrics-test', { n: 1 });
    await t.deps.queue.send('system-metrics-test', { n: 2 });
    const res = await t.call('GET', '/api/system/metrics', undefined, staff.cookie);
    expect(res.json.queue.queues).toContainEqual({ name: 'system-metrics-test', created: 2, retry: 0, active: 0 });
    expect(res.json.queue.backlog).toBeGreaterThanOrEqual(2);
  });

  it('purges contacts past their expiry and keeps the others', async () => {
    const { db } = t.database;
    const [session] = await db
      .insert(analysisSessions)
      .values({ companyId: staff.companyId, userId: staff.userId })
      .returning();
    const [org] = await db
      .insert(targetOrganizations)
      .values({
        analysisSessionId: session!.id,
        companyId: staff.companyId,
        userId: staff.userId,
        name: 'Old Org',
        fitScore: 50,
        fitCategory: 'okay',
      })
      .returning();
    const base = { organizationId: org!.id, companyId: staff.companyId, userId: staff.userId };
    await db.insert(discoveredContacts).values([
      { ...base, name: 'Expired Person', dataExpiresAt: ago(DAY) },
      { ...base, name: 'Current Person', dataExpiresAt: new Date(Date.now() + 30 * DAY) },
    ]);
    const res = await t.call('POST', '/api/system/maintenance/purge-expired-contacts', undefined, staff.cookie);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      action: 'purge-expired-contacts',
      affected: 1,
      detail: 'Deleted 1 contact(s) past their 90-day data expiry',
    });
    const left = await db.select({ name: discoveredContacts.name }).from(discoveredContacts);
    expect(left.map((r) => r.name)).toEqual(['Current Person']);
  });

  it('removes unaccepted invitations that expired over 30 days ago, keeping recent and accepted ones', async () => {
    const { db } = t.database;
    const invite = (token: string, expiresAt: Date, acceptedAt: Date | null = null) => ({
      token,
      companyId: staff.companyId,
      email: `${token}@acme-sys.io`,
      expiresAt,
      acceptedAt,
    });
    await db
      .insert(companyInvitations)
      .values([
        invite('stale', ago(40 * DAY)),
        invite('recent', ago(10 * DAY)),
        invite('accepted', ago(40 * DAY), ago(45 * DAY)),
        invite('open', new Date(Date.now() + DAY)),
      ]);
    const res = await t.call('POST', '/api/system/maintenance/expire-invitations', undefined, staff.cookie);
    expect(res.json).toMatchObject({ action: 'expire-invitations', affected: 1 });
    const tokens = (await db.select({ token: companyInvitations.token }).from(companyInvitations))
      .map((r) => r.token)
      .sort();
    expect(tokens).toEqual(['accepted', 'open', 'recent']);
  });

  it('refreshes planner statistics and refuses unknown actions', async () => {
    const res = await t.call('POST', '/api/system/maintenance/vacuum-analyze', undefined, staff.cookie);
    expect(res.status).toBe(200);
    const statement = t.database.kind === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE';
    expect(res.json).toMatchObject({
      action: 'vacuum-analyze',
      affected: null,
      detail: expect.stringContaining(`Ran ${statement}`),
    });
    expect(res.json.durationMs).toBeGreaterThanOrEqual(0);
    const unknown = await t.call('POST', '/api/system/maintenance/drop-everything', undefined, staff.cookie);
    expect(unknown.status).toBe(404);
  });
});
