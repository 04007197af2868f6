import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { signUpWithCompany } from './support/accounts';

const fixture = (name: string) => fileURLToPath(new URL(`../src/server/test/fixtures/csv/${name}`, import.meta.url));

async function openAccountLists(page: Page) {
  await signUpWithCompany(page, 'Import Robotics');
  await page.goto('/dashboard/accounts');
  await expect(page.getByRole('heading', { name: 'Account Lists' })).toBeVisible();
}

async function chooseColumn(page: Page, field: string, header: string) {
  await page.getByRole('combobox', { name: `${field} column`, exact: true }).click();
  await page.getByRole('option', { name: header, exact: true }).click();
  await expect(page.getByRole('combobox', { name: `${field} column`, exact: true })).toHaveText(header);
}

test('imports an account CSV: mapping, preview, counts, line-numbered errors, search and delete', async ({ page }) => {
  await openAccountLists(page);
  await expect(page.getByTestId('imported-accounts')).toContainText('No accounts imported yet');

  await page.getByLabel('CSV file').setInputFiles(fixture('accounts-mixed.csv'));
  await expect(page.getByTestId('csv-file-name')).toHaveText('accounts-mixed.csv');
  const mapping = page.getByTestId('mapping-card');
  await expect(mapping).toBeVisible();
  // Suggested from the headers; "Biz Category" is not a known spelling, so the user maps it.
  await expect(page.getByRole('combobox', { name: 'Company name column', exact: true })).toHaveText('Organization');
  await expect(page.getByRole('combobox', { name: 'Industry column', exact: true })).toHaveText('Not imported');
  await chooseColumn(page, 'Industry', 'Biz Category');
  await expect(page.getByLabel('Revenue is in millions of USD')).toBeChecked();

  const preview = page.getByTestId('import-preview');
  await expect(preview).toContainText('Fabrikam, Inc.');
  await expect(preview).toContainText('northwind.example.com');
  await expect(preview).toContainText('Manufacturing');
  await expect(preview).toContainText('Line 9: name is empty (will be skipped)');

  await page.getByTestId('import-button').click();
  const result = page.getByTestId('import-result');
  await expect(result.getByTestId('result-imported')).toHaveText('5');
  await expect(result.getByTestId('result-merged')).toHaveText('2');
  await expect(result.getByTestId('result-skipped')).toHaveText('2');
  await expect(result.getByTestId('import-errors')).toContainText('Line 9: name is empty');
  await expect(result.getByTestId('import-errors')).toContainText("Line 10: founded '19x5' is not a year");

  const list = page.getByTestId('imported-accounts');
  await expect(list.getByTestId('imported-total')).toHaveText('5');
  await expect(list.getByTestId('imported-account')).toHaveCount(5);
  await expect(list).toContainText('Manufacturing');

  await list.getByLabel('Search accounts').fill('tailspin');
  await expect(list.getByTestId('imported-account')).toHaveCount(1);
  await expect(list.getByTestId('imported-account')).toContainText('tailspintoys.com');
  await expect(list.getByTestId('imported-account')).toContainText('Portland, OR');

  await list.getByRole('button', { name: 'Delete Tailspin Toys' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(list).toContainText('No imported account matches');
  await list.getByLabel('Search accounts').fill('');
  await expect(list.getByTestId('imported-total')).toHaveText('4');

  await list.getByRole('button', { name: 'Clear all' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clear all' }).click();
  await expect(list.getByTestId('imported-total')).toHaveText('0');
  await expect(list).toContainText('No accounts imported yet');
});

test('imports a people list as contacts', async ({ page }) => {
  await openAccountLists(page);
  await page.getByRole('tab', { name: 'Contacts' }).click();
  await page.getByLabel('CSV file').setInputFiles(fixture('contacts.csv'));
  await expect(page.getByRole('combobox', { name: 'First name column', exact: true })).toHaveText('First Name');
  await expect(page.getByTestId('import-preview')).toContainText('Grace Hopper');
  await page.getByTestId('import-button').click();
  await expect(page.getByTestId('result-imported')).toHaveText('3');
  await expect(page.getByTestId('result-merged')).toHaveText('1');
  await expect(page.getByTestId('import-errors')).toContainText(
    "Line 4: email 'not-an-email' is not an e-mail address",
  );
});

test('imports an account file over 5 MB from the page, streamed through the whole app', async ({ page }) => {
  test.setTimeout(120_000);
  await openAccountLists(page);
  // Few rows, long ones: past 5 MB (the streamed path) with a merge that stays quick on a loaded machine.
  const rows = 5_000;
  const padding = 'x'.repeat(1100);
  let csv = 'Company,Website,About\n';
  for (let i = 0; i < rows; i++) csv += `Streamed ${i},https://streamed-${i}.example.com/,${padding}\n`;
  expect(csv.length).toBeGreaterThan(5 * 1024 * 1024);

  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'big-accounts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByTestId('csv-file-name')).toHaveText('big-accounts.csv');
  await expect(page.getByRole('combobox', { name: 'Company name column', exact: true })).toHaveText('Company');
  await page.getByTestId('import-button').click();
  const result = page.getByTestId('import-result');
  await expect(result.getByTestId('result-imported')).toHaveText(rows.toLocaleString('en-US'), { timeout: 60_000 });
  await expect(page.getByTestId('imported-accounts').getByTestId('imported-total')).toHaveText(
    rows.toLocaleString('en-US'),
  );
});
