import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions, users } from './auth';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Stripe webhook events already applied (idempotency: a replayed event changes nothing). */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  companyId: uuid('company_id'),
  processedAt: ts('processed_at').notNull().defaultNow(),
});

/**
 * A support user acting as another user. The real session stays as it is; while a row is open
 * (ended_at null) requests on that session act as the target user.
 */
export const impersonationSessions = pgTable(
  'impersonation_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Kept after sign-out (set null) so the audit of who impersonated whom survives the session.
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    realUserId: uuid('real_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetUserId: uuid('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    writeEnabled: boolean('write_enabled').notNull().default(false),
    startedAt: ts('started_at').notNull().defaultNow(),
    endedAt: ts('ended_at'),
  },
  (t) => [index('impersonation_sessions_session_idx').on(t.sessionId, t.endedAt)],
);

/** log-impersonated-action: every insert, update and delete made while impersonating. */
export const impersonationActions = pgTable(
  'impersonation_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    impersonationId: uuid('impersonation_id').references(() => impersonationSessions.id, { onDelete: 'set null' }),
    adminUserId: uuid('admin_user_id').notNull(),
    impersonatedUserId: uuid('impersonated_user_id').notNull(),
    action: text('action').notNull(),
    tableName: text('table_name').notNull(),
    data: jsonb('data'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('impersonation_actions_admin_idx').on(t.adminUserId, t.createdAt)],
);
