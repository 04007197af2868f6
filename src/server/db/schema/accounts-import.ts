import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OrgFieldSources } from '#domain/org-sources';
import { users } from './auth';
import { companies } from './companies';
import { tenantPolicy } from './tenancy';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A company's own account list, imported from CSV; merged by domain, else by name. */
export const importedAccounts = pgTable(
  'imported_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    domain: text('domain'),
    industry: text('industry'),
    sizeRange: text('size_range'),
    employeeCount: integer('employee_count'),
    location: text('location'),
    revenueRange: text('revenue_range'),
    founded: integer('founded'),
    description: text('description'),
    extra: jsonb('extra'),
    linkedinUrl: text('linkedin_url'),
    /** Fields filled by Enrich, each with its provider and record id; imported values have none. */
    fieldSources: jsonb('field_sources').$type<OrgFieldSources>(),
    importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  // search_vector (tsvector over industry, description and name, with its GIN index) is added by the custom
  // migration imported_accounts_search and filled by triggers or a streamed import's staging since migration 0035
  // (drizzle does not model tsvector columns); see decisions 014 and 023 §15.
  (t) => [
    // Each sortable column of the accounts table with the id after it: a page is one index range (issue 19).
    index('imported_accounts_company_idx').on(t.companyId, t.nameKey, t.id),
    index('imported_accounts_company_domain_idx').on(t.companyId, t.domain, t.id),
    index('imported_accounts_company_industry_idx').on(t.companyId, t.industry, t.id),
    index('imported_accounts_company_employees_idx').on(t.companyId, t.employeeCount, t.id),
    index('imported_accounts_company_location_idx').on(t.companyId, t.location, t.id),
    index('imported_accounts_company_created_idx').on(t.companyId, t.createdAt, t.id),
    tenantPolicy('imported_accounts'),
  ],
);

/** People a company imported (name, title, e-mail…), matched to organizations by domain or name. */
export const importedContacts = pgTable(
  'imported_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title'),
    email: text('email'),
    phone: text('phone'),
    mobilePhone: text('mobile_phone'),
    linkedinUrl: text('linkedin_url'),
    location: text('location'),
    organizationName: text('organization_name'),
    organizationDomain: text('organization_domain'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('imported_contacts_company_idx').on(t.companyId), tenantPolicy('imported_contacts')],
);
