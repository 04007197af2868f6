import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { companies } from '../db/schema/companies';

const billingColumns = {
  id: companies.id,
  name: companies.name,
  planType: companies.planType,
  creditsRemaining: companies.creditsRemaining,
  maxUsers: companies.maxUsers,
  subscriptionStatus: companies.subscriptionStatus,
  subscriptionExpiresAt: companies.subscriptionExpiresAt,
  stripeCustomerId: companies.stripeCustomerId,
  stripeSubscriptionId: companies.stripeSubscriptionId,
  billingInterval: companies.billingInterval,
  creditsRefilledAt: companies.creditsRefilledAt,
};

/** A company's plan state and its Stripe links. */
export type CompanyBilling = {
  id: string;
  name: string;
  planType: string;
  creditsRemaining: number;
  maxUsers: number;
  subscriptionStatus: string;
  subscriptionExpiresAt: Date | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  billingInterval: string | null;
  creditsRefilledAt: Date | null;
};

/** The columns a webhook may change. */
export type CompanyBillingUpdate = Partial<Omit<CompanyBilling, 'id' | 'name'>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One company's billing row (locked for the transaction with `lock`), or null. */
export async function getCompanyBilling(
  db: Db | Tx,
  { companyId, lock = false }: { companyId: string; lock?: boolean },
): Promise<CompanyBilling | null> {
  if (!UUID.test(companyId)) return null;
  const query = db.select(billingColumns).from(companies).where(eq(companies.id, companyId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The company whose current Stripe subscription is `subscriptionId` (row locked for the transaction), or null. */
export async function findCompanyBySubscription(
  db: Db | Tx,
  { subscriptionId }: { subscriptionId: string },
): Promise<CompanyBilling | null> {
  const [row] = await db
    .select(billingColumns)
    .from(companies)
    .where(eq(companies.stripeSubscriptionId, subscriptionId))
    .for('update');
  return row ?? null;
}

/** Links a Stripe customer to the company unless one is already linked; returns the linked id. */
export async function linkStripeCustomer(
  db: Db | Tx,
  { companyId, customerId }: { companyId: string; customerId: string },
): Promise<string> {
  const [updated] = await db
    .update(companies)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(companies.id, companyId), isNull(companies.stripeCustomerId)))
    .returning({ id: companies.stripeCustomerId });
  if (updated?.id) return updated.id;
  const current = await getCompanyBilling(db, { companyId });
  return current?.stripeCustomerId ?? customerId;
}

/** Applies a webhook's change to the company. */
export async function updateCompanyBilling(
  db: Db | Tx,
  { companyId, update, now }: { companyId: string; update: CompanyBillingUpdate; now: Date },
) {
  await db
    .update(companies)
    .set({ ...update, updatedAt: now })
    .where(eq(companies.id, companyId));
}
