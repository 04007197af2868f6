import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Clock } from '../context';
import { companies } from '../db/schema/companies';
import { startFakeStripe, type FakeStripeServer } from '../test/fake-stripe-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { billingEnv, PRICES, WEBHOOK_SECRET } from './billing-test-env';

export type BillingTestApp = { t: TestApp; fake: FakeStripeServer };

/** A test app configured for billing against a fresh fake Stripe. */
export async function createBillingTestApp(
  extraEnv: Record<string, string> = {},
  options: { clock?: Clock } = {},
): Promise<BillingTestApp> {
  const fake = await startFakeStripe();
  const t = await createTestApp({ env: { ...billingEnv(fake), ...extraEnv }, clock: options.clock });
  return { t, fake };
}

/** POSTs `payload` to the webhook with a signature made by the real signing scheme (or the given header). */
export async function postWebhook(
  t: TestApp,
  event: unknown,
  options: { secret?: string; signature?: string | null; payload?: string; timestamp?: number } = {},
) {
  const payload = options.payload ?? JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? WEBHOOK_SECRET,
          timestamp: options.timestamp,
        })
      : options.signature;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers['stripe-signature'] = signature;
  const response = await t.app.request('/api/stripe/webhook', { method: 'POST', headers, body: payload });
  return { status: response.status, json: (await response.json()) as any };
}

/** The company row's billing columns. */
export async function companyRow(t: TestApp, companyId: string) {
  const [row] = await t.database.db.select().from(companies).where(eq(companies.id, companyId));
  return row!;
}

/** An owner who went through checkout for `priceId` and whose checkout.session.completed was applied. */
export async function subscribedOwner(
  { t, fake }: BillingTestApp,
  email: string,
  priceId: string = PRICES.professionalMonthly,
) {
  const owner = await t.ownerWithCompany(email, 'Acme Corp', email.split('@')[0]!.replace(/[^a-z0-9]+/g, '-'));
  const checkout = await t.call('POST', '/api/functions/create-checkout', { priceId }, owner.cookie);
  if (checkout.status !== 200) throw new Error(`checkout failed: ${JSON.stringify(checkout.json)}`);
  const sessionId = String(checkout.json.url).split('/').at(-1)!;
  const session = fake.completeCheckout(sessionId);
  const delivered = await postWebhook(t, fake.event('checkout.session.completed', session));
  if (delivered.json.outcome !== 'applied') throw new Error(`webhook not applied: ${JSON.stringify(delivered.json)}`);
  return { ...owner, sessionId, subscriptionId: session.subscription as string };
}
