import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import { keepJobAlive, watchUnleasedJobs } from './job-lease';

/** pg-boss's tables live in this schema (the reconciler and the lease read them directly). */
export const QUEUE_SCHEMA = 'pgboss';

/** Runs pg-boss's SQL somewhere else than its own connection: e.g. inside the caller's transaction. */
export type QueueExecutor = { executeSql: (text: string, values: unknown[]) => Promise<{ rows: any[] }> };

export type SendOptions = {
  /** Job id (pg-boss ignores a second send with the same id while the first is in its job table). */
  id?: string;
  expireInSeconds?: number;
  retryLimit?: number;
  /** Queue that receives a copy of the job when it fails for good (retries exhausted, expired). */
  deadLetter?: string;
  /** Send through this executor (the caller's transaction) instead of the queue's own connection. */
  db?: QueueExecutor;
};

export type QueueJob = { id: string; data: any; retryCount: number; retryLimit: number; signal: AbortSignal };

export type WorkOptions = {
  /**
   * Hold each job on a short lease renewed by a heartbeat while the handler runs (job-lease.ts): a worker
   * that dies stops renewing it, so the job is retried one lease later instead of at its expiry.
   */
  lease?: boolean;
  /**
   * How often an idle worker asks for a job (each ask is a query). Default 0.5 s, for the queues a user waits
   * on; a job sent in this process wakes its workers at once anyway. Scheduled tasks and dead letters ask less
   * often (see POLL_SECONDS): 13 workers asking twice a second cost the server ~30 ms of CPU a second while idle.
   */
  pollingIntervalSeconds?: number;
};

/**
 * Polling for workers nobody waits on: cron tasks (pg-boss creates them at most once a minute), dead letters; and
 * every worker on PGlite, where one process owns the database, so every job is sent here and wakes its workers at
 * once (senders inside a transaction call notify after it commits): polling only finds retries there, while each
 * ask takes the one connection from the requests.
 */
export const POLL_SECONDS = { scheduled: 15, deadLetter: 2, pglite: 2 } as const;

export type JobQueue = {
  /** The lease, in seconds: a job worked with `lease` is retried about this soon after its worker dies. */
  leaseSeconds: number;
  send: (name: string, data: object, options?: SendOptions) => Promise<string | null>;
  /** Creates the queue if needed; call it before sending inside a transaction (PGlite has one connection). */
  prepare: (name: string) => Promise<void>;
  /** Wakes this process's workers for `name` (after a transaction that sent to it has committed). */
  notify: (name: string) => void;
  work: (name: string, handler: (job: QueueJob) => Promise<unknown>, options?: WorkOptions) => Promise<void>;
  schedule: (name: string, cron: string) => Promise<void>;
  stop: () => Promise<void>;
};

type QueueOptions = { pollingIntervalSeconds?: number; leaseSeconds?: number };

/** pg-boss on either driver: on PGlite through an executeSql adapter over the one connection. */
export async function createJobQueue(
  database: Database,
  logger: Logger,
  options: QueueOptions = {},
): Promise<JobQueue> {
  const leaseSeconds = options.leaseSeconds ?? 30;
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => database.query(text, values) },
    schema: QUEUE_SCHEMA,
    supervise: true,
    schedule: true,
    migrate: true,
    // Jobs past their lease are retried or failed by this maintenance: run it a few times per lease.
    maintenanceIntervalSeconds: Math.max(1, Math.round(leaseSeconds / 3)),
  });
  boss.on('error', (error) => logger.error('job queue error', { error: String(error) }));
  await boss.start();
  // One creation per queue name, shared by concurrent callers (parallel createQueue calls deadlock).
  const created = new Map<string, Promise<void>>();
  const prepare = (name: string) => {
    if (!created.has(name)) {
      // A failed creation (the database was away) is tried again by the next caller.
      created.set(
        name,
        boss.createQueue(name).catch((error: unknown) => (created.delete(name), Promise.reject(error))),
      );
    }
    return created.get(name)!;
  };
  // Workers in this process, by queue: a job sent here wakes them at once instead of at their next poll
  // (workers in other processes still pick it up by polling).
  const localWorkers = new Map<string, string[]>();
  const watchers: (() => void)[] = [];
  const notify = (name: string) => {
    for (const workerId of localWorkers.get(name) ?? []) boss.notifyWorker(workerId);
  };
  return {
    leaseSeconds,
    prepare,
    notify,
    send: async (name, data, sendOptions = {}) => {
      const { db, ...rest } = sendOptions;
      if (!db) await prepare(name);
      const id = await boss.send(name, data, {
        retryLimit: 2,
        retryDelay: 2,
        expireInSeconds: 900,
        ...rest,
        ...(db ? { db } : {}),
      });
      if (!db) notify(name);
      return id;
    },
    work: async (name, handler, workOptions = {}) => {
      await prepare(name);
      const pollingIntervalSeconds =
        workOptions.pollingIntervalSeconds ??
        options.pollingIntervalSeconds ??
        (database.kind === 'pglite' ? POLL_SECONDS.pglite : 0.5);
      let workerId = ''; // set before the first job can arrive: the handler wakes its own worker
      workerId = await boss.work(
        name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds },
        async ([job]) => {
          if (!job) return;
          // A worker that just finished a job asks again at once (more may be waiting) instead of after its
          // polling interval; a failed job due for a retry wakes it when the retry is due (see wakeForRetry).
          let failed = false;
          try {
            return await runJob(job);
          } catch (error) {
            failed = true;
            throw error;
          } finally {
            boss.notifyWorker(workerId);
            if (failed) wakeForRetry(job, () => boss.notifyWorker(workerId));
          }
        },
      );
      async function runJob(job: PgBoss.JobWithMetadata<unknown>) {
        const controller = new AbortController();
        const stop = workOptions.lease
          ? await keepJobAlive(database, logger, { name, id: job.id, leaseSeconds, onLost: () => controller.abort() })
          : () => undefined;
        try {
          return await handler({
            id: job.id,
            data: job.data,
            retryCount: job.retryCount,
            retryLimit: job.retryLimit,
            signal: controller.signal,
          });
        } finally {
          stop();
        }
      }
      localWorkers.set(name, [...(localWorkers.get(name) ?? []), workerId]);
      if (workOptions.lease) watchers.push(watchUnleasedJobs(database, logger, name, leaseSeconds));
    },
    schedule: async (name, cron) => {
      await prepare(name);
      await boss.schedule(name, cron);
    },
    stop: async () => {
      watchers.forEach((stop) => stop());
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}

/**
 * Wakes a worker when its failed job's retry is due, so a retry waits for its retry delay and not also for the
 * next poll (up to POLL_SECONDS.pglite more on PGlite). Exponential backoff is left to polling.
 */
export function wakeForRetry(job: PgBoss.JobWithMetadata<unknown>, wake: () => void): void {
  if (job.retryCount >= job.retryLimit || job.retryBackoff) return;
  setTimeout(wake, job.retryDelay * 1000 + RETRY_WAKE_MARGIN_MS).unref();
}

/** pg-boss marks the retry due after the handler's failure is written: wake a little after it. */
const RETRY_WAKE_MARGIN_MS = 250;
