import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signUpWithCompany } from './support/accounts';

const INDUSTRIES = ['Software', 'Banking', 'Retail', 'Healthcare'];

/** 260 accounts through the real import: 65 per industry, employee counts spread out. */
async function importAccounts(page: Page) {
  const lines = ['Organization,Homepage,Industry,Employees,City'];
  for (let i = 0; i < 260; i++)
    lines.push(`Tablet ${String(i).padStart(3, '0')},t${i}.example,${INDUSTRIES[i % 4]},${(i * 53) % 2000},Berlin`);
  const res = await page.request.post('/api/imports/accounts', {
    data: {
      csv: lines.join('\n'),
      mapping: {
        columns: {
          name: 'Organization',
          domain: 'Homepage',
          industry: 'Industry',
          employeeCount: 'Employees',
          city: 'City',
        },
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('filters and sorts on the server, selects all matching, adds them to a list, opens it and exports it', async ({
  page,
}) => {
  await signUpWithCompany(page, 'Tables Robotics');
  await importAccounts(page);
  await page.goto('/dashboard/accounts');
  // The page had cards: the table is one click away and the choice is remembered on the server.
  await page.getByRole('radio', { name: 'Table' }).click();
  const rows = page.getByTestId('data-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('table-summary')).toHaveText('260 accounts');

  // Filter by industry from the server's values, sort by employees: both land in the URL.
  await page.getByTestId('filter-industry').click();
  await page.getByRole('checkbox', { name: /Software/ }).check();
  await page.getByRole('checkbox', { name: /Banking/ }).check();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('table-summary')).toHaveText('130 accounts');
  await page.getByRole('columnheader', { name: 'Employees' }).getByRole('button').click();
  await expect(page).toHaveURL(/industry=Software&industry=Banking/);
  await expect(page).toHaveURL(/sort=employeeCount\.desc/);
  const firstCount = Number((await rows.first().locator('td').nth(5).textContent())!.replace(/,/g, ''));
  const secondCount = Number((await rows.nth(1).locator('td').nth(5).textContent())!.replace(/,/g, ''));
  expect(firstCount).toBeGreaterThanOrEqual(secondCount);

  // A reload keeps the view, table included.
  await page.reload();
  await expect(page.getByTestId('table-summary')).toHaveText('130 accounts');

  // Keyboard: arrows move between rows, Space ticks.
  await rows.first().focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
  await page.getByRole('button', { name: 'Clear selection' }).click();

  // Tick the page (100 rows loaded), then every one of the 130 matching.
  await page.getByLabel('Select all on this page').check();
  await expect(page.getByTestId('selection-count')).toHaveText('100 selected');
  await page.getByRole('button', { name: 'Select all 130 matching accounts' }).click();
  await expect(page.getByTestId('selection-count')).toHaveText('All 130 matching selected');
  await page.getByLabel('Select row 1', { exact: true }).uncheck();
  await expect(page.getByTestId('selection-count')).toHaveText('All 129 matching selected');

  await page.getByTestId('bulk-bar').getByRole('button', { name: 'Add to list' }).click();
  await page.getByLabel('List name').fill('Software and banking');
  await page.getByRole('dialog').getByRole('button', { name: 'Add to list' }).click();
  await expect(page.getByText('Added 129 accounts to Software and banking')).toBeVisible();

  // The list opens as a table with the same filters and bulk actions.
  await page.goto('/dashboard/lists');
  await page.getByRole('link', { name: 'Software and banking' }).click();
  await expect(page.getByTestId('list-title')).toHaveText('Software and banking');
  await expect(page.getByTestId('table-summary')).toHaveText('129 accounts');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    (async () => {
      await page.getByRole('button', { name: 'Export' }).click();
      await page.getByRole('menuitem', { name: 'All 129 as CSV' }).click();
    })(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^accounts-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8')
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\r\n');
  expect(csv[0]).toBe('Name,Domain,Industry,Size,Employees,Location,Source,Contacts,Added,Field sources');
  expect(csv).toHaveLength(130);
  expect(csv.slice(1).every((line) => /,(Software|Banking),/.test(line))).toBe(true);

  // Remove from the list takes rows off it, not out of the accounts.
  await page.getByLabel('Select row 1', { exact: true }).check();
  await page.getByRole('button', { name: 'Remove from list' }).click();
  await expect(page.getByTestId('table-summary')).toHaveText('128 accounts');
});
