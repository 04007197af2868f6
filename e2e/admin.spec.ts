import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, signUpWithCompany, uniqueEmail } from './support/accounts';
import { rememberRoot } from './support/staff';
import { openAuth, submitSignIn, toast } from './support/auth-ui';

/**
 * User Management and the Security Dashboard. The first test makes its user the platform's super admin
 * through Make Me Super Admin, which works only while none exists: this file must run on a fresh
 * database before any other spec creates a super admin (files run in name order, one worker): a spec that
 * grants a platform role must be named after this one (hence axe-accessibility.spec.ts, not accessibility.spec.ts).
 */
test.describe.configure({ mode: 'serial' });

let admin: { email: string } | null = null;

async function snap(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 812 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/admin-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Signs another account up through the API while this page stays signed in (better-auth then wants an Origin). */
async function createAccountBeside(page: Page, email: string) {
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status(), await response.text()).toBe(200);
  return email;
}

/** The setup token the server printed at start (read through the dev-only API the e2e server enables). */
async function setupToken(page: Page) {
  const response = await page.request.get('/api/dev/super-admin-setup-token');
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { token: string }).token;
}

const row = (page: Page, email: string) => page.locator(`[data-testid="user-row"][data-email="${email}"]`);

test('the first user makes themselves super admin, then manages roles and accounts', async ({ page }) => {
  const { email } = await signUpWithCompany(page, 'Admin Works');
  admin = { email };
  // Not in an owner's sidebar: the operator opens it from the address the server log names.
  await expect(page.getByTestId('app-sidebar').getByRole('link', { name: 'User Management', exact: true })).toHaveCount(
    0,
  );
  await page.goto('/dashboard/users');
  await expect(page.getByTestId('users-access-denied')).toContainText(
    'You need one of these roles: admin, super_admin',
  );
  await expect(page.getByTestId('super-admin-warning')).toHaveText('Only for initial setup or existing super admins');
  await snap(page, 'users-restricted');

  // The button needs the one-time setup token the server printed at start; without it the server refuses.
  await expect(page.getByRole('button', { name: 'Make Me Super Admin' })).toBeDisabled();
  await page.getByLabel('Setup token').fill('not-the-token');
  await page.getByRole('button', { name: 'Make Me Super Admin' }).click();
  await expect(toast(page, 'Failed to make super admin')).toContainText('setup token printed in the server log');
  await page.getByLabel('Setup token').fill(await setupToken(page));
  await page.getByRole('button', { name: 'Make Me Super Admin' }).click();
  await expect(toast(page, 'You are now a super admin.')).toBeVisible();
  // The page reloads after a second and then lists the users.
  await expect(row(page, email)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('super-admin-card')).toHaveCount(0);
  await expect(row(page, email).getByTestId('role-chip-super_admin')).toBeVisible();
  rememberRoot(email);
  await expect(row(page, email).getByTestId('verification-status')).toHaveText('Verified');
  await expect(row(page, email).getByTestId('last-sign-in')).toHaveText(
    /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/,
  );
  // A user with a company is offered no Extract Company, and no one deletes themselves here.
  await expect(row(page, email).getByRole('button', { name: 'Extract Company' })).toHaveCount(0);
  await expect(row(page, email).getByRole('button', { name: 'Delete Account' })).toHaveCount(0);

  const other = await createAccountBeside(page, uniqueEmail('member'));
  await page.reload();
  const target = row(page, other);
  await expect(target.getByTestId('verification-status')).toHaveText('Unverified');
  await expect(target.getByTestId('last-sign-in')).toHaveText('Never');
  await expect(target.getByRole('button', { name: 'Extract Company' })).toBeVisible();

  const addRole = async (role: string) => {
    await target.getByRole('combobox', { name: `Role to add for ${other}` }).click();
    await page.getByRole('option', { name: role, exact: true }).click();
    await target.getByRole('button', { name: 'Add Role' }).click();
  };
  await addRole('manager');
  await expect(toast(page, 'Role manager assigned successfully')).toBeVisible();
  await expect(target.getByTestId('role-chip-manager')).toBeVisible();
  await addRole('manager');
  await expect(toast(page, 'Role already assigned')).toContainText('User already has the manager role');
  await snap(page, 'users');

  await target.getByRole('button', { name: `Remove role manager from ${other}` }).click();
  await expect(toast(page, 'Role manager removed successfully')).toBeVisible();
  await expect(target.getByTestId('role-chip-manager')).toHaveCount(0);

  await page.getByRole('button', { name: 'Sync User Emails' }).click();
  await expect(toast(page, 'All user emails are already in sync')).toBeVisible();

  // Cancelling the prompt is silent; a wrong phrase is refused; the exact phrase deletes.
  page.once('dialog', (dialog) => dialog.dismiss());
  await target.getByRole('button', { name: 'Delete Account' }).click();
  await expect(target).toBeVisible();
  page.once('dialog', (dialog) => dialog.accept(`delete ${other}`));
  await target.getByRole('button', { name: 'Delete Account' }).click();
  await expect(toast(page, 'Deletion cancelled')).toContainText('Confirmation text did not match exactly');
  await expect(target).toBeVisible();
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toContain(`DELETE ${other}`);
    return dialog.accept(`DELETE ${other}`);
  });
  const deleted = page.waitForResponse(
    (r) => r.url().includes('/api/admin/users/') && r.request().method() === 'DELETE',
  );
  await target.getByRole('button', { name: 'Delete Account' }).click();
  expect((await deleted).status()).toBe(200);
  await expect(toast(page, 'Account deleted')).toBeVisible();
  await expect(target).toHaveCount(0);
});

