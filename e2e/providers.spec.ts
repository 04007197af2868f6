import { expect, test } from '@playwright/test';
import { startFakeApollo } from '../src/server/test/fakes/fake-apollo';
import type { FakeProviderServer } from '../src/server/test/fakes/fake-provider-server';
import { fakeCompanies } from '../src/server/test/fakes/fake-records';
import { signUpWithCompany } from './support/accounts';
import { toast } from './support/auth-ui';

// playwright.config.ts points the app's APOLLO_BASE_URL at this port; the fake speaks Apollo's documented shapes.
const APOLLO_PORT = Number(process.env.E2E_PORT) + 1000;
const APOLLO_KEY = 'e2e-apollo-key-7f2d9c41';
const COMPANIES = fakeCompanies(30);
const CONFIG = {
  productName: 'PipeCoach',
  productUrl: 'https://pipecoach.example',
  productDescription: 'Sales coaching software for small software teams',
  targetMarket: 'Small software companies with 11-500 employees in the United States',
  successIndustries: 'Software, SaaS',
  keyDecisionMakers: 'VP Sales, Head of Revenue',
};

let apollo: FakeProviderServer;
test.beforeAll(async () => {
  apollo = await startFakeApollo({ key: APOLLO_KEY, companies: COMPANIES, port: APOLLO_PORT });
});
test.afterAll(async () => {
  await apollo?.close();
});

test('an owner connects Apollo, discovers new organizations with source badges, and a repeat is served from the cache', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpWithCompany(page, 'Discover Labs');
  expect((await page.request.put('/api/configuration', { data: CONFIG })).status()).toBe(200);

  // No provider yet: the source is disabled, with one line pointing to Integrations.
  await page.goto('/dashboard/targeting');
  const card = page.getByTestId('analysis-card');
  await expect(card.getByLabel(/^Discover new organizations/)).toBeDisabled();
  await expect(card.getByTestId('discover-unavailable')).toContainText(
    'owners and admins connect one on the Integrations tab',
  );

  // Save the key, see it masked, test the connection.
  await card.getByRole('link', { name: 'Integrations tab' }).click();
  await expect(page).toHaveURL(/\/dashboard\/company\?tab=integrations$/);
  const row = page.getByTestId('provider-apollo');
  await expect(row).toContainText('Not connected');
  // A wrong key first: once Apollo refuses it, the row says so (never "connected") with Apollo's reason.
  await row.getByLabel('API key').fill('wrong-key-0000');
  await row.getByRole('button', { name: 'Save key' }).click();
  await expect(row.getByTestId('provider-apollo-state')).toHaveText('Not tested yet (your key)');
  await row.getByRole('button', { name: 'Test connection' }).click();
  await expect(row.getByRole('status')).toContainText('Apollo refused the API key');
  await expect(row.getByTestId('provider-apollo-state')).toHaveText('Key refused (your key)');
  await page.reload();
  await expect(row.getByTestId('provider-apollo-reason')).toHaveText('Apollo said: Invalid access credentials.');

  await row.getByLabel('Replace API key').fill(APOLLO_KEY);
  await row.getByRole('button', { name: 'Save key' }).click();
  await expect(toast(page, 'Apollo key saved')).toBeVisible();
  await expect(row.getByTestId('provider-apollo-state')).toHaveText('Not tested yet (your key)');
  await expect(row).toContainText('key ••••9c41');
  await expect(page.getByText(APOLLO_KEY)).toHaveCount(0);
  await row.getByRole('button', { name: 'Test connection' }).click();
  await expect(row.getByRole('status')).toContainText('Apollo accepted the key');
  await expect(row.getByTestId('provider-apollo-state')).toHaveText('Working with your key');

  // Discover: organizations the directory does not have, each with its source badge.
  await page.goto('/dashboard/targeting');
  await card.getByLabel(/^Discover new organizations/).check();
  const first = page.waitForResponse((r) => r.url().endsWith('/api/functions/organization-targeting'), {
    timeout: 150_000,
  });
  await card.getByRole('button', { name: 'Start AI Analysis' }).click();
  const answer = await first;
  expect(answer.status(), await answer.text()).toBe(200);
  const { discovery } = (await answer.json()) as { discovery: { cached: boolean; summary: string } };
  expect(discovery.cached).toBe(false);
  await expect(toast(page, 'Analysis Complete')).toContainText('30 new organizations discovered (Apollo 30)');
  const discovered = page
    .getByTestId('organization-card')
    .filter({ has: page.getByTestId('org-source').getByText('Apollo', { exact: true }) });
  await expect(discovered.first()).toBeVisible();
  expect(await discovered.count()).toBeGreaterThan(5);
  const names = new Set(COMPANIES.map((c) => c.name));
  for (const name of await discovered.locator('h3').allTextContents()) expect(names.has(name)).toBe(true);
  await expect(page.getByTestId('org-source').getByText('Directory', { exact: true }).first()).toBeVisible();

  // The same analysis again: answered from the cache, no call to Apollo.
  const calls = apollo.requests.length;
  await page.reload();
  await card.getByLabel(/^Discover new organizations/).check();
  const second = page.waitForResponse((r) => r.url().endsWith('/api/functions/organization-targeting'), {
    timeout: 150_000,
  });
  await card.getByRole('button', { name: 'Start AI Analysis' }).click();
  expect((await second).status()).toBe(200);
  await expect(toast(page, 'Analysis Complete').last()).toContainText(
    'Used cached provider results (no provider calls).',
  );
  expect(apollo.requests.length).toBe(calls);
});
