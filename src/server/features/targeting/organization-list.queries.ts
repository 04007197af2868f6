import { and, count, eq, ilike, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { encodeCursor, type SearchPageQuery } from '#domain/pagination';
import type { Database, Tx } from '../../db/client';
import { readTenantTuples, type Statement, type Tuple } from '../../db/tenant-rows';
import type { OrganizationDto } from './targeting.queries';
import { afterCursor, keyColumns, keyOrder, toPage, type KeyPart } from '../../db/keyset';
import { containsPattern } from '../../db/search';
import { targetOrganizations as org } from '../../db/schema/workflow';

// Best fit first, then the newer; the id breaks ties so pages never repeat or skip an organization.
const ORGANIZATION_KEY: KeyPart[] = [
  { column: org.fitScore, direction: 'desc', kind: 'number' },
  { column: org.createdAt, direction: 'desc', kind: 'timestamp' },
  { column: org.id, direction: 'desc', kind: 'uuid' },
];

// Drizzle writes a one-table query's columns unqualified, which inside the subquery would mean `better`'s own.
const qualified = (table: string) => (column: AnyColumn) =>
  sql`${sql.identifier(table)}.${sql.identifier(column.name)}`;
const outer = qualified('target_organizations');
const better = qualified('better');
const nameKey = (name: SQL) => sql`lower(btrim(${name}))`;

/**
 * "No organization of the same name (any case) comes before this one in the list's order": one entry per name, the
 * best fit kept (the newer on a tie), as the organization picker shows them (#domain/contacts dedupeOrganizationsByName).
 */
const firstOfItsName: SQL = sql`not exists (select 1 from ${org} as ${sql.identifier('better')}
  where ${better(org.companyId)} = ${outer(org.companyId)} and ${nameKey(better(org.name))} = ${nameKey(outer(org.name))}
  and (${better(org.fitScore)}, ${better(org.createdAt)}, ${better(org.id)}) > (${outer(org.fitScore)}, ${outer(org.createdAt)}, ${outer(org.id)}))`;

/**
 * The company's organizations, best fit first, a page at a time (`nextCursor`), optionally searched by name (`q`) and
 * with one entry per name (`distinctNames`), with the total of that list. The plain first page is
 * firstOrganizationsPage.
 */
export async function listOrganizationsPage(
  tx: Tx,
  { companyId, q, distinctNames, cursor, limit }: { companyId: string; distinctNames: boolean } & SearchPageQuery,
) {
  const where = and(
    eq(org.companyId, companyId),
    q ? ilike(org.name, containsPattern(q)) : undefined,
    distinctNames ? firstOfItsName : undefined,
  );
  const rows = await tx
    .select({ row: org, ...keyColumns(ORGANIZATION_KEY) })
    .from(org)
    .where(and(where, afterCursor(ORGANIZATION_KEY, cursor)))
    .orderBy(...keyOrder(ORGANIZATION_KEY))
    .limit(limit + 1);
  const [counted] = await tx.select({ n: count() }).from(org).where(where);
  const page = toPage(rows, ORGANIZATION_KEY, limit);
  return { rows: page.items.map((item) => item.row), total: counted?.n ?? 0, nextCursor: page.nextCursor };
}

/** The columns of the first page, in select order; its key is fit_score, created_at (k1, exact text) and id. */
export const FIRST_PAGE_COLUMNS = [
  'id',
  'name',
  'industry',
  'size_range',
  'employee_count',
  'location',
  'revenue_range',
  'website',
  'founded',
  'description',
  'source',
  'ai_reasoning',
  'fit_score',
  'linkedin_url',
  'field_sources',
  'analysis_session_id',
  'fit_category',
  'competitor',
  'below_floor',
  'created_at',
  'k1',
] as const;
/** Where each of FIRST_PAGE_COLUMNS is in a row of the first page. */
export const FIRST_PAGE_AT = Object.fromEntries(FIRST_PAGE_COLUMNS.map((name, i) => [name, i])) as {
  readonly [K in (typeof FIRST_PAGE_COLUMNS)[number]]: number;
};

/** The first page's statements, shared with the benchmark's bare handler so both send the same SQL. */
export const FIRST_PAGE_SQL: Statement = {
  name: 'organizations_first_page',
  text: `select ${FIRST_PAGE_COLUMNS.slice(0, -1).join(', ')}, created_at::text as k1 from target_organizations
  where company_id = $1 order by fit_score desc, created_at desc, id desc limit $2`,
};
export const COUNT_SQL: Statement = {
  name: 'organizations_count',
  text: 'select count(*) as n from target_organizations where company_id = $1',
};

/**
 * organizationDto's fields, read from a row of the first page (readTenantTuples: values in select order). Shared
 * with the benchmark's bare handler.
 */
export const tupleOrganizationDto = (r: Tuple): OrganizationDto => ({
  id: r[FIRST_PAGE_AT.id] as string,
  name: r[FIRST_PAGE_AT.name] as string,
  industry: r[FIRST_PAGE_AT.industry] as string | null,
  sizeRange: r[FIRST_PAGE_AT.size_range] as string | null,
  employeeCount: r[FIRST_PAGE_AT.employee_count] as number | null,
  location: r[FIRST_PAGE_AT.location] as string | null,
  revenueRange: r[FIRST_PAGE_AT.revenue_range] as string | null,
  website: r[FIRST_PAGE_AT.website] as string | null,
  founded: r[FIRST_PAGE_AT.founded] as number | null,
  description: r[FIRST_PAGE_AT.description] as string | null,
  source: r[FIRST_PAGE_AT.source] as string,
  aiReasoning: r[FIRST_PAGE_AT.ai_reasoning] as string | null,
  fitScore: r[FIRST_PAGE_AT.fit_score] as number,
  linkedinUrl: r[FIRST_PAGE_AT.linkedin_url] as string | null,
  fieldSources: (r[FIRST_PAGE_AT.field_sources] ?? null) as OrganizationDto['fieldSources'],
  analysisSessionId: r[FIRST_PAGE_AT.analysis_session_id] as string,
  fitCategory: r[FIRST_PAGE_AT.fit_category] as string,
  competitor: r[FIRST_PAGE_AT.competitor] as boolean,
  belowFloor: r[FIRST_PAGE_AT.below_floor] as boolean,
  createdAt: r[FIRST_PAGE_AT.created_at] as Date,
});

/**
 * The list as the pickers and the API open it (no search, no cursor): the hot path, two named statements read as
 * rows as tuples in the tenant transaction (readTenantTuples, one round trip), mapped straight to the response.
 */
export async function firstOrganizationsPage(
  database: Database,
  { companyId, limit }: { companyId: string; limit: number },
) {
  const [rows = [], [counted] = []] = await readTenantTuples(database, companyId, [
    { statement: FIRST_PAGE_SQL, values: [companyId, limit + 1] },
    { statement: COUNT_SQL, values: [companyId] },
  ]);
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return {
    organizations: rows.slice(0, limit).map(tupleOrganizationDto),
    total: Number(counted?.[0] ?? 0),
    nextCursor: last
      ? encodeCursor([
          last[FIRST_PAGE_AT.fit_score] as number,
          last[FIRST_PAGE_AT.k1] as string,
          last[FIRST_PAGE_AT.id] as string,
        ])
      : null,
  };
}
