import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { BULK_MSG, type BulkRowOutcome } from '#domain/bulk-jobs';
import type { Deps } from '../context';
import type { Tx } from '../db/client';
import { bulkJobRows, bulkJobs } from '../db/schema/bulk-jobs';
import { companies } from '../db/schema/companies';
import { withTenant } from '../db/tenant';
import { AppError } from '../errors';
import { ProviderError } from '../providers/provider-error';
import { bulkAction, type BulkAction, type BulkRowResult } from './bulk-actions';
import type { QueueJob } from './queue';

export const BULK_JOB_QUEUE = 'bulk-job';
/** pg-boss copies a bulk job here when its tries are used up: it is then closed and its reserved credits given back. */
export const BULK_JOB_DEAD_LETTER = 'bulk-job-failed';
export type BulkJobData = { bulkJobId: string; companyId: string };

type JobRow = typeof bulkJobs.$inferSelect;
type RowRow = typeof bulkJobRows.$inferSelect;

class LeaseLost extends Error {}

const COUNTER: Record<BulkRowOutcome, keyof typeof bulkJobs.$inferSelect> = {
  done: 'doneCount',
  nothing: 'nothingCount',
  skipped: 'skippedCount',
  failed: 'failedCount',
};
const counterColumn = {
  doneCount: bulkJobs.doneCount,
  nothingCount: bulkJobs.nothingCount,
  skippedCount: bulkJobs.skippedCount,
  failedCount: bulkJobs.failedCount,
} as const;

/** Closes every row not yet finished as skipped with `message` (the job stopped or was cancelled). */
async function skipRemaining(tx: Tx, job: JobRow, message: string) {
  const skipped = await tx
    .update(bulkJobRows)
    .set({ state: 'finished', outcome: 'skipped', message, finishedAt: new Date() })
    .where(and(eq(bulkJobRows.jobId, job.id), eq(bulkJobRows.state, 'pending')))
    .returning({ id: bulkJobRows.id });
  return skipped.length;
}

