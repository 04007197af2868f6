import { expect, test } from '@playwright/test';
import { startFakeApollo } from '../src/server/test/fakes/fake-apollo';
import type { FakePerson } from '../src/server/test/fakes/fake-people';
import type { FakeProviderServer } from '../src/server/test/fakes/fake-provider-server';
import { signUpWithCompany } from './support/accounts';
import { toast } from './support/auth-ui';

// playwright.config.ts points the app's APOLLO_BASE_URL at this port; the fake speaks Apollo's documented shapes.
const APOLLO_PORT = Number(process.env.E2E_PORT) + 1000;
const APOLLO_KEY = 'e2e-apollo-key-deep-5b1e';
const ADA: FakePerson = {
  id: 'p0001adaexample',
  firstName: 'Ada',
  lastName: 'Example',
  title: 'VP Engineering',
  seniority: 'executive',
  email: 'ada@example-contact.io',
  hunterStatus: 'valid',
  linkedin: 'https://www.linkedin.com/in/ada-example-e2e',
  city: 'Austin',
  domain: 'example-contact.io',
};
const CONFIG = {
  productName: 'DocuFlow',
  productUrl: 'https://docuflow.example.com',
  productDescription: 'Developer documentation platform for API-first software companies.',
  targetMarket: 'B2B SaaS and developer tools companies',
  successIndustries: 'Software',
  keyDecisionMakers: 'VP Engineering, Head of Developer Relations',
};

let apollo: FakeProviderServer;
test.beforeAll(async () => {
  apollo = await startFakeApollo({ key: APOLLO_KEY, companies: [], people: [ADA], port: APOLLO_PORT });
});
test.afterAll(async () => {
  await apollo?.close();
});

/**
 * Deep research with Apollo connected, as the user sees it: Professional Background holds the employment history
 * with "Apollo" and its date as the source, the location is filled with its source, and a section nobody filled
 * says "Not available from public sources".
 */
test('deep research shows the employment history Apollo returned, each section with its source', async ({ page }) => {
  test.setTimeout(240_000);
  await signUpWithCompany(page, 'Deep Enrichment Co');
  expect((await page.request.put('/api/integrations/apollo/key', { data: { apiKey: APOLLO_KEY } })).status()).toBe(200);
  expect((await page.request.put('/api/configuration', { data: CONFIG })).status()).toBe(200);
  const targeting = await page.request.post('/api/functions/organization-targeting', {
    data: { ...CONFIG, source: 'directory' },
    timeout: 150_000,
  });
  expect(targeting.status(), await targeting.text()).toBe(200);
  const top = ((await targeting.json()) as { organizations: { id: string; name: string }[] }).organizations[0]!;
  const csv = `Name,Title,Email,Company\nAda Example,VP Engineering,${ADA.email},"${top.name}"\n`;
  const mapping = { columns: { name: 'Name', title: 'Title', email: 'Email', companyName: 'Company' } };
  expect((await page.request.post('/api/imports/contacts', { data: { csv, mapping } })).status()).toBe(200);

  await page.goto(`/dashboard/contacts?org=${top.id}`);
  await page.getByRole('button', { name: 'Discover Contacts' }).click();
  await expect(page.getByText('Ada Example').first()).toBeVisible({ timeout: 90_000 });
  await page
    .getByTestId('contact-card')
    .filter({ hasText: 'Ada Example' })
    .getByRole('button', { name: 'View Full Profile' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Research Contact' }).click();
  await expect(toast(page, 'Research Complete!')).toBeVisible({ timeout: 90_000 });

  const background = dialog.getByTestId('profile-professionalBackground');
  await expect(background).toContainText('VP Engineering, example-contact.io · Mar 2021 – present');
  await expect(background).toContainText('Senior Consultant, Globex Systems · Jun 2016 – Feb 2021');
  await expect(background.getByTestId('section-source')).toContainText(
    /^Source: Apollo · [A-Z][a-z]{2} \d{1,2}, \d{4}/,
  );
  const education = dialog.getByTestId('profile-educationBackground');
  await expect(education).toContainText('Not available from public sources');
  await expect(education.getByTestId('section-source')).toHaveCount(0);
  await expect(dialog.getByTestId('profile-field-sources')).toContainText('Location · Apollo');
  expect(apollo.requests.filter((r) => r.path === '/api/v1/people/match' && r.body?.email === ADA.email)).toHaveLength(
    1,
  );
});
