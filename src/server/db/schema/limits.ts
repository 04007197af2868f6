import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Requests counted per user and per company in fixed hourly windows (the documented API limits). */
export const apiUsage = pgTable(
  'api_usage',
  {
    scope: text('scope').notNull(),
    scopeId: text('scope_id').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    requests: integer('requests').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scope, t.scopeId, t.windowStart] })],
);
