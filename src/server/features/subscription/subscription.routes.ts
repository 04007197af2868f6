import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireCompany } from '../../auth/middleware';

/** check-subscription: the current company's real plan state. */
export const subscriptionRoutes = new Hono<AppEnv>().post('/functions/check-subscription', requireCompany(), (c) => {
  const company = c.get('company');
  const expires = company.subscriptionExpiresAt;
  const active =
    company.subscriptionStatus === 'active' &&
    company.planType !== 'trial' &&
    (!expires || expires > c.get('deps').clock.now());
  return c.json({
    subscribed: active,
    plan_type: company.planType,
    subscription_status: company.subscriptionStatus,
    subscription_end: expires ? expires.toISOString() : null,
  });
});
