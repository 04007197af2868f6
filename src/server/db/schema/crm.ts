import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CrmApiLimit, CrmFieldMapping, CrmPushResult } from '#domain/crm';
import { users } from './auth';
import { companies } from './companies';
import { tenantPolicy } from './tenancy';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/**
 * A company's connection to one CRM: its token (encrypted by secrets/secret-box.ts, never stored in clear), the
 * last four characters for display, the account it answered for, the field mapping and the state of the pull.
 */
export const crmConnections = pgTable(
  'crm_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    crm: text('crm').notNull(),
    encryptedToken: text('encrypted_token'),
    tokenLast4: text('token_last4'),
    /** What Test connection found ("HubSpot portal 123"), and the account id used in record links. */
    accountLabel: text('account_label'),
    accountId: text('account_id'),
    fieldMapping: jsonb('field_mapping').$type<CrmFieldMapping>(),
    /** Targeting leaves out customers and organizations with open deals (on by default). */
    excludeCustomers: boolean('exclude_customers').notNull().default(true),
    /** The start of the last complete pull: the next pull asks for changes since then (null: full pull). */
    syncCursor: ts('sync_cursor'),
    lastSyncAt: ts('last_sync_at'),
    lastSyncRecords: integer('last_sync_records'),
    lastSyncError: text('last_sync_error'),
    /** The daily API allowance the CRM last reported (Salesforce: Sforce-Limit-Info), shown on the tab. */
    apiLimit: jsonb('api_limit').$type<CrmApiLimit>(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('crm_connections_company_crm_idx').on(t.companyId, t.crm), tenantPolicy('crm_connections')],
);

/** What the last pull found in the CRM: companies (domain, owner, stage, open deals) and contacts' e-mails. */
export const crmRecords = pgTable(
  'crm_records',
  {
    companyId: companyId(),
    crm: text('crm').notNull(),
    /** company or contact */
    kind: text('kind').notNull(),
    crmId: text('crm_id').notNull(),
    name: text('name'),
    domain: text('domain'),
    email: text('email'),
    ownerName: text('owner_name'),
    stage: text('stage'),
    openDeals: integer('open_deals').notNull().default(0),
    url: text('url'),
    pulledAt: ts('pulled_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.crm, t.kind, t.crmId] }),
    index('crm_records_domain_idx').on(t.companyId, t.domain),
    index('crm_records_email_idx').on(t.companyId, t.email),
    tenantPolicy('crm_records'),
  ],
);

/** An organization or contact Scoutline sent: the CRM record id and the values last sent (never overwrite an edit). */
export const crmLinks = pgTable(
  'crm_links',
  {
    companyId: companyId(),
    crm: text('crm').notNull(),
    /** organization or contact */
    kind: text('kind').notNull(),
    localId: uuid('local_id').notNull(),
    crmId: text('crm_id').notNull(),
    sentValues: jsonb('sent_values').$type<Record<string, string>>().notNull(),
    sentAt: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.crm, t.kind, t.localId] }), tenantPolicy('crm_links')],
);

/** One Send to CRM: its progress and a result per record (created, updated, skipped or failed, and why). */
export const crmPushRuns = pgTable(
  'crm_push_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    crm: text('crm').notNull(),
    /** queued, running, completed or failed */
    status: text('status').notNull().default('queued'),
    organizationIds: jsonb('organization_ids').$type<string[]>().notNull(),
    contactIds: jsonb('contact_ids').$type<string[]>().notNull(),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    results: jsonb('results').$type<CrmPushResult[]>().notNull().default([]),
    error: text('error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('crm_push_runs_company_idx').on(t.companyId, t.createdAt), tenantPolicy('crm_push_runs')],
);

/**
 * The push in flight for a company and a CRM: one row at most, so two pushes of the same records (two clicks, two
 * tabs, two servers) never both search the CRM, find nothing and both create. Held until the push ends, renewed
 * after every batch; a row past expires_at belonged to a push whose worker died and may be taken over.
 */
export const crmPushLocks = pgTable(
  'crm_push_locks',
  {
    companyId: companyId(),
    crm: text('crm').notNull(),
    runId: uuid('run_id').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.crm] }), tenantPolicy('crm_push_locks')],
);

/**
 * A started Salesforce sign-in (OAuth 2.0 web server flow): the state sent to Salesforce (kept as its SHA-256
 * hash), bound to the user and company that started it, with the connected app's key and secret and the PKCE
 * verifier encrypted by the secret box until the callback uses it. Single-use (`used_at`) and short-lived.
 */
export const crmOauthStates = pgTable(
  'crm_oauth_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    crm: text('crm').notNull(),
    stateHash: text('state_hash').notNull(),
    encryptedClient: text('encrypted_client').notNull(),
    callbackUrl: text('callback_url').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('crm_oauth_states_state_idx').on(t.stateHash), tenantPolicy('crm_oauth_states')],
);
