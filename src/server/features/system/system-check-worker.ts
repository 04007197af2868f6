import { randomUUID } from 'node:crypto';
import type { Deps } from '../../context';
import { elapsedSince } from './timing';

/** A queue used only by the Testing dashboard's job-queue round trip. */
export const SYSTEM_CHECK_QUEUE = 'system-check';

/** Registers the worker that answers round-trip jobs (wherever workers run: this process or `npm run worker`). */
export async function registerSystemCheckWorker(deps: Deps) {
  await deps.queue.work(SYSTEM_CHECK_QUEUE, async (job) => ({ nonce: job.data?.nonce ?? null, pid: process.pid }));
}

type JobRow = { state: string; output: { nonce?: string; pid?: number } | null };

/**
 * Sends a job and waits until a worker has completed it, reading pg-boss's own job table,
 * so a worker in another process counts too. Throws when it fails or times out.
 */
export async function queueRoundTrip(deps: Deps, timeoutMs = 10_000): Promise<string> {
  const started = performance.now();
  const nonce = randomUUID();
  const id = await deps.queue.send(SYSTEM_CHECK_QUEUE, { nonce }, { retryLimit: 0, expireInSeconds: 30 });
  if (!id) throw new Error('The queue did not accept the job');
  while (performance.now() - started < timeoutMs) {
    const { rows } = await deps.database.query<JobRow>(
      'select state, output from pgboss.job where name = $1 and id = $2',
      [SYSTEM_CHECK_QUEUE, id],
    );
    const row = rows[0];
    if (row?.state === 'completed') {
      if (row.output?.nonce !== nonce) throw new Error('The worker answered with the wrong payload');
      const where =
        row.output.pid === process.pid ? 'a worker in this process' : `a worker in process ${row.output.pid}`;
      return `Job sent and completed by ${where} in ${elapsedSince(started)} ms`;
    }
    if (row && (row.state === 'failed' || row.state === 'cancelled')) throw new Error(`The job ended as ${row.state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No worker completed the job within ${timeoutMs / 1000} s (are workers running?)`);
}
