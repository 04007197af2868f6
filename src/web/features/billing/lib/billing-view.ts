import { PLAN_DISPLAY_NAMES, yearlyMonthlySaving, type BillingInterval, type PlanType } from '#domain/plans';
import { formatDate } from '../../../lib/format';

export type PlanAction = 'current' | 'upgrade' | 'get-started';

export const PLAN_ACTION_LABELS: Record<PlanAction, string> = {
  current: 'Current Plan',
  upgrade: 'Upgrade',
  'get-started': 'Get Started',
};

/** The current plan's button is disabled 'Current Plan'; others read 'Upgrade' when subscribed, else 'Get Started'. */
export function planAction(plan: string, subscription: { subscribed: boolean; plan_type: string }): PlanAction {
  if (!subscription.subscribed) return 'get-started';
  return subscription.plan_type === plan ? 'current' : 'upgrade';
}

/** US dollars from cents: whole amounts without decimals ($49), others with two ($8.17). */
export function formatMoney(cents: number): string {
  const dollars = cents / 100;
  const whole = Number.isInteger(dollars);
  return dollars.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
}

export type PriceView = { price: string; period: string; saving: string | null };

/** The price line of a plan card; yearly adds the per-month saving (price/10 − price/12). */
export function priceView(amount: number, interval: BillingInterval): PriceView {
  if (interval === 'monthly') return { price: formatMoney(amount), period: '/month', saving: null };
  return {
    price: formatMoney(amount),
    period: '/year',
    saving: `Save ${formatMoney(Math.round(yearlyMonthlySaving(amount)))}/month`,
  };
}

export const planName = (plan: string) => PLAN_DISPLAY_NAMES[plan as PlanType] ?? plan;

export { statusBadgeVariant, statusLabel } from '../../../lib/subscription-view';

/** 'Renews on …' while active, 'Ends on …' / 'Ended on …' when canceled; null without a date. */
export function renewalLabel(status: string, end: string | null, now = new Date()): string | null {
  if (!end || Number.isNaN(new Date(end).getTime())) return null;
  if (status === 'canceled') return `${new Date(end) < now ? 'Ended on' : 'Ends on'} ${formatDate(end)}`;
  return `${status === 'active' ? 'Renews on' : 'Paid through'} ${formatDate(end)}`;
}
