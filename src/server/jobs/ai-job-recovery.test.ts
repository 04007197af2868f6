import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AI_JOB_INTERRUPTED, jobRetryNotice } from '#domain/jobs';
import { companies } from '../db/schema/companies';
import { startWorkers } from '../deps';
import type { LiveEvent } from '../realtime/event-bus';
import { takeJobAndDie } from '../test/dead-worker';
import { createTestApp, type TestApp } from '../test/test-app';
import { AI_JOB_QUEUE, enqueueAiJob, registerAiJob } from './ai-jobs';
import { loadAiJob, settleAiJobFailure, updateOpenAiJob } from './ai-job-state';
import { reconcileAiJobs } from './ai-job-reconciler';

const LEASE_SECONDS = 3;
const TEST_JOB = 'test-recovery';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Tries started per job, and the failure hook's calls: each must happen exactly as often as asserted.
const runs = new Map<string, number>();
const failureHookCalls: string[] = [];
registerAiJob<{ mode: 'ok' | 'hang' | 'slow'; ms?: number }>(
  TEST_JOB,
  async ({ jobId, input, progress }) => {
    runs.set(jobId, (runs.get(jobId) ?? 0) + 1);
    if (input.mode === 'hang') return new Promise(() => undefined);
    if (input.mode === 'slow') {
      for (let waited = 0; waited < (input.ms ?? 0); waited += 500) {
        await sleep(500);
        await progress(10 + (80 * waited) / input.ms!);
      }
    }
    return { done: true };
  },
  { onFailed: async (_deps, job) => void failureHookCalls.push(job.id) },
);

