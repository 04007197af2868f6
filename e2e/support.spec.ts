import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUpWithCompany } from './support/accounts';
import { toast } from './support/auth-ui';
import { grantPlatformRole } from './support/staff';

/**
 * Tech support back office and impersonation, end to end. Staff roles are granted by the run's
 * super admin (e2e/support/staff.ts).
 */
test.describe.configure({ mode: 'serial' });

async function openAs(browser: Browser, companyName: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const { email } = await signUpWithCompany(page, companyName);
  return { page, email };
}

async function snap(page: Page, name: string, fullPage = true) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 812 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/support-${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function openUser(page: Page, email: string) {
  await page.goto('/admin');
  const box = page.getByLabel('Search users');
  await box.fill(email.split('@')[0]!.toUpperCase());
  await box.press('Enter');
  await page.locator(`[data-testid="user-result"][data-email="${email}"]`).click();
  await expect(page.getByTestId('user-detail-panel').getByTestId('detail-email')).toHaveText(email);
}

test('a support user finds a user, impersonates, is refused a write, writes with the switch on, exits, and the audit shows both sessions', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const target = await openAs(browser, 'Target Widgets');
  const { page, email: supportEmail } = await openAs(browser, 'Support Desk');

  // Before the grant the back office is closed.
  await page.goto('/admin');
  await expect(page.getByTestId('access-restricted')).toContainText('You need one of these roles: tech_support');
  await grantPlatformRole(page, 'tech_support');

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Tech Support Back Office' })).toBeVisible();
  for (const key of ['totalUsers', 'recentSignups', 'unverified', 'activeIssues'])
    await expect(page.getByTestId(`support-stat-${key}`).getByTestId('stat-value')).toHaveText(/^\d[\d,]*$/);
  const total = Number(
    (await page.getByTestId('support-stat-totalUsers').getByTestId('stat-value').textContent())!.replace(/,/g, ''),
  );
  expect(total).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('tab', { name: 'Subscriptions' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'System Health' }).click();
  await expect(page.getByTestId('health-badge')).toHaveText(/healthy|warning/);
  await page.getByRole('tab', { name: 'User Lookup' }).click();
  await snap(page, 'admin');

  await openUser(page, target.email);
  for (const tab of ['Overview', 'AI Config', 'Organizations', 'Contacts', 'Pitches', 'Raw Data'])
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  await snap(page, 'detail');

  // Session 1: write actions off; the write is refused.
  await page.getByRole('button', { name: 'Impersonate User' }).click();
  await expect(toast(page, 'Impersonation Started')).toContainText(`Now viewing as ${target.email}`);
  await page.waitForURL('**/dashboard');
  const banner = page.getByTestId('impersonation-banner');
  await expect(banner.getByTestId('impersonated-user')).toHaveText(target.email);
  await expect(banner.getByTestId('original-user')).toHaveText(supportEmail);
  await expect(page.getByTestId('company-name')).toHaveText('Target Widgets');
  await expect(banner.getByRole('switch', { name: 'Write actions' })).toHaveAttribute('aria-checked', 'false');
  await snap(page, 'banner', false);

  await page.goto('/demo');
  await expect(page.getByTestId('acting-as')).toHaveText(`Acting as ${target.email}`);
  await expect(page.getByTestId('demo-empty')).toHaveText('No analysis sessions found');
  await page.getByLabel('New item name').fill('Blocked item');
  await page.getByLabel('New item name').press('Enter');
  await expect(toast(page, 'Failed to create item')).toContainText(
    'Write actions are disabled while impersonating. Turn on write actions to make changes.',
  );
  await expect(page.getByTestId('demo-empty')).toBeVisible();
  await page.getByRole('button', { name: 'Exit Impersonation' }).click();
  await expect(toast(page, 'Impersonation Ended')).toBeVisible();
  await expect(page.getByTestId('acting-as')).toHaveText('Your account');

  // Session 2: write actions on; the write lands in the target's account and is audited.
  await openUser(page, target.email);
  await page.getByRole('button', { name: 'Impersonate User' }).click();
  await page.waitForURL('**/dashboard');
  await page.goto('/demo');
  await page.getByRole('switch', { name: 'Write actions' }).click();
  await expect(page.getByTestId('write-actions-warning')).toBeVisible();
  await page.getByLabel('New item name').fill('Made by support');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, `Item created on behalf of ${target.email}`)).toBeVisible();
  await expect(page.locator('[data-testid="demo-item"][data-name="Made by support"]')).toBeVisible();
  await snap(page, 'demo');
  await page.getByRole('button', { name: 'Exit Impersonation' }).click();
  await expect(toast(page, 'Impersonation Ended')).toBeVisible();
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);

  // The target sees the item in their own account.
  await target.page.goto('/demo');
  await expect(target.page.locator('[data-testid="demo-item"][data-name="Made by support"]')).toBeVisible();
  await expect(target.page.getByTestId('acting-as')).toHaveText('Your account');

  // The audit: two ended sessions by the support user, the second with its audited insert.
  await openUser(page, target.email);
  const records = page.getByTestId('impersonation-record');
  await expect(records).toHaveCount(2);
  await expect(records.nth(0)).toContainText(supportEmail);
  await expect(records.nth(0)).toContainText('Ended');
  await expect(records.nth(0).getByTestId('audited-count')).toHaveText('1 audited write');
  await expect(records.nth(0)).toContainText('INSERT analysis_sessions');
  await expect(records.nth(1).getByTestId('audited-count')).toHaveText('0 audited writes');
  await snap(page, 'audit');
});

test('a super admin changes a plan; subscriptions are refused to others and while impersonating', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await openAs(browser, 'Curious Co');
  const refused = await owner.page.request.get('/api/support/companies');
  expect([refused.status(), (await refused.json()).message]).toEqual([
    403,
    'Super admin access required to manage subscriptions.',
  ]);

  const { page } = await openAs(browser, 'Plan Desk');
  await grantPlatformRole(page, 'super_admin');
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Subscriptions' }).click();
  const row = page.locator('[data-testid="company-row"]').filter({ hasText: 'Curious Co' });
  // Newest first: this test's two companies lead the list.
  await expect(page.locator('[data-testid="company-row"]').nth(0)).toContainText('Plan Desk');
  await expect(page.locator('[data-testid="company-row"]').nth(1)).toContainText('Curious Co');
  await row.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Professional' }).click();
  await expect(toast(page, 'Company subscription updated successfully')).toBeVisible();
  await expect(row).toContainText('active');
  await expect(row).toContainText('1/25 users');
  await expect(row).toContainText('5,000 credits');
  await snap(page, 'subscriptions');

  await openUser(page, owner.email);
  await page.getByRole('button', { name: 'Impersonate User' }).click();
  await page.waitForURL('**/dashboard');
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Subscriptions' }).click();
  await expect(page.getByTestId('access-restricted')).toContainText('Access Restricted During Impersonation');
  await expect(page.getByTestId('access-restricted')).toContainText(
    'This feature is not available during user impersonation for security reasons.',
  );
  await page.getByRole('button', { name: 'Exit Impersonation' }).click();
  await expect(toast(page, 'Impersonation Ended')).toBeVisible();
});
