import { expect, test } from '@playwright/test';
import { startFakePipedrive, type FakePipedrive } from '../src/server/test/fakes/fake-pipedrive';
import { signUpWithCompany } from './support/accounts';
import { DOCUFLOW_CONFIG as CONFIG, domainOf } from './support/directory';

// playwright.config.ts points the app's PIPEDRIVE_BASE_URL at this port; the fake speaks Pipedrive's documented
// shapes (API v2 organizations and persons, v1 users, notes, organization fields and recents).
const PIPEDRIVE_PORT = Number(process.env.E2E_PORT) + 6000;
const TOKEN = 'e2e0pipedrive0token0000111122223333c9f4';
type Org = { id: string; name: string; website: string };

let pipedrive: FakePipedrive;
test.beforeAll(async () => {
  pipedrive = await startFakePipedrive({
    token: TOKEN,
    port: PIPEDRIVE_PORT,
    company: { id: 7001, name: 'Acme Sales', domain: 'acmesales' },
    users: [{ id: 501, name: 'Dana Scully' }],
  });
});
test.afterAll(async () => {
  await pipedrive?.close();
});

test('connect Pipedrive, send an organization and its contacts, see them with a note, and the In Pipedrive badge after Sync now', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUpWithCompany(page, 'Pipedrive Labs');
  expect((await page.request.put('/api/configuration', { data: CONFIG })).status()).toBe(200);
  const targeting = await page.request.post('/api/functions/organization-targeting', {
    data: { ...CONFIG, source: 'directory' },
    timeout: 150_000,
  });
  expect(targeting.status(), await targeting.text()).toBe(200);
  const org = ((await targeting.json()) as { organizations: Org[] }).organizations[0]!;
  expect(org).toBeDefined();
  const people = await page.request.post('/api/imports/contacts', {
    data: {
      csv: ['Name,Title,Email,Company', `Ada Lovelace,VP Engineering,ada@${domainOf(org)},"${org.name}"`].join('\n'),
      mapping: { columns: { name: 'Name', title: 'Title', email: 'Email', companyName: 'Company' } },
    },
  });
  expect(people.status(), await people.text()).toBe(200);
  const found = await page.request.post('/api/functions/contact-discovery', {
    data: { organizationId: org.id },
    timeout: 150_000,
  });
  expect(found.status(), await found.text()).toBe(200);

  // Connect: Test connection runs at once and says what Pipedrive holds.
  await page.goto('/dashboard/company?tab=integrations');
  const card = page.getByTestId('crm-card-pipedrive');
  await expect(card.getByTestId('crm-status')).toHaveText('Not connected', { timeout: 30_000 });
  await card.getByLabel('Personal API token').fill(TOKEN);
  await card.getByRole('button', { name: 'Connect' }).click();
  await expect(card.getByTestId('crm-test-result')).toHaveText('Pipedrive company Acme Sales: 0 organizations');
  await expect(card.getByTestId('crm-status')).toContainText('token ending c9f4');
  await expect(page.getByText(TOKEN)).toHaveCount(0);

  // Send the first organization of the analysis with its contacts, from the table's bulk bar.
  await page.goto('/dashboard/targeting');
  await page.getByRole('radio', { name: 'Table' }).click();
  await page.getByLabel('Select row 1', { exact: true }).check();
  await page.getByTestId('bulk-bar').getByTestId('send-to-crm').click();
  const dialog = page.getByTestId('crm-push-dialog');
  await expect(dialog.getByRole('heading', { name: 'Sent to Pipedrive' })).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toContainText('Created');
  await page.keyboard.press('Escape');

  // In Pipedrive: the organization (its Website field holding the domain) with the provenance note, and the
  // person linked to it by org_id with a note of their own.
  const sent = [...pipedrive.objects.organizations.values()].find((o) => o.name === org.name);
  expect(sent, org.name).toBeDefined();
  expect(pipedrive.field(sent, 'website')).toBe(`https://${domainOf(org)}`);
  const notes = [...pipedrive.objects.notes.values()];
  expect(notes.find((n) => n.org_id === sent!.id)?.content).toContain('From Scoutline');
  const ada = pipedrive.byEmail(`ada@${domainOf(org)}`);
  expect(ada).toMatchObject({ name: 'Ada Lovelace', org_id: sent!.id });
  expect(notes.find((n) => n.person_id === ada!.id)?.content).toContain('From Scoutline');

  // A Pipedrive user labels it Customer; Sync now brings it back and the card carries the badge.
  pipedrive.edit('organizations', sent!.id, { label_ids: [1] });
  await page.goto('/dashboard/company?tab=integrations');
  await card.getByRole('button', { name: 'Sync now' }).click();
  await expect(card.getByTestId('crm-sync-state')).toContainText('1 companies', { timeout: 20_000 });

  await page.goto('/dashboard/targeting');
  await page.getByRole('radio', { name: 'Cards' }).click();
  await expect(
    page.getByTestId('crm-badge').filter({ hasText: 'In Pipedrive · Customer · owner Dana Scully' }),
  ).toHaveCount(1);
});
