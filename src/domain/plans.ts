export const PLAN_TYPES = ['trial', 'starter', 'professional', 'enterprise'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'canceled', 'past_due'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Credits and seats per plan (prices and Stripe price ids come from configuration). */
export const PLAN_LIMITS: Record<PlanType, { credits: number; maxUsers: number }> = {
  trial: { credits: 100, maxUsers: 5 },
  starter: { credits: 1000, maxUsers: 5 },
  professional: { credits: 5000, maxUsers: 25 },
  enterprise: { credits: 25000, maxUsers: 100 },
};

export const TRIAL_CREDITS = PLAN_LIMITS.trial.credits;
export const TRIAL_MAX_USERS = PLAN_LIMITS.trial.maxUsers;
export const PAID_PLAN_DAYS = 30;

/** Dashboard credit bar: credits divided by 10, clamped to 0–100. */
export const creditBarValue = (credits: number) => Math.max(0, Math.min(100, credits / 10));

/** Plans sold through Stripe (trial is the free default, never checked out). */
export const PAID_PLANS = ['starter', 'professional', 'enterprise'] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];
export const isPaidPlan = (value: unknown): value is PaidPlan => PAID_PLANS.includes(value as PaidPlan);

export const BILLING_INTERVALS = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export const PLAN_DISPLAY_NAMES: Record<PlanType, string> = {
  trial: 'Free Trial',
  starter: 'Starter',
  professional: 'Professional',
  enterprise: 'Enterprise',
};

/**
 * Display prices in US cents when PLAN_PRICES_JSON does not set them; they must match the Stripe prices.
 * A year costs ten months, which is the 17% the Yearly toggle advertises.
 */
export const DEFAULT_PLAN_PRICES_CENTS: Record<PaidPlan, Record<BillingInterval, number>> = {
  starter: { monthly: 4_900, yearly: 49_000 },
  professional: { monthly: 14_900, yearly: 149_000 },
  enterprise: { monthly: 49_900, yearly: 499_000 },
};

export const YEARLY_SAVING_LABEL = 'Save 17%';

/** The yearly per-month saving the billing page shows: price/10 minus price/12 (administration section 2). */
export const yearlyMonthlySaving = (yearlyPrice: number) => yearlyPrice / 10 - yearlyPrice / 12;

/** The billing screens' words (core-workflow section 8, administration section 2). */
export const BILLING_MSG = {
  checkoutSignIn: { title: 'Authentication Required', description: 'Please sign in to subscribe.' },
  checkoutFailed: 'Failed to create checkout session',
  portalSignIn: 'Please sign in to manage subscription.',
  portalFailed: 'Failed to open customer portal',
  notConfigured: 'Billing is not configured on this server',
  unknownPrice: 'This price is not one of the plans on this server.',
  noBillingAccount: 'There is no billing account for this company yet. Choose a plan first.',
  success: { title: 'Subscription successful!', description: 'Your subscription has been activated. Welcome aboard!' },
} as const;
