import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { TrailStep } from '#domain/people/discovery-trail';
import { users } from './auth';
import { companies } from './companies';
import { targetOrganizations } from './workflow';
import { tenantPolicy } from './tenancy';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/**
 * The company's do-not-contact list. `kind` email or domain for entries an owner added (value in clear, so
 * the list can be read and exported); email, linkedin or person for people forgotten on request, kept only
 * as `value_hash` (value null). Discovery, outreach and exports match people against `value_hash`.
 */
export const suppressionEntries = pgTable(
  'suppression_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    kind: text('kind').notNull(),
    value: text('value'),
    valueHash: text('value_hash').notNull(),
    /** manual, import (CSV) or erasure. */
    reason: text('reason').notNull(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [unique('suppression_entries_company_hash').on(t.companyId, t.valueHash), tenantPolicy('suppression_entries')],
);

/** One Contact Discovery run: the sources asked in order and what each gave (the trail), and whether it was charged. */
export const contactDiscoveryRuns = pgTable(
  'contact_discovery_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => targetOrganizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    jobId: uuid('job_id'),
    solutionProduct: text('solution_product'),
    targetGoodContacts: integer('target_good_contacts').notNull(),
    steps: jsonb('steps').$type<TrailStep[]>().notNull(),
    newCount: integer('new_count').notNull(),
    summary: text('summary').notNull(),
    charged: integer('charged').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('contact_discovery_runs_org_idx').on(t.companyId, t.organizationId, t.createdAt),
    tenantPolicy('contact_discovery_runs'),
  ],
);

/** Per-company Contact Discovery settings (owner/admin): the stop rule's target. */
export const contactDiscoverySettings = pgTable(
  'contact_discovery_settings',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    targetGoodContacts: integer('target_good_contacts').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  () => [tenantPolicy('contact_discovery_settings')],
);
