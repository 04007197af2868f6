import { expect, test, type Page } from '@playwright/test';
import { signUpWithCompany } from './support/accounts';
import { toast } from './support/auth-ui';
import { joinAsMember } from './support/team';

/** Each member has their own AI configuration (analysis_sessions: latest by user) and can copy a teammate's. */
const field = (page: Page, label: string) =>
  page.getByTestId('ai-configuration').getByLabel(new RegExp(`^${label}\\*?$`));

async function fillRequired(page: Page, name: string) {
  await field(page, 'Product Name').fill(name);
  await field(page, 'Product URL').fill(`https://${name.toLowerCase()}.example.com`);
  await field(page, 'Product Description').fill(
    `${name}: hosted developer documentation and API reference for software teams.`,
  );
  await field(page, 'Target Market').fill('Mid-market B2B software companies in North America');
}

async function save(page: Page) {
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/configuration') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save Configuration' }).click();
  expect((await saved).status()).toBe(200);
  await expect(toast(page, 'Configuration Saved')).toBeVisible();
}

test('two members each keep their own configuration; one starts from the other’s copy; the demo page says whose each is', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { email: ownerEmail } = await signUpWithCompany(page, 'Two Minds');
  await fillRequired(page, 'DocuFlow');
  await save(page);

  const mate = await joinAsMember(page, browser);
  // The teammate's form is their own: empty, with the owner's offered as a starting point.
  await expect(field(mate.page, 'Product Name')).toHaveValue('');
  const offer = mate.page.getByTestId('teammate-configurations');
  await expect(offer).toContainText("Start from a teammate's configuration");
  await offer.getByRole('combobox', { name: "Teammate's configuration" }).click();
  await mate.page.getByRole('option', { name: new RegExp(`${ownerEmail.split('@')[0]}.*DocuFlow`) }).click();
  await offer.getByRole('button', { name: 'Copy to my configuration' }).click();
  await expect(toast(mate.page, 'Configuration Copied')).toContainText('your own copy');
  await expect(field(mate.page, 'Product Name')).toHaveValue('DocuFlow');
  await expect(field(mate.page, 'Target Market')).toHaveValue('Mid-market B2B software companies in North America');
  await mate.page.screenshot({ path: test.info().outputPath('teammate-copied.png'), fullPage: true });

  // The copy is the teammate's to change; the owner's stays as it was, and the owner's save leaves the teammate's alone.
  await field(mate.page, 'Product Name').fill('ShipFast');
  await save(mate.page);
  await page.reload();
  await expect(field(page, 'Product Name')).toHaveValue('DocuFlow');
  await field(page, 'Product Description').fill('DocuFlow: docs-as-code for API-first teams.');
  await save(page);
  await mate.page.reload();
  await expect(field(mate.page, 'Product Name')).toHaveValue('ShipFast');
  await expect(field(mate.page, 'Product Description')).toHaveValue(
    'DocuFlow: hosted developer documentation and API reference for software teams.',
  );

  // Replacing one's own configuration with a copy asks first.
  await offer.getByRole('combobox', { name: "Teammate's configuration" }).click();
  await mate.page.getByRole('option', { name: /DocuFlow/ }).click();
  await offer.getByRole('button', { name: 'Copy to my configuration' }).click();
  await expect(mate.page.getByRole('alertdialog')).toContainText('Replace your configuration?');
  await mate.page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(field(mate.page, 'Product Name')).toHaveValue('ShipFast');

  // Targeting runs on one's own configuration.
  await mate.page.goto('/dashboard/targeting');
  await expect(mate.page.getByRole('button', { name: 'Start AI Analysis' })).toBeVisible();

  // The demo page lists both sessions with whose each is, and offers changes only on one's own.
  await mate.page.goto('/demo');
  const mine = mate.page.locator('[data-testid="demo-item"][data-own="true"]');
  const theirs = mate.page.locator('[data-testid="demo-item"][data-own="false"]');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('ShipFast');
  await expect(mine.getByTestId('demo-owner')).toHaveText('Yours');
  await expect(theirs).toHaveCount(1);
  await expect(theirs.getByTestId('demo-owner')).toHaveText(`Owner: ${ownerEmail}`);
  await expect(theirs.getByRole('button', { name: /Delete|Rename/ })).toHaveCount(0);
  await mate.page.screenshot({ path: test.info().outputPath('demo-owners.png'), fullPage: true });
  await mate.page.context().close();
});
