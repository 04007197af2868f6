import type { Database } from '../db/client';
import type { Logger } from '../logger';

/**
 * pg-boss 10 has no heartbeat (timgit/pg-boss#436): maintenance expires an active job once
 * `started_on + expire_in` has passed, and expire_in is also the worker's in-process time limit (and is
 * copied to retries), so it stays the job's longest run. The lease moves the queue's deadline instead,
 * by dating started_on back: deadline = least(now + lease, the first deadline). A live worker keeps
 * pushing it; a dead one stops, and the job is expired (retried or failed) one lease later.
 * Returns the first deadline (kept for later beats), or no row when the job is no longer this worker's.
 */
const EXTEND_LEASE = `
  update pgboss.job j
  set started_on = least(now() + make_interval(secs => $3), h.hard_deadline) - j.expire_in
  from (
    select coalesce($4::timestamptz, started_on + expire_in) as hard_deadline
    from pgboss.job where name = $1 and id = $2
  ) h
  where j.name = $1 and j.id = $2 and j.state = 'active'
  returning h.hard_deadline`;

type LeaseOptions = { name: string; id: string; leaseSeconds: number; onLost: () => void };

/**
 * Takes the lease now, then renews it every third of the lease until stop() is called; calls onLost
 * once the queue no longer holds the job as this worker's (it expired it, or another try holds it).
 */
export async function keepJobAlive(database: Database, logger: Logger, options: LeaseOptions): Promise<() => void> {
  const { name, id, leaseSeconds, onLost } = options;
  let stopped = false;
  let hardDeadline: string | null = null;
  const beat = async () => {
    try {
      const { rows } = await database.query<{ hard_deadline: string | Date }>(EXTEND_LEASE, [
        name,
        id,
        leaseSeconds,
        hardDeadline,
      ]);
      if (rows[0]) {
        hardDeadline ??= new Date(rows[0].hard_deadline).toISOString();
      } else if (!stopped) {
        stop();
        logger.warn('job lease lost: the queue expired this job, another worker may be running it', { name, id });
        onLost();
      }
    } catch (error) {
      // A missed beat is not fatal: the lease covers two more.
      logger.warn('job lease heartbeat failed', { name, id, error: String(error) });
    }
  };
  const timer = setInterval(() => void beat(), Math.max(1000, (leaseSeconds * 1000) / 3));
  timer.unref();
  function stop() {
    stopped = true;
    clearInterval(timer);
  }
  await beat();
  return stop;
}

/**
 * Active jobs of a leased queue that never took their lease (their worker died between fetching the job
 * and its first heartbeat, which follows within milliseconds) would wait out their whole expiry: after a
 * lease without a beat their deadline is brought to now, and maintenance retries them. A leased job's
 * deadline is never further than a lease away, so it never matches.
 */
const EXPIRE_UNLEASED = `
  update pgboss.job
  set started_on = now() - expire_in
  where name = $1 and state = 'active'
    and started_on < now() - make_interval(secs => $2)
    and started_on + expire_in > now() + make_interval(secs => $2)
  returning id`;

/** Every third of the lease, in each worker process (the update is idempotent); returns stop(). */
export function watchUnleasedJobs(database: Database, logger: Logger, name: string, leaseSeconds: number): () => void {
  const check = async () => {
    try {
      const { rows } = await database.query<{ id: string }>(EXPIRE_UNLEASED, [name, leaseSeconds]);
      if (rows.length > 0)
        logger.warn('jobs whose worker died before its first heartbeat: retrying', {
          name,
          ids: rows.map((r) => r.id),
        });
    } catch (error) {
      logger.warn('unleased job check failed', { name, error: String(error) });
    }
  };
  const timer = setInterval(() => void check(), Math.max(1000, (leaseSeconds * 1000) / 3));
  timer.unref();
  return () => clearInterval(timer);
}
