import type Stripe from 'stripe';
import { BILLING_MSG } from '#domain/plans';
import { roleSatisfies, type CompanyRole } from '#domain/roles';
import type { CurrentCompany, Deps, SessionUser } from '../../context';
import { getCompanyBilling, linkStripeCustomer, type CompanyBilling } from '../../billing/company-billing';
import { billingPlans, isBillingConfigured, planForPrice, type BillingPlan } from '../../billing/plan-table';
import { stripeClient } from '../../billing/stripe-client';
import { AppError } from '../../errors';

export const BILLING_MANAGERS = { roles: ['owner', 'admin'] } as const satisfies { roles: readonly CompanyRole[] };

export type BillingConfig = {
  configured: boolean;
  canManage: boolean;
  hasBillingAccount: boolean;
  plans: BillingPlan[];
};

/** The plan table and what this member may do with it. */
export async function getBillingConfig(
  deps: Deps,
  { company, role }: { company: CurrentCompany; role: CompanyRole },
): Promise<BillingConfig> {
  const billing = await getCompanyBilling(deps.database.db, { companyId: company.id });
  return {
    configured: isBillingConfigured(deps.env),
    canManage: roleSatisfies(role, BILLING_MANAGERS),
    hasBillingAccount: Boolean(billing?.stripeCustomerId),
    plans: billingPlans(deps.env),
  };
}

async function configuredStripe(deps: Deps): Promise<Stripe> {
  const stripe = await stripeClient(deps.env);
  if (!stripe || !isBillingConfigured(deps.env)) throw new AppError('UNAVAILABLE', BILLING_MSG.notConfigured);
  return stripe;
}

/** Runs a Stripe call; a Stripe failure is logged and answered with the spec's message. */
async function stripeCall<T>(deps: Deps, message: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.logger.warn('stripe call failed', { message, error: error instanceof Error ? error.message : String(error) });
    throw new AppError('UNAVAILABLE', message);
  }
}

/** A subscription that is still running, so a plan change should move it rather than start a second one. */
const hasRunningSubscription = (
  billing: CompanyBilling,
): billing is CompanyBilling & { stripeSubscriptionId: string; stripeCustomerId: string } =>
  Boolean(
    billing.stripeSubscriptionId &&
    billing.stripeCustomerId &&
    billing.planType !== 'trial' &&
    billing.subscriptionStatus !== 'canceled',
  );

async function ensureCustomer(deps: Deps, stripe: Stripe, billing: CompanyBilling, user: SessionUser): Promise<string> {
  if (billing.stripeCustomerId) return billing.stripeCustomerId;
  const customer = await stripe.customers.create({
    name: billing.name,
    email: user.email,
    metadata: { company_id: billing.id },
  });
  return linkStripeCustomer(deps.database.db, { companyId: billing.id, customerId: customer.id });
}

/**
 * create-checkout: a Stripe Checkout session for `priceId`, or, when the company already pays for a
 * subscription, a customer-portal page confirming the switch of that subscription to the new price.
 */
export async function createCheckout(
  deps: Deps,
  { company, user, priceId }: { company: CurrentCompany; user: SessionUser; priceId: string },
): Promise<{ url: string }> {
  const stripe = await configuredStripe(deps);
  const match = planForPrice(deps.env, priceId);
  if (!match) throw new AppError('INVALID_INPUT', BILLING_MSG.unknownPrice);
  const billing = await getCompanyBilling(deps.database.db, { companyId: company.id });
  if (!billing) throw new AppError('NOT_FOUND', BILLING_MSG.checkoutFailed);
  const appUrl = deps.env.APP_URL.replace(/\/$/, '');
  const successUrl = `${appUrl}/billing/success?session_id={CHECKOUT_SESSION_ID}`;

  return stripeCall(deps, BILLING_MSG.checkoutFailed, async () => {
    if (hasRunningSubscription(billing)) {
      const subscription = await stripe.subscriptions.retrieve(billing.stripeSubscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`subscription ${subscription.id} has no items`);
      if (item.price.id === priceId) throw new AppError('CONFLICT', 'This is already your plan.');
      const portal = await stripe.billingPortal.sessions.create({
        customer: billing.stripeCustomerId,
        return_url: `${appUrl}/dashboard/billing`,
        flow_data: {
          type: 'subscription_update_confirm',
          subscription_update_confirm: {
            subscription: subscription.id,
            items: [{ id: item.id, price: priceId, quantity: 1 }],
          },
          after_completion: { type: 'redirect', redirect: { return_url: `${appUrl}/billing/success` } },
        },
      });
      return { url: portal.url };
    }
    const customer = await ensureCustomer(deps, stripe, billing, user);
    const metadata = { company_id: company.id, plan: match.plan, interval: match.interval };
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: company.id,
      line_items: [{ price: priceId, quantity: 1 }],
      metadata,
      subscription_data: { metadata },
      success_url: successUrl,
      cancel_url: `${appUrl}/dashboard/billing`,
    });
    if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
    return { url: session.url };
  });
}

/** customer-portal: a Stripe customer-portal session for the company's billing account. */
export async function openCustomerPortal(
  deps: Deps,
  { company }: { company: CurrentCompany },
): Promise<{ url: string }> {
  const stripe = await configuredStripe(deps);
  const billing = await getCompanyBilling(deps.database.db, { companyId: company.id });
  if (!billing?.stripeCustomerId) throw new AppError('BAD_REQUEST', BILLING_MSG.noBillingAccount);
  const customer = billing.stripeCustomerId;
  const returnUrl = `${deps.env.APP_URL.replace(/\/$/, '')}/dashboard/billing`;
  return stripeCall(deps, BILLING_MSG.portalFailed, async () => {
    const session = await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl });
    return { url: session.url };
  });
}
