import type { Deps } from '../context';
import { AppError } from '../errors';
import { isWebReaderError } from '../web-reader/web-reader-errors';
import { aiJobHandler, type AiJobData } from './ai-jobs';
import { loadAiJob, refundAiJobCredit, settleAiJobFailure, updateOpenAiJob } from './ai-job-state';
import type { QueueJob } from './queue';

/** Errors written for people (ours, and the web reader's "Could not read …"); they are not retried. */
const isUserFacing = (error: unknown): error is Error => error instanceof AppError || isWebReaderError(error);

/** A message safe to show the user: ours as written, anything unexpected as a generic failure. */
export const userFacingError = (error: unknown) =>
  isUserFacing(error) ? error.message : 'The AI operation failed unexpectedly.';

/** Thrown into a handler's next progress call once the queue has given its try to another worker. */
class LeaseLost extends Error {}

/**
 * The pg-boss worker for one try of an AI job: runs the registered handler and records the result.
 * A failed try is retried unless its error is meant for the user or it was the last; then the job
 * fails and is refunded. Tries that never come back (a dead or hung worker) are settled by the
 * dead-letter worker and the reconciler instead (ai-job-reconciler.ts).
 */
export async function runAiJob(
  deps: Deps,
  job: Pick<QueueJob, 'data' | 'retryCount' | 'retryLimit'> & { signal?: AbortSignal },
) {
  const { jobId, companyId } = job.data as AiJobData;
  const row = await loadAiJob(deps, { jobId, companyId });
  if (!row || row.status === 'completed' || row.status === 'failed') return;
  const handler = aiJobHandler(row.type);
  if (!handler) throw new Error(`no handler for AI job type ${row.type}`);
  const attempt = job.retryCount + 1;
  const running = await updateOpenAiJob(deps, row, {
    status: 'running',
    progress: Math.max(row.progress, 5),
    attempt,
    maxAttempts: job.retryLimit + 1,
  });
  if (!running) return;
  try {
    const result = await handler({
      deps,
      jobId,
      companyId,
      userId: row.userId,
      input: row.input,
      progress: async (percent) => {
        if (job.signal?.aborted) throw new LeaseLost('another worker has taken over this job');
        await updateOpenAiJob(deps, running, { progress: Math.round(percent) });
      },
      refund: () => refundAiJobCredit(deps, { jobId, companyId }),
    });
    await updateOpenAiJob(deps, running, {
      status: 'completed',
      progress: 100,
      result: (result ?? null) as never,
      finishedAt: new Date(),
    });
  } catch (error) {
    const retryable = !isUserFacing(error) && job.retryCount < job.retryLimit;
    deps.logger.warn('AI job try failed', {
      jobId,
      type: row.type,
      attempt,
      retryable,
      error: error instanceof Error ? error.message : String(error),
    });
    // The queue moved this job on: leave the row to the try that holds it now.
    if (error instanceof LeaseLost) throw error;
    if (!retryable) {
      await settleAiJobFailure(deps, jobId, userFacingError(error));
      return;
    }
    // Queued again: the page says the next try is a retry.
    await updateOpenAiJob(deps, running, { status: 'queued' });
    throw error;
  }
}
