import { expect, test, type Page } from '@playwright/test';
import { startFakeApollo } from '../src/server/test/fakes/fake-apollo';
import { startFakeHunter } from '../src/server/test/fakes/fake-hunter';
import { startFakePeopleDataLabs } from '../src/server/test/fakes/fake-people-data-labs';
import { fakePeople, type FakePerson } from '../src/server/test/fakes/fake-people';
import type { FakeProviderServer } from '../src/server/test/fakes/fake-provider-server';
import { signUpWithCompany } from './support/accounts';
import { toast, waitForToastsToClose } from './support/auth-ui';
import { domainOf, hasSite, rankDirectory, type DirectoryOrg } from './support/directory';

// playwright.config.ts points the app's APOLLO_BASE_URL, PDL_BASE_URL and HUNTER_BASE_URL at these ports; each
// fake speaks its provider's documented shapes (src/server/test/fakes).
const BASE = Number(process.env.E2E_PORT);
const PORTS = { apollo: BASE + 1000, pdl: BASE + 2000, hunter: BASE + 3000 };
const KEYS = { apollo: 'e2e-apollo-people-3b1f', pdl: 'e2e-pdl-people-8c2e', hunter: 'e2e-hunter-people-5d7a' };
const SHOTS = `test-results/e2e-${BASE}/people-providers`;

const fullName = (p: FakePerson) => `${p.firstName} ${p.lastName}`;

/** The configuration saved and the directory ranked: two organizations with a website. */
async function directoryOrganizations(page: Page): Promise<DirectoryOrg[]> {
  const withSite = (await rankDirectory(page)).filter(hasSite);
  expect(withSite.length).toBeGreaterThan(1);
  return withSite.slice(0, 2);
}

let fakes: FakeProviderServer[] = [];
test.afterAll(async () => {
  await Promise.all(fakes.map((f) => f.close()));
});

/**
 * Issue 9 as an owner meets it: fake Apollo, People Data Labs and Hunter keys connected, Discover Contacts on
 * a directory organization lists people with e-mail status badges and per-field sources, one trail line per
 * source; a domain on the do-not-contact list yields nobody (no provider is asked about it); Forget removes a
 * person from the contacts, the outreach list and its export, and a re-run does not bring them back.
 */
