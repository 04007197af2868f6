import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { SearchPageQuery } from '#domain/pagination';
import { PAID_PLAN_DAYS, PLAN_LIMITS, type PlanType } from '#domain/plans';
import type { Db } from '../../db/client';
import { afterCursor, keyColumns, keyOrder, toPage, type KeyPart } from '../../db/keyset';
import { companies, companyMemberships } from '../../db/schema/companies';
import { containsPattern } from '../../db/search';

// Super admin manages every company's plan, so this reads and writes across tenants on the
// base connection (companies is not a row-level-secured table; the super_admin guard protects it).

// Newest first (administration spec section 4); the id breaks ties so pages never repeat or skip a company.
const COMPANY_KEY: KeyPart[] = [
  { column: companies.createdAt, direction: 'desc', kind: 'timestamp' },
  { column: companies.id, direction: 'desc', kind: 'uuid' },
];

const columns = {
  id: companies.id,
  name: companies.name,
  slug: companies.slug,
  planType: companies.planType,
  maxUsers: companies.maxUsers,
  creditsRemaining: companies.creditsRemaining,
  subscriptionStatus: companies.subscriptionStatus,
  subscriptionExpiresAt: companies.subscriptionExpiresAt,
  createdAt: companies.createdAt,
};

// Counted for the page's companies only (written out: drizzle leaves a one-table query's columns unqualified).
const membersOf = sql<number>`(select count(*) from ${companyMemberships} where ${companyMemberships}.${sql.identifier(companyMemberships.companyId.name)} = ${companies}.${sql.identifier(companies.id.name)})`;

/** The companies, newest first, a page at a time (`nextCursor`), optionally searched by name or slug, with member counts. */
export async function listCompanies(db: Db, { q, cursor, limit }: SearchPageQuery) {
  const where = q
    ? or(ilike(companies.name, containsPattern(q)), ilike(companies.slug, containsPattern(q)))
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...columns, members: membersOf, ...keyColumns(COMPANY_KEY) })
      .from(companies)
      .where(and(where, afterCursor(COMPANY_KEY, cursor)))
      .orderBy(...keyOrder(COMPANY_KEY))
      .limit(limit + 1),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  const page = toPage(rows, COMPANY_KEY, limit);
  return {
    companies: page.items.map((row) => ({ ...row, members: Number(row.members ?? 0) })),
    total: counted?.n ?? 0,
    nextCursor: page.nextCursor,
  };
}

/** What a plan change writes: the plan table's seats and credits, trial or active, expiry cleared or 30 days ahead. */
export function planChange(planType: PlanType, now: Date) {
  const limits = PLAN_LIMITS[planType];
  const trial = planType === 'trial';
  return {
    planType,
    maxUsers: limits.maxUsers,
    creditsRemaining: limits.credits,
    subscriptionStatus: trial ? 'trial' : 'active',
    subscriptionExpiresAt: trial ? null : new Date(now.getTime() + PAID_PLAN_DAYS * 24 * 60 * 60 * 1000),
  };
}

export async function changeCompanyPlan(
  db: Db,
  { companyId, planType, now }: { companyId: string; planType: PlanType; now: Date },
) {
  const [row] = await db
    .update(companies)
    .set({ ...planChange(planType, now), updatedAt: now })
    .where(eq(companies.id, companyId))
    .returning(columns);
  return row ?? null;
}