async function endJob(tx: Tx, job: JobRow, status: 'completed' | 'cancelled' | 'stopped' | 'failed', reason?: string) {
  const skipped =
    status === 'completed'
      ? 0
      : await skipRemaining(tx, job, status === 'cancelled' ? BULK_MSG.cancelledRow : BULK_MSG.notRun);
  await tx
    .update(bulkJobs)
    .set({
      status,
      stopReason: reason ?? null,
      skippedCount: sql`${bulkJobs.skippedCount} + ${skipped}`,
      processed: sql`${bulkJobs.processed} + ${skipped}`,
      finishedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(bulkJobs.id, job.id));
}

/** Writes a row's outcome, keeps or gives back its reserved credit, and counts it on the job: one transaction. */
async function finishRow(tx: Tx, job: JobRow, row: RowRow, result: BulkRowResult) {
  const charge = row.creditCharged > 0 && (result.charge ?? result.outcome === 'done');
  if (row.creditCharged > 0 && !charge) {
    await tx
      .update(companies)
      .set({ creditsRemaining: sql`${companies.creditsRemaining} + ${row.creditCharged}` })
      .where(eq(companies.id, job.companyId));
  }
  const produced = result.outcome === 'done' ? (result.produced ?? 1) : 0;
  await tx
    .update(bulkJobRows)
    .set({
      state: 'finished',
      outcome: result.outcome,
      message: result.message ?? null,
      produced,
      creditCharged: charge ? row.creditCharged : 0,
      finishedAt: new Date(),
    })
    .where(eq(bulkJobRows.id, row.id));
  const counter = counterColumn[COUNTER[result.outcome] as keyof typeof counterColumn];
  await tx
    .update(bulkJobs)
    .set({
      processed: sql`${bulkJobs.processed} + 1`,
      [COUNTER[result.outcome]]: sql`${counter} + 1`,
      producedCount: sql`${bulkJobs.producedCount} + ${produced}`,
      creditsCharged: sql`${bulkJobs.creditsCharged} + ${charge ? row.creditCharged : 0}`,
      updatedAt: new Date(),
    })
    .where(eq(bulkJobs.id, job.id));
}

type Claim = { row: RowRow; job: JobRow } | { again: true } | null;

/**
 * Takes the next row in one transaction (job and row locked): ends the job when it is cancelled, finished or out
 * of credits; reserves the row's credit; closes a row a dead try left half-way unless the action is atomic.
 */
async function claimNextRow(deps: Deps, data: BulkJobData, action: BulkAction): Promise<Claim> {
  return withTenant(deps.database.db, data.companyId, async (tx) => {
    const [job] = await tx.select().from(bulkJobs).where(eq(bulkJobs.id, data.bulkJobId)).for('update');
    if (!job || !['queued', 'running'].includes(job.status)) return null;
    const [row] = await tx
      .select()
      .from(bulkJobRows)
      .where(and(eq(bulkJobRows.jobId, job.id), ne(bulkJobRows.state, 'finished')))
      .orderBy(asc(bulkJobRows.position))
      .limit(1)
      .for('update');
    if (row?.state === 'running' && !action.atomic) {
      // A try died in the middle of this row, after writes of its own: never run it twice.
      await finishRow(tx, job, row, { outcome: 'failed', message: BULK_MSG.interrupted, charge: false });
      return { again: true };
    }
    if (job.cancelRequested) {
      if (row?.state === 'running')
        await finishRow(tx, job, row, { outcome: 'skipped', message: BULK_MSG.cancelledRow });
      await endJob(tx, job, 'cancelled');
      return null;
    }
    if (!row) {
      await endJob(tx, job, 'completed');
      return null;
    }
    let reserved = row.creditCharged;
    if (row.state === 'pending' && action.charges) {
      const taken = await tx
        .update(companies)
        .set({ creditsRemaining: sql`${companies.creditsRemaining} - 1` })
        .where(and(eq(companies.id, job.companyId), gt(companies.creditsRemaining, 0)))
        .returning({ id: companies.id });
      if (taken.length === 0) {
        await endJob(tx, job, 'stopped', BULK_MSG.noCredits);
        return null;
      }
      reserved = 1;
    }
    const [claimed] = await tx
      .update(bulkJobRows)
      .set({ state: 'running', creditCharged: reserved, attempts: row.attempts + 1, startedAt: new Date() })
      .where(eq(bulkJobRows.id, row.id))
      .returning();
    if (job.status === 'queued')
      await tx.update(bulkJobs).set({ status: 'running', updatedAt: new Date() }).where(eq(bulkJobs.id, job.id));
    return { row: claimed!, job };
  });
}

/** A failure's words for the results table: ours and the providers' as written, anything else as a generic one. */
function failureOf(error: unknown): BulkRowResult {
  if (error instanceof ProviderError) {
    const stops = error.failure === 'cap' || error.failure === 'quota' || error.failure === 'auth';
    return { outcome: 'failed', message: error.message, ...(stops && { stopJob: error.message }) };
  }
  if (error instanceof AppError) return { outcome: 'failed', message: error.message };
  return { outcome: 'failed', message: 'This row failed unexpectedly.' };
}

/**
 * The queue worker for one try of a bulk job: rows in order, each claimed and finished in its own transaction,
 * so a try that dies leaves every row either finished (with its charge) or to be taken up by the next try.
 */
export async function runBulkJob(deps: Deps, queued: Pick<QueueJob, 'data'> & { signal?: AbortSignal }) {
  const data = queued.data as BulkJobData;
  const [job] = await withTenant(deps.database.db, data.companyId, (tx) =>
    tx.select().from(bulkJobs).where(eq(bulkJobs.id, data.bulkJobId)),
  );
  if (!job) return;
  const action = bulkAction(job.action);
  if (!action) {
    await withTenant(deps.database.db, data.companyId, (tx) =>
      endJob(tx, job, 'failed', BULK_MSG.unknownAction(job.action)),
    );
    return;
  }
  for (;;) {
    if (queued.signal?.aborted) throw new LeaseLost('another worker has taken over this bulk job');
    const claim = await claimNextRow(deps, data, action);
    if (!claim) return;
    if ('again' in claim) continue;
    const { row } = claim;
    let result: BulkRowResult;
    try {
      result = await action.run({
        deps,
        companyId: data.companyId,
        userId: job.userId,
        bulkJobId: job.id,
        rowId: row.rowId,
        params: job.params ?? null,
        signal: queued.signal,
      });
    } catch (error) {
      deps.logger.warn('bulk job row failed', { bulkJobId: job.id, rowId: row.rowId, error: String(error) });
      result = failureOf(error);
    }
    if (queued.signal?.aborted) throw new LeaseLost('another worker has taken over this bulk job');
    await withTenant(deps.database.db, data.companyId, async (tx) => {
      const [current] = await tx.select().from(bulkJobRows).where(eq(bulkJobRows.id, row.id)).for('update');
      // Another try has this row now (this one outlived its lease): leave it to that one.
      if (!current || current.state !== 'running' || current.attempts !== row.attempts)
        throw new LeaseLost('row taken');
      const [locked] = await tx.select().from(bulkJobs).where(eq(bulkJobs.id, job.id)).for('update');
      if (result.apply) await result.apply(tx);
      await finishRow(tx, locked!, current, result);
      if (result.stopJob) await endJob(tx, locked!, 'stopped', result.stopJob);
    });
  }
}

/** The dead-letter worker: a job whose tries are used up ends failed; a row left running gives its credit back. */
export async function settleDeadBulkJob(deps: Deps, queued: Pick<QueueJob, 'data'>) {
  const data = queued.data as BulkJobData;
  await withTenant(deps.database.db, data.companyId, async (tx) => {
    const [job] = await tx.select().from(bulkJobs).where(eq(bulkJobs.id, data.bulkJobId)).for('update');
    if (!job || !['queued', 'running'].includes(job.status)) return;
    const running = await tx
      .select()
      .from(bulkJobRows)
      .where(and(eq(bulkJobRows.jobId, job.id), eq(bulkJobRows.state, 'running')));
    for (const row of running)
      await finishRow(tx, job, row, { outcome: 'failed', message: BULK_MSG.interrupted, charge: false });
    await endJob(
      tx,
      job,
      'failed',
      'The job stopped after repeated worker failures; the rows not run are skipped and not charged.',
    );
  });
}
