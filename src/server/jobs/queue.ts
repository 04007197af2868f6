import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { Logger } from '../logger';

export type JobQueue = {
  send: (name: string, data: object, options?: { expireInSeconds?: number; retryLimit?: number }) => Promise<string | null>;
  work: (name: string, handler: (job: { id: string; data: any; retryCount: number; retryLimit: number }) => Promise<unknown>) => Promise<void>;
  schedule: (name: string, cron: string) => Promise<void>;
  stop: () => Promise<void>;
};

/** pg-boss on either driver: on PGlite through an executeSql adapter over the one connection. */
export async function createJobQueue(database: Database, logger: Logger, options: { pollingIntervalSeconds?: number } = {}): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => database.query(text, values) },
    schema: 'pgboss',
    supervise: true,
    schedule: true,
    migrate: true,
  });
  boss.on('error', (error) => logger.error('job queue error', { error: String(error) }));
  await boss.start();
  // One creation per queue name, shared by concurrent callers (parallel createQueue calls deadlock).
  const created = new Map<string, Promise<void>>();
  const ensureQueue = (name: string) => {
    if (!created.has(name)) created.set(name, boss.createQueue(name));
    return created.get(name)!;
  };
  // Workers in this process, by queue: a job sent here wakes them at once instead of at their next poll
  // (workers in other processes still pick it up by polling).
  const localWorkers = new Map<string, string[]>();
  return {
    send: async (name, data, sendOptions = {}) => {
      await ensureQueue(name);
      const id = await boss.send(name, data, { retryLimit: sendOptions.retryLimit ?? 2, retryDelay: 2, expireInSeconds: sendOptions.expireInSeconds ?? 900 });
      for (const workerId of localWorkers.get(name) ?? []) boss.notifyWorker(workerId);
      return id;
    },
    work: async (name, handler) => {
      await ensureQueue(name);
      const workerId = await boss.work(name, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5 }, async ([job]) => {
        if (!job) return;
        return handler({ id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit });
      });
      localWorkers.set(name, [...(localWorkers.get(name) ?? []), workerId]);
    },
    schedule: async (name, cron) => {
      await ensureQueue(name);
      await boss.schedule(name, cron);
    },
    stop: () => boss.stop({ graceful: true, timeout: 5000 }),
  };
}
