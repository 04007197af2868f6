import { and, count, eq, ilike, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SearchPageQuery } from '#domain/pagination';
import type { Tx } from '../../db/client';
import { afterCursor, keyColumns, keyOrder, toPage, type KeyPart } from '../../db/keyset';
import { hotQuery } from '../../db/prepared';
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
 * with one entry per name (`distinctNames`), with the total of that list.
 */
export async function listOrganizationsPage(
  tx: Tx,
  { companyId, q, distinctNames, cursor, limit }: { companyId: string; distinctNames: boolean } & SearchPageQuery,
) {
  if (!q && !distinctNames && !cursor) return firstPage(tx, { companyId, limit });
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

type KeyedRow = { row: typeof org.$inferSelect; k0: number; k1: string; k2: string };

// The same row and key columns keyColumns(ORGANIZATION_KEY) gives, spelled out so the prepared query keeps its type.
const firstPageRows = hotQuery<KeyedRow[], { companyId: string; limit: number }>('organizations_first_page', (db) =>
  db
    .select({ row: org, k0: org.fitScore, k1: sql<string>`${org.createdAt}::text`, k2: org.id })
    .from(org)
    .where(eq(org.companyId, sql.placeholder('companyId')))
    .orderBy(...keyOrder(ORGANIZATION_KEY))
    .limit(sql.placeholder('limit')),
);

const organizationCount = hotQuery<{ n: number }[], { companyId: string }>('organizations_count', (db) =>
  db
    .select({ n: count() })
    .from(org)
    .where(eq(org.companyId, sql.placeholder('companyId'))),
);

/** The list as the pickers and the API open it (no search, no cursor): the hot path, as prepared statements. */
async function firstPage(tx: Tx, { companyId, limit }: { companyId: string; limit: number }) {
  const rows = await firstPageRows(tx, { companyId, limit: limit + 1 });
  const [counted] = await organizationCount(tx, { companyId });
  const page = toPage(rows, ORGANIZATION_KEY, limit);
  return { rows: page.items.map((item) => item.row), total: counted?.n ?? 0, nextCursor: page.nextCursor };
}
