import { expect, test } from '@playwright/test';
import { startFakeHubSpot, type FakeHubSpot } from '../src/server/test/fakes/fake-hubspot';
import { signUpWithCompany } from './support/accounts';
import { DOCUFLOW_CONFIG as CONFIG, domainOf } from './support/directory';

// playwright.config.ts points the app's HUBSPOT_BASE_URL at this port; the fake speaks HubSpot's documented shapes.
const HUBSPOT_PORT = Number(process.env.E2E_PORT) + 4000;
const TOKEN = 'pat-na1-e2e0crm0-1111-2222-3333-44445555d7e1';
type Org = { id: string; name: string; website: string };

let hubspot: FakeHubSpot;
test.beforeAll(async () => {
  hubspot = await startFakeHubSpot({
    token: TOKEN,
    portalId: 123,
    port: HUBSPOT_PORT,
    owners: [{ id: '77', firstName: 'Dana', lastName: 'Reyes' }],
  });
});
test.afterAll(async () => {
  await hubspot?.close();
});

test('connect HubSpot, send three organizations with their contacts, see them badged, edit one in HubSpot and send again, and a customer left out of the next analysis', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUpWithCompany(page, 'CRM Labs');
  expect((await page.request.put('/api/configuration', { data: CONFIG })).status()).toBe(200);
  const targeting = await page.request.post('/api/functions/organization-targeting', {
    data: { ...CONFIG, source: 'directory' },
    timeout: 150_000,
  });
  expect(targeting.status(), await targeting.text()).toBe(200);
  const orgs = ((await targeting.json()) as { organizations: Org[] }).organizations.slice(0, 3);
  expect(orgs).toHaveLength(3);
  // One person per organization, imported, then found for it by contact discovery.
  const people = await page.request.post('/api/imports/contacts', {
    data: {
      csv: [
        'Name,Title,Email,Company',
        ...orgs.map((o, i) => `Person ${i},VP Engineering,person${i}@${domainOf(o)},"${o.name}"`),
      ].join('\n'),
      mapping: { columns: { name: 'Name', title: 'Title', email: 'Email', companyName: 'Company' } },
    },
  });
  expect(people.status(), await people.text()).toBe(200);
  for (const org of orgs) {
    const found = await page.request.post('/api/functions/contact-discovery', {
      data: { organizationId: org.id },
      timeout: 150_000,
    });
    expect(found.status(), await found.text()).toBe(200);
    expect(((await found.json()) as { contacts: unknown[] }).contacts.length, org.name).toBeGreaterThan(0);
  }

  // Connect: the token is tested at once and the card says what HubSpot holds.
  await page.goto('/dashboard/company?tab=integrations');
  const card = page.getByTestId('crm-card-hubspot');
  await expect(card.getByTestId('crm-status')).toHaveText('Not connected');
  await card.getByLabel('Private app access token').fill(TOKEN);
  await card.getByRole('button', { name: 'Connect' }).click();
  await expect(card.getByTestId('crm-test-result')).toHaveText('HubSpot portal 123: 0 companies');
  await expect(card.getByTestId('crm-status')).toContainText('token ending d7e1');
  await expect(page.getByText(TOKEN)).toHaveCount(0);

  // Send the three organizations of the analysis, with their contacts, from the table's bulk bar.
  await page.goto('/dashboard/targeting');
  await page.getByRole('radio', { name: 'Table' }).click();
  for (const row of [1, 2, 3]) await page.getByLabel(`Select row ${row}`, { exact: true }).check();
  await page.getByTestId('bulk-bar').getByTestId('send-to-crm').click();
  const dialog = page.getByTestId('crm-push-dialog');
  await expect(dialog.getByRole('heading', { name: 'Sent to HubSpot' })).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toContainText('Created');
  await page.keyboard.press('Escape');

  // In HubSpot: each company with its provenance note, and its contacts associated with it.
  for (const org of orgs) {
    const company = hubspot.byProperty('companies', 'domain', domainOf(org));
    expect(company, org.name).toBeDefined();
    const notes = [...hubspot.objects.notes.values()].filter((n) => n.associations.companies.has(company!.id));
    expect(notes[0]?.properties.hs_note_body, org.name).toContain('From Scoutline');
  }
  const contacts = [...hubspot.objects.contacts.values()];
  expect(contacts.map((c) => c.properties.email).sort()).toEqual(
    orgs.map((o, i) => `person${i}@${domainOf(o)}`).sort(),
  );
  const companyIds = new Set(orgs.map((o) => hubspot.byProperty('companies', 'domain', domainOf(o))!.id));
  for (const contact of contacts)
    expect([...contact.associations.companies].some((id) => companyIds.has(id))).toBe(true);

  // A CRM user marks the first one a customer; Sync now brings it back and the cards carry the badges.
  const customer = hubspot.byProperty('companies', 'domain', domainOf(orgs[0]!))!;
  hubspot.edit('companies', customer.id, { lifecyclestage: 'customer', hubspot_owner_id: '77' });
  await page.goto('/dashboard/company?tab=integrations');
  await card.getByRole('button', { name: 'Sync now' }).click();
  await expect(card.getByTestId('crm-sync-state')).toContainText('3 companies', { timeout: 20_000 });

  await page.goto('/dashboard/targeting');
  await page.getByRole('radio', { name: 'Cards' }).click();
  const badges = page.getByTestId('crm-badge');
  await expect(badges.filter({ hasText: 'In HubSpot · Customer · owner Dana Reyes' })).toHaveCount(1);
  await expect(badges.filter({ hasText: /^In HubSpot/ })).toHaveCount(3);

  // A CRM user renames the second company; sending it again from its card keeps the name they typed.
  const renamed = hubspot.byProperty('companies', 'domain', domainOf(orgs[1]!))!;
  hubspot.edit('companies', renamed.id, { name: 'Renamed in HubSpot' });
  await page
    .getByTestId('organization-card')
    .filter({ hasText: orgs[1]!.name })
    .getByRole('button', { name: 'Send to HubSpot' })
    .click();
  const again = page.getByTestId('crm-push-dialog');
  await expect(again.getByRole('heading', { name: 'Sent to HubSpot' })).toBeVisible({ timeout: 30_000 });
  await expect(again).toContainText("Kept the CRM's own values for name");
  await page.keyboard.press('Escape');
  expect(hubspot.byProperty('companies', 'domain', domainOf(orgs[1]!))!.properties.name).toBe('Renamed in HubSpot');

  // The next analysis leaves the customer out (the connection's setting, on by default).
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/functions/organization-targeting'), {
    timeout: 150_000,
  });
  await page.getByRole('button', { name: 'Start AI Analysis' }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByText(orgs[1]!.name).first()).toBeVisible();
  await expect(page.getByText(orgs[0]!.name)).toHaveCount(0);
});
