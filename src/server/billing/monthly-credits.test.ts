import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_LIMITS } from '#domain/plans';
import { companies } from '../db/schema/companies';
import { PRICES } from './billing-test-env';
import { companyRow, createBillingTestApp, subscribedOwner, type BillingTestApp } from './billing.test-support';
import { addMonths, lastMonthlyAnniversary, refillYearlyPlanCredits } from './monthly-credits';

describe('addMonths and lastMonthlyAnniversary', () => {
  it('moves by calendar months and clamps to the month end', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2026-03-15T00:00:00Z'), 10).toISOString()).toBe('2027-01-15T00:00:00.000Z');
    expect(addMonths(new Date('2026-03-15T00:00:00Z'), -1).toISOString()).toBe('2026-02-15T00:00:00.000Z');
  });

  it('finds the latest anniversary at or before now', () => {
    const anchor = new Date('2026-01-10T12:00:00Z');
    expect(lastMonthlyAnniversary(anchor, new Date('2026-02-10T11:59:59Z')).months).toBe(0);
    expect(lastMonthlyAnniversary(anchor, new Date('2026-02-10T12:00:00Z'))).toEqual({
      months: 1,
      at: new Date('2026-02-10T12:00:00Z'),
    });
    expect(lastMonthlyAnniversary(anchor, new Date('2026-05-09T00:00:00Z'))).toEqual({
      months: 3,
      at: new Date('2026-04-10T12:00:00Z'),
    });
  });
});

describe('monthly credits for yearly plans', () => {
  let b: BillingTestApp;
  let now = new Date();
  const DAY = 86_400_000;
  beforeAll(async () => {
    b = await createBillingTestApp({}, { clock: { now: () => now } });
  });
  afterAll(async () => {
    await b.t.close();
    await b.fake.close();
  });

  it('a yearly subscription gets its plan credits again each month, not before, and only once per month', async () => {
    now = new Date();
    const owner = await subscribedOwner(b, 'yearly@refill-co.io', PRICES.starterYearly);
    const start = await companyRow(b.t, owner.companyId);
    expect(start).toMatchObject({
      planType: 'starter',
      billingInterval: 'yearly',
      creditsRemaining: PLAN_LIMITS.starter.credits,
    });
    const anchor = start.creditsRefilledAt!;
    await b.t.database.db.update(companies).set({ creditsRemaining: 12 }).where(eq(companies.id, owner.companyId));

    now = new Date(addMonths(anchor, 1).getTime() - 60_000);
    expect(await refillYearlyPlanCredits(b.t.deps)).toBe(0);
    expect((await companyRow(b.t, owner.companyId)).creditsRemaining).toBe(12);

    now = new Date(addMonths(anchor, 1).getTime() + 60_000);
    expect(await refillYearlyPlanCredits(b.t.deps)).toBe(1);
    const refilled = await companyRow(b.t, owner.companyId);
    expect(refilled.creditsRemaining).toBe(PLAN_LIMITS.starter.credits);
    expect(refilled.creditsRefilledAt).toEqual(addMonths(anchor, 1));

    await b.t.database.db.update(companies).set({ creditsRemaining: 3 }).where(eq(companies.id, owner.companyId));
    const [first, second] = await Promise.all([refillYearlyPlanCredits(b.t.deps), refillYearlyPlanCredits(b.t.deps)]);
    expect(first + second).toBe(0);
    expect((await companyRow(b.t, owner.companyId)).creditsRemaining).toBe(3);

    // The call from the dashboard sees the refilled credits.
    now = new Date(addMonths(anchor, 2).getTime() + DAY);
    expect(await refillYearlyPlanCredits(b.t.deps)).toBe(1);
    const me = await b.t.call('GET', '/api/me', undefined, owner.cookie);
    expect(me.status).toBe(200);
    expect(JSON.stringify(me.json)).toContain(`${PLAN_LIMITS.starter.credits}`);
  });

  it('leaves monthly, canceled, lapsed and trial companies alone', async () => {
    now = new Date();
    const monthly = await subscribedOwner(b, 'monthly@refill-co.io', PRICES.starterMonthly);
    const canceled = await subscribedOwner(b, 'canceled@refill-co.io', PRICES.professionalYearly);
    const lapsed = await subscribedOwner(b, 'lapsed@refill-co.io', PRICES.enterpriseYearly);
    const trial = await b.t.ownerWithCompany('trial@refill-co.io', 'Trial Refill', 'trial-refill');
    const { db } = b.t.database;
    await db.update(companies).set({ creditsRemaining: 1 });
    await db.update(companies).set({ subscriptionStatus: 'canceled' }).where(eq(companies.id, canceled.companyId));
    await db
      .update(companies)
      .set({ subscriptionExpiresAt: new Date(now.getTime() + 20 * DAY) })
      .where(eq(companies.id, lapsed.companyId));

    now = new Date(now.getTime() + 40 * DAY);
    await refillYearlyPlanCredits(b.t.deps);
    for (const id of [monthly.companyId, canceled.companyId, lapsed.companyId, trial.companyId]) {
      expect((await companyRow(b.t, id)).creditsRemaining).toBe(1);
    }
  });
});
