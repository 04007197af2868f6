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
});
