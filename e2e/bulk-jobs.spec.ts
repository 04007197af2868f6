import { expect, test } from '@playwright/test';
import { startFakeApollo } from '../src/server/test/fakes/fake-apollo';
import { fakePeople } from '../src/server/test/fakes/fake-people';
import type { FakeProviderServer } from '../src/server/test/fakes/fake-provider-server';
import { signUpWithCompany } from './support/accounts';
import { domainOf, hasSite, rankDirectory } from './support/directory';

// playwright.config.ts points the app's APOLLO_BASE_URL at this port; the fake speaks Apollo's documented shapes.
const APOLLO_PORT = Number(process.env.E2E_PORT) + 1000;
const KEY = 'e2e-apollo-bulk-7e41';
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
  const organizations = await rankDirectory(page);
  const domains = organizations.filter(hasSite).map(domainOf);
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
