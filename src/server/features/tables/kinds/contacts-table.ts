import { sql, type SQL } from 'drizzle-orm';
import type { ContactTableRow } from '#domain/table-rows';
import { anyContains, at, contains, extensionConditions, oneOf, within } from '../table-filter-sql';
import type { TableSpec } from '../table-spec';
import { rowMeta } from '../table-spec';

/**
 * Discovered contacts (unexpired): every organization's, one organization's (`organization`), or a list's. The
 * row as read still holds the e-mail and phones; the contacts service withholds them (do-not-contact, daily views).
 */
export const contactsTable: TableSpec<ContactTableRow> = {
  kind: 'contacts',
  table: 'discovered_contacts',
  listColumn: 'contact_id',
  joins: 'join target_organizations o on o.id = t.organization_id',
  select: () => sql`t.id, t.organization_id, o.name as organization, o.website as organization_website, t.name,
    t.title, t.department, t.seniority_level, t.fit_score, t.fit_category, t.email, t.email_status, t.phone,
    t.mobile_phone, t.location, t.linkedin_url, t.source, t.created_at`,
  sorts: {
    name: { expr: 't.name', kind: 'text', nullable: false },
    title: { expr: 't.title', kind: 'text', nullable: true },
    fitScore: { expr: 't.fit_score', kind: 'number', nullable: true },
    createdAt: { expr: 't.created_at', kind: 'timestamp', nullable: false },
  },
  scope: (ctx) => [sql`t.company_id = ${ctx.companyId}`, sql`t.data_expires_at > ${at(ctx.now)}`],
  conditions: (f, ctx) => {
    const out: SQL[] = contactsTable.scope(ctx);
    if (f.organization) out.push(sql`t.organization_id = ${f.organization}`);
    if (f.q) out.push(anyContains(['t.name', 't.title', 't.department'], f.q));
    if (f.fit?.length) out.push(oneOf('t.fit_category', f.fit));
    out.push(...within('t.fit_score', f.score));
    if (f.emailStatus?.length) out.push(oneOf('t.email_status', f.emailStatus));
    if (f.seniority?.length) out.push(oneOf('t.seniority_level', f.seniority));
    if (f.department) out.push(contains('t.department', f.department));
    if (f.location) out.push(contains('t.location', f.location));
    if (f.source?.length) out.push(oneOf('t.source', f.source));
    out.push(...extensionConditions('contacts', f));
    return out;
  },
  isNew: (ctx) => sql`t.created_at > ${at(ctx.since)}`,
  toRow: (r) => ({
    ...rowMeta(r),
    organizationId: r.organization_id as string,
    organization: r.organization as string,
    name: r.name as string,
    title: r.title as string | null,
    department: r.department as string | null,
    seniorityLevel: r.seniority_level as string | null,
    fitScore: r.fit_score as number | null,
    fitCategory: r.fit_category as string | null,
    email: r.email as string | null,
    emailStatus: r.email ? (r.email_status as string) : null,
    phone: r.phone as string | null,
    mobilePhone: r.mobile_phone as string | null,
    location: r.location as string | null,
    linkedinUrl: r.linkedin_url as string | null,
    source: r.source as string | null,
    doNotContact: false,
    withheld: false,
  }),
};
