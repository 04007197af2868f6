import { expect, test } from '@playwright/test';
import { startFakeHunter } from '../src/server/test/fakes/fake-hunter';
import { fakePeople } from '../src/server/test/fakes/fake-people';
import type { FakeProviderServer } from '../src/server/test/fakes/fake-provider-server';
import { signUpWithCompany } from './support/accounts';

// playwright.config.ts points the app's HUNTER_BASE_URL at this port; the fake speaks Hunter's documented shapes.
const HUNTER_PORT = Number(process.env.E2E_PORT) + 3000;
const KEY = 'e2e-hunter-finder-2c9d';
const people = fakePeople(2, 'finder-e2e.example');

let hunter: FakeProviderServer | null = null;
test.afterAll(async () => {
  await hunter?.close();
});

/** Issue 19 item 5: a person's work e-mail by name and domain, with status, score and source; or not found. */
test('Find an e-mail gives the address with its status, score and source, or says nobody has it', async ({ page }) => {
  await signUpWithCompany(page, 'Finder Labs');
  hunter = await startFakeHunter({ key: KEY, people: people.slice(0, 1), mailboxes: people, port: HUNTER_PORT });
  expect((await page.request.put('/api/integrations/hunter/key', { data: { apiKey: KEY } })).status()).toBe(200);

  await page.goto('/dashboard/all/contacts');
  await page.getByRole('button', { name: 'Find an e-mail' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full name').fill(`${people[0]!.firstName} ${people[0]!.lastName}`);
  await dialog.getByLabel('Organization domain').fill('finder-e2e.example');
  await dialog.getByRole('button', { name: 'Find e-mail' }).click();
  const result = page.getByTestId('email-finder-result');
  await expect(result).toContainText(people[0]!.email);
  await expect(result).toContainText('Verified');
  await expect(result).toContainText('Hunter e-mail finder');
  await expect(result.getByRole('button', { name: 'Save as contact' })).toBeVisible();

  await dialog.getByLabel('Full name').fill(`${people[1]!.firstName} ${people[1]!.lastName}`);
  await dialog.getByRole('button', { name: 'Find e-mail' }).click();
  await expect(result).toContainText('No source has this person’s work e-mail');
  await expect(result.getByRole('button', { name: 'Save as contact' })).toHaveCount(0);
});
