import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { yearlyMonthlySaving } from '#domain/plans';
import { loadEnv } from '../env';
import { billingPlans, isBillingConfigured, planForPrice } from './plan-table';
import { stripeConnection } from './stripe-client';

const env = (extra: Record<string, string> = {}) => loadEnv({ NODE_ENV: 'test', ...extra });

describe('the plan table', () => {
  it('takes credits and seats from the domain and price ids from configuration', () => {
    const table = billingPlans(env({ STRIPE_PRICE_PROFESSIONAL_YEARLY: ' price_pro_y ' }));
    expect(table.map((p) => [p.plan, p.credits, p.maxUsers])).toEqual([
      ['starter', 1000, 5],
      ['professional', 5000, 25],
      ['enterprise', 25000, 100],
    ]);
    expect(table[1]).toMatchObject({
      monthly: { priceId: null, amount: 14900 },
      yearly: { priceId: 'price_pro_y', amount: 149000 },
    });
  });

  it('maps a price id back to its plan and period', () => {
    const e = env({ STRIPE_PRICE_STARTER_MONTHLY: 'p_s_m', STRIPE_PRICE_ENTERPRISE_YEARLY: 'p_e_y' });
    expect(planForPrice(e, 'p_e_y')).toEqual({ plan: 'enterprise', interval: 'yearly' });
    expect(planForPrice(e, 'p_s_m')).toEqual({ plan: 'starter', interval: 'monthly' });
    expect(planForPrice(e, 'p_other')).toBeNull();
    expect(planForPrice(e, null)).toBeNull();
  });

  it('overrides display prices from PLAN_PRICES_JSON and rejects a malformed one with a clear message', () => {
    expect(billingPlans(env({ PLAN_PRICES_JSON: '{"enterprise":{"yearly":100000}}' }))[2]!.yearly.amount).toBe(100000);
    expect(() => billingPlans(env({ PLAN_PRICES_JSON: '{"gold":{"monthly":1}}' }))).toThrow(/PLAN_PRICES_JSON/);
    expect(() => billingPlans(env({ PLAN_PRICES_JSON: 'nope' }))).toThrow('PLAN_PRICES_JSON is not valid JSON');
  });

  it('is configured only with both Stripe secrets and at least one price id', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(isBillingConfigured(env())).toBe(false);
    expect(isBillingConfigured(env(keys))).toBe(false);
    expect(isBillingConfigured(env({ ...keys, STRIPE_PRICE_STARTER_MONTHLY: 'p' }))).toBe(true);
    expect(isBillingConfigured(env({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_STARTER_MONTHLY: 'p' }))).toBe(false);
  });

  it('shows the yearly per-month saving as price/10 minus price/12', () => {
    expect(yearlyMonthlySaving(1200)).toBe(20);
    expect(yearlyMonthlySaving(490)).toBeCloseTo(8.1667, 4);
  });
});

describe('the Stripe client', () => {
  it('points the SDK at STRIPE_API_BASE', () => {
    expect(stripeConnection(undefined)).toEqual({});
    expect(stripeConnection('http://127.0.0.1:4242')).toEqual({ host: '127.0.0.1', port: 4242, protocol: 'http' });
    expect(stripeConnection('https://stripe.internal')).toEqual({
      host: 'stripe.internal',
      port: 443,
      protocol: 'https',
    });
  });
});

// The fake serves Stripe's published fixtures, vendored so a fresh clone runs; they must not drift from ../shared.
const SHARED = new URL('../../../../shared/data/api_fixtures/stripe/fixtures3.json', import.meta.url);
describe.skipIf(!existsSync(SHARED))('the vendored Stripe fixtures', () => {
  it('equal the published ones in ../shared/data/api_fixtures/stripe', () => {
    const vendored = JSON.parse(
      readFileSync(new URL('../test/fixtures/stripe/fixtures.json', import.meta.url), 'utf8'),
    ).resources;
    const published = JSON.parse(readFileSync(SHARED, 'utf8')).resources;
    for (const resource of Object.keys(vendored)) expect(vendored[resource], resource).toEqual(published[resource]);
  });
});
