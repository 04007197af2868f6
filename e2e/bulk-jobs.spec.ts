import { expect, test } from '@playwright/test';
import { startFakeApollo } from '../src/server/test/fakes/fake-apollo';
import { fakePeople } from '../src/server/test/fakes/fake-people';
import type { FakeProviderServer } from '../src/server/test/fakes/fake-provider-server';
import { signUpWithCompany } from './support/accounts';

// playwright.config.ts points the app's APOLLO_BASE_URL at this port; the fake speaks Apollo's documented shapes.
const APOLLO_PORT = Number(process.env.E2E_PORT) + 1000;
const KEY = 'e2e-apollo-bulk-7e41';
const CONFIG = {
  productName: 'PipeCoach',
  productUrl: 'https://pipecoach.example',
  productDescription: 'Sales coaching software for small software teams',
  targetMarket: 'Software companies in North America and Europe',
  successIndustries: 'Software, SaaS, developer tools',
  keyDecisionMakers: 'Chief Technology Officer, VP of Sales, Head of Engineering, Sales Operations Manager',
  salesCycle: '',
  pricingModel: '',
  metricsKpis: '',
  overallFeedback: '',
  competitors: '',
};

let apollo: FakeProviderServer | null = null;
test.afterAll(async () => {
  await apollo?.close();
});

/** Issue 19 item 2: select all matching organizations → Find contacts → progress in words → a result per row. */
test('Find contacts on all matching organizations runs as a job with progress and a result per row', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUpWithCompany(page, 'Bulk Finders');
  expect((await page.request.put('/api/configuration', { data: CONFIG })).status()).toBe(200);
  const targeting = await page.request.post('/api/functions/organization-targeting', {
    data: { ...CONFIG, source: 'directory' },
    timeout: 150_000,
  });
  expect(targeting.status(), await targeting.text()).toBe(200);
  const { organizations } = (await targeting.json()) as { organizations: { website: string | null }[] };
  const domains = organizations
    .filter((o) => o.website && /^https?:\/\//.test(o.website))
    .map((o) => new URL(o.website!).hostname.replace(/^www\./, ''));
  // Apollo knows people at two of them.
  apollo = await startFakeApollo({
    key: KEY,
    companies: [],
    people: [...fakePeople(3, domains[0]!), ...fakePeople(3, domains[1]!, 3)],
    port: APOLLO_PORT,
  });
  expect((await page.request.put('/api/integrations/apollo/key', { data: { apiKey: KEY } })).status()).toBe(200);

  await page.goto('/dashboard/all/organizations');
  const total = organizations.length;
  await expect(page.getByTestId('table-summary')).toHaveText(`${total} organizations`);
  await page.getByLabel('Select all on this page').check();
  const selectAll = page.getByRole('button', { name: `Select all ${total} matching organizations` });
  if (await selectAll.isVisible()) await selectAll.click();
  await page.getByTestId('bulk-bar').getByRole('button', { name: 'Find contacts' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Find contacts' }).click();

  const progress = page.getByTestId('bulk-job-progress');
  await expect(progress).toHaveText(new RegExp(`^Finding contacts: \\d+ of ${total} organizations, \\d+ people found`));
  await expect(progress).toHaveText(/Finished\.$/, { timeout: 180_000 });
  await expect(progress).toHaveText(
    new RegExp(`^Finding contacts: ${total} of ${total} organizations, [1-9]\\d* people found`),
  );
  const results = page.getByTestId('bulk-job-results');
  await expect(results.getByRole('row').filter({ hasText: 'Done' })).toHaveCount(2);
  await expect(results.getByRole('row').filter({ hasText: 'Nothing found' })).toHaveCount(Math.min(total, 50) - 2);
  await expect(page.getByTestId('bulk-job-counts')).toHaveText(
    `Done: 2 · Nothing found: ${total - 2} · Skipped: 0 · Failed: 0 · 2 credits used`,
  );
});
