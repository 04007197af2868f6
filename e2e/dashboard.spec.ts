import { expect, test } from '@playwright/test';
import { PASSWORD, signUpWithCompany } from './support/accounts';

test('a new company sees its name, trial plan, 100 credits, zeroed tiles and a trial subscription', async ({
  page,
}) => {
  await signUpWithCompany(page, 'Acme Robotics');
  await expect(page.getByTestId('company-name')).toHaveText('Acme Robotics');
  await expect(page.getByTestId('company-plan')).toHaveText(/^trial$/i);
  await expect(page.getByTestId('credits-remaining')).toHaveText('100');
  await expect(page.getByTestId('credits-bar')).toHaveAttribute('aria-valuenow', '10');

  for (const [key, value] of [
    ['organizationsIdentified', '0'],
    ['greatFitProspects', '0'],
    ['qualifiedContacts', '0'],
    ['successRate', '0%'],
  ]) {
    await expect(page.getByTestId(`stat-${key}`).getByTestId('stat-value')).toHaveText(value);
  }

  await expect(page.getByTestId('subscription-plan')).toHaveText(/^trial$/i);
  await expect(page.getByTestId('subscription-status')).toHaveText(/^trial$/i);
  await expect(page.getByTestId('subscription-card').getByRole('link', { name: 'Manage Billing' })).toHaveAttribute(
    'href',
    '/dashboard/billing',
  );
  await expect(page.getByTestId('get-started-card').getByText('Get Started', { exact: true })).toBeVisible();
});

test('deleting the account needs the exact phrase, lands on / and the e-mail can no longer sign in', async ({
  page,
}) => {
  const { email } = await signUpWithCompany(page);
  const card = page.getByTestId('delete-account-card');
  const button = card.getByRole('button', { name: 'Delete Account' });
  const input = card.getByLabel(/to confirm/);

  await expect(button).toBeDisabled();
  await input.fill('delete my account');
  await expect(button).toBeDisabled();
  await input.fill('DELETE MY ACCOUNT ');
  await expect(button).toBeDisabled();
  await input.fill('DELETE MY ACCOUNT');
  await expect(button).toBeEnabled();

  await button.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('This permanently deletes your account and all data you own.');
  // Cancelling keeps everything as it was.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);

  await button.click();
  // A slow landing-page chunk: the dashboard's guard must not win the race to /auth while it loads.
  await page.route(/\/assets\/landing-page-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const deleted = page.waitForResponse((r) => r.url().endsWith('/api/functions/delete-user-account'));
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Account' }).click();
  expect((await deleted).status()).toBe(200);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Account Deleted')).toBeVisible();

  // Sent as the browser would send it (with its origin), so the answer is about the credentials.
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: PASSWORD },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(signIn.status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});
