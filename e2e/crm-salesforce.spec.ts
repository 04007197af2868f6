import { expect, test } from '@playwright/test';
import { startFakeSalesforce, type FakeSalesforce } from '../src/server/test/fakes/fake-salesforce';
import { signUpWithCompany } from './support/accounts';
import { DOCUFLOW_CONFIG as CONFIG, domainOf } from './support/directory';

// playwright.config.ts points the app's SALESFORCE_LOGIN_URL at this port; the fake speaks Salesforce's documented
// OAuth (web server flow: authorize, then the authorization_code grant) and REST shapes.
const SALESFORCE_PORT = Number(process.env.E2E_PORT) + 5000;
const APP_URL = `http://localhost:${process.env.E2E_PORT}`;
const APP = { clientId: '3MVG9e2e.connected.app.key.0001', clientSecret: 'E2E5ecret0A1B2C3D4E5F6' };
type Org = { id: string; name: string; website: string };

let salesforce: FakeSalesforce;
test.beforeAll(async () => {
  salesforce = await startFakeSalesforce({
    ...APP,
    // Nothing is pasted in this test: the only refresh token is the one the sign-in gives.
    refreshToken: '5Aep861unused-by-this-test-0000',
    callbackUrl: `${APP_URL}/dashboard/company/salesforce/callback`,
    orgName: 'Northwind',
    port: SALESFORCE_PORT,
  });
});
test.afterAll(async () => {
  await salesforce?.close();
});

test('connect Salesforce through its sign-in, send an organization, and see it badged after a sync', async ({
  page,
}) => {
  test.setTimeout(480_000);
  await signUpWithCompany(page, 'SF Labs');
  expect((await page.request.put('/api/configuration', { data: CONFIG })).status()).toBe(200);
  const targeting = await page.request.post('/api/functions/organization-targeting', {
    data: { ...CONFIG, source: 'directory' },
    timeout: 150_000,
  });
  expect(targeting.status(), await targeting.text()).toBe(200);
  const [org] = ((await targeting.json()) as { organizations: Org[] }).organizations;
  expect(org).toBeDefined();

  // The card shows the callback URL to list in the connected app; a denied sign-in is said in words.
  await page.goto('/dashboard/company?tab=integrations');
  const card = page.getByTestId('crm-card-salesforce');
  // The first visit loads the settings page's code: on a busy machine that takes a while.
  await expect(card.getByTestId('crm-status')).toHaveText('Not connected', { timeout: 60_000 });
  await expect(card.getByTestId('salesforce-callback-url')).toHaveText(
    `${APP_URL}/dashboard/company/salesforce/callback`,
  );
  await card.getByLabel('Consumer key').fill(APP.clientId);
  await card.getByLabel('Consumer secret').fill(APP.clientSecret);
  salesforce.denyNext();
  await card.getByRole('button', { name: 'Connect with Salesforce' }).click();
  await expect(card.getByTestId('crm-test-result')).toContainText('Salesforce says access was denied', {
    timeout: 30_000,
  });
  await expect(card.getByTestId('crm-status')).toHaveText('Not connected');

  // Allowed: back on the tab, connected, and Test connection's findings shown.
  await card.getByLabel('Consumer key').fill(APP.clientId);
  await card.getByLabel('Consumer secret').fill(APP.clientSecret);
  await card.getByRole('button', { name: 'Connect with Salesforce' }).click();
  await expect(page).toHaveURL(/\/dashboard\/company\?tab=integrations$/, { timeout: 30_000 });
  await expect(card.getByTestId('crm-test-result')).toHaveText('Salesforce org Northwind: 0 accounts', {
    timeout: 30_000,
  });
  await expect(card.getByTestId('crm-status')).toContainText('Connected to Salesforce org Northwind · token ending');
  expect(salesforce.requests.some((r) => r.body?.grant_type === 'authorization_code')).toBe(true);
  await expect(page.getByText(APP.clientSecret)).toHaveCount(0);

  // Send the organization from the table's bulk bar.
  await page.goto('/dashboard/targeting');
  await page.getByRole('radio', { name: 'Table' }).click();
  await page.getByLabel('Select row 1', { exact: true }).check();
  await page.getByTestId('bulk-bar').getByTestId('send-to-crm').click();
  const dialog = page.getByTestId('crm-push-dialog');
  await expect(dialog.getByRole('heading', { name: 'Sent to Salesforce' })).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toContainText('Created');
  await page.keyboard.press('Escape');
  const account = [...salesforce.records.Account.values()].find((a) =>
    String(a.Website ?? '').includes(domainOf(org!)),
  );
  expect(account, org!.name).toBeDefined();

  // Sync now pulls it back; the organization card carries the badge.
  await page.goto('/dashboard/company?tab=integrations');
  await card.getByRole('button', { name: 'Sync now' }).click();
  await expect(card.getByTestId('crm-sync-state')).toContainText('1 companies', { timeout: 20_000 });
  await page.goto('/dashboard/targeting');
  await page.getByRole('radio', { name: 'Cards' }).click();
  await expect(page.getByTestId('crm-badge').filter({ hasText: /^In Salesforce/ })).toHaveCount(1);
});
