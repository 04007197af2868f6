import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MSG, PLAN_LIMITS } from '#domain/plans';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PRICES } from '../../billing/billing-test-env';
import {
  companyRow,
  createBillingTestApp,
  subscribedOwner,
  type BillingTestApp,
} from '../../billing/billing.test-support';
import { memberOf } from '../../test/join-company';

describe('billing without Stripe keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports billing as not configured, still lists the plans with display prices, and refuses checkout and portal', async () => {
    const owner = await t.ownerWithCompany('nokeys@acme-billing.io', 'No Keys', 'no-keys');
    const config = await t.call('GET', '/api/billing/config', undefined, owner.cookie);
    expect(config.status).toBe(200);
    expect(config.json).toMatchObject({ configured: false, canManage: true, hasBillingAccount: false });
    expect(config.json.plans.map((p: any) => [p.plan, p.credits, p.maxUsers])).toEqual([
      ['starter', 1000, 5],
      ['professional', 5000, 25],
      ['enterprise', 25000, 100],
    ]);
    expect(config.json.plans[0]).toMatchObject({
      monthly: { priceId: null, amount: 4900 },
      yearly: { priceId: null, amount: 49000 },
    });

    const checkout = await t.call('POST', '/api/functions/create-checkout', { priceId: 'price_x' }, owner.cookie);
    expect(checkout).toMatchObject({ status: 503, json: { message: BILLING_MSG.notConfigured } });
    const portal = await t.call('POST', '/api/functions/customer-portal', {}, owner.cookie);
    expect(portal).toMatchObject({ status: 503, json: { message: BILLING_MSG.notConfigured } });
  });

  it('answers a signed-out visitor in the spec words', async () => {
    const checkout = await t.call('POST', '/api/functions/create-checkout', { priceId: 'price_x' });
    expect(checkout).toMatchObject({ status: 401, json: { message: 'Please sign in to subscribe.' } });
    const portal = await t.call('POST', '/api/functions/customer-portal', {});
    expect(portal).toMatchObject({ status: 401, json: { message: 'Please sign in to manage subscription.' } });
    expect((await t.call('GET', '/api/billing/config')).status).toBe(401);
  });
});

