import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  BULK_JOB_MAX_ROWS,
  BULK_MSG,
  type BulkJobDto,
  type BulkJobRowDto,
  type BulkJobStatus,
  type StartBulkJob,
} from '#domain/bulk-jobs';
import type { TableKind } from '#domain/table-columns';
import { roleSatisfies, type CompanyRole } from '#domain/roles';
import type { Deps } from '../../context';
import type { Tx } from '../../db/client';
import { importedAccounts } from '../../db/schema/accounts-import';
import { bulkJobRows, bulkJobs } from '../../db/schema/bulk-jobs';
import { discoveredContacts, targetOrganizations } from '../../db/schema/workflow';
import { withTenant } from '../../db/tenant';
import { transactionExecutor } from '../../db/transaction-executor';
import { AppError } from '../../errors';
import { bulkAction, type BulkAction } from '../../jobs/bulk-actions';
import { BULK_JOB_DEAD_LETTER, BULK_JOB_QUEUE, type BulkJobData } from '../../jobs/bulk-job-runner';
import { resolveSelection } from '../lists/resolve-selection';

export type Caller = { companyId: string; userId: string; role: CompanyRole };

/** Each try may run this long; a longer job goes on in the next try, from the row it reached. */
const TRY_SECONDS = 3600;
const TRIES = 25;

async function labelsOf(tx: Tx, kind: TableKind, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const table =
    kind === 'organizations'
      ? targetOrganizations
      : kind === 'imported_accounts'
        ? importedAccounts
        : discoveredContacts;
  const rows = await tx.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Starts a bulk action: the selection is resolved now (ids, or every row a filter matches less the unticked) and
 * kept as the job's rows, so rows added later are not swept in; the rows and the queue job are written together.
 */
export async function startBulkJob(deps: Deps, caller: Caller, body: StartBulkJob): Promise<BulkJobDto> {
  const action = bulkAction(body.action);
  if (!action) throw new AppError('INVALID_INPUT', BULK_MSG.unknownAction(body.action));
  if (!action.kinds.includes(body.selection.kind))
    throw new AppError('INVALID_INPUT', BULK_MSG.wrongKind(body.action, body.selection.kind));
  if (!roleSatisfies(caller.role, { minRole: action.minRole ?? 'member' }))
    throw new AppError('FORBIDDEN', 'Viewers cannot run bulk actions.');
  const params = parseParamsOf(action, body.params);
  if (action.check) await action.check(deps, caller, params);
  const { db } = deps.database;
  const ids: string[] = [];
  for await (const id of resolveSelection(db, caller.companyId, body.selection, {
    now: deps.clock.now(),
    viewer: { userId: caller.userId, role: caller.role },
  })) {
    ids.push(id);
    if (ids.length > BULK_JOB_MAX_ROWS) break;
  }
  if (ids.length === 0) throw new AppError('INVALID_INPUT', BULK_MSG.empty);
  if (ids.length > BULK_JOB_MAX_ROWS) throw new AppError('INVALID_INPUT', BULK_MSG.tooMany(ids.length));
  // Rows run in id order (the order resolveSelection walks them in).
  await deps.queue.prepare(BULK_JOB_DEAD_LETTER);
  await deps.queue.prepare(BULK_JOB_QUEUE);
  const labels = await withTenant(db, caller.companyId, (tx) => labelsOf(tx, body.selection.kind, ids));
  // As the owner role, as enqueueAiJob does: the queue's tables are not the tenant role's.
  const job = await db.transaction(async (tx) => {
    const [job] = await tx
      .insert(bulkJobs)
      .values({
        companyId: caller.companyId,
        userId: caller.userId,
        action: action.name,
        kind: body.selection.kind,
        params,
        total: ids.length,
      })
      .returning();
    for (let i = 0; i < ids.length; i += 500) {
      await tx.insert(bulkJobRows).values(
        ids.slice(i, i + 500).map((rowId, j) => ({
          companyId: caller.companyId,
          jobId: job!.id,
          position: i + j,
          rowId,
          label: labels.get(rowId) ?? null,
        })),
      );
    }
    const data: BulkJobData = { bulkJobId: job!.id, companyId: caller.companyId };
    const queued = await deps.queue.send(BULK_JOB_QUEUE, data, {
      id: job!.id,
      retryLimit: TRIES - 1,
      expireInSeconds: TRY_SECONDS,
      deadLetter: BULK_JOB_DEAD_LETTER,
      db: transactionExecutor(tx),
    });
    if (queued !== job!.id) throw new Error(`the job queue did not accept bulk job ${job!.id}`);
    return job!;
  });
  deps.queue.notify(BULK_JOB_QUEUE);
  return jobDto(job);
}

/** The action's settings parsed by its schema (422 with the first issue when they do not fit), or null. */
function parseParamsOf(action: BulkAction, value: Record<string, unknown> | undefined) {
  if (!action.params) {
    if (value && Object.keys(value).length > 0) throw new AppError('INVALID_INPUT', `${action.name} takes no settings`);
    return null;
  }
  const parsed = action.params.safeParse(value ?? {});
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path, message: i.message }));
    throw new AppError('INVALID_INPUT', issues[0]?.message ?? 'Invalid settings', { issues });
  }
  return parsed.data;
}

