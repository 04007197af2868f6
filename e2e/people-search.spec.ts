import { expect, test, type Page } from '@playwright/test';
import { startFakeApollo } from '../src/server/test/fakes/fake-apollo';
import { pdlError, startFakePeopleDataLabs } from '../src/server/test/fakes/fake-people-data-labs';
import { fakePeople, type FakePerson } from '../src/server/test/fakes/fake-people';
import type { FakeProviderServer } from '../src/server/test/fakes/fake-provider-server';
import { signUpWithCompany } from './support/accounts';
import { toast } from './support/auth-ui';
import { domainOf, hasSite, PIPECOACH_CONFIG, rankDirectory } from './support/directory';

// playwright.config.ts points the app's APOLLO_BASE_URL and PDL_BASE_URL at these ports; each fake speaks its
// provider's documented shapes (src/server/test/fakes).
const BASE = Number(process.env.E2E_PORT);
const PORTS = { apollo: BASE + 1000, pdl: BASE + 2000 };
const KEYS = { apollo: 'e2e-apollo-search-71ac', pdl: 'e2e-pdl-search-4f0b' };
const SHOTS = `test-results/e2e-${BASE}/people-search`;

const fullName = (p: FakePerson) => `${p.firstName} ${p.lastName}`;

/** The configuration saved (a seller whose buyers are in sales) and the directory ranked; the domain of its first organization with a website. */
async function organizationDomain(page: Page): Promise<string> {
  const config = { ...PIPECOACH_CONFIG, keyDecisionMakers: 'VP of Sales, Sales Operations Manager' };
  return domainOf((await rankDirectory(page, config)).find(hasSite)!);
}

let fakes: FakeProviderServer[] = [];
test.afterAll(async () => {
  await Promise.all(fakes.map((f) => f.close()));
});

/**
 * Issue 19 item 4 as an owner meets it: People in the sidebar; with Apollo and People Data Labs connected the
 * search asks Apollo first and offers People Data Labs; every result shows its source and no e-mail; Save stores
 * the revealed person (one credit), refuses a do-not-contact one (no credit); a provider failure is said on the page.
 */
test('People: pick the provider, see the source before anything is revealed, save by the waterfall rules', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUpWithCompany(page, 'People Search Co');
  const domain = await organizationDomain(page);
  // Five people at the organization and two at one the company lacks. Titled in sales: 1, 3 and the first
  // elsewhere; PDL has a work e-mail for 0, 1 and 3.
  const people = [...fakePeople(5, domain), ...fakePeople(2, 'elsewhere.example', 20)];
  fakes = await Promise.all([
    startFakeApollo({ key: KEYS.apollo, companies: [], people, port: PORTS.apollo }),
    startFakePeopleDataLabs({ key: KEYS.pdl, companies: [], people, port: PORTS.pdl }),
  ]);
  const pdl = fakes[1]!;
  for (const id of ['apollo', 'pdl'] as const)
    expect((await page.request.put(`/api/integrations/${id}/key`, { data: { apiKey: KEYS[id] } })).status()).toBe(200);
  expect((await page.request.post('/api/suppression', { data: { value: people[3]!.email } })).status()).toBe(201);

  await page.goto('/dashboard');
  await page.getByTestId('app-sidebar').getByRole('link', { name: 'People', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/people$/);
  await page.getByLabel('Titles').fill('Sales');
  await page.getByLabel('Departments').fill('Sales');
  await page.getByRole('button', { name: 'Search people' }).click();

  const results = page.getByTestId('people-provider-results');
  const rows = page.getByTestId('people-provider-row');
  await expect(results).toContainText('Apollo people search: 3 people, not revealed and not charged.');
  await expect(rows.first()).toContainText('Apollo');
  await expect(results).not.toContainText('@');
  await page.screenshot({ path: `${SHOTS}-apollo.png`, fullPage: true });

  await page.getByLabel('People Data Labs').check();
  await expect(results).toContainText('People Data Labs people search: 3 people, not revealed and not charged.');
  await expect(rows).toHaveCount(3);
  for (const row of await rows.all()) await expect(row).toContainText('People Data Labs');
  await expect(results).not.toContainText('@');
  const row = (p: FakePerson) => rows.filter({ hasText: fullName(p) });
  await row(people[1]!).getByRole('checkbox').check();
  await row(people[3]!).getByRole('checkbox').check();
  await page.getByRole('button', { name: /^Save 2/ }).click();
  await expect(toast(page, '1 saved; 1 credit used')).toBeVisible();
  await expect(row(people[1]!)).toContainText('Saved with the revealed work e-mail.');
  await expect(row(people[3]!)).toContainText('On your do-not-contact list; not stored and not charged.');
  await page.screenshot({ path: `${SHOTS}-saved.png`, fullPage: true });

  // The saved person is now one of the company's contacts, with People Data Labs as the source.
  await page.getByLabel('Name, title or keywords').fill(people[1]!.lastName);
  await page.getByLabel('Titles').fill('');
  await page.getByLabel('Departments').fill('');
  await page.getByRole('button', { name: 'Search people' }).click();
  const contacts = page.getByTestId('people-contacts');
  await expect(contacts).toContainText(people[1]!.email);
  await expect(contacts).toContainText('People Data Labs');

  // PDL out of credits: said in words, the contacts still listed.
  pdl.queue(pdlError(402, 'payment_required', 'You have hit your account maximum'));
  await page.getByLabel('Locations').fill('Austin');
  await page.getByRole('button', { name: 'Search people' }).click();
  const error = page.getByTestId('people-provider-error');
  await expect(error).toContainText('People Data Labs says the account has no credits or quota left this period.');
  await expect(contacts).toContainText(people[1]!.email);
  await page.screenshot({ path: `${SHOTS}-error.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}-phone.png`, fullPage: true });
});
