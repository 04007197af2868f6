import type Stripe from 'stripe';
import { loadStripe } from '../../billing/stripe-client';
import type { Env } from '../../env';

const PRICE_KEYS = [
  'STRIPE_PRICE_STARTER_MONTHLY',
  'STRIPE_PRICE_STARTER_YEARLY',
  'STRIPE_PRICE_PROFESSIONAL_MONTHLY',
  'STRIPE_PRICE_PROFESSIONAL_YEARLY',
  'STRIPE_PRICE_ENTERPRISE_MONTHLY',
  'STRIPE_PRICE_ENTERPRISE_YEARLY',
] as const;

/** The price settings that are missing while a secret key is set. */
export const missingStripePrices = (env: Env) => PRICE_KEYS.filter((key) => !env[key]);

/** A Stripe client for a quick probe: short timeout, no retries; STRIPE_API_BASE points it at a fake in tests. */
async function probeClient(env: Env, timeoutMs: number): Promise<Stripe> {
  const Stripe = await loadStripe();
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
  return new Stripe(env.STRIPE_SECRET_KEY!, {
    timeout: timeoutMs,
    maxNetworkRetries: 0,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/** The cheapest authenticated call: list one price. Throws Stripe's error when the key or network fails. */
export async function pingStripe(env: Env, timeoutMs = 8_000): Promise<number> {
  const prices = await (await probeClient(env, timeoutMs)).prices.list({ limit: 1 });
  return prices.data.length;
}
