import { and, eq, gt, sql } from 'drizzle-orm';
import { AI_JOB_ATTEMPTS } from '#domain/jobs';
import type { Deps } from '../context';
import { companies } from '../db/schema/companies';
import { aiJobs } from '../db/schema/jobs';
import { withTenant } from '../db/tenant';
import { transactionExecutor } from '../db/transaction-executor';
import { AppError } from '../errors';
import type { QueueExecutor } from './queue';

export const AI_JOB_QUEUE = 'ai-job';
/** pg-boss copies an AI job here when it fails for good (retries exhausted or expired): it is then settled. */
export const AI_JOB_DEAD_LETTER = 'ai-job-failed';
/** The longest one try may run, heartbeat or not (a hung LLM call must not hold a job forever). */
export const AI_JOB_MAX_RUNTIME_SECONDS = 900;
export const INSUFFICIENT_CREDITS =
  'Insufficient credits: your company has no AI credits left. Upgrade your plan or wait for the next billing period.';

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
export type AiJobRow = typeof aiJobs.$inferSelect;
/** Runs once when a job of this type fails for good, after its refund (e.g. a contact's status leaves researching). */
export type AiJobFailureHook = (deps: Deps, job: AiJobRow) => Promise<void>;
export type AiJobData = { jobId: string; companyId: string };

const handlers = new Map<string, AiJobHandler>();
const failureHooks = new Map<string, AiJobFailureHook>();

/** Registers the worker code for one AI job type (each feature registers its own). */
export function registerAiJob<I>(
  type: string,
  handler: AiJobHandler<I>,
  options: { onFailed?: AiJobFailureHook } = {},
) {
  handlers.set(type, handler as AiJobHandler);
  if (options.onFailed) failureHooks.set(type, options.onFailed);
}

export const aiJobHandler = (type: string) => handlers.get(type);
export const aiJobFailureHook = (type: string) => failureHooks.get(type);

type SendShape = { id: string; maxAttempts: number; maxRuntimeSeconds?: number };

/**
 * How every AI job is sent: under its own id (so the reconciler finds it), with its longest run as the
 * expiry (the worker's lease brings the queue's deadline much closer while it is alive) and a dead
 * letter when it fails for good.
 */
export const aiJobSendOptions = (job: SendShape, db?: QueueExecutor) => ({
  id: job.id,
  retryLimit: job.maxAttempts - 1,
  expireInSeconds: job.maxRuntimeSeconds ?? AI_JOB_MAX_RUNTIME_SECONDS,
  deadLetter: AI_JOB_DEAD_LETTER,
  db,
});

type EnqueueInput = {
  companyId: string;
  userId: string;
  type: string;
  input: object;
  maxRuntimeSeconds?: number;
  maxAttempts?: number;
};

/**
 * Reserves one credit and queues the job in one transaction: a company with no credits gets
 * INSUFFICIENT_CREDITS and nothing runs, and a crash at any point leaves either both or neither.
 * The credit is refunded if the job finally fails (ai-job-state.ts).
 */
export async function enqueueAiJob(deps: Deps, input: EnqueueInput): Promise<string> {
  if (!handlers.has(input.type)) throw new Error(`no handler for AI job type ${input.type}`);
  const { db } = deps.database;
  const maxAttempts = input.maxAttempts ?? AI_JOB_ATTEMPTS;
  // Before the transaction: on PGlite a query outside it would wait for it to end.
  await deps.queue.prepare(AI_JOB_DEAD_LETTER);
  await deps.queue.prepare(AI_JOB_QUEUE);
  const jobId = await db.transaction(async (tx) => {
    const reserved = await tx
      .update(companies)
      .set({ creditsRemaining: sql`${companies.creditsRemaining} - 1` })
      .where(and(eq(companies.id, input.companyId), gt(companies.creditsRemaining, 0)))
      .returning({ id: companies.id });
    if (reserved.length === 0) throw new AppError('INSUFFICIENT_CREDITS', INSUFFICIENT_CREDITS);
    const [row] = await tx
      .insert(aiJobs)
      .values({
        companyId: input.companyId,
        userId: input.userId,
        type: input.type,
        input: input.input,
        creditCharged: 1,
        maxAttempts,
      })
      .returning({ id: aiJobs.id });
    const id = row!.id;
    await deps.faults?.afterCharge?.();
    const data: AiJobData = { jobId: id, companyId: input.companyId };
    const sendOptions = aiJobSendOptions(
      { id, maxAttempts, maxRuntimeSeconds: input.maxRuntimeSeconds },
      transactionExecutor(tx),
    );
    const queued = await deps.queue.send(AI_JOB_QUEUE, data, sendOptions);
    if (queued !== id) throw new Error(`the job queue did not accept AI job ${id}`);
    return id;
  });
  deps.queue.notify(AI_JOB_QUEUE);
  return jobId;
}

const isFinished = (row: AiJobRow | undefined) => row && (row.status === 'completed' || row.status === 'failed');

/** Resolves with the job row once it completes or fails, or null after `timeoutMs`. */
export async function waitForAiJob(
  deps: Deps,
  { jobId, companyId, timeoutMs }: { jobId: string; companyId: string; timeoutMs: number },
): Promise<AiJobRow | null> {
  const load = async () => {
    const [row] = await withTenant(deps.database.db, companyId, (tx) =>
      tx.select().from(aiJobs).where(eq(aiJobs.id, jobId)),
    );
    return isFinished(row) ? row! : null;
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
      if (event.kind === 'job' && event.jobId === jobId && (event.status === 'completed' || event.status === 'failed'))
        void load().then((row) => row && finish(row));
    });
    const timer = setTimeout(() => finish(null), timeoutMs);
    void load().then((row) => row && finish(row));
  });
}
