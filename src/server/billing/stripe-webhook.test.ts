import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_LIMITS } from '#domain/plans';
import { companies } from '../db/schema/companies';
import { stripeEvents } from '../db/schema/platform';
import { createTestApp } from '../test/test-app';
import { PRICES, WEBHOOK_SECRET } from './billing-test-env';
import {
  companyRow,
  createBillingTestApp,
  postWebhook,
  subscribedOwner,
  type BillingTestApp,
} from './billing.test-support';
import { INVALID_SIGNATURE } from './stripe-webhook';

const DAY = 24 * 60 * 60;

describe('POST /api/stripe/webhook', () => {
  let b: BillingTestApp;
  beforeAll(async () => {
    b = await createBillingTestApp();
  });
  afterAll(async () => {
    await b.t.close();
    await b.fake.close();
  });

  const check = (cookie: string) =>
    b.t.call('POST', '/api/functions/check-subscription', {}, cookie).then((r) => r.json);
  const setCredits = (companyId: string, credits: number) =>
    b.t.database.db.update(companies).set({ creditsRemaining: credits }).where(eq(companies.id, companyId));

  it('checkout.session.completed gives the company the plan bought, refilled credits, active status and the period end', async () => {
    const { t, fake } = b;
    const owner = await t.ownerWithCompany('completed@acme-hooks.io', 'Completed Co', 'completed-co');
    const checkout = await t.call(
      'POST',
      '/api/functions/create-checkout',
      { priceId: PRICES.professionalMonthly },
      owner.cookie,
    );
    const session = fake.completeCheckout(String(checkout.json.url).split('/').at(-1)!, { periodDays: 31 });
    const event = fake.event('checkout.session.completed', session);
    const delivered = await postWebhook(t, event);
    expect(delivered).toMatchObject({ status: 200, json: { received: true, id: event.id, outcome: 'applied' } });

    const row = await companyRow(t, owner.companyId);
    const periodEnd = fake.subscriptions.get(session.subscription).items.data[0].current_period_end;
    expect(row).toMatchObject({
      planType: 'professional',
      maxUsers: 25,
      creditsRemaining: 5000,
      subscriptionStatus: 'active',
      stripeSubscriptionId: session.subscription,
    });
    expect(row.subscriptionExpiresAt?.getTime()).toBe(periodEnd * 1000);
    expect(
      fake.requests.some((r) => r.method === 'GET' && r.path === `/v1/subscriptions/${session.subscription}`),
    ).toBe(true);
    expect(await check(owner.cookie)).toEqual({
      subscribed: true,
      plan_type: 'professional',
      subscription_status: 'active',
      subscription_end: new Date(periodEnd * 1000).toISOString(),
    });
    const [recorded] = await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    expect(recorded).toMatchObject({ type: 'checkout.session.completed', companyId: owner.companyId });
  });

  it('rejects a bad, missing, stale or tampered signature with 400 and changes nothing', async () => {
    const { t, fake } = b;
    const owner = await t.ownerWithCompany('forged@acme-hooks.io', 'Forged Co', 'forged-co');
    const checkout = await t.call(
      'POST',
      '/api/functions/create-checkout',
      { priceId: PRICES.enterpriseYearly },
      owner.cookie,
    );
    const forged = fake.event('checkout.session.completed', fake.completeCheckout(checkout.json.url.split('/').at(-1)));
    const payload = JSON.stringify(forged);
    const attempts = [
      await postWebhook(t, forged, { secret: 'whsec_someone_else' }),
      await postWebhook(t, forged, { signature: null }),
      await postWebhook(t, forged, { signature: 't=1,v1=deadbeef' }),
      await postWebhook(t, forged, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      // Signed, then the body altered (a plan swapped in transit).
      await postWebhook(t, forged, {
        signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        payload: payload.replace('enterprise', 'starter'),
      }),
    ];
    for (const attempt of attempts)
      expect(attempt).toMatchObject({ status: 400, json: { message: INVALID_SIGNATURE } });
    expect(await companyRow(t, owner.companyId)).toMatchObject({
      planType: 'trial',
      subscriptionStatus: 'trial',
      creditsRemaining: 100,
    });
    expect(await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, forged.id))).toEqual([]);
  });

  it('a replayed event is a no-op, even after the company changed in between', async () => {
    const { t, fake } = b;
    const owner = await t.ownerWithCompany('replay@acme-hooks.io', 'Replay Co', 'replay-co');
    const checkout = await t.call(
      'POST',
      '/api/functions/create-checkout',
      { priceId: PRICES.starterMonthly },
      owner.cookie,
    );
    const event = fake.event('checkout.session.completed', fake.completeCheckout(checkout.json.url.split('/').at(-1)));
    expect((await postWebhook(t, event)).json.outcome).toBe('applied');
    await setCredits(owner.companyId, 7);
    const replay = await postWebhook(t, event);
    expect(replay).toMatchObject({ status: 200, json: { outcome: 'duplicate' } });
    expect((await companyRow(t, owner.companyId)).creditsRemaining).toBe(7);
    const [concurrentA, concurrentB] = await Promise.all([postWebhook(t, event), postWebhook(t, event)]);
    expect([concurrentA.json.outcome, concurrentB.json.outcome]).toEqual(['duplicate', 'duplicate']);
  });

  it('a paid renewal refills the credits and extends the expiry once; the twin invoice.payment_succeeded changes nothing more', async () => {
    const { t, fake } = b;
    const owner = await subscribedOwner(b, 'renewal@acme-hooks.io', PRICES.professionalMonthly);
    await setCredits(owner.companyId, 42);
    const invoice = fake.invoice(owner.subscriptionId, { billingReason: 'subscription_cycle', periodDays: 30 });
    expect((await postWebhook(t, fake.event('invoice.paid', invoice))).json.outcome).toBe('applied');
    let row = await companyRow(t, owner.companyId);
    expect(row).toMatchObject({
      planType: 'professional',
      creditsRemaining: PLAN_LIMITS.professional.credits,
      subscriptionStatus: 'active',
    });
    expect(row.subscriptionExpiresAt?.getTime()).toBe(invoice.lines.data[0].period.end * 1000);

    // Credits spent after the refill stay spent when Stripe's second event about the same payment arrives.
    await setCredits(owner.companyId, 4990);
    expect((await postWebhook(t, fake.event('invoice.payment_succeeded', invoice))).json.outcome).toBe('duplicate');
    row = await companyRow(t, owner.companyId);
    expect(row.creditsRemaining).toBe(4990);

    // The first invoice (subscription_create) is checkout's business: it refills nothing.
    await setCredits(owner.companyId, 10);
    const first = fake.invoice(owner.subscriptionId, { billingReason: 'subscription_create' });
    expect((await postWebhook(t, fake.event('invoice.paid', first))).json.outcome).toBe('ignored');
    expect((await companyRow(t, owner.companyId)).creditsRemaining).toBe(10);
  });

  it('a failed payment makes the subscription past_due (not subscribed) until a paid retry makes it active again', async () => {
    const { t, fake } = b;
    const owner = await subscribedOwner(b, 'pastdue@acme-hooks.io', PRICES.starterYearly);
    const invoice = fake.invoice(owner.subscriptionId, { paid: false, periodDays: 365 });
    expect((await postWebhook(t, fake.event('invoice.payment_failed', invoice))).json.outcome).toBe('applied');
    expect(await companyRow(t, owner.companyId)).toMatchObject({ subscriptionStatus: 'past_due', planType: 'starter' });
    expect(await check(owner.cookie)).toMatchObject({ subscribed: false, subscription_status: 'past_due' });

    expect((await postWebhook(t, fake.event('invoice.paid', { ...invoice, status: 'paid' }))).json.outcome).toBe(
      'applied',
    );
    expect(await check(owner.cookie)).toMatchObject({
      subscribed: true,
      subscription_status: 'active',
      plan_type: 'starter',
    });
  });

  it('customer.subscription.updated follows status, period and plan changes', async () => {
    const { t, fake } = b;
    const owner = await subscribedOwner(b, 'updated@acme-hooks.io', PRICES.starterMonthly);
    await setCredits(owner.companyId, 300);
    const periodEnd = Math.floor(Date.now() / 1000) + 40 * DAY;
    const upgraded = fake.updateSubscription(owner.subscriptionId, { priceId: PRICES.enterpriseMonthly, periodEnd });
    expect(
      (await postWebhook(t, fake.event('customer.subscription.updated', upgraded, { items: {} }))).json.outcome,
    ).toBe('applied');
    let row = await companyRow(t, owner.companyId);
    expect(row).toMatchObject({
      planType: 'enterprise',
      maxUsers: 100,
      creditsRemaining: 25000,
      subscriptionStatus: 'active',
    });
    expect(row.subscriptionExpiresAt?.getTime()).toBe(periodEnd * 1000);

    // A downgrade keeps the larger balance until the next renewal refills at the new plan's allowance.
    await setCredits(owner.companyId, 20000);
    const downgraded = fake.updateSubscription(owner.subscriptionId, {
      priceId: PRICES.professionalMonthly,
      status: 'past_due',
    });
    await postWebhook(t, fake.event('customer.subscription.updated', downgraded));
    row = await companyRow(t, owner.companyId);
    expect(row).toMatchObject({
      planType: 'professional',
      maxUsers: 25,
      creditsRemaining: 20000,
      subscriptionStatus: 'past_due',
    });
  });

  it('customer.subscription.deleted cancels: the plan stays on record, the expiry is when it ended, and check-subscription says not subscribed', async () => {
    const { t, fake } = b;
    const owner = await subscribedOwner(b, 'deleted@acme-hooks.io', PRICES.professionalYearly);
    const ended = fake.updateSubscription(owner.subscriptionId, { status: 'canceled' });
    expect((await postWebhook(t, fake.event('customer.subscription.deleted', ended))).json.outcome).toBe('applied');
    const row = await companyRow(t, owner.companyId);
    expect(row).toMatchObject({ planType: 'professional', subscriptionStatus: 'canceled' });
    expect(row.subscriptionExpiresAt?.getTime()).toBe(ended.ended_at * 1000);
    expect(await check(owner.cookie)).toMatchObject({
      subscribed: false,
      plan_type: 'professional',
      subscription_status: 'canceled',
    });
    // Subscribing again is a fresh checkout, not a plan switch of the ended subscription.
    const again = await t.call(
      'POST',
      '/api/functions/create-checkout',
      { priceId: PRICES.starterMonthly },
      owner.cookie,
    );
    expect(again.json.url).toMatch(/\/checkout\/cs_test_/);
  });

  it("events delivered out of order apply Stripe's current state, not the stale payload", async () => {
    const { t, fake } = b;
    const owner = await subscribedOwner(b, 'late@acme-hooks.io', PRICES.starterMonthly);
    const wentPastDue = fake.event(
      'customer.subscription.updated',
      fake.updateSubscription(owner.subscriptionId, { status: 'past_due' }),
    );
    const recovered = fake.event(
      'customer.subscription.updated',
      fake.updateSubscription(owner.subscriptionId, { status: 'active' }),
    );
    expect((await postWebhook(t, recovered)).json.outcome).toBe('applied');
    await postWebhook(t, wentPastDue);
    expect((await companyRow(t, owner.companyId)).subscriptionStatus).toBe('active');

    // A failed payment reported after a later payment already recovered the subscription changes nothing.
    const failed = fake.invoice(owner.subscriptionId, { paid: false });
    fake.updateSubscription(owner.subscriptionId, { status: 'active' });
    expect((await postWebhook(t, fake.event('invoice.payment_failed', failed))).json.outcome).toBe('ignored');
    expect(await check(owner.cookie)).toMatchObject({ subscribed: true, subscription_status: 'active' });
  });

  it('acknowledges events it does not act on, and events about subscriptions no company holds, without changing anything', async () => {
    const { t, fake } = b;
    const other = await postWebhook(
      t,
      fake.event('customer.created', fake.customers.values().next().value ?? { id: 'cus_x', object: 'customer' }),
    );
    expect(other).toMatchObject({ status: 200, json: { outcome: 'ignored' } });
    const owner = await subscribedOwner(b, 'stranger@acme-hooks.io', PRICES.starterMonthly);
    const stranger = { ...fake.subscriptions.get(owner.subscriptionId), id: 'sub_not_ours', status: 'canceled' };
    expect((await postWebhook(t, fake.event('customer.subscription.deleted', stranger))).json.outcome).toBe('ignored');
    expect((await companyRow(t, owner.companyId)).subscriptionStatus).toBe('active');
  });
});

describe('webhook without Stripe keys', () => {
  it('answers 503 and records nothing', async () => {
    const t = await createTestApp();
    try {
      const response = await postWebhook(t, {
        id: 'evt_1',
        type: 'invoice.paid',
        object: 'event',
        data: { object: {} },
      });
      expect(response.status).toBe(503);
      expect(await t.database.db.select().from(stripeEvents)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
