import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { crmPushLocks, crmPushRuns } from '../../db/schema/crm';
import { startFakePipedrive, type FakePipedrive } from '../../test/fakes/fake-pipedrive';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runPush } from './crm-push.service';
import { seedCrmContacts, seedCrmOrganizations } from './crm-test-support';

const TOKEN = 'pd-guard-7777-8888-9999-0000';

/**
 * Two pushes of the same records at once (two clicks, two tabs, two app servers each working one job): the second
 * waits for the first and then finds what it created, so the CRM gets each record once. Pipedrive has no unique
 * key at all, so a race there shows as duplicates.
 */
describe('Send to CRM: two pushes of the same records at the same time', () => {
  let t: TestApp;
  let pipedrive: FakePipedrive;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;

  beforeAll(async () => {
    pipedrive = await startFakePipedrive({ token: TOKEN });
    t = await createTestApp({
      env: { PIPEDRIVE_BASE_URL: pipedrive.url, CRM_SYNC_INTERVAL_MINUTES: '0' },
      workers: false,
    });
    owner = await t.ownerWithCompany('owner@pd-guard.io', 'PD Guard', 'pd-guard');
    await t.call('PUT', '/api/integrations/crm/pipedrive/token', { token: TOKEN }, owner.cookie);
  });
  afterAll(async () => {
    await t.close();
    await pipedrive.close();
  });

  it('creates each organization and person once', async () => {
    const orgs = await seedCrmOrganizations(
      t.database.db,
      owner,
      Array.from({ length: 5 }, (_, i) => ({ name: `Race Org ${i}`, website: `https://race${i}.example` })),
    );
    const contacts = await seedCrmContacts(
      t.database.db,
      owner,
      orgs.map((o, i) => ({ organizationId: o.id, name: `Race Person ${i}`, email: `p${i}@race${i}.example` })),
    );
    const newRun = async () => {
      const [run] = await t.database.db
        .insert(crmPushRuns)
        .values({
          companyId: owner.companyId,
          userId: owner.userId,
          crm: 'pipedrive',
          organizationIds: orgs.map((o) => o.id),
          contactIds: contacts.map((c) => c.id),
          total: 10,
        })
        .returning();
      return { ...run!, crm: 'pipedrive' as const };
    };
    const first = await newRun();
    const second = await newRun();
    // Slow answers make the two runs overlap: both search before either creates.
    pipedrive.setLatency(15);
    await Promise.all([runPush(t.deps, first), runPush(t.deps, second)]);
    pipedrive.setLatency(0);

    expect(pipedrive.objects.organizations.size).toBe(5);
    expect(pipedrive.objects.persons.size).toBe(5);
    const runs = await t.database.db.select().from(crmPushRuns);
    const counts = runs.map((r) => r.results.map((x) => x.outcome).sort());
    expect(runs.map((r) => r.status)).toEqual(['completed', 'completed']);
    expect(counts.flat().filter((o) => o === 'created')).toHaveLength(10);
    expect(counts.flat().filter((o) => o === 'failed')).toHaveLength(0);
  });

  it('takes over the lock of a push whose worker died (past its expiry), and leaves none behind', async () => {
    const [orphan] = await t.database.db.select().from(crmPushRuns).limit(1);
    await t.database.db.insert(crmPushLocks).values({
      companyId: owner.companyId,
      crm: 'pipedrive',
      runId: '00000000-0000-4000-8000-000000000001',
      expiresAt: sql`now() - interval '1 minute'`,
    });
    const [run] = await t.database.db
      .insert(crmPushRuns)
      .values({ ...orphan!, id: undefined, status: 'queued', results: [], done: 0, createdAt: undefined })
      .returning();
    await runPush(t.deps, { ...run!, crm: 'pipedrive' });
    const [after] = await t.database.db
      .select()
      .from(crmPushRuns)
      .where(sql`${crmPushRuns.id} = ${run!.id}`);
    expect(after!.status).toBe('completed');
    expect(await t.database.db.select().from(crmPushLocks)).toEqual([]);
  });
});
