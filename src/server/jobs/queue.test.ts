import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createLogger } from '../logger';
import { createTestDatabase } from '../test/test-database';
import { createJobQueue, type JobQueue } from './queue';

describe('job queue', () => {
  let database: Database;
  let queue: JobQueue;
  beforeAll(async () => {
    database = await createTestDatabase();
    // A slow poll, so only the wake-up on send can explain a quick pickup.
    queue = await createJobQueue(database, createLogger('silent'), { pollingIntervalSeconds: 20 });
  });
  afterAll(async () => {
    await queue.stop();
    await database.close();
  });

  it('wakes this process’s worker when a job is sent, instead of waiting for the next poll', async () => {
    const picked: { data: unknown; at: number }[] = [];
    await queue.work('wake-test', async (job) => {
      picked.push({ data: job.data, at: Date.now() });
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sentAt = Date.now();
    await queue.send('wake-test', { n: 1 });
    await expect.poll(() => picked.length, { timeout: 5000, interval: 20 }).toBe(1);
    expect(picked[0]!.data).toEqual({ n: 1 });
    expect(picked[0]!.at - sentAt).toBeLessThan(5000);
  });

  it('works queued jobs one after another without waiting a polling interval between them', async () => {
    const done: number[] = [];
    await queue.send('drain-test', { n: 1 });
    await queue.send('drain-test', { n: 2 });
    await queue.send('drain-test', { n: 3 });
    const startedAt = Date.now();
    await queue.work('drain-test', async (job) => {
      done.push((job.data as { n: number }).n);
    });
    await expect.poll(() => done.length, { timeout: 10_000, interval: 20 }).toBe(3);
    // One polling interval (20 s here) between jobs would put the last one far past this.
    expect(Date.now() - startedAt).toBeLessThan(5000);
  });

  it('wakes the worker when a failed job’s retry is due, not at the next poll', async () => {
    const attempts: number[] = [];
    await queue.work('retry-test', async () => {
      attempts.push(Date.now());
      if (attempts.length === 1) throw new Error('first attempt fails');
    });
    await queue.send('retry-test', {}, { retryLimit: 1 });
    await expect.poll(() => attempts.length, { timeout: 10_000, interval: 50 }).toBe(2);
    const wait = attempts[1]! - attempts[0]!;
    expect(wait).toBeGreaterThanOrEqual(2000); // the retry delay
    expect(wait).toBeLessThan(6000);
  });
});
