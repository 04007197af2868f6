import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TableFilter, TableSort } from '#domain/table-query';
import { importedAccounts } from './accounts-import';
import { users } from './auth';
import { companies } from './companies';
import { tenantPolicy } from './tenancy';
import { discoveredContacts, targetOrganizations } from './workflow';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/**
 * A named list of organizations, imported accounts or contacts (`kind`), shared with the team or private to its
 * owner. The outreach list is the one with `system_key` 'outreach'.
 */
export const lists = pgTable(
  'lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    visibility: text('visibility').notNull().default('team'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    systemKey: text('system_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('lists_company_idx').on(t.companyId, t.kind),
    uniqueIndex('lists_company_system_key')
      .on(t.companyId, t.systemKey)
      .where(sql`system_key is not null`),
    tenantPolicy('lists'),
  ],
);

/**
 * A row on a list: exactly one of the three row columns is set (the list's kind), each a foreign key, so a row
 * deleted anywhere (expiry, erasure, a removed import) leaves its lists with it.
 */
export const listItems = pgTable(
  'list_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    listId: uuid('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => targetOrganizations.id, { onDelete: 'cascade' }),
    importedAccountId: uuid('imported_account_id').references(() => importedAccounts.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id').references(() => discoveredContacts.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: ts('added_at').notNull().defaultNow(),
  },
  (t) => [
    check('list_items_one_row', sql`num_nonnulls(${t.organizationId}, ${t.importedAccountId}, ${t.contactId}) = 1`),
    uniqueIndex('list_items_list_organization').on(t.listId, t.organizationId),
    uniqueIndex('list_items_list_account').on(t.listId, t.importedAccountId),
    uniqueIndex('list_items_list_contact').on(t.listId, t.contactId),
    // A list's table in the order rows were added (newest first), and the cascades' lookups by row.
    index('list_items_list_added_idx').on(t.listId, t.addedAt, t.id),
    index('list_items_organization_idx').on(t.organizationId),
    index('list_items_account_idx').on(t.importedAccountId),
    index('list_items_contact_idx').on(t.contactId),
    tenantPolicy('list_items'),
  ],
);

/** A table's filters, sort and visible columns under a name; re-running it marks rows new since the last run. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    filter: jsonb('filter').$type<TableFilter>().notNull(),
    sort: jsonb('sort').$type<TableSort>(),
    columns: jsonb('columns').$type<string[]>(),
    visibility: text('visibility').notNull().default('team'),
    /** The AI configuration in force when it was saved (product name and target market), for the reader. */
    configuration: jsonb('configuration').$type<{ productName: string | null; targetMarket: string | null }>(),
    lastRunAt: ts('last_run_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('saved_searches_company_idx').on(t.companyId, t.kind), tenantPolicy('saved_searches')],
);

/** Per user and table: table or cards, and the hidden columns. */
export const tablePreferences = pgTable(
  'table_preferences',
  {
    companyId: companyId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tableKey: text('table_key').notNull(),
    view: text('view').notNull().default('table'),
    hiddenColumns: jsonb('hidden_columns').$type<string[]>(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId, t.tableKey] }), tenantPolicy('table_preferences')],
);