test('people providers find reachable people with sources; a suppressed domain yields nobody; Forget is for good', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signUpWithCompany(page, 'Reachable People');
  const [org, blocked] = await directoryOrganizations(page);
  const domain = domainOf(org!);
  const blockedDomain = domainOf(blocked!);

  // Twelve people at the organization (statuses by Hunter's verifier: valid, accept_all, webmail, unknown,
  // invalid); Apollo knows the first five, PDL 3-8, Hunter 5-11. Four more at the blocked organization.
  const people = fakePeople(12, domain);
  people[3] = { ...people[3]!, hunterStatus: 'webmail' };
  const everyone = [...people, ...fakePeople(4, blockedDomain, 20)];
  const atBlocked = everyone.slice(12);
  fakes = await Promise.all([
    startFakeApollo({
      key: KEYS.apollo,
      companies: [],
      people: [...people.slice(0, 5), ...atBlocked],
      port: PORTS.apollo,
    }),
    startFakePeopleDataLabs({
      key: KEYS.pdl,
      companies: [],
      people: [...people.slice(3, 9), ...atBlocked],
      port: PORTS.pdl,
    }),
    startFakeHunter({
      key: KEYS.hunter,
      people: [...people.slice(5), ...atBlocked],
      mailboxes: everyone,
      port: PORTS.hunter,
    }),
  ]);
  const [apollo, pdl, hunter] = fakes as [FakeProviderServer, FakeProviderServer, FakeProviderServer];
  const providerCalls = () => apollo.requests.length + pdl.requests.length + hunter.requests.length;

  // Hunter's key through the Integrations tab, the other two through the same API the tab uses.
  for (const id of ['apollo', 'pdl'] as const)
    expect((await page.request.put(`/api/integrations/${id}/key`, { data: { apiKey: KEYS[id] } })).status()).toBe(200);
  await page.goto('/dashboard/company?tab=integrations');
  const row = page.getByTestId('provider-hunter');
  await row.getByLabel('API key').fill(KEYS.hunter);
  await row.getByRole('button', { name: 'Save key' }).click();
  await expect(toast(page, 'Hunter key saved')).toBeVisible();
  await expect(row).toContainText('Not tested yet (your key)');
  await row.getByRole('button', { name: 'Test connection' }).click();
  await expect(row.getByRole('status')).toContainText('Hunter accepted the key');
  await expect(row).toContainText('Working with your key');
  await expect(page.getByTestId('provider-apollo')).toContainText('Not tested yet (your key)');
  await expect(page.getByTestId('provider-pdl')).toContainText('Not tested yet (your key)');
  await waitForToastsToClose(page);

  // The blocked organization's whole domain on the do-not-contact list, from the Security page.
  await page.goto('/dashboard/security');
  await page.getByRole('tab', { name: 'Do Not Contact' }).click();
  await page.getByLabel('E-mail address or domain').fill(blockedDomain);
  await page.getByRole('button', { name: 'Add to list' }).click();
  await expect(toast(page, 'Added to the do-not-contact list')).toBeVisible();
  await expect(page.getByTestId('suppression-entry')).toContainText(blockedDomain);

  // Discover Contacts: the three providers in order, every person with a badge and sources.
  await page.goto(`/dashboard/contacts?org=${org!.id}`);
  const started = Date.now();
  await page.getByRole('button', { name: 'Discover Contacts' }).click();
  await expect(toast(page, 'Contacts Discovered')).toContainText('new people', { timeout: 150_000 });
  console.info(`people-providers e2e: one discovery with three providers took ${Date.now() - started} ms`);
  const cards = page.getByTestId('contact-card');
  await expect(cards.first()).toBeVisible();
  const trail = page.getByTestId('discovery-trail');
  await expect(trail).toContainText('Apollo: 4 found, 4 new, 4 e-mails revealed');
  await expect(trail).toContainText(/People Data Labs: 6 found, 5 new/);
  await expect(trail).toContainText(/Hunter: \d+ found, 2 new/);
  await expect(trail).toContainText(/Hunter: \d+ e-mails checked/);
  const card = (p: FakePerson) => cards.filter({ hasText: fullName(p) });
  const badge = (p: FakePerson) => card(p).getByTestId('email-status');
  await expect(badge(people[0]!)).toHaveText('Verified');
  await expect(badge(people[2]!)).toHaveText('Accept-all');
  await expect(badge(people[3]!)).toHaveText('Risky');
  await expect(badge(people[10]!)).toHaveText('Unknown');
  // An invalid address is never offered as a way to reach the person.
  await expect(badge(people[11]!)).toHaveText('Invalid');
  await expect(card(people[11]!).getByRole('button', { name: 'Email' })).toBeDisabled();
  await expect(card(people[0]!).getByRole('button', { name: 'Email' })).toBeEnabled();
  await expect(card(people[0]!).getByTestId('card-sources')).toContainText('Found on Apollo');
  await expect(card(people[0]!).getByTestId('card-sources')).toContainText(
    /E-mail · Hunter · verified \w{3} \d+, \d{4}/,
  );
  await expect(card(people[7]!).getByTestId('card-sources')).toContainText('Found on People Data Labs');
  await expect(card(people[10]!).getByTestId('card-sources')).toContainText('Found on Hunter');
  for (const p of atBlocked) await expect(page.getByText(fullName(p))).toHaveCount(0);
  await waitForToastsToClose(page);
  await page.screenshot({ path: `${SHOTS}-cards.png`, fullPage: true });
  await trail.screenshot({ path: `${SHOTS}-trail.png` });
  for (const i of [0, 3, 6, 11]) await card(people[i]!).screenshot({ path: `${SHOTS}-card-${i}.png` });

  // The profile: each field with its source and date.
  await card(people[0]!).getByRole('button', { name: 'View Full Profile' }).click();
  const dialog = page.getByTestId('contact-detail-dialog');
  await expect(dialog.getByTestId('email-status')).toHaveText('Verified');
  const sources = dialog.getByTestId('profile-field-sources');
  await expect(sources).toContainText('Title · Apollo');
  await expect(sources).toContainText('LinkedIn · Apollo');
  await expect(sources).toContainText(/E-mail · Hunter · verified/);
  await dialog.screenshot({ path: `${SHOTS}-profile.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The blocked organization: nobody, and no provider was asked about its domain.
  const before = providerCalls();
  await page.goto(`/dashboard/contacts?org=${blocked!.id}`);
  await page.getByRole('button', { name: 'Discover Contacts' }).click();
  await expect(toast(page, 'Discovery Complete')).toContainText('No credit was charged', {
    timeout: 150_000,
  });
  await expect(toast(page, 'Discovery Complete')).toContainText(
    `no people provider was asked: ${blockedDomain} is on the do-not-contact list`,
  );
  await expect(page.getByTestId('contact-card')).toHaveCount(0);
  await expect(page.getByTestId('discovery-trail')).toContainText(
    `Apollo: ${blockedDomain} is on the do-not-contact list`,
  );
  expect(providerCalls()).toBe(before);
  await page.screenshot({ path: `${SHOTS}-blocked.png`, fullPage: true });
  await waitForToastsToClose(page);

  // Two people on the outreach list, then one forgotten.
  await page.goto(`/dashboard/contacts?org=${org!.id}`);
  for (const p of [people[0]!, people[1]!]) {
    await card(p).getByRole('button', { name: 'Add to Sequence' }).click();
    await page.getByTestId('add-to-sequence-dialog').getByRole('button', { name: 'Save to Outreach List' }).click();
    await expect(toast(page, 'Saved to Outreach List').last()).toBeVisible();
  }
  await waitForToastsToClose(page);
  const forgotten = people[1]!;
  await card(forgotten).getByRole('button', { name: 'View Full Profile' }).click();
  await dialog.getByRole('button', { name: 'Forget this person' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Forget this person' }).click();
  await expect(toast(page, 'Person forgotten')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(fullName(forgotten))).toHaveCount(0);

  await page.goto('/dashboard/outreach');
  await expect(page.getByText(fullName(people[0]!))).toBeVisible();
  await expect(page.getByText(fullName(forgotten))).toHaveCount(0);
  const csv = await (await page.request.get('/api/outreach?format=csv')).text();
  expect(csv).toContain(people[0]!.email);
  expect(csv.toLowerCase()).not.toContain(forgotten.email);
  expect(csv).not.toContain(fullName(forgotten));

  // A re-run asks the providers again (a target above the 10 Good-fit contacts already found, so the stop rule
  // does not end the run after the public pages); the cached answers that held the person are gone, the
  // providers' fresh answers name them again, and the do-not-contact list keeps them out.
  const target = await page.request.put('/api/contact-discovery/settings', { data: { targetGoodContacts: 30 } });
  expect(target.status(), await target.text()).toBe(200);
  await page.goto(`/dashboard/contacts?org=${org!.id}`);
  const calls = providerCalls();
  await page.getByRole('button', { name: 'Refresh Contacts' }).click();
  await expect(toast(page, 'Contacts Refreshed')).toBeVisible({ timeout: 150_000 });
  expect(providerCalls()).toBeGreaterThan(calls);
  await expect(page.getByTestId('discovery-trail')).toContainText('1 on the do-not-contact list');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText(fullName(forgotten))).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}-after-forget.png`, fullPage: true });
});
