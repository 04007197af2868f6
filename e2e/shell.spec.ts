import { expect, test, type Page } from '@playwright/test';
import { signUpAndVerify, signUpWithCompany } from './support/accounts';

const NOT_FOUND = 'Oops! Page not found';

/** Set SHELL_SCREENSHOTS=1 to write /tmp/shell-<name>.png for a visual check. */
async function snap(page: Page, name: string) {
  if (!process.env.SHELL_SCREENSHOTS) return;
  await page.waitForTimeout(300); // let the width transition finish
  await page.screenshot({ path: `/tmp/shell-${name}.png` });
}

const sidebar = (page: Page) => page.getByTestId('app-sidebar');

test.describe('route guards', () => {
  test('signed-out visitors are sent to /auth', async ({ page }) => {
    await page.goto('/dashboard');
    await page.waitForURL('**/auth');
    await page.goto('/company-onboarding');
    await page.waitForURL('**/auth');
    await page.goto('/dashboard/research');
    await page.waitForURL('**/auth');
  });

  test('a signed-in user without a company is sent to /company-onboarding', async ({ page }) => {
    await signUpAndVerify(page);
    await page.goto('/dashboard');
    await page.waitForURL('**/company-onboarding');
    await page.goto('/dashboard/billing');
    await page.waitForURL('**/company-onboarding');
  });
});

test.describe('the dashboard shell', () => {
  test('an owner sees the groups and items of their role', async ({ page }) => {
    const { email } = await signUpWithCompany(page, 'Acme Robotics');
    const nav = sidebar(page);
    await expect(nav).toBeVisible();
    await expect(nav.getByText('Scoutline', { exact: true })).toBeVisible();
    await expect(nav.getByText('Sales Intelligence')).toBeVisible();

    for (const group of ['Main', 'Research Tools', 'Settings', 'Administration']) {
      await expect(nav.getByTestId(`sidebar-group-${group}`)).toBeVisible();
    }
    for (const item of [
      'Dashboard',
      'Organization Targeting',
      'Account Research',
      'Contact Discovery',
      'Company Settings',
      'Billing',
      'White Label',
      'Security',
    ]) {
      await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    await expect(nav.getByTestId('sidebar-group-Development')).toHaveCount(0);
    await expect(nav.getByText('Development', { exact: true })).toHaveCount(0);
    // User Management is for platform admins: its page would only show an owner Access Restricted.
    for (const hidden of [
      'User Management',
      'Tech Support',
      'Testing',
      'Deployment',
      'Optimization',
      'Documentation',
    ]) {
      await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
    }

    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('data-active', 'true');
    await expect(nav.getByTestId('current-company-name')).toHaveText('Acme Robotics');
    await expect(nav.getByTestId('current-company-plan')).toHaveText('Trial');
    await expect(nav.getByTestId('user-email')).toHaveText(email);
  });

  test('Ctrl+B collapses the sidebar, the state survives a reload, Ctrl+B expands it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signUpWithCompany(page);
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
    await snap(page, 'expanded');

    await page.keyboard.press('Control+b');
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
    await expect(sidebar(page).getByText('Sales Intelligence')).toBeHidden();
    await snap(page, 'collapsed');

    await page.reload();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'sidebar_state')?.value).toBe('false');

    await page.keyboard.press('Control+b');
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
    await expect(sidebar(page).getByText('Sales Intelligence')).toBeVisible();

    await page.getByTestId('sidebar-trigger').click();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');

    if (process.env.SHELL_SCREENSHOTS) {
      await page.getByTestId('sidebar-trigger').click();
      await page.evaluate(() => localStorage.setItem('scoutline-theme', 'dark'));
      await page.goto('/dashboard/research');
      await snap(page, 'dark');
    }
  });

  test('on a phone the sidebar is an off-canvas drawer that closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signUpWithCompany(page);
    await expect(page.getByTestId('page-title')).toHaveText('Dashboard');
    await expect(sidebar(page)).toBeHidden();
    await expect(page.getByTestId('mobile-sidebar')).toBeHidden();

    await page.getByTestId('sidebar-trigger').click();
    const drawer = page.getByTestId('mobile-sidebar');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Sales Intelligence')).toBeVisible();
    await snap(page, 'mobile-drawer');

    await drawer.getByRole('link', { name: 'Account Research', exact: true }).click();
    await expect(drawer).toBeHidden();
    await page.waitForURL('**/dashboard/research');
    await expect(page.getByRole('heading', { name: 'Account Research' })).toBeVisible();
  });

  test('every sidebar link leads to a page that renders', async ({ page }) => {
    await signUpWithCompany(page);
    const links = sidebar(page).locator('[data-sidebar="content"] a[href]');
    await expect(links.first()).toBeVisible();
    const targets = await links.evaluateAll((anchors) =>
      anchors.map((a) => ({ href: a.getAttribute('href')!, title: a.textContent!.trim() })),
    );
    expect(targets.length).toBe(16);

    for (const { href, title } of targets) {
      await sidebar(page).getByRole('link', { name: title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByTestId('page-title')).toHaveText(title);
      await expect(sidebar(page).getByRole('link', { name: title, exact: true })).toHaveAttribute(
        'data-active',
        'true',
      );
      await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
      await expect(page.locator('[data-slot="dashboard-content"]')).not.toBeEmpty();
      if (href === '/dashboard/company') await snap(page, 'coming-soon');
    }

    // The staff-only routes exist too (the owner just does not see their links).
    for (const href of [
      '/admin',
      '/dashboard/testing',
      '/dashboard/deployment',
      '/dashboard/optimization',
      '/dashboard/docs',
    ]) {
      await page.goto(href);
      await expect(page.locator('[data-slot="dashboard-content"]')).not.toBeEmpty();
      await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
    }

    // Outside the layout the placeholder stands on its own.
    await page.goto('/demo');
    await expect(page.getByRole('heading', { name: 'Impersonation Demo' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
    await expect(sidebar(page)).toHaveCount(0);
    await snap(page, 'standalone');
  });

  test('the company switcher lists memberships and switches the current company', async ({ page }) => {
    await signUpWithCompany(page, 'First Widgets');
    const created = await page.request.post('/api/companies', {
      data: { name: 'Second Gadgets', slug: `second-${Date.now().toString(36)}` },
    });
    expect(created.status()).toBe(201);
    await page.reload();

    const current = sidebar(page).getByTestId('current-company-name');
    await expect(current).toHaveText(/First Widgets|Second Gadgets/);
    const before = (await current.textContent())!;
    const other = before === 'First Widgets' ? 'Second Gadgets' : 'First Widgets';

    await page.getByTestId('company-switcher').click();
    await expect(page.getByRole('menuitem', { name: /Create or join a company/ })).toBeVisible();
    await snap(page, 'switcher');
    await page.getByRole('menuitem', { name: new RegExp(other) }).click();
    await expect(current).toHaveText(other);

    await page.getByTestId('company-switcher').click();
    await page.getByRole('menuitem', { name: /Create or join a company/ }).click();
    await page.waitForURL(/\/company-onboarding\?new=1$/);
  });

  test('sign out returns to /auth and the dashboard is closed again', async ({ page }) => {
    await signUpWithCompany(page);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/auth');
    await page.goto('/dashboard');
    await page.waitForURL('**/auth');
  });
});
