import { AI_JOB_INTERRUPTED } from '#domain/jobs';
import type { Deps } from '../context';
import { AI_JOB_QUEUE, aiJobSendOptions, type AiJobData } from './ai-jobs';
import { settleAiJobFailure } from './ai-job-state';

/** Jobs younger than this are left alone (an API process of an older version may still be sending them). */
export const RECONCILE_GRACE_SECONDS = 60;
/** A charged job whose queue job is missing is queued again within this window, and refunded after it. */
export const REQUEUE_WINDOW_SECONDS = 30 * 60;

const LIVE_QUEUE_STATES = ['created', 'retry', 'active'];

type OpenJob = {
  id: string;
  company_id: string;
  max_attempts: number;
  created_at: string | Date;
  queue_state: string | null;
};

/**
 * Open AI jobs and the state of their queue job, live or archived; null when the queue has none. The queue
 * job has the AI job's id; one sent by an older version is found by the id in its data (looked up only
 * when the id finds nothing, since COALESCE stops at the first value).
 */
const OPEN_JOBS = `
  select j.id, j.company_id, j.max_attempts, j.created_at,
    coalesce(
      q.state::text,
      a.state::text,
      (select state::text from pgboss.job where name = $1 and data->>'jobId' = j.id::text limit 1),
      (select state::text from pgboss.archive where name = $1 and data->>'jobId' = j.id::text limit 1)
    ) as queue_state
  from ai_jobs j
  left join pgboss.job q on q.name = $1 and q.id = j.id
  left join pgboss.archive a on a.name = $1 and a.id = j.id
  where j.status in ('queued', 'running') and j.created_at < $2::timestamptz
  order by j.created_at
  limit 500`;

/**
 * Settles every AI job the queue no longer runs: its queue job failed (expired on the last try, retries
 * exhausted, dead letter missed), was cancelled, or completed without the job finishing; a charged job
 * with no queue job at all is queued again while recent, else failed. Each is refunded exactly once
 * (settleAiJobFailure), so any number of processes may run this at the same time. Returns the jobs settled.
 */
export async function reconcileAiJobs(deps: Deps): Promise<number> {
  const now = deps.clock.now().getTime();
  const before = new Date(now - RECONCILE_GRACE_SECONDS * 1000).toISOString();
  const { rows } = await deps.database.query<OpenJob>(OPEN_JOBS, [AI_JOB_QUEUE, before]);
  let settled = 0;
  for (const job of rows) {
    if (job.queue_state && LIVE_QUEUE_STATES.includes(job.queue_state)) continue;
    const age = now - new Date(job.created_at).getTime();
    if (!job.queue_state && age < REQUEUE_WINDOW_SECONDS * 1000) {
      const data: AiJobData = { jobId: job.id, companyId: job.company_id };
      await deps.queue.send(AI_JOB_QUEUE, data, aiJobSendOptions({ id: job.id, maxAttempts: job.max_attempts }));
      deps.logger.warn('AI job had no queue job: queued it again', { jobId: job.id });
      continue;
    }
    if (await settleAiJobFailure(deps, job.id, AI_JOB_INTERRUPTED)) settled += 1;
  }
  if (settled > 0) deps.logger.warn('reconciler settled AI jobs the queue had given up', { count: settled });
  return settled;
}

/** The dead-letter worker: a job pg-boss gave up on (every try died, hung or failed) is failed and refunded at once. */
export async function settleDeadAiJob(deps: Deps, job: { data: AiJobData }) {
  await settleAiJobFailure(deps, job.data.jobId, AI_JOB_INTERRUPTED);
}
