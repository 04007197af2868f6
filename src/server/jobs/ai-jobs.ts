import { and, eq, gt, sql } from 'drizzle-orm';
import type { Deps } from '../context';
import { companies } from '../db/schema/companies';
import { aiJobs } from '../db/schema/jobs';
import { withTenant } from '../db/tenant';
import { AppError } from '../errors';
import { publishEvent } from '../realtime/event-bus';
import { isWebReaderError } from '../web-reader/web-reader-errors';

export const AI_JOB_QUEUE = 'ai-job';
export const INSUFFICIENT_CREDITS = 'Insufficient credits: your company has no AI credits left. Upgrade your plan or wait for the next billing period.';

export type AiJobContext<I> = {
  deps: Deps;
  jobId: string;
  companyId: string;
  userId: string;
  input: I;
  progress: (percent: number) => Promise<void>;
  /** Gives the job's credit back (it read nothing or produced nothing); safe to call more than once. */
  refund: () => Promise<void>;
};
export type AiJobHandler<I = any> = (ctx: AiJobContext<I>) => Promise<unknown>;

const handlers = new Map<string, AiJobHandler>();

/** Registers the worker code for one AI job type (each feature registers its own). */
export function registerAiJob<I>(type: string, handler: AiJobHandler<I>) {
  handlers.set(type, handler as AiJobHandler);
}

export type AiJobRow = typeof aiJobs.$inferSelect;

/**
 * Reserves one credit and queues the job, atomically: a company with no credits gets
 * INSUFFICIENT_CREDITS and nothing runs. The credit is refunded if the job finally fails.
 */
export async function enqueueAiJob(deps: Deps, input: { companyId: string; userId: string; type: string; input: object; expireInSeconds?: number }): Promise<string> {
  if (!handlers.has(input.type)) throw new Error(`no handler for AI job type ${input.type}`);
  const { db } = deps.database;
  const jobId = await db.transaction(async (tx) => {
    const reserved = await tx
      .update(companies)
      .set({ creditsRemaining: sql`${companies.creditsRemaining} - 1` })
      .where(and(eq(companies.id, input.companyId), gt(companies.creditsRemaining, 0)))
      .returning({ id: companies.id });
    if (reserved.length === 0) throw new AppError('INSUFFICIENT_CREDITS', INSUFFICIENT_CREDITS);
    const [row] = await tx
      .insert(aiJobs)
      .values({ companyId: input.companyId, userId: input.userId, type: input.type, input: input.input, creditCharged: 1 })
      .returning({ id: aiJobs.id });
    return row!.id;
  });
  await deps.queue.send(AI_JOB_QUEUE, { jobId, companyId: input.companyId }, { expireInSeconds: input.expireInSeconds ?? 900 });
  return jobId;
}

async function setStatus(deps: Deps, row: AiJobRow, patch: Partial<AiJobRow>) {
  await withTenant(deps.database.db, row.companyId, async (tx) => {
    await tx
      .update(aiJobs)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(aiJobs.id, row.id));
    await publishEvent(tx, {
      kind: 'job',
      companyId: row.companyId,
      userId: row.userId,
      jobId: row.id,
      type: row.type,
      status: patch.status ?? row.status,
      progress: patch.progress ?? row.progress,
    });
  });
}

/** Returns the job's reserved credit once: the row's credit_charged, locked, guards against a second refund. */
async function refundCredit(deps: Deps, { jobId, companyId }: { jobId: string; companyId: string }) {
  await deps.database.db.transaction(async (tx) => {
    const [job] = await tx.select({ charged: aiJobs.creditCharged }).from(aiJobs).where(eq(aiJobs.id, jobId)).for('update');
    if (!job || job.charged <= 0) return;
    await tx.update(aiJobs).set({ creditCharged: 0 }).where(eq(aiJobs.id, jobId));
    await tx
      .update(companies)
      .set({ creditsRemaining: sql`${companies.creditsRemaining} + ${job.charged}` })
      .where(eq(companies.id, companyId));
  });
}

/** Errors written for people (ours, and the web reader's "Could not read …"); they are not retried. */
const isUserFacing = (error: unknown): error is Error => error instanceof AppError || isWebReaderError(error);

/** A message safe to show the user: ours as written, anything unexpected as a generic failure. */
export const userFacingError = (error: unknown) => (isUserFacing(error) ? error.message : 'The AI operation failed unexpectedly.');

/** The pg-boss worker: runs the registered handler, records the result, refunds on final failure. */
export async function runAiJob(deps: Deps, job: { data: { jobId: string; companyId: string }; retryCount: number; retryLimit: number }) {
  const { jobId, companyId } = job.data;
  const [row] = await withTenant(deps.database.db, companyId, (tx) => tx.select().from(aiJobs).where(eq(aiJobs.id, jobId)));
  if (!row || row.status === 'completed' || row.status === 'failed') return;
  const handler = handlers.get(row.type);
  if (!handler) throw new Error(`no handler for AI job type ${row.type}`);
  await setStatus(deps, row, { status: 'running', progress: Math.max(row.progress, 5) });
  try {
    const result = await handler({
      deps,
      jobId,
      companyId,
      userId: row.userId,
      input: row.input,
      progress: (percent) => setStatus(deps, row, { status: 'running', progress: Math.round(percent) }),
      refund: () => refundCredit(deps, { jobId, companyId }),
    });
    await setStatus(deps, row, { status: 'completed', progress: 100, result: (result ?? null) as never, finishedAt: new Date() });
  } catch (error) {
    const retryable = !isUserFacing(error) && job.retryCount < job.retryLimit;
    deps.logger.warn('AI job failed', { jobId, type: row.type, retryable, error: error instanceof Error ? error.message : String(error) });
    if (retryable) throw error;
    await refundCredit(deps, { jobId, companyId });
    await setStatus(deps, row, { status: 'failed', error: userFacingError(error), creditCharged: 0, finishedAt: new Date() });
  }
}

/** Resolves with the job row once it completes or fails, or null after `timeoutMs`. */
export async function waitForAiJob(deps: Deps, { jobId, companyId, timeoutMs }: { jobId: string; companyId: string; timeoutMs: number }): Promise<AiJobRow | null> {
  const load = async () => {
    const [row] = await withTenant(deps.database.db, companyId, (tx) => tx.select().from(aiJobs).where(eq(aiJobs.id, jobId)));
    return row && (row.status === 'completed' || row.status === 'failed') ? row : null;
  };
  return new Promise((resolve) => {
    let settled = false;
    const finish = (row: AiJobRow | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      unsubscribe();
      resolve(row);
    };
    const unsubscribe = deps.events.subscribe((event) => {
      if (event.kind === 'job' && event.jobId === jobId && (event.status === 'completed' || event.status === 'failed')) void load().then((row) => row && finish(row));
    });
    const timer = setTimeout(() => finish(null), timeoutMs);
    void load().then((row) => row && finish(row));
  });
}
