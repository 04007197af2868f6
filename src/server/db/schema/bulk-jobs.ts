import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { tenantPolicy } from './tenancy';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/**
 * One bulk action on a selection (Find contacts on 200 organizations, …): its counters, what stopped it, and the
 * cancel flag the runner reads between rows. The rows themselves are a snapshot in bulk_job_rows.
 */
export const bulkJobs = pgTable(
  'bulk_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    userId: uuid('user_id').notNull(),
    action: text('action').notNull(),
    kind: text('kind').notNull(),
    /** The action's own settings, as its `params` schema parsed them (the sequence to enrol in, …). */
    params: jsonb('params').$type<Record<string, unknown>>(),
    /** queued, running, completed, cancelled, stopped (credits or a provider cap) or failed. */
    status: text('status').notNull().default('queued'),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    doneCount: integer('done_count').notNull().default(0),
    nothingCount: integer('nothing_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    /** What the done rows produced, summed (people found, fields filled, …). */
    producedCount: integer('produced_count').notNull().default(0),
    creditsCharged: integer('credits_charged').notNull().default(0),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    stopReason: text('stop_reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('bulk_jobs_company_idx').on(t.companyId, t.createdAt), tenantPolicy('bulk_jobs')],
);

/**
 * One row of a bulk job. `state` is pending, running (claimed by a try, one credit reserved) or finished; the
 * outcome, message, what it produced and the credit kept are written in the same transaction that finishes it.
 */
export const bulkJobRows = pgTable(
  'bulk_job_rows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => bulkJobs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    rowId: uuid('row_id').notNull(),
    label: text('label'),
    state: text('state').notNull().default('pending'),
    /** done, nothing (nothing found), skipped or failed. */
    outcome: text('outcome'),
    message: text('message'),
    produced: integer('produced').notNull().default(0),
    creditCharged: integer('credit_charged').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    uniqueIndex('bulk_job_rows_job_position').on(t.jobId, t.position),
    index('bulk_job_rows_open_idx')
      .on(t.jobId, t.position)
      .where(sql`state <> 'finished'`),
    tenantPolicy('bulk_job_rows'),
  ],
);
