import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AI_JOB_INTERRUPTED } from '#domain/jobs';
import { companies } from '../db/schema/companies';
import { aiJobs } from '../db/schema/jobs';
import { createTestApp, type TestApp } from '../test/test-app';
import { AI_JOB_DEAD_LETTER, AI_JOB_QUEUE, registerAiJob } from './ai-jobs';
import { reconcileAiJobs, REQUEUE_WINDOW_SECONDS } from './ai-job-reconciler';

const CONFIG = {
  productName: 'DocuFlow',
  productUrl: 'https://docuflow.example',
  productDescription: 'Hosted developer documentation and API reference platform for software teams',
  targetMarket: 'Mid-market and enterprise software companies in the United States',
  successIndustries: 'Software, SaaS, developer tools',
  keyDecisionMakers: 'VP Engineering, CTO',
};
const TEST_JOB = 'test-enqueue';
registerAiJob(TEST_JOB, async () => ({ done: true }));

describe('charging and queueing an AI job', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;
  const credits = async () =>
    (await t.database.db.select().from(companies).where(eq(companies.id, owner.companyId)))[0]!.creditsRemaining;
  const jobsOfCompany = () => t.database.db.select().from(aiJobs).where(eq(aiJobs.companyId, owner.companyId));
  const queueJobs = async () =>
    (
      await t.database.query<{ id: string; dead_letter: string | null }>(
        'select id, dead_letter from pgboss.job where name = $1',
        [AI_JOB_QUEUE],
      )
    ).rows;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.ownerWithCompany('charge@enqueue.io', 'Enqueue', 'enqueue');
    expect((await t.call('PUT', '/api/configuration', CONFIG, owner.cookie)).status).toBe(200);
  });
  afterAll(() => t.close());

  it('loses nothing when the process dies between charging and queueing: no credit taken, no job left', async () => {
    t.deps.faults = {
      afterCharge: () => {
        throw new Error('simulated crash between charge and queue');
      },
    };
    try {
      const res = await t.call('POST', '/api/functions/organization-targeting', { source: 'directory' }, owner.cookie);
      expect(res.status).toBe(500);
    } finally {
      t.deps.faults = undefined;
    }
    expect(await credits()).toBe(100);
    expect(await jobsOfCompany()).toEqual([]);
    expect(await queueJobs()).toEqual([]);

    const res = await t.call('POST', '/api/functions/organization-targeting', { source: 'directory' }, owner.cookie);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(await credits()).toBe(99);
    const [job] = await jobsOfCompany();
    expect(job).toMatchObject({ status: 'completed', creditCharged: 1, attempt: 1 });
    // Queued under the job's own id, with the dead letter that settles it if it ever fails for good.
    const archived = await t.database.query<{ dead_letter: string }>(
      'select dead_letter from pgboss.job where id = $1 union all select dead_letter from pgboss.archive where id = $1',
      [job!.id],
    );
    expect(archived.rows).toEqual([{ dead_letter: AI_JOB_DEAD_LETTER }]);
  });

  it('queues again a charged job with no queue job, refunds a stale one, leaves one queued the old way', async () => {
    const before = await credits();
    const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);
    // What the old code left behind when killed between its credit transaction and its send.
    const charge = (createdAt: Date) =>
      t.database.db.transaction(async (tx) => {
        await tx
          .update(companies)
          .set({ creditsRemaining: sql`${companies.creditsRemaining} - 1` })
          .where(eq(companies.id, owner.companyId));
        const [row] = await tx
          .insert(aiJobs)
          .values({
            companyId: owner.companyId,
            userId: owner.userId,
            type: TEST_JOB,
            input: {},
            creditCharged: 1,
            createdAt,
            updatedAt: createdAt,
          })
          .returning();
        return row!.id;
      });
    const recent = await charge(ago(5 * 60));
    const stale = await charge(ago(REQUEUE_WINDOW_SECONDS + 60));
    // Queued by an older version: under its own queue id, found by the job id in its data; due in an hour.
    const legacy = await charge(ago(5 * 60));
    await t.database.query(
      `insert into pgboss.job (name, data, start_after) values ($1, $2::jsonb, now() + interval '1 hour')`,
      [AI_JOB_QUEUE, JSON.stringify({ jobId: legacy, companyId: owner.companyId })],
    );
    expect(await credits()).toBe(before - 3);

    expect(await reconcileAiJobs(t.deps)).toBe(1);
    const status = async (id: string) => (await t.database.db.select().from(aiJobs).where(eq(aiJobs.id, id)))[0]!;
    expect(await status(stale)).toMatchObject({ status: 'failed', error: AI_JOB_INTERRUPTED, creditCharged: 0 });
    await expect.poll(async () => (await status(recent)).status, { timeout: 20_000, interval: 100 }).toBe('completed');
    expect(await status(legacy)).toMatchObject({ status: 'queued', creditCharged: 1 });
    const legacyQueueJobs = await t.database.query(
      `select id from pgboss.job where name = $1 and data->>'jobId' = $2`,
      [AI_JOB_QUEUE, legacy],
    );
    expect(legacyQueueJobs.rows).toHaveLength(1);
    await t.database.query(`update pgboss.job set start_after = now() where name = $1 and data->>'jobId' = $2`, [
      AI_JOB_QUEUE,
      legacy,
    ]);
    await expect.poll(async () => (await status(legacy)).status, { timeout: 20_000, interval: 100 }).toBe('completed');
    expect(await credits()).toBe(before - 2);
    // Nothing is left to settle, and a second pass changes nothing.
    expect(await reconcileAiJobs(t.deps)).toBe(0);
    expect(await credits()).toBe(before - 2);
  });
});
