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