test('a second user is not offered Make Me Super Admin, cannot use it and cannot list users', async ({ page }) => {
  await signUpWithCompany(page, 'Late Comers');
  await page.goto('/dashboard/users');
  await expect(page.getByTestId('users-access-denied')).toBeVisible();
  await expect(page.getByTestId('super-admin-card')).toHaveCount(0);
  const made = await page.request.post('/api/functions/make-super-admin', { data: { setupToken: 'guess' } });
  expect(made.status()).toBe(403);
  expect((await made.json()).message).toContain('A super admin already exists');
  const list = await page.request.get('/api/admin/users');
  expect(list.status()).toBe(403);
});

test('the security dashboard shows the tiles, features, contact access and both auth logs', async ({ page }) => {
  expect(admin, 'the first test signs the admin up').not.toBeNull();
  await openAuth(page, 'Sign In');
  expect((await submitSignIn(page, admin!.email, 'Wrong-Password-1')).status()).toBe(401);
  await expect(toast(page, 'Sign In Failed')).toBeVisible();
  expect((await submitSignIn(page, admin!.email, PASSWORD)).status()).toBe(200);
  await page.waitForURL(/\/(company-onboarding|dashboard)/);

  await page.goto('/dashboard/security');
  await expect(page.getByRole('heading', { name: 'Security Dashboard' })).toBeVisible();
  for (const [tile, value] of [
    ['daily-views', '0'],
    ['total-contacts', '0'],
    ['expiring-soon', '0'],
    ['data-health', 'Good'],
  ]) {
    await expect(page.getByTestId(`tile-${tile}`).getByTestId('tile-value')).toHaveText(value);
  }
  await expect(page.getByTestId('security-features')).toContainText('Daily view limit (50)');
  await snap(page, 'security');

  await page.getByRole('tab', { name: 'Contact Access' }).click();
  await expect(page.getByText('No contact access has been recorded yet.')).toBeVisible();

  await page.getByRole('tab', { name: 'Auth Events' }).click();
  const server = page.getByTestId('auth-events');
  await expect(server.getByTestId('auth-event').filter({ hasText: 'Failed' }).first()).toContainText(admin!.email);
  await expect(server.getByTestId('auth-event').filter({ hasText: 'Sign up' }).first()).toContainText('Success');
  const local = page.getByTestId('local-security-log').getByTestId('local-event');
  await expect(local).toHaveCount(2);
  await expect(local.nth(0)).toContainText('Sign-in success');
  await expect(local.nth(1)).toContainText('Auth failure');
  await expect(local.nth(1)).toContainText('Invalid email or password');
  await snap(page, 'security-auth-events');
});
