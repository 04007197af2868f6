import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCESS_MSG, SUPPORT_MSG } from '../src/domain/access';
import { signUpWithCompany } from './support/accounts';
import { toast } from './support/auth-ui';
import { grantPlatformRole } from './support/staff';

/** What support sees while impersonating: closed features say so, a refused write says why, writes land on the user. */
async function openAs(browser: Browser, companyName: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const { email } = await signUpWithCompany(page, companyName);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  return { page, email, userId: me.user.id };
}

const field = (page: Page, label: string) =>
  page.getByTestId('ai-configuration').getByLabel(new RegExp(`^${label}\\*?$`));

async function fillRequired(page: Page, name: string) {
  await field(page, 'Product Name').fill(name);
  await field(page, 'Product URL').fill('https://fixed.example.com');
  await field(page, 'Product Description').fill('Scheduling software for field service teams.');
  await field(page, 'Target Market').fill('Home services companies in the United States');
}

test('while impersonating: closed features show the restriction, a write with writes off says so, a write with writes on lands on the user', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const target = await openAs(browser, 'Impersonated Co');
  const support = await openAs(browser, 'Support Desk Two');
  await grantPlatformRole(support.page, 'tech_support');
  const { page } = support;
  const started = await page.request.post('/api/support/impersonation/start', {
    data: { targetUserId: target.userId },
  });
  expect(started.status(), await started.text()).toBe(201);

  await page.goto('/dashboard');
  await expect(page.getByTestId('impersonation-banner')).toBeVisible();
  // Account deletion is not support's to do through someone else's session.
  await expect(page.getByTestId('delete-account-card').getByTestId('access-restricted')).toContainText(
    ACCESS_MSG.impersonationTitle,
  );

  // Write actions are off: the save is refused, and the toast says why (not "Please try again").
  await fillRequired(page, 'Fixed By Support');
  await page.getByRole('button', { name: 'Save Configuration' }).click();
  await expect(toast(page, 'Save Failed')).toContainText(SUPPORT_MSG.writesDisabled);
  await expect(toast(page, 'Save Failed')).not.toContainText('Please try again');

  for (const path of [
    '/dashboard/billing',
    '/dashboard/company',
    '/dashboard/white-label',
    '/dashboard/users',
    '/dashboard/security',
  ]) {
    await page.goto(path);
    const notice = page.getByTestId('access-restricted');
    await expect(notice, path).toContainText(ACCESS_MSG.impersonationTitle);
    await expect(notice, path).toContainText(ACCESS_MSG.impersonationDescription);
    if (path === '/dashboard/users') await expect(page.getByText('Make Me Super Admin')).toHaveCount(0);
    if (path === '/dashboard/security')
      await expect(page.getByText('Failed to load security dashboard data.')).toHaveCount(0);
  }
  await page.screenshot({ path: test.info().outputPath('security-restricted.png') });

  // Features that need tech_support stay open.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Tech Support Back Office' })).toBeVisible();

  // Write actions on: the save lands on the impersonated user's own configuration.
  await page.goto('/dashboard');
  await page.getByRole('switch', { name: 'Write actions' }).click();
  await expect(page.getByTestId('write-actions-warning')).toBeVisible();
  await fillRequired(page, 'Fixed By Support');
  await page.getByRole('button', { name: 'Save Configuration' }).click();
  await expect(toast(page, 'Configuration Saved')).toBeVisible();
  await page.getByRole('button', { name: 'Exit Impersonation' }).click();
  await expect(toast(page, 'Impersonation Ended')).toBeVisible();

  await target.page.reload();
  await expect(field(target.page, 'Product Name')).toHaveValue('Fixed By Support');
  await page.goto('/dashboard');
  await expect(field(page, 'Product Name')).toHaveValue('');

  // The back office says whose the session is.
  await page.goto('/admin');
  await page.getByLabel('Search users').fill(target.email);
  await page.getByLabel('Search users').press('Enter');
  await page.locator(`[data-testid="user-result"][data-email="${target.email}"]`).click();
  await page.getByRole('tab', { name: 'AI Config' }).click();
  const configs = page.getByRole('list', { name: 'AI configurations' });
  await expect(configs).toContainText('Fixed By Support');
  await expect(configs).toContainText('Current configuration');
  await expect(configs.getByTestId('session-owner')).toHaveText(`Owner: ${target.email} · Impersonated Co`);
  await page.screenshot({ path: test.info().outputPath('back-office-owner.png'), fullPage: true });
});
