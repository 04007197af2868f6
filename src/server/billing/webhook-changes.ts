import type Stripe from 'stripe';
import { isPaidPlan, PAID_PLAN_DAYS, PLAN_LIMITS, type PaidPlan, type SubscriptionStatus } from '#domain/plans';
import type { Env } from '../env';
import type { CompanyBilling, CompanyBillingUpdate } from './company-billing';
import { planForPrice } from './plan-table';

/**
 * What one Stripe event does to a company: which company (the checkout's company id, or the company whose
 * current subscription the event is about) and the update, computed from the company's locked row.
 */
export type BillingChange = {
  target: { companyId: string } | { subscriptionId: string };
  update: (company: CompanyBilling) => CompanyBillingUpdate | null;
  /** Applies at most once per key, across event types (invoice.paid and invoice.payment_succeeded name one payment). */
  onceKey?: string;
};

export type ChangeContext = { env: Env; stripe: Stripe; now: Date };

const DAY_MS = 24 * 60 * 60 * 1000;
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);
const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** A paid plan's limits with its credits refilled (the refill dated, as the anchor of the next monthly refill). */
const planGrant = (plan: PaidPlan, now: Date) => ({
  planType: plan,
  maxUsers: PLAN_LIMITS[plan].maxUsers,
  creditsRemaining: PLAN_LIMITS[plan].credits,
  creditsRefilledAt: now,
});

/** Stripe's subscription status in the spec's terms; null where the company's status should not move. */
export function companyStatus(status: Stripe.Subscription.Status): SubscriptionStatus | null {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status === 'past_due' || status === 'unpaid') return 'past_due';
  if (status === 'canceled' || status === 'incomplete_expired') return 'canceled';
  return null;
}

function subscriptionTerms(env: Env, subscription: Stripe.Subscription) {
  const item = subscription.items.data[0];
  const priced = planForPrice(env, item?.price.id);
  return {
    plan: priced?.plan ?? null,
    interval: priced?.interval ?? null,
    periodEnd: fromUnix(item?.current_period_end),
  };
}

async function checkoutCompleted(session: Stripe.Checkout.Session, ctx: ChangeContext): Promise<BillingChange | null> {
  if (session.mode !== 'subscription' || session.payment_status === 'unpaid') return null;
  const companyId = session.client_reference_id ?? session.metadata?.company_id;
  const subscriptionId = idOf(session.subscription);
  if (!companyId || !subscriptionId) return null;
  // The subscription says which price was bought and when the period ends (fetched before any transaction opens).
  const subscription = await ctx.stripe.subscriptions.retrieve(subscriptionId);
  const terms = subscriptionTerms(ctx.env, subscription);
  const plan = terms.plan ?? (isPaidPlan(session.metadata?.plan) ? session.metadata.plan : null);
  if (!plan) return null;
  return {
    target: { companyId },
    update: () => ({
      ...planGrant(plan, ctx.now),
      billingInterval: terms.interval,
      subscriptionStatus: 'active',
      subscriptionExpiresAt: terms.periodEnd ?? new Date(ctx.now.getTime() + PAID_PLAN_DAYS * DAY_MS),
      stripeCustomerId: idOf(session.customer),
      stripeSubscriptionId: subscriptionId,
    }),
  };
}

const invoiceSubscriptionId = (invoice: Stripe.Invoice) =>
  idOf(invoice.parent?.subscription_details?.subscription) ??
  idOf((invoice as { subscription?: string | null }).subscription);

