import { expect, test } from '@playwright/test';
import { PASSWORD, latestMail, linkIn, signUpWithCompany, uniqueEmail } from './support/accounts';
import { toast, waitForToastsToClose } from './support/auth-ui';

/** The defects a walk-through as a new user found (issue 12, item 8), each seen as a user sees it. */

const CONFIG = {
  productName: 'DocuFlow',
  productUrl: 'https://docuflow.example.com',
  productDescription:
    'Developer documentation platform for API-first software companies: docs-as-code, API reference generation from OpenAPI.',
  targetMarket:
    'B2B SaaS, developer tools and cloud infrastructure companies with public APIs, 50 to 5,000 employees, North America and Europe.',
  successIndustries: 'Software, developer tools, fintech APIs, cloud infrastructure',
  keyDecisionMakers: 'VP Engineering, Head of Developer Relations',
  salesCycle: '',
  pricingModel: '',
  metricsKpis: '',
  overallFeedback: '',
  competitors: '',
};

const csvFile = (name: string, rows: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(rows.join('\n')),
});

test('the imported account list takes websites with a port or a path, sorts whatever the case and pages', async ({
  page,
}) => {
  await signUpWithCompany(page, 'Paging Co');
  await page.goto('/dashboard/accounts');
  // 55 accounts in mixed case; websites with ports and paths, one served by address.
  const names = Array.from({ length: 54 }, (_, i) => `${i % 2 ? 'beta' : 'Alpha'} ${String(i).padStart(2, '0')}`);
  const rows = [
    'Company,Website',
    ...names.map((n, i) => `${n},https://www.site${i}.example:8443/en/about?ref=crm`),
    'aardvark labs,http://127.0.0.1:8081/site/',
  ];
  await page.getByLabel('CSV file').setInputFiles(csvFile('accounts.csv', rows));
  await expect(page.getByTestId('import-preview')).toContainText('site0.example');
  await page.getByTestId('import-button').click();
  await expect(page.getByTestId('result-imported')).toHaveText('55');
  await expect(page.getByTestId('result-skipped')).toHaveText('0');

  const list = page.getByTestId('imported-accounts');
  await expect(list.getByTestId('imported-total')).toHaveText('55');
  const items = list.getByTestId('imported-account');
  await expect(items).toHaveCount(50);
  // Case-insensitive: "aardvark labs" first, then Alpha 00, Alpha 02 … before beta 01.
  await expect(items.nth(0)).toContainText('aardvark labs');
  await expect(items.nth(0)).toContainText('127.0.0.1');
  await expect(items.nth(1)).toContainText('Alpha 00');
  await expect(items.nth(1)).toContainText('site0.example');
  await expect(items.nth(28)).toContainText('beta 01');
  const more = list.getByTestId('load-more');
  await expect(more).toContainText('Showing 50 of 55 accounts');
  await more.getByRole('button', { name: 'Load more' }).click();
  await expect(items).toHaveCount(55);
  await expect(items.last()).toContainText('beta 53');
  await expect(more).toContainText('Showing 55 of 55 accounts');
  await expect(more.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('accounts-page-2.png'), fullPage: true });
});

test('a contacts import with a Mobile column: the card masks it, the profile shows it, a refresh says what changed, the counter follows the search', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signUpWithCompany(page, 'Mobile Numbers Co');
  expect((await page.request.put('/api/configuration', { data: CONFIG })).status()).toBe(200);
  const targeting = await page.request.post('/api/functions/organization-targeting', {
    data: { source: 'directory' },
    timeout: 150_000,
  });
  expect(targeting.status(), await targeting.text()).toBe(200);
  const top = ((await targeting.json()) as { organizations: { id: string; name: string }[] }).organizations[0]!;

  await page.goto('/dashboard/accounts');
  await page.getByRole('tab', { name: 'Contacts' }).click();
  const people = [
    'Full Name,Job Title,Email,Phone,Mobile,Company',
    `Ada Lovelace,Chief Technology Officer,ada@people.example,+1 415 555 0199,+1 628 555 0142,"${top.name}"`,
    `Grace Hopper,VP Engineering,grace@people.example,,+1 628 555 0177,"${top.name}"`,
    `Alan Turing,Staff Engineer,alan@people.example,+1 415 555 0100,,"${top.name}"`,
  ];
  await page.getByLabel('CSV file').setInputFiles(csvFile('people.csv', people));
  await expect(page.getByRole('combobox', { name: 'Mobile phone column', exact: true })).toHaveText('Mobile');
  await expect(page.getByRole('combobox', { name: 'Phone column', exact: true })).toHaveText('Phone');
  await expect(page.getByTestId('import-preview')).toContainText('+1 628 555 0142');
  await page.getByTestId('import-button').click();
  await expect(page.getByTestId('result-imported')).toHaveText('3');

  await page.goto(`/dashboard/contacts?org=${top.id}`);
  await page.getByTestId('discover-contacts').click();
  const cards = page.getByTestId('contact-card');
  await expect(cards).toHaveCount(3, { timeout: 150_000 });
  await expect(page.getByTestId('contacts-count')).toHaveText('3 contacts found');
  const ada = cards.filter({ hasText: 'Ada Lovelace' });
  await expect(ada).toContainText('•••-•••-0142');
  await expect(ada).toContainText('•••-•••-0199');
  await expect(ada).not.toContainText('+1 628 555 0142');
  await waitForToastsToClose(page);
  await ada.getByRole('button', { name: 'View Full Profile' }).click();
  const info = page.getByTestId('contact-detail-dialog').getByTestId('contact-info');
  await expect(info.getByRole('link', { name: '+1 628 555 0142' })).toHaveAttribute('href', 'tel:+1 628 555 0142');
  await expect(info.getByRole('link', { name: '+1 415 555 0199' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('profile-mobile.png') });
  await page.keyboard.press('Escape');

  // The counter follows the search.
  await page.getByLabel('Search contacts').fill('hopper');
  await expect(cards).toHaveCount(1);
  await expect(page.getByTestId('contacts-count')).toHaveText('1 of 3 contacts');
  await page.getByLabel('Search contacts').fill('');
  await expect(page.getByTestId('contacts-count')).toHaveText('3 contacts found');

  // Nothing new behind the numbers already shown: the refresh says so instead of "3 new contacts found".
  await page.getByRole('button', { name: 'Refresh with Mobile Numbers' }).click();
  const refreshed = toast(page, 'Contacts Refreshed');
  await expect(refreshed).toContainText('No new mobile numbers were found; nothing changed.', { timeout: 150_000 });
  await expect(refreshed).not.toContainText('new contacts');
});

