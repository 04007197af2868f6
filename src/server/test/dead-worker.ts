import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { createLogger } from '../logger';
import { keepJobAlive } from '../jobs/job-lease';

/**
 * A worker that takes the next job of queue `name` and dies (as under kill -9): the job stays active
 * in the queue, and no completion ever follows. With `leaseSeconds` it dies mid-job, after taking the
 * lease as a real worker does at once; without, it dies between the fetch and its first heartbeat.
 * Returns the job taken.
 */
export async function takeJobAndDie(database: Database, name: string, options: { leaseSeconds?: number } = {}) {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => database.query(text, values) },
    schema: 'pgboss',
    supervise: false,
    schedule: false,
    migrate: false,
  });
  await boss.start();
  try {
    const [job] = await boss.fetch(name, { includeMetadata: true });
    if (!job) throw new Error(`no job waiting in ${name}`);
    if (options.leaseSeconds) {
      const lease = { name, id: job.id, leaseSeconds: options.leaseSeconds, onLost: () => undefined };
      const stopHeartbeat = await keepJobAlive(database, createLogger('silent'), lease);
      stopHeartbeat();
    }
    return job;
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}
