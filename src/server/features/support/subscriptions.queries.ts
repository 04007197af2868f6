import { count, desc, eq } from 'drizzle-orm';
import { PAID_PLAN_DAYS, PLAN_LIMITS, type PlanType } from '#domain/plans';
import type { Db } from '../../db/client';
import { companies, companyMemberships } from '../../db/schema/companies';

// Super admin manages every company's plan, so this reads and writes across tenants on the
// base connection (companies is not a row-level-secured table; the super_admin guard protects it).

const COMPANY_LIST_LIMIT = 500;

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

/** Every company, newest first, with its member count. */
export async function listCompanies(db: Db) {
  const members = db.select({ companyId: companyMemberships.companyId, members: count().as('members') }).from(companyMemberships).groupBy(companyMemberships.companyId).as('m');
  const rows = await db
    .select({ ...columns, members: members.members })
    .from(companies)
    .leftJoin(members, eq(members.companyId, companies.id))
    .orderBy(desc(companies.createdAt), desc(companies.id))
    .limit(COMPANY_LIST_LIMIT);
  return rows.map((row) => ({ ...row, members: Number(row.members ?? 0) }));
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

export async function changeCompanyPlan(db: Db, { companyId, planType, now }: { companyId: string; planType: PlanType; now: Date }) {
  const [row] = await db
    .update(companies)
    .set({ ...planChange(planType, now), updatedAt: now })
    .where(eq(companies.id, companyId))
    .returning(columns);
  return row ?? null;
}
