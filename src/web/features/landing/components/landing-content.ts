import { PLAN_LIMITS, PLAN_TYPES, type PlanType } from '#domain/plans';

/** The spec's marketing figures (administration section 9). */
export const LANDING_FIGURES = [
  { value: '95%', label: 'Accuracy' },
  { value: '3x', label: 'Faster research' },
  { value: '50%', label: 'Higher response rates' },
] as const;

export type PlanSummary = { plan: PlanType; name: string; credits: string; seats: string; highlight: boolean };

const PLAN_NAMES: Record<PlanType, string> = {
  trial: 'Free Trial',
  starter: 'Starter',
  professional: 'Professional',
  enterprise: 'Enterprise',
};

const grouped = (n: number) => n.toLocaleString('en-US');

/** One line per plan, from the plan table (prices live in billing configuration, so none here). */
export function planSummaries(): PlanSummary[] {
  return PLAN_TYPES.map((plan) => {
    const { credits, maxUsers } = PLAN_LIMITS[plan];
    const trial = plan === 'trial';
    return {
      plan,
      name: PLAN_NAMES[plan],
      credits: trial ? `${grouped(credits)} AI research credits` : `${grouped(credits)} credits per month`,
      seats: trial ? `${maxUsers} users` : `Up to ${maxUsers} members`,
      highlight: trial,
    };
  });
}
