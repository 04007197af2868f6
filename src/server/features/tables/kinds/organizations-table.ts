import { sql, type SQL } from 'drizzle-orm';
import type { OrganizationTableRow } from '#domain/table-rows';
import { anyContains, at, contains, extensionConditions, oneOf, within } from '../table-filter-sql';
import type { TableSpec } from '../table-spec';
import { rowMeta } from '../table-spec';

const nameKey = (alias: string) => sql.raw(`lower(btrim(${alias}.name))`);

/**
 * Outside one analysis (and outside a list) the table keeps one entry per organization name, the best fit and on a
 * tie the newer, as the organization picker does (a name found again by a later analysis is not a second row).
 */
const firstOfItsName = sql`not exists (select 1 from target_organizations b
  where b.company_id = t.company_id and ${nameKey('b')} = ${nameKey('t')}
  and (b.fit_score, b.created_at, b.id) > (t.fit_score, t.created_at, t.id))`;

const liveContacts = (now: Date) =>
  sql`select 1 from discovered_contacts c where c.organization_id = t.id and c.data_expires_at > ${at(now)}`;

/** Target organizations: one analysis (`session`), a list, or every organization the company found. */
export const organizationsTable: TableSpec<OrganizationTableRow> = {
  kind: 'organizations',
  table: 'target_organizations',
  listColumn: 'organization_id',
  joins: '',
  select: (ctx) => sql`t.id, t.name, t.fit_score, t.fit_category, t.industry, t.size_range, t.employee_count,
    t.location, t.revenue_range, t.website, t.source, t.competitor, t.analysis_session_id, t.created_at, t.field_sources,
    (select count(*)::int from discovered_contacts c where c.organization_id = t.id
      and c.data_expires_at > ${at(ctx.now)}) as contact_count`,
  sorts: {
    name: { expr: 't.name', kind: 'text', nullable: false },
    fitScore: { expr: 't.fit_score', kind: 'number', nullable: false },
    industry: { expr: 't.industry', kind: 'text', nullable: true },
    employeeCount: { expr: 't.employee_count', kind: 'number', nullable: true },
    location: { expr: 't.location', kind: 'text', nullable: true },
    createdAt: { expr: 't.created_at', kind: 'timestamp', nullable: false },
  },
  scope: (ctx) => [sql`t.company_id = ${ctx.companyId}`],
  conditions: (f, ctx) => {
    const out: SQL[] = organizationsTable.scope(ctx);
    if (f.session) out.push(sql`t.analysis_session_id = ${f.session}`);
    else if (!f.list) out.push(firstOfItsName);
    if (f.q) out.push(anyContains(['t.name', 't.industry', 't.location'], f.q));
    if (f.fit?.length) out.push(oneOf('t.fit_category', f.fit));
    out.push(...within('t.fit_score', f.score));
    if (f.industry?.length) out.push(oneOf('t.industry', f.industry));
    if (f.size?.length) out.push(oneOf('t.size_range', f.size));
    out.push(...within('t.employee_count', f.employees));
    if (f.location) out.push(contains('t.location', f.location));
    if (f.source?.length) out.push(oneOf('t.source', f.source));
    if (f.hasContacts !== undefined)
      out.push(f.hasContacts ? sql`exists (${liveContacts(ctx.now)})` : sql`not exists (${liveContacts(ctx.now)})`);
    out.push(...extensionConditions('organizations', f));
    return out;
  },
  // Across analyses a name is new when no organization of that name was found before `since`.
  isNew: (ctx, f) =>
    f.session || f.list
      ? sql`t.created_at > ${at(ctx.since)}`
      : sql`not exists (select 1 from target_organizations o2 where o2.company_id = t.company_id
          and ${nameKey('o2')} = ${nameKey('t')} and o2.created_at <= ${at(ctx.since)})`,
  toRow: (r) => ({
    ...rowMeta(r),
    name: r.name as string,
    fitScore: r.fit_score as number,
    fitCategory: r.fit_category as string,
    industry: r.industry as string | null,
    sizeRange: r.size_range as string | null,
    employeeCount: r.employee_count as number | null,
    location: r.location as string | null,
    revenueRange: r.revenue_range as string | null,
    website: r.website as string | null,
    source: r.source as string,
    fieldSources: ownFieldSources(r.source as string, r.field_sources),
    contactCount: Number(r.contact_count ?? 0),
    competitor: Boolean(r.competitor),
    analysisSessionId: r.analysis_session_id as string,
  }),
};

/** The fields whose source is not the record's own (Enrich's provider on a directory or imported organization). */
function ownFieldSources(source: string, fieldSources: unknown): Partial<Record<string, string>> {
  if (!fieldSources || typeof fieldSources !== 'object') return {};
  const out: Partial<Record<string, string>> = {};
  for (const [field, f] of Object.entries(fieldSources as Record<string, { source?: unknown }>))
    if (typeof f?.source === 'string' && f.source !== source) out[field] = f.source;
  return out;
}
