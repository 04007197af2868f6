import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#domain/messages';
import { testDatabaseUrl } from '../env';
import { createTestApp, type TestApp } from '../test/test-app';
import { PGLITE_ACTIVE_REQUESTS } from './request-queue';

// PGlite only: PostgreSQL has a pool of connections and no such queue.
describe.skipIf(Boolean(testDatabaseUrl()))(
  'a burst on PGlite waits for the one connection (PGLITE_QUEUE_DEPTH)',
  () => {
    const DEPTH = 2;
    let t: TestApp;
    let cookie: string;
    beforeAll(async () => {
      t = await createTestApp({ env: { PGLITE_QUEUE_DEPTH: String(DEPTH) }, workers: false });
      ({ cookie } = await t.ownerWithCompany('queue@burst.io', 'Burst Co'));
    });
    afterAll(() => t.close());

    const burst = (n: number) =>
      Promise.all(Array.from({ length: n }, () => t.call('GET', '/api/dashboard/stats', undefined, cookie)));

    it('answers every request of a burst that fits the running places and the queue', async () => {
      const answers = await burst(PGLITE_ACTIVE_REQUESTS + DEPTH);
      expect(answers.map((a) => a.status)).toEqual(Array(PGLITE_ACTIVE_REQUESTS + DEPTH).fill(200));
    });

    it('answers 503 with Retry-After past the queue, serves the rest, and is free again afterwards', async () => {
      const answers = await burst(PGLITE_ACTIVE_REQUESTS + DEPTH + 5);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(PGLITE_ACTIVE_REQUESTS + DEPTH);
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused).toHaveLength(5);
      for (const answer of refused) {
        expect(answer.status).toBe(503);
        expect(answer.headers.get('retry-after')).toBe('1');
        expect(answer.json).toMatchObject({ error: 'UNAVAILABLE', message: MSG.serverBusy, retryAfter: 1 });
      }
      expect((await t.call('GET', '/api/dashboard/stats', undefined, cookie)).status).toBe(200);
    });
  },
);
