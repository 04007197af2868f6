import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  planAction,
  PLAN_ACTION_LABELS,
  priceView,
  renewalLabel,
  statusBadgeVariant,
} from './billing-view';

describe('billing view helpers', () => {
  it('labels plan buttons: Current Plan, Upgrade when subscribed, Get Started otherwise', () => {
    const subscribed = { subscribed: true, plan_type: 'professional' };
    expect(planAction('professional', subscribed)).toBe('current');
    expect(planAction('enterprise', subscribed)).toBe('upgrade');
    expect(planAction('starter', subscribed)).toBe('upgrade');
    // A canceled or past-due plan is not current: choosing it again is a fresh subscription.
    expect(planAction('professional', { subscribed: false, plan_type: 'professional' })).toBe('get-started');
    expect(planAction('starter', { subscribed: false, plan_type: 'trial' })).toBe('get-started');
    expect(PLAN_ACTION_LABELS).toEqual({ current: 'Current Plan', upgrade: 'Upgrade', 'get-started': 'Get Started' });
  });

  it('formats prices in dollars and the yearly per-month saving as price/10 − price/12', () => {
    expect(formatMoney(4900)).toBe('$49');
    expect(formatMoney(817)).toBe('$8.17');
    expect(formatMoney(499000)).toBe('$4,990');
    expect(priceView(4900, 'monthly')).toEqual({ price: '$49', period: '/month', saving: null });
    // $490 a year: 49.00 − 40.83 = 8.17 a month.
    expect(priceView(49000, 'yearly')).toEqual({ price: '$490', period: '/year', saving: 'Save $8.17/month' });
    expect(priceView(120000, 'yearly').saving).toBe('Save $20/month');
  });

  it('uses the default badge only for active', () => {
    expect(statusBadgeVariant('active')).toBe('default');
    for (const status of ['trial', 'canceled', 'past_due']) expect(statusBadgeVariant(status)).toBe('secondary');
  });

  it('describes the subscription end by status', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    expect(renewalLabel('active', '2026-04-01T12:00:00Z', now)).toBe('Renews on Apr 1, 2026');
    expect(renewalLabel('past_due', '2026-04-01T12:00:00Z', now)).toBe('Paid through Apr 1, 2026');
    expect(renewalLabel('canceled', '2026-04-01T12:00:00Z', now)).toBe('Ends on Apr 1, 2026');
    expect(renewalLabel('canceled', '2026-02-01T12:00:00Z', now)).toBe('Ended on Feb 1, 2026');
    expect(renewalLabel('trial', null, now)).toBeNull();
  });
});
