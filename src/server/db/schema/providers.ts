import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { companies } from './companies';
import { tenantPolicy } from './tenancy';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/**
 * A company's connection to one data provider: its own key (encrypted by secrets/secret-box.ts, never
 * stored in clear), the last four characters for display, on/off and the order providers are asked in.
 * A row without a key turns a deployment-wide provider off or reorders it for this company.
 */
export const providerConnections = pgTable(
  'provider_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    provider: text('provider').notNull(),
    encryptedKey: text('encrypted_key'),
    keyLast4: text('key_last4'),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** What the last test or call said of the key in force: null (untested), working, refused, out-of-credits. */
    keyState: text('key_state'),
    /** The provider's own words when it refused the key (never containing the key). */
    keyStateReason: text('key_state_reason'),
    keyStateAt: ts('key_state_at'),
    updatedBy: uuid('updated_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_connections_company_provider_idx').on(t.companyId, t.provider),
    tenantPolicy('provider_connections'),
  ],
);

/** The company's provider budget: calls allowed per calendar month (UTC). */
export const providerSettings = pgTable(
  'provider_settings',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    monthlyCallCap: integer('monthly_call_cap').notNull().default(1000),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  () => [tenantPolicy('provider_settings')],
);

/** Provider HTTP calls made for a company, per provider and month ("2026-11"). */
export const providerUsage = pgTable(
  'provider_usage',
  {
    companyId: companyId(),
    provider: text('provider').notNull(),
    month: text('month').notNull(),
    calls: integer('calls').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.provider, t.month] }), tenantPolicy('provider_usage')],
);

/** A provider's answer to one normalised request, kept 30 days so a repeated run makes no call. */
export const providerCache = pgTable(
  'provider_cache',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    provider: text('provider').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').notNull(),
    fetchedAt: ts('fetched_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_cache_request_idx').on(t.companyId, t.provider, t.requestHash),
    tenantPolicy('provider_cache'),
  ],
);
