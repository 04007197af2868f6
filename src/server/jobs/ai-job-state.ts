import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../context';
import type { Db, Tx } from '../db/client';
import { companies } from '../db/schema/companies';
import { aiJobs } from '../db/schema/jobs';
import { withTenant } from '../db/tenant';
import { publishEvent } from '../realtime/event-bus';
import { aiJobFailureHook, type AiJobRow } from './ai-jobs';

/** A job in one of these states may still change; completed and failed are final. */
export const OPEN_STATUSES = ['queued', 'running'] as const;
const isOpen = inArray(aiJobs.status, [...OPEN_STATUSES]);

/** The thing a job works on (a contact or an organization), so a page can match its events. */
const subjectOf = (row: AiJobRow) => {
  const input = (row.input ?? {}) as { contactId?: unknown; organizationId?: unknown };
  const id = input.contactId ?? input.organizationId;
  return typeof id === 'string' ? id : null;
};

async function publishJob(tx: Db | Tx, row: AiJobRow) {
  await publishEvent(tx, {
    kind: 'job',
    companyId: row.companyId,
    userId: row.userId,
    jobId: row.id,
    type: row.type,
    status: row.status,
    progress: row.progress,
    attempt: row.attempt,
    maxAttempts: row.maxAttempts,
    subjectId: subjectOf(row),
  });
}

export async function loadAiJob(deps: Deps, { jobId, companyId }: { jobId: string; companyId: string }) {
  const [row] = await withTenant(deps.database.db, companyId, (tx) =>
    tx.select().from(aiJobs).where(eq(aiJobs.id, jobId)),
  );
  return row ?? null;
}

/**
 * Changes a job that is still open and tells its owner; returns the new row, or null when the job was
 * already completed or failed (by another try, the dead-letter worker or the reconciler): nothing changes then.
 */
export async function updateOpenAiJob(deps: Deps, row: AiJobRow, patch: Partial<AiJobRow>): Promise<AiJobRow | null> {
  return withTenant(deps.database.db, row.companyId, async (tx) => {
    const [updated] = await tx
      .update(aiJobs)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(aiJobs.id, row.id), isOpen))
      .returning();
    if (updated) await publishJob(tx, updated);
    return updated ?? null;
  });
}

/**
 * Fails a job for good and refunds what it was charged, exactly once: the row is locked, and only a
 * job still open is settled, so concurrent settlers (a last try, the dead-letter worker, reconcilers in
 * several processes) refund it once between them. Returns whether this call settled it.
 */
export async function settleAiJobFailure(deps: Deps, jobId: string, reason: string): Promise<boolean> {
  const settled = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(aiJobs).where(eq(aiJobs.id, jobId)).for('update');
    if (!row || !(OPEN_STATUSES as readonly string[]).includes(row.status)) return null;
    if (row.creditCharged > 0) {
      await tx
        .update(companies)
        .set({ creditsRemaining: sql`${companies.creditsRemaining} + ${row.creditCharged}` })
        .where(eq(companies.id, row.companyId));
    }
    const [failed] = await tx
      .update(aiJobs)
      .set({ status: 'failed', error: reason, creditCharged: 0, finishedAt: new Date(), updatedAt: new Date() })
      .where(eq(aiJobs.id, jobId))
      .returning();
    await publishJob(tx, failed!);
    return { row, failed: failed! };
  });
  if (!settled) return false;
  deps.logger.info('AI job failed and refunded', {
    jobId,
    type: settled.row.type,
    refunded: settled.row.creditCharged,
    reason,
  });
  const hook = aiJobFailureHook(settled.row.type);
  if (hook) {
    await hook(deps, settled.failed).catch((error) =>
      deps.logger.error('AI job failure hook failed', { jobId, error: String(error) }),
    );
  }
  return true;
}

/** Gives back a job's reserved credit once (it read nothing or produced nothing): the locked row's credit_charged guards a second refund. */
export async function refundAiJobCredit(deps: Deps, { jobId, companyId }: { jobId: string; companyId: string }) {
  await deps.database.db.transaction(async (tx) => {
    const [job] = await tx
      .select({ charged: aiJobs.creditCharged })
      .from(aiJobs)
      .where(eq(aiJobs.id, jobId))
      .for('update');
    if (!job || job.charged <= 0) return;
    await tx.update(aiJobs).set({ creditCharged: 0 }).where(eq(aiJobs.id, jobId));
    await tx
      .update(companies)
      .set({ creditsRemaining: sql`${companies.creditsRemaining} + ${job.charged}` })
      .where(eq(companies.id, companyId));
  });
}