/** A paid renewal refills the plan's credits and moves the expiry to the new period's end. */
function invoicePaid(invoice: Stripe.Invoice, ctx: ChangeContext): BillingChange | null {
  const subscriptionId = invoiceSubscriptionId(invoice);
  if (!subscriptionId || invoice.billing_reason !== 'subscription_cycle') return null;
  const line = invoice.lines.data.find((l) => l.parent?.subscription_item_details) ?? invoice.lines.data[0];
  const pricePlan = planForPrice(ctx.env, idOf(line?.pricing?.price_details?.price))?.plan ?? null;
  const periodEnd = fromUnix(line?.period?.end);
  return {
    target: { subscriptionId },
    onceKey: `${invoice.id}:paid`,
    update: (company) => {
      const plan = pricePlan ?? (isPaidPlan(company.planType) ? company.planType : null);
      if (!plan) return null;
      return {
        ...planGrant(plan, ctx.now),
        subscriptionStatus: 'active',
        subscriptionExpiresAt: periodEnd ?? new Date(ctx.now.getTime() + PAID_PLAN_DAYS * DAY_MS),
      };
    },
  };
}

/**
 * Stripe does not deliver events in order, so subscription state is read from Stripe when the event is
 * handled rather than taken from the (possibly stale) payload; a subscription Stripe no longer knows
 * falls back to the payload. Other errors propagate, so the delivery fails and Stripe retries it.
 */
async function currentSubscription(ctx: ChangeContext, fromEvent: Stripe.Subscription): Promise<Stripe.Subscription> {
  try {
    return await ctx.stripe.subscriptions.retrieve(fromEvent.id);
  } catch (error) {
    if ((error as { code?: string }).code === 'resource_missing') return fromEvent;
    throw error;
  }
}

/** A failed payment makes the company past_due, unless a later payment has already made the subscription active again. */
async function invoicePaymentFailed(invoice: Stripe.Invoice, ctx: ChangeContext): Promise<BillingChange | null> {
  const subscriptionId = invoiceSubscriptionId(invoice);
  if (!subscriptionId) return null;
  const current = await currentSubscription(ctx, { id: subscriptionId, status: 'past_due' } as Stripe.Subscription);
  if (companyStatus(current.status) === 'active') return null;
  return { target: { subscriptionId }, update: () => ({ subscriptionStatus: 'past_due' }) };
}

/** Status, period and plan changes (from the portal or the dashboard); an upgrade grants the larger allowance at once. */
function subscriptionUpdated(subscription: Stripe.Subscription, ctx: ChangeContext): BillingChange {
  const terms = subscriptionTerms(ctx.env, subscription);
  const status = companyStatus(subscription.status);
  return {
    target: { subscriptionId: subscription.id },
    update: (company) => {
      const update: CompanyBillingUpdate = {};
      if (status) update.subscriptionStatus = status;
      if (terms.periodEnd) update.subscriptionExpiresAt = terms.periodEnd;
      if (terms.interval) update.billingInterval = terms.interval;
      if (terms.plan && terms.plan !== company.planType) {
        Object.assign(update, planGrant(terms.plan, ctx.now));
        update.creditsRemaining = Math.max(company.creditsRemaining, PLAN_LIMITS[terms.plan].credits);
      }
      return update;
    },
  };
}

/** The subscription has ended: canceled, the plan is kept for the record, and it expires when it ended. */
function subscriptionDeleted(subscription: Stripe.Subscription): BillingChange {
  const ended = fromUnix(subscription.ended_at) ?? fromUnix(subscription.items.data[0]?.current_period_end);
  return {
    target: { subscriptionId: subscription.id },
    update: (company) => ({
      subscriptionStatus: 'canceled',
      subscriptionExpiresAt: ended ?? company.subscriptionExpiresAt,
    }),
  };
}

/** The change an event makes, or null for events billing does not act on. */
export async function changeForEvent(event: Stripe.Event, ctx: ChangeContext): Promise<BillingChange | null> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return checkoutCompleted(event.data.object, ctx);
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
      return invoicePaid(event.data.object, ctx);
    case 'invoice.payment_failed':
      return invoicePaymentFailed(event.data.object, ctx);
    case 'customer.subscription.updated':
      return subscriptionUpdated(await currentSubscription(ctx, event.data.object), ctx);
    case 'customer.subscription.deleted':
      return subscriptionDeleted(await currentSubscription(ctx, event.data.object));
    default:
      return null;
  }
}