describe('AI jobs whose worker dies, hangs or runs long', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;
  const offset = { ms: 0 };
  const credits = async () =>
    (await t.database.db.select().from(companies).where(eq(companies.id, owner.companyId)))[0]!.creditsRemaining;
  const job = async (jobId: string) => (await loadAiJob(t.deps, { jobId, companyId: owner.companyId }))!;
  const enqueue = (input: object, extra: { maxAttempts?: number; maxRuntimeSeconds?: number } = {}) =>
    enqueueAiJob(t.deps, { companyId: owner.companyId, userId: owner.userId, type: TEST_JOB, input, ...extra });
  /** What the first try's worker wrote before it died: the job is running its first attempt. */
  const startedFirstTry = async (jobId: string) =>
    updateOpenAiJob(t.deps, await job(jobId), { status: 'running', attempt: 1, progress: 5 });

  beforeAll(async () => {
    const clock = { now: () => new Date(Date.now() + offset.ms) };
    t = await createTestApp({ clock, workers: false, env: { JOB_LEASE_SECONDS: String(LEASE_SECONDS) } });
    owner = await t.ownerWithCompany('jobs@recovery.io', 'Recovery', 'recovery');
  });
  afterAll(() => t.close());

  it(
    'retries a dead worker’s job a lease later and says so; fails and refunds one that died on its last try',
    { timeout: 120_000 },
    async () => {
      const retried = await enqueue({ mode: 'ok' });
      const lastTry = await enqueue({ mode: 'ok' }, { maxAttempts: 1 });
      const beforeLease = await enqueue({ mode: 'ok' });
      expect(await credits()).toBe(97);
      const events: Extract<LiveEvent, { kind: 'job' }>[] = [];
      const unsubscribe = t.deps.events.subscribe(
        (event) => void (event.kind === 'job' && event.jobId === retried && events.push(event)),
      );
      for (const jobId of [retried, lastTry]) {
        await takeJobAndDie(t.database, AI_JOB_QUEUE, { leaseSeconds: LEASE_SECONDS });
        await startedFirstTry(jobId);
      }
      // This one's worker dies before its first heartbeat: the workers' watch finds it a lease later.
      await takeJobAndDie(t.database, AI_JOB_QUEUE);
      const diedAt = Date.now();
      await startWorkers(t.deps);

      await expect.poll(async () => (await job(retried)).status, { timeout: 30_000, interval: 100 }).toBe('completed');
      const retryWaitMs = Date.now() - diedAt;
      await expect.poll(async () => (await job(lastTry)).status, { timeout: 30_000, interval: 100 }).toBe('failed');
      // A lease, a maintenance pass, the 2 s retry delay and a poll: far from the 15 minutes of old.
      expect(retryWaitMs).toBeLessThan((LEASE_SECONDS + 10) * 1000);
      expect(await job(retried)).toMatchObject({ attempt: 2, maxAttempts: 3, creditCharged: 1 });
      expect(runs.get(retried)).toBe(1);
      const retryEvent = events.find((event) => event.status === 'running' && event.attempt === 2);
      expect(retryEvent && jobRetryNotice(retryEvent)).toBe(
        'Retrying: the previous attempt did not finish (attempt 2 of 3).',
      );
      unsubscribe();

      expect(await job(lastTry)).toMatchObject({ status: 'failed', error: AI_JOB_INTERRUPTED, creditCharged: 0 });
      expect(runs.get(lastTry)).toBeUndefined();
      expect(failureHookCalls).toEqual([lastTry]);

      await expect
        .poll(async () => (await job(beforeLease)).status, { timeout: 30_000, interval: 100 })
        .toBe('completed');
      expect(await job(beforeLease)).toMatchObject({ attempt: 2 });
      // Two jobs ran and were charged; the one that died on its last try was refunded.
      expect(await credits()).toBe(98);
    },
  );

  it(
    'keeps a job that runs longer than its lease alive through the heartbeat: one try, not retried',
    { timeout: 60_000 },
    async () => {
      const jobId = await enqueue({ mode: 'slow', ms: 3 * LEASE_SECONDS * 1000 });
      await expect.poll(async () => (await job(jobId)).status, { timeout: 40_000, interval: 200 }).toBe('completed');
      expect(await job(jobId)).toMatchObject({ attempt: 1, creditCharged: 1 });
      expect(runs.get(jobId)).toBe(1);
    },
  );

  it('fails and refunds a job hung past its longest run on its last try', { timeout: 60_000 }, async () => {
    const before = await credits();
    const jobId = await enqueue({ mode: 'hang' }, { maxAttempts: 1, maxRuntimeSeconds: 2 });
    await expect.poll(async () => (await job(jobId)).status, { timeout: 30_000, interval: 100 }).toBe('failed');
    expect(await job(jobId)).toMatchObject({ error: AI_JOB_INTERRUPTED, creditCharged: 0 });
    expect(await credits()).toBe(before);
  });

  it(
    'refunds a job the queue failed without a dead letter exactly once, however many settle it at the same time',
    { timeout: 60_000 },
    async () => {
      const before = await credits();
      const jobId = await enqueue({ mode: 'hang' }, { maxRuntimeSeconds: 5 });
      await expect.poll(async () => (await job(jobId)).status, { timeout: 30_000, interval: 100 }).toBe('running');
      expect(await credits()).toBe(before - 1);
      // As an older version left it: failed in the queue, nothing to tell us.
      await t.database.query(
        `update pgboss.job set state = 'failed', dead_letter = null, completed_on = now() where name = $1 and id = $2`,
        [AI_JOB_QUEUE, jobId],
      );
      expect(await reconcileAiJobs(t.deps)).toBe(0);
      expect((await job(jobId)).status).toBe('running');
      offset.ms = 2 * 60_000;
      const results = await Promise.all([
        reconcileAiJobs(t.deps),
        reconcileAiJobs(t.deps),
        settleAiJobFailure(t.deps, jobId, AI_JOB_INTERRUPTED),
        reconcileAiJobs(t.deps),
        settleAiJobFailure(t.deps, jobId, AI_JOB_INTERRUPTED),
      ]);
      expect(results.reduce<number>((sum, r) => sum + Number(r), 0)).toBe(1);
      expect(await job(jobId)).toMatchObject({ status: 'failed', error: AI_JOB_INTERRUPTED, creditCharged: 0 });
      expect(await credits()).toBe(before);
      expect(failureHookCalls.filter((id) => id === jobId)).toHaveLength(1);
      // A late write from the hung try cannot reopen or complete it.
      expect(await updateOpenAiJob(t.deps, await job(jobId), { status: 'completed' })).toBeNull();
      expect((await job(jobId)).status).toBe('failed');
    },
  );
});
