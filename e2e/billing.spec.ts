import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { BILLING_MSG } from '../src/domain/plans';
import { billingEnv, PRICES, WEBHOOK_SECRET } from '../src/server/billing/billing-test-env';
import { startFakeStripe, type FakeStripeServer } from '../src/server/test/fake-stripe-server';
import { signUpWithCompany } from './support/accounts';

type BillingServer = { url: string; fake: FakeStripeServer };

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function waitForHealth(url: string, child: ChildProcess, log: () => string) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`billing server exited (${child.exitCode}):\n${log()}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`billing server did not start:\n${log()}`);
}

/**
 * A second app server with Stripe configured against a local fake Stripe API (the suite's own
 * server runs without keys). It reuses the front end the suite's web server has just built.
 */
const stripeTest = base.extend<{ billing: BillingServer }, { billingServer: BillingServer }>({
  billingServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const webDist = process.env.E2E_WEB_DIST ?? `.e2e/${process.env.E2E_PORT}/web`;
      if (!existsSync(path.join(webDist, 'index.html'))) throw new Error(`no built front end in ${webDist}`);
      const fake = await startFakeStripe();
      const port = await freePort();
      const url = `http://localhost:${port}`;
      const dataDir = mkdtempSync(path.join(tmpdir(), 'scoutline-billing-e2e-'));
      const { DATABASE_URL: _ignored, ...inherited } = process.env;
      let output = '';
      const child = spawn('node_modules/.bin/tsx', ['src/server/main.ts'], {
        env: {
          ...inherited,
          ...billingEnv(fake),
          PORT: String(port),
          APP_URL: url,
          DATA_DIR: dataDir,
          WEB_DIST_DIR: webDist,
          DEV_OUTBOX_API: 'true',
          WEB_READER_DNS_SERVERS: '127.0.0.1:9',
          LOG_LEVEL: 'warn',
        },
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (d) => (output += d));
      child.stderr?.on('data', (d) => (output += d));
      fake.webhookTarget = { url: `${url}/api/stripe/webhook`, secret: WEBHOOK_SECRET };
      try {
        await waitForHealth(url, child, () => output);
        await use({ url, fake });
      } finally {
        // The server runs in its own process group (tsx and its node child): stop that group only.
        const exited = new Promise((r) => child.once('exit', r));
        if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
        await fake.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  billing: async ({ billingServer }, use) => use(billingServer),
  // Pages and API helpers in these tests talk to the billing server.
  baseURL: async ({ billingServer }, use) => use(billingServer.url),
  // The server's CSRF guard wants its own Origin on API writes.
  extraHTTPHeaders: async ({ billingServer }, use) => use({ origin: billingServer.url }),
});

const planCard = (page: Page, plan: string) => page.getByTestId(`plan-card-${plan}`);

base('without Stripe keys the billing page says so and offers no payment buttons', async ({ page }) => {
  await signUpWithCompany(page, 'Keyless Billing');
  await page.goto('/billing');
  await expect(page).toHaveURL(/\/dashboard\/billing$/);
  await expect(page.getByTestId('billing-not-configured')).toContainText(BILLING_MSG.notConfigured);
  await expect(page.getByTestId('current-plan')).toHaveText('Free Trial');
  await expect(planCard(page, 'enterprise')).toContainText('25,000 credits per month');
  await page.getByRole('radio', { name: /Yearly/ }).click();
  await expect(planCard(page, 'starter').getByTestId('plan-saving')).toHaveText('Save $8.17/month');
  await expect(page.getByRole('button', { name: /Get Started|Upgrade|Current Plan|Manage Subscription/ })).toHaveCount(
    0,
  );
});

stripeTest(
  'checkout in a new tab, a signed webhook upgrading the plan, both seen on the dashboard',
  async ({ page, billing }) => {
    stripeTest.setTimeout(120_000);
    const { fake, url } = billing;
    await signUpWithCompany(page, 'Acme Billing');
    await expect(page.getByTestId('company-plan')).toHaveText(/^trial$/i);

    await page.goto('/dashboard/billing');
    await expect(page.getByTestId('current-plan')).toHaveText('Free Trial');
    await page.getByRole('radio', { name: /Yearly/ }).click();
    const professional = planCard(page, 'professional');
    await expect(professional.getByTestId('plan-price')).toHaveText('$1,490');

    // A Stripe failure: the spec's toast, no new tab.
    fake.failNext(500, 'Stripe is down');
    await professional.getByRole('button', { name: 'Get Started' }).click();
    await expect(page.getByText(BILLING_MSG.checkoutFailed)).toBeVisible();

    const popupOpened = page.waitForEvent('popup');
    await professional.getByRole('button', { name: 'Get Started' }).click();
    const checkout = await popupOpened;
    await expect(checkout).toHaveURL(new RegExp(`^${fake.baseUrl}/checkout/cs_test_`));
    const session = [...fake.sessions.values()].at(-1);
    expect(session.line_items_requested).toEqual([{ price: PRICES.professionalYearly, quantity: '1' }]);

    // Paying delivers checkout.session.completed (signed) to the server, then Stripe returns to /billing/success.
    await checkout.getByRole('button', { name: 'Pay and subscribe' }).click();
    await expect(checkout).toHaveURL(new RegExp(`^${url}/billing/success\\?session_id=${session.id}$`));
    await expect(checkout.getByRole('heading', { name: 'Subscription Successful!' })).toBeVisible();
    await expect(checkout.getByText(BILLING_MSG.success.description)).toBeVisible();
    await expect(checkout.getByTestId('success-plan')).toContainText('Professional plan');
    expect(fake.deliveries.at(-1)).toMatchObject({ status: 200, body: { outcome: 'applied' } });

    await checkout.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(checkout).toHaveURL(`${url}/dashboard`);
    await expect(checkout.getByTestId('company-plan')).toHaveText(/^professional$/i);
    await expect(checkout.getByTestId('credits-remaining')).toHaveText('5,000');
    await expect(checkout.getByTestId('subscription-status')).toHaveText(/^active$/i);
    await checkout.close();

    // Back on the billing tab: the plan is current, the others are upgrades, the portal is offered.
    await page.bringToFront();
    await page.reload();
    await expect(professional.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await expect(planCard(page, 'enterprise').getByRole('button', { name: 'Upgrade' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Manage Subscription' })).toBeVisible();

    // A replayed delivery changes nothing; the plan switch to Enterprise arrives as a signed webhook from the test.
    expect((await fake.deliver(fake.deliveries.at(-1)!.event)).body.outcome).toBe('duplicate');
    const upgraded = fake.updateSubscription(session.subscription, { priceId: PRICES.enterpriseMonthly });
    expect((await fake.deliver(fake.event('customer.subscription.updated', upgraded))).body.outcome).toBe('applied');
    await page.goto('/dashboard');
    await expect(page.getByTestId('company-plan')).toHaveText(/^enterprise$/i);
    await expect(page.getByTestId('credits-remaining')).toHaveText('25,000');
    await expect(page.getByTestId('subscription-plan')).toHaveText(/^enterprise$/i);
  },
);
