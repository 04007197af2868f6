import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { isPaidPlan, PLAN_LIMITS } from '#domain/plans';
import type { Deps } from '../context';
import { companies } from '../db/schema/companies';

/** `date` moved `months` calendar months on (UTC), the day clamped to the target month's last day. */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(
    Date.UTC(
      date.getUTCFullYear(),
      date.getUTCMonth() + months,
      1,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

/** The latest monthly anniversary of `anchor` at or before `now`, and how many months on it is (0: none yet). */
export function lastMonthlyAnniversary(anchor: Date, now: Date): { months: number; at: Date } {
  let months = Math.max(
    0,
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + now.getUTCMonth() - anchor.getUTCMonth(),
  );
  while (months > 0 && addMonths(anchor, months) > now) months -= 1;
  return { months, at: addMonths(anchor, months) };
}

/**
 * Plans are sold as credits per month. Monthly subscriptions are refilled by each paid renewal (the
 * Stripe webhook); a yearly subscription is paid once a year, so its credits are refilled here, each
 * month after the last grant, while the subscription is active and its paid period has not ended.
 * The update is conditional on the anchor it read, so two workers never refill the same month twice.
 */
export async function refillYearlyPlanCredits(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const { db } = deps.database;
  const due = await db
    .select({ id: companies.id, planType: companies.planType, anchor: companies.creditsRefilledAt })
    .from(companies)
    .where(
      and(
        eq(companies.billingInterval, 'yearly'),
        eq(companies.subscriptionStatus, 'active'),
        isNotNull(companies.creditsRefilledAt),
        lte(companies.creditsRefilledAt, addMonths(now, -1)),
        or(isNull(companies.subscriptionExpiresAt), gt(companies.subscriptionExpiresAt, now)),
      ),
    );
  let refilled = 0;
  for (const company of due) {
    if (!isPaidPlan(company.planType) || !company.anchor) continue;
    const next = lastMonthlyAnniversary(company.anchor, now);
    if (next.months === 0) continue;
    const updated = await db
      .update(companies)
      .set({ creditsRemaining: PLAN_LIMITS[company.planType].credits, creditsRefilledAt: next.at, updatedAt: now })
      .where(and(eq(companies.id, company.id), eq(companies.creditsRefilledAt, company.anchor)))
      .returning({ id: companies.id });
    refilled += updated.length;
  }
  if (refilled > 0) deps.logger.info('refilled monthly credits of yearly plans', { count: refilled });
  return refilled;
}
