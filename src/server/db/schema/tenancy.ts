import { sql } from 'drizzle-orm';
import { pgPolicy, pgRole } from 'drizzle-orm/pg-core';

/** The role tenant work runs as (see withTenant); created by the first migration. */
export const appUser = pgRole('app_user').existing();

const currentCompany = sql`nullif(current_setting('app.company_id', true), '')::uuid`;

/** Row-level security: the app role sees and writes only the company set by withTenant. */
export const tenantPolicy = (table: string) =>
  pgPolicy(`${table}_tenant_isolation`, {
    as: 'permissive',
    to: appUser,
    for: 'all',
    using: sql`company_id = ${currentCompany}`,
    withCheck: sql`company_id = ${currentCompany}`,
  });
