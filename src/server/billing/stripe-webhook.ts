import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { BILLING_MSG } from '#domain/plans';
import type { Deps } from '../context';
import type { Tx } from '../db/client';
import { stripeEvents } from '../db/schema/platform';
import { AppError } from '../errors';
import { findCompanyBySubscription, getCompanyBilling, updateCompanyBilling } from './company-billing';
import { webhookSecret } from './plan-table';
import { stripeClient, verifyWebhook } from './stripe-client';
import { changeForEvent, type BillingChange } from './webhook-changes';

export type WebhookOutcome = 'applied' | 'ignored' | 'duplicate';

export const INVALID_SIGNATURE = 'Invalid Stripe signature';

/**
 * Verifies a Stripe delivery and applies it once: the event id is recorded in stripe_events in the same
 * transaction as the company change, so a replay (or a concurrent second delivery) changes nothing.
 */
export async function handleStripeWebhook(
  deps: Deps,
  payload: string,
  signature: string | undefined,
): Promise<{ outcome: WebhookOutcome; event: Stripe.Event }> {
  const secret = webhookSecret(deps.env);
  const stripe = await stripeClient(deps.env);
  if (!secret || !stripe) throw new AppError('UNAVAILABLE', BILLING_MSG.notConfigured);

  let event: Stripe.Event;
  try {
    event = await verifyWebhook(payload, signature ?? '', secret);
  } catch {
    throw new AppError('BAD_REQUEST', INVALID_SIGNATURE);
  }

  const db = deps.database.db;
  const [seen] = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id));
  if (seen) return { outcome: 'duplicate', event };

  const now = deps.clock.now();
  // Stripe calls (e.g. reading the subscription) happen here, never inside the transaction below.
  const change = await changeForEvent(event, { env: deps.env, stripe, now });

  const outcome = await db.transaction(async (tx): Promise<WebhookOutcome> => {
    const company = change ? await targetCompany(tx, change) : null;
    const recorded = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, companyId: company?.id ?? null, processedAt: now })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (recorded.length === 0) return 'duplicate';
    if (change?.onceKey && company) {
      const first = await tx
        .insert(stripeEvents)
        .values({ id: change.onceKey, type: `${event.type}:once`, companyId: company.id, processedAt: now })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      if (first.length === 0) return 'duplicate';
    }
    const update = change && company ? change.update(company) : null;
    if (!company || !update || Object.keys(update).length === 0) return 'ignored';
    await updateCompanyBilling(tx, { companyId: company.id, update, now });
    return 'applied';
  });

  deps.logger.info('stripe event', { id: event.id, type: event.type, outcome });
  return { outcome, event };
}

function targetCompany(tx: Tx, change: BillingChange) {
  return 'companyId' in change.target
    ? getCompanyBilling(tx, { companyId: change.target.companyId, lock: true })
    : findCompanyBySubscription(tx, { subscriptionId: change.target.subscriptionId });
}