describe('billing on Stripe (real SDK against the local fake API)', () => {
  let b: BillingTestApp;
  beforeAll(async () => {
    b = await createBillingTestApp({ PLAN_PRICES_JSON: JSON.stringify({ starter: { monthly: 2900 } }) });
  });
  afterAll(async () => {
    await b.t.close();
    await b.fake.close();
  });

  it('serves the configured plan table', async () => {
    const owner = await b.t.ownerWithCompany('config@acme-billing.io', 'Config Co', 'config-co');
    const config = await b.t.call('GET', '/api/billing/config', undefined, owner.cookie);
    expect(config.json.configured).toBe(true);
    expect(config.json.plans[0]).toEqual({
      plan: 'starter',
      credits: 1000,
      maxUsers: 5,
      monthly: { priceId: PRICES.starterMonthly, amount: 2900 },
      yearly: { priceId: PRICES.starterYearly, amount: 49000 },
    });
    expect(config.json.plans[2].yearly.priceId).toBe(PRICES.enterpriseYearly);
  });

  it('create-checkout makes one customer for the company, then a subscription Checkout session with the company and plan on it', async () => {
    const { t, fake } = b;
    const owner = await t.ownerWithCompany('checkout@acme-billing.io', 'Checkout Co', 'checkout-co');
    const first = await t.call(
      'POST',
      '/api/functions/create-checkout',
      { priceId: PRICES.professionalYearly },
      owner.cookie,
    );
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.url).toMatch(new RegExp(`^${fake.baseUrl}/checkout/cs_test_`));

    const customerCalls = fake.requests.filter((r) => r.path === '/v1/customers');
    const mine = customerCalls.filter((r) => r.body.metadata?.company_id === owner.companyId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      authorization: 'Bearer sk_test_scoutline',
      body: { name: 'Checkout Co', email: 'checkout@acme-billing.io' },
    });
    const customerId = (await companyRow(t, owner.companyId)).stripeCustomerId;
    expect(customerId).toMatch(/^cus_/);

    const sessionCall = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(sessionCall.body).toEqual({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: owner.companyId,
      line_items: [{ price: PRICES.professionalYearly, quantity: '1' }],
      metadata: { company_id: owner.companyId, plan: 'professional', interval: 'yearly' },
      subscription_data: { metadata: { company_id: owner.companyId, plan: 'professional', interval: 'yearly' } },
      success_url: 'http://localhost:3000/billing/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/dashboard/billing',
    });

    const second = await t.call(
      'POST',
      '/api/functions/create-checkout',
      { priceId: PRICES.starterMonthly },
      owner.cookie,
    );
    expect(second.status).toBe(200);
    expect(
      fake.requests.filter((r) => r.path === '/v1/customers' && r.body.metadata?.company_id === owner.companyId),
    ).toHaveLength(1);
    expect(fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.body.customer).toBe(customerId);
  });

  it('rejects an unknown or missing price with 422 before calling Stripe', async () => {
    const owner = await b.t.ownerWithCompany('badprice@acme-billing.io', 'Bad Price', 'bad-price');
    const before = b.fake.requests.length;
    const unknown = await b.t.call(
      'POST',
      '/api/functions/create-checkout',
      { priceId: 'price_somebody_else' },
      owner.cookie,
    );
    expect(unknown).toMatchObject({ status: 422, json: { message: BILLING_MSG.unknownPrice } });
    expect((await b.t.call('POST', '/api/functions/create-checkout', {}, owner.cookie)).status).toBe(422);
    expect(b.fake.requests.length).toBe(before);
  });

  it('lets only owners and admins subscribe or open the portal; members still read the plan table', async () => {
    const { t } = b;
    const owner = await t.ownerWithCompany('roles-owner@acme-billing.io', 'Roles Co', 'roles-co');
    const member = await memberOf(t, 'roles-member@acme-billing.io', owner.companyId, 'member');
    const checkout = await t.call(
      'POST',
      '/api/functions/create-checkout',
      { priceId: PRICES.starterMonthly },
      member.cookie,
    );
    expect(checkout.status).toBe(403);
    expect((await t.call('POST', '/api/functions/customer-portal', {}, member.cookie)).status).toBe(403);
    const config = await t.call('GET', '/api/billing/config', undefined, member.cookie);
    expect(config.json).toMatchObject({ configured: true, canManage: false });
  });

  it('customer-portal needs a billing account, then opens a portal session returning to the billing page', async () => {
    const { t, fake } = b;
    const owner = await t.ownerWithCompany('portal@acme-billing.io', 'Portal Co', 'portal-co');
    const none = await t.call('POST', '/api/functions/customer-portal', {}, owner.cookie);
    expect(none).toMatchObject({ status: 400, json: { message: BILLING_MSG.noBillingAccount } });

    await t.call('POST', '/api/functions/create-checkout', { priceId: PRICES.starterMonthly }, owner.cookie);
    const portal = await t.call('POST', '/api/functions/customer-portal', {}, owner.cookie);
    expect(portal.status, JSON.stringify(portal.json)).toBe(200);
    expect(portal.json.url).toMatch(new RegExp(`^${fake.baseUrl}/portal/bps_`));
    const call = fake.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)!;
    expect(call.body).toEqual({
      customer: (await companyRow(t, owner.companyId)).stripeCustomerId,
      return_url: 'http://localhost:3000/dashboard/billing',
    });
    expect((await t.call('GET', '/api/billing/config', undefined, owner.cookie)).json.hasBillingAccount).toBe(true);
  });

  it('answers Stripe failures with the spec messages', async () => {
    const { t, fake } = b;
    const owner = await t.ownerWithCompany('failing@acme-billing.io', 'Failing Co', 'failing-co');
    fake.failNext(500, 'Stripe is down');
    const checkout = await t.call(
      'POST',
      '/api/functions/create-checkout',
      { priceId: PRICES.starterMonthly },
      owner.cookie,
    );
    expect(checkout).toMatchObject({ status: 503, json: { message: BILLING_MSG.checkoutFailed } });

    await t.call('POST', '/api/functions/create-checkout', { priceId: PRICES.starterMonthly }, owner.cookie);
    fake.failNext(500, 'Stripe is down');
    const portal = await t.call('POST', '/api/functions/customer-portal', {}, owner.cookie);
    expect(portal).toMatchObject({ status: 503, json: { message: BILLING_MSG.portalFailed } });
  });

  it('a subscribed company changing plan confirms the switch of its subscription in the portal instead of starting a second one', async () => {
    const { t, fake } = b;
    const owner = await subscribedOwner(b, 'upgrade@acme-billing.io', PRICES.starterMonthly);
    const check = await t.call('POST', '/api/functions/check-subscription', {}, owner.cookie);
    expect(check.json).toMatchObject({ subscribed: true, plan_type: 'starter', subscription_status: 'active' });
    expect((await companyRow(t, owner.companyId)).maxUsers).toBe(PLAN_LIMITS.starter.maxUsers);

    const sessionsBefore = fake.sessions.size;
    const upgrade = await t.call(
      'POST',
      '/api/functions/create-checkout',
      { priceId: PRICES.enterpriseMonthly },
      owner.cookie,
    );
    expect(upgrade.status, JSON.stringify(upgrade.json)).toBe(200);
    expect(upgrade.json.url).toMatch(/\/portal\/bps_/);
    expect(fake.sessions.size).toBe(sessionsBefore);
    const flow = fake.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1)!.body.flow_data;
    const item = fake.subscriptions.get(owner.subscriptionId).items.data[0];
    expect(flow).toMatchObject({
      type: 'subscription_update_confirm',
      subscription_update_confirm: {
        subscription: owner.subscriptionId,
        items: [{ id: item.id, price: PRICES.enterpriseMonthly, quantity: '1' }],
      },
      after_completion: { type: 'redirect', redirect: { return_url: 'http://localhost:3000/billing/success' } },
    });

    const same = await t.call(
      'POST',
      '/api/functions/create-checkout',
      { priceId: PRICES.starterMonthly },
      owner.cookie,
    );
    expect(same.status).toBe(409);
  });
});
