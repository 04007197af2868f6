import { sql, type SQL } from 'drizzle-orm';
import type { AccountTableRow } from '#domain/table-rows';
import { anyContains, at, contains, extensionConditions, oneOf, within } from '../table-filter-sql';
import type { TableContext, TableSpec } from '../table-spec';
import { rowMeta } from '../table-spec';

/**
 * An account "has contacts" when the company holds people at it: discovered contacts (unexpired) of an organization
 * on the same site or of the same name, or imported people of its domain. Uncorrelated IN lists, so PostgreSQL
 * hashes each once instead of probing per account.
 */
const hasContacts = (ctx: TableContext) => sql`coalesce((
  t.domain in (select lower(regexp_replace(o.website, '^https?://(www\\.)?([^/:]+).*$', '\\2'))
    from target_organizations o where o.company_id = ${ctx.companyId} and o.website is not null
    and exists (select 1 from discovered_contacts c where c.organization_id = o.id and c.data_expires_at > ${at(ctx.now)}))
  or t.name_key in (select lower(btrim(o.name)) from target_organizations o where o.company_id = ${ctx.companyId}
    and exists (select 1 from discovered_contacts c where c.organization_id = o.id and c.data_expires_at > ${at(ctx.now)}))
  or t.domain in (select ic.organization_domain from imported_contacts ic
    where ic.company_id = ${ctx.companyId} and ic.organization_domain is not null)), false)`;

/** Providers that filled fields of the account (Enrich), from its field sources. */
const enrichedBy = (values: string[]) =>
  sql`exists (select 1 from jsonb_each(coalesce(t.field_sources, '{}'::jsonb)) e where e.value->>'source' in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}))`;

/** Per field a provider filled, that provider (fields the import gave are not listed). */
function fieldProvidersOf(fieldSources: unknown): Partial<Record<string, string>> {
  if (!fieldSources || typeof fieldSources !== 'object') return {};
  const out: Partial<Record<string, string>> = {};
  for (const [field, f] of Object.entries(fieldSources as Record<string, { source?: unknown }>))
    if (typeof f?.source === 'string' && f.source !== 'import') out[field] = f.source;
  return out;
}

/** The providers that filled fields of an account (its field sources), each once. */
function providersOf(fieldSources: unknown): string[] {
  if (!fieldSources || typeof fieldSources !== 'object') return [];
  const sources = Object.values(fieldSources as Record<string, { source?: unknown }>).map((f) => f?.source);
  return [...new Set(sources.filter((s): s is string => typeof s === 'string' && s !== 'import'))];
}

/** The company's imported accounts (Account Lists), or a list of them. */
export const accountsTable: TableSpec<AccountTableRow> = {
  kind: 'imported_accounts',
  table: 'imported_accounts',
  listColumn: 'imported_account_id',
  joins: '',
  select: (ctx) => sql`t.id, t.name, t.domain, t.industry, t.size_range, t.employee_count, t.location,
    t.revenue_range, t.founded, t.created_at, t.field_sources,
    ${hasContacts(ctx)} as has_contacts`,
  sorts: {
    // name_key is the lower-cased name: alphabetical whatever the case, and a plain column an index orders.
    name: { expr: 't.name_key', kind: 'text', nullable: false },
    domain: { expr: 't.domain', kind: 'text', nullable: true },
    industry: { expr: 't.industry', kind: 'text', nullable: true },
    employeeCount: { expr: 't.employee_count', kind: 'number', nullable: true },
    location: { expr: 't.location', kind: 'text', nullable: true },
    createdAt: { expr: 't.created_at', kind: 'timestamp', nullable: false },
  },
  scope: (ctx) => [sql`t.company_id = ${ctx.companyId}`],
  conditions: (f, ctx) => {
    const out: SQL[] = accountsTable.scope(ctx);
    if (f.q) out.push(anyContains(['t.name', 't.domain', 't.industry', 't.location'], f.q));
    if (f.industry?.length) out.push(oneOf('t.industry', f.industry));
    if (f.size?.length) out.push(oneOf('t.size_range', f.size));
    out.push(...within('t.employee_count', f.employees));
    if (f.location) out.push(contains('t.location', f.location));
    // Every account is imported; a provider narrows to accounts it enriched.
    const providers = f.source?.filter((s) => s !== 'import') ?? [];
    if (providers.length && !f.source?.includes('import')) out.push(enrichedBy(providers));
    if (f.hasContacts !== undefined) out.push(f.hasContacts ? hasContacts(ctx) : sql`not ${hasContacts(ctx)}`);
    out.push(...extensionConditions('imported_accounts', f));
    return out;
  },
  isNew: (ctx) => sql`t.created_at > ${at(ctx.since)}`,
  toRow: (r) => ({
    ...rowMeta(r),
    name: r.name as string,
    domain: r.domain as string | null,
    industry: r.industry as string | null,
    sizeRange: r.size_range as string | null,
    employeeCount: r.employee_count as number | null,
    location: r.location as string | null,
    revenueRange: r.revenue_range as string | null,
    founded: r.founded as number | null,
    sources: ['import', ...providersOf(r.field_sources)],
    fieldSources: fieldProvidersOf(r.field_sources),
    hasContacts: Boolean(r.has_contacts),
  }),
};
