import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { startSiteServer, type SiteServer } from '../src/server/test/site-server';
import { signUpWithCompany } from './support/accounts';
import { toast } from './support/auth-ui';

/**
 * The whole path in the browser: auto-fill the configuration from a website (a fixture site served on
 * 127.0.0.1; the e2e server allows private addresses), run the analysis, then discover a contact (from
 * the company's own contact import, since directory sites are unreachable offline) and watch deep
 * research complete live over Server-Sent Events.
 */
let site: SiteServer;
test.beforeAll(async () => {
  site = await startSiteServer(fileURLToPath(new URL('../src/server/test/fixtures/sites/brightpath', import.meta.url)));
});
test.afterAll(async () => {
  await site.close();
});

const field = (page: Page, label: string) =>
  page.getByTestId('ai-configuration').getByLabel(new RegExp(`^${label}\\*?$`));

test('auto-fill, analysis, contact discovery and live deep research', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpWithCompany(page, 'Whole Path Co');

  await page.getByLabel('Company website').fill(`${site.url}/`);
  await page.getByRole('button', { name: 'Auto-Fill' }).click();
  await expect(toast(page, 'Configuration Auto-Filled')).toBeVisible({ timeout: 60_000 });
  await expect(field(page, 'Product Name')).toHaveValue(/BrightPath/i);
  for (const label of ['Product URL', 'Product Description', 'Target Market']) {
    const input = field(page, label);
    if (!(await input.inputValue()))
      await input.fill(label === 'Product URL' ? 'https://brightpath.example' : 'Product analytics for software teams');
  }
  await page.getByRole('button', { name: 'Save Configuration' }).click();
  await expect(toast(page, 'Configuration Saved')).toBeVisible();

  await page.goto('/dashboard/targeting');
  await page.getByRole('button', { name: 'Start AI Analysis' }).click();
  await expect(toast(page, 'Analysis Complete')).toBeVisible({ timeout: 60_000 });

  const { organizations } = (await (await page.request.get('/api/organizations')).json()) as {
    organizations: { id: string; name: string }[];
  };
  const top = organizations[0]!;
  const csv = `Name,Title,Email,Company\nAda Example,VP Engineering,ada@example-contact.io,"${top.name}"\n`;
  const imported = await page.request.post('/api/imports/contacts', {
    data: { csv, mapping: { columns: { name: 'Name', title: 'Title', email: 'Email', companyName: 'Company' } } },
  });
  expect(imported.status(), await imported.text()).toBe(200);

  await page.goto(`/dashboard/contacts?org=${top.id}`);
  await page.getByRole('button', { name: 'Discover Contacts' }).click();
  await expect(page.getByText('Ada Example').first()).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'View Full Profile' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Research Contact' }).click();
  await expect(toast(page, 'Research Complete!')).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByText('Completed').first()).toBeVisible();
});
