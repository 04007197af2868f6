import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { BILLING_MSG } from '#domain/plans';
import type { AppEnv } from '../../context';
import { requireCompany } from '../../auth/middleware';
import { handleStripeWebhook } from '../../billing/stripe-webhook';
import { AppError } from '../../errors';
import { parseJson } from '../../validate';
import { BILLING_MANAGERS, createCheckout, getBillingConfig, openCustomerPortal } from './billing.service';

/** Signed in, or a 401 in the spec's words for this action. */
const signedIn = (message: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.get('user')) throw new AppError('UNAUTHORIZED', message);
    await next();
  });

const checkoutBody = z.object({ priceId: z.string().trim().min(1, 'A price is required').max(255) });

/**
 * Billing on Stripe: the plan table, create-checkout, customer-portal and the Stripe webhook.
 * Mounted at /api, so every guard is per route; the webhook is public and trusts only the signature.
 */
export const billingRoutes = new Hono<AppEnv>()
  .get('/billing/config', requireCompany(), async (c) => {
    return c.json(await getBillingConfig(c.get('deps'), { company: c.get('company'), role: c.get('role') }));
  })
  .post(
    '/functions/create-checkout',
    signedIn(BILLING_MSG.checkoutSignIn.description),
    requireCompany(BILLING_MANAGERS),
    async (c) => {
      const { priceId } = await parseJson(c, checkoutBody);
      return c.json(await createCheckout(c.get('deps'), { company: c.get('company'), user: c.get('user')!, priceId }));
    },
  )
  .post(
    '/functions/customer-portal',
    signedIn(BILLING_MSG.portalSignIn),
    requireCompany(BILLING_MANAGERS),
    async (c) => {
      return c.json(await openCustomerPortal(c.get('deps'), { company: c.get('company') }));
    },
  )
  .post('/stripe/webhook', async (c) => {
    // The signature covers the exact bytes Stripe sent, so the body is read raw, never re-serialized.
    const payload = await c.req.text();
    const { outcome, event } = await handleStripeWebhook(c.get('deps'), payload, c.req.header('stripe-signature'));
    return c.json({ received: true, id: event.id, outcome });
  });