export const jobDto = (row: typeof bulkJobs.$inferSelect): BulkJobDto => ({
  id: row.id,
  action: row.action,
  kind: row.kind as TableKind,
  status: row.status as BulkJobStatus,
  total: row.total,
  processed: row.processed,
  done: row.doneCount,
  nothing: row.nothingCount,
  skipped: row.skippedCount,
  failed: row.failedCount,
  produced: row.producedCount,
  creditsCharged: row.creditsCharged,
  cancelRequested: row.cancelRequested,
  stopReason: row.stopReason,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

async function findJob(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(bulkJobs)
    .where(and(eq(bulkJobs.companyId, companyId), eq(bulkJobs.id, id)));
  if (!row) throw new AppError('NOT_FOUND', BULK_MSG.notFound);
  return row;
}

export const getBulkJob = (tx: Tx, companyId: string, id: string) => findJob(tx, companyId, id).then(jobDto);

/** The company's latest bulk jobs (newest first). */
export async function listBulkJobs(tx: Tx, companyId: string, limit: number) {
  const rows = await tx
    .select()
    .from(bulkJobs)
    .where(eq(bulkJobs.companyId, companyId))
    .orderBy(desc(bulkJobs.createdAt))
    .limit(limit);
  return rows.map(jobDto);
}

/** A job's rows in order, a page at a time (`after` is the last position seen), optionally one outcome only. */
export async function listBulkJobRows(
  tx: Tx,
  companyId: string,
  id: string,
  page: { after?: number; limit: number; outcome?: string },
): Promise<{ rows: BulkJobRowDto[]; nextAfter: number | null }> {
  await findJob(tx, companyId, id);
  const rows = await tx
    .select()
    .from(bulkJobRows)
    .where(
      and(
        eq(bulkJobRows.jobId, id),
        eq(bulkJobRows.companyId, companyId),
        page.after === undefined ? undefined : gt(bulkJobRows.position, page.after),
        page.outcome ? eq(bulkJobRows.outcome, page.outcome) : undefined,
      ),
    )
    .orderBy(asc(bulkJobRows.position))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  return {
    rows: shown.map((r) => ({
      position: r.position,
      rowId: r.rowId,
      label: r.label,
      state: r.state as BulkJobRowDto['state'],
      outcome: r.outcome as BulkJobRowDto['outcome'],
      message: r.message,
      produced: r.produced,
      creditCharged: r.creditCharged,
    })),
    nextAfter: rows.length > page.limit ? shown[shown.length - 1]!.position : null,
  };
}

/** Asks a job to stop: the runner ends it before its next row (the row in hand finishes and is counted). */
export async function cancelBulkJob(tx: Tx, companyId: string, id: string) {
  const job = await findJob(tx, companyId, id);
  if (job.status === 'queued' || job.status === 'running') {
    const [updated] = await tx
      .update(bulkJobs)
      .set({ cancelRequested: true, updatedAt: sql`now()` })
      .where(eq(bulkJobs.id, id))
      .returning();
    return jobDto(updated!);
  }
  return jobDto(job);
}
