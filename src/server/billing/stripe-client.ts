import type Stripe from 'stripe';
import type { Env } from '../env';

/** Host, port and protocol for the SDK from STRIPE_API_BASE (a local fake in tests), or nothing for api.stripe.com. */
export function stripeConnection(apiBase: string | undefined): {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
} {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

const clients = new WeakMap<Env, Stripe>();

/** The SDK, loaded on first use (it is not needed to start the server). */
export const loadStripe = () => import('stripe').then((m) => m.default);

/** The Stripe SDK client for this configuration, or null when STRIPE_SECRET_KEY is unset. */
export async function stripeClient(env: Env): Promise<Stripe | null> {
  const key = env.STRIPE_SECRET_KEY?.trim();
  if (!key) return null;
  let client = clients.get(env);
  if (!client) {
    const Stripe = await loadStripe();
    client = new Stripe(key, {
      ...stripeConnection(env.STRIPE_API_BASE),
      maxNetworkRetries: 1,
      timeout: 20_000,
      appInfo: { name: 'Scoutline' },
    });
    clients.set(env, client);
  }
  return client;
}

/** Verifies a webhook delivery's signature and parses it; throws Stripe's signature error otherwise. */
export const verifyWebhook = async (payload: string, signature: string, secret: string): Promise<Stripe.Event> =>
  (await loadStripe()).webhooks.constructEvent(payload, signature, secret);