test('toasts do not pile up: a repeated one replaces the older, at most three are open, errors look like errors', async ({
  page,
}) => {
  await signUpWithCompany(page, 'Toast Co');
  const open = page.locator('[data-sonner-toast]:not([data-removed="true"])');
  const save = page.getByRole('button', { name: 'Save Configuration' });
  await save.scrollIntoViewIfNeeded();
  for (let i = 0; i < 5; i++) await save.click();
  await expect(toast(page, 'Missing Required Fields')).toHaveCount(1);
  await expect(toast(page, 'Missing Required Fields')).toHaveAttribute('data-type', 'error');
  await page.getByLabel('Company website').fill('');
  await page.getByRole('button', { name: 'Auto-Fill' }).click();
  await expect(toast(page, 'Missing Company URL')).toHaveAttribute('data-type', 'error');

  // Two more, from another page of the app: the oldest is closed, never more than three are open.
  await page.getByRole('link', { name: 'Account Lists' }).click();
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.from('   \n') });
  await expect(toast(page, 'Could not read the file')).toHaveAttribute('data-type', 'error');
  // Contact files keep the 5 MB limit (large account files are streamed).
  await page.getByRole('tab', { name: 'Contacts' }).click();
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'huge.csv', mimeType: 'text/csv', buffer: Buffer.alloc(5 * 1024 * 1024 + 10, 'a') });
  await expect(toast(page, 'The CSV file is larger than 5 MB')).toBeVisible();
  await expect.poll(() => open.count()).toBeLessThanOrEqual(3);
  await expect(toast(page, 'Missing Required Fields')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('toasts.png') });
});

test('the Documentation Hub is one click away for every member through Help', async ({ page }) => {
  await signUpWithCompany(page, 'Help Co');
  await expect(page.getByRole('link', { name: 'Documentation' })).toHaveCount(0);
  await page.getByTestId('help-link').click();
  await expect(page.getByRole('heading', { name: 'Documentation Hub' })).toBeVisible();
  await expect(page.getByTestId('page-title')).toHaveText('Help');
});

test('creating a second company does not draft the configuration (or spend a credit) unless asked', async ({
  page,
}) => {
  const email = uniqueEmail('second');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, signupCompanyUrl: 'https://unreachable.docuflow.example' },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  await page.goto(linkIn((await latestMail(page, email))!.text)!);
  await page.waitForURL('**/company-onboarding');
  const first = await page.request.post('/api/companies', {
    data: { name: 'First Co', slug: `first-${Date.now().toString(36)}`, preconfigure: false },
  });
  expect(first.status()).toBe(201);

  await page.goto('/company-onboarding?new=create');
  await page.getByLabel('Company Name').fill('Second Co');
  const option = page.getByTestId('preconfigure-option');
  await expect(option).toContainText('https://unreachable.docuflow.example');
  await expect(option.getByRole('checkbox')).not.toBeChecked();
  await page.getByRole('button', { name: 'Create Company' }).click();
  await page.waitForURL('**/dashboard');
  await expect(page.getByTestId('company-name')).toHaveText('Second Co');
  const me = (await (await page.request.get('/api/me')).json()) as { currentCompany: { creditsRemaining: number } };
  expect(me.currentCompany.creditsRemaining).toBe(100);
  await expect(page.getByTestId('unsaved-changes')).toHaveCount(0);
});
