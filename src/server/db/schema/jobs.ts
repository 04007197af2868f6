import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { tenantPolicy } from './tenancy';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** What the user sees of an AI job (the queue itself is pg-boss): status, progress, result, error. */
export const aiJobs = pgTable(
  'ai_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    input: jsonb('input').notNull(),
    result: jsonb('result'),
    error: text('error'),
    creditCharged: integer('credit_charged').notNull().default(0),
    /** Tries started so far (1 on the first run; more when the queue retried it) and the most it gets. */
    attempt: integer('attempt').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('ai_jobs_company_idx').on(t.companyId, t.createdAt), tenantPolicy('ai_jobs')],
);
