import { z } from 'zod';
import {
  BILLING_INTERVALS,
  DEFAULT_PLAN_PRICES_CENTS,
  PAID_PLANS,
  PLAN_LIMITS,
  type BillingInterval,
  type PaidPlan,
} from '#domain/plans';
import type { Env } from '../env';

/** One billing period of a plan: its Stripe price id (null when not offered) and display amount in cents. */
export type PlanPrice = { priceId: string | null; amount: number };

/** A paid plan as sold on this server. */
export type BillingPlan = { plan: PaidPlan; credits: number; maxUsers: number; monthly: PlanPrice; yearly: PlanPrice };

const PRICE_ENV: Record<PaidPlan, Record<BillingInterval, keyof Env>> = {
  starter: { monthly: 'STRIPE_PRICE_STARTER_MONTHLY', yearly: 'STRIPE_PRICE_STARTER_YEARLY' },
  professional: { monthly: 'STRIPE_PRICE_PROFESSIONAL_MONTHLY', yearly: 'STRIPE_PRICE_PROFESSIONAL_YEARLY' },
  enterprise: { monthly: 'STRIPE_PRICE_ENTERPRISE_MONTHLY', yearly: 'STRIPE_PRICE_ENTERPRISE_YEARLY' },
};

const cents = z.number().int().nonnegative();
const pricesSchema = z
  .partialRecord(z.enum(PAID_PLANS), z.object({ monthly: cents.optional(), yearly: cents.optional() }).strict())
  .optional();

const setting = (env: Env, key: keyof Env) => {
  const value = env[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

function displayPrices(env: Env) {
  const raw = setting(env, 'PLAN_PRICES_JSON');
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('PLAN_PRICES_JSON is not valid JSON');
  }
  const result = pricesSchema.safeParse(parsed);
  if (!result.success)
    throw new Error(
      `PLAN_PRICES_JSON: ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  return result.data ?? {};
}

const cache = new WeakMap<Env, BillingPlan[]>();

/** The plan table: credits and seats from the domain, price ids and display prices from configuration. */
export function billingPlans(env: Env): BillingPlan[] {
  const cached = cache.get(env);
  if (cached) return cached;
  const overrides = displayPrices(env);
  const plans = PAID_PLANS.map((plan): BillingPlan => {
    const price = (interval: BillingInterval): PlanPrice => ({
      priceId: setting(env, PRICE_ENV[plan][interval]),
      amount: overrides[plan]?.[interval] ?? DEFAULT_PLAN_PRICES_CENTS[plan][interval],
    });
    return { plan, ...PLAN_LIMITS[plan], monthly: price('monthly'), yearly: price('yearly') };
  });
  cache.set(env, plans);
  return plans;
}

/** The plan and period a Stripe price id belongs to, or null for a price this server does not sell. */
export function planForPrice(
  env: Env,
  priceId: string | null | undefined,
): { plan: PaidPlan; interval: BillingInterval } | null {
  if (!priceId) return null;
  for (const entry of billingPlans(env)) {
    for (const interval of BILLING_INTERVALS) {
      if (entry[interval].priceId === priceId) return { plan: entry.plan, interval };
    }
  }
  return null;
}

/** Billing works when Stripe keys are set and at least one plan has a price id. */
export function isBillingConfigured(env: Env): boolean {
  if (!setting(env, 'STRIPE_SECRET_KEY') || !setting(env, 'STRIPE_WEBHOOK_SECRET')) return false;
  return billingPlans(env).some((p) => p.monthly.priceId || p.yearly.priceId);
}

/** The webhook signing secret, or null when unset. */
export const webhookSecret = (env: Env) => setting(env, 'STRIPE_WEBHOOK_SECRET');
