import { expect, test } from '@playwright/test';
import { MSG } from '../src/domain/messages';
import { latestMail, linkIn, PASSWORD, signUpAndVerify, signUpWithCompany, uniqueEmail } from './support/accounts';
import { createAccount, formError, openAuth, panel, submitSignIn, toast } from './support/auth-ui';

test.describe('sign-up', () => {
  test('with a company website: toast, verification mail, then company onboarding', async ({ page }) => {
    const email = uniqueEmail('signup');
    await openAuth(page, 'Sign Up');
    const form = panel(page, 'Sign Up');
    await form.getByLabel('Company Website (optional)').fill('https://acme-e2e.io');
    // Mixed case and spaces: the form trims and lowercases.
    await form.getByLabel('Work Email').fill(`  ${email.toUpperCase()}  `);
    await expect(form.getByText(MSG.emailAvailable)).toBeVisible();
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await expect(form.getByTestId('password-strength')).toContainText('Strong');
    await form.getByLabel('Confirm Password').fill(`${PASSWORD}x`);
    await expect(form.getByText(MSG.passwordsDontMatch)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Create Account' })).toBeDisabled();
    await form.getByLabel('Confirm Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Create Account' }).click();

    const created = toast(page, MSG.signUpSuccess.title);
    await expect(created).toBeVisible();
    await expect(created).toContainText(
      "Please check your email to verify your account. We'll pre-configure your AI settings using your company website.",
    );
    await expect(form.getByTestId('signup-success')).toContainText(MSG.mailNotConfigured);
    await expect(form.getByTestId('signup-success')).toContainText(email);

    const mail = await latestMail(page, email);
    expect(mail, 'verification mail').not.toBeNull();
    await page.goto(linkIn(mail!.text)!);
    await page.waitForURL('**/company-onboarding');
    const me = (await (await page.request.get('/api/me')).json()) as {
      user: { email: string; signupCompanyUrl: string | null };
    };
    expect(me.user).toMatchObject({ email, signupCompanyUrl: 'https://acme-e2e.io' });
  });

  test('a free provider e-mail asks for a work e-mail and keeps Create Account disabled', async ({ page }) => {
    await openAuth(page, 'Sign Up');
    const form = panel(page, 'Sign Up');
    await form.getByLabel('Work Email').fill(`someone.${Date.now()}@gmail.com`);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm Password').fill(PASSWORD);
    await expect(form.getByText(MSG.workEmailRequired)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  });

  test('live availability flags an existing address', async ({ page }) => {
    const email = await createAccount(page);
    await openAuth(page, 'Sign Up');
    const form = panel(page, 'Sign Up');
    await form.getByLabel('Work Email').fill(email);
    await expect(form.getByText(MSG.emailExists, { exact: true })).toBeVisible();
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm Password').fill(PASSWORD);
    await expect(form.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  });
});

test.describe('sign-in', () => {
  test('a wrong password shows the spec message as a toast and inline', async ({ page }) => {
    const email = await createAccount(page);
    await openAuth(page);
    const response = await submitSignIn(page, email, 'Wrong-Password-1');
    expect(response.status()).toBe(401);
    await expect(formError(page)).toContainText(MSG.invalidCredentials);
    await expect(toast(page, 'Sign In Failed')).toContainText(MSG.invalidCredentials);
  });

  test('five wrong passwords lock the account', async ({ page }) => {
    test.setTimeout(90_000);
    const email = await createAccount(page);
    await openAuth(page);
    const form = panel(page, 'Sign In');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const submitted = submitSignIn(page, email, `Wrong-Password-${attempt}`);
      // From the 4th attempt the limiter asks the client to wait (1 s, then 2 s) before signing in.
      if (attempt >= 4) await expect(form.getByRole('button', { name: 'Please wait…' })).toBeVisible();
      expect((await submitted).status()).toBe(401);
      await expect(formError(page)).toContainText(MSG.invalidCredentials);
      await expect(form.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    }
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(formError(page).locator('[data-slot=alert-description]')).toHaveText(
      /^Account locked until \w{3} \d{1,2}, \d{4}/,
    );
    await expect(page).toHaveURL(/\/auth$/);
    // The lock screen offers the owner a way in: a one-time link to the account's inbox.
    const offer = page.getByTestId('sign-in-link');
    await expect(offer).toContainText(MSG.lockedSignInLinkHint);
    await offer.getByRole('button', { name: MSG.signInLinkButton }).click();
    await expect(offer).toHaveText(MSG.signInLinkSent);
  });

  test('a rate limit without a lock asks to wait; a failing check is only warned about', async ({ page }) => {
    const email = await createAccount(page);
    await page.route('**/api/functions/check-auth-rate-limit', (route) =>
      route.fulfill({ json: { is_rate_limited: true, locked_until_timestamp: null, delay_seconds: 0 } }),
    );
    await openAuth(page);
    const form = panel(page, 'Sign In');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Password', { exact: true }).fill('Wrong-Password-1');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(formError(page)).toContainText('Too many attempts. Please wait 60 seconds.');

    await page.unroute('**/api/functions/check-auth-rate-limit');
    await page.route('**/api/functions/check-auth-rate-limit', (route) =>
      route.fulfill({ status: 500, json: { message: 'down' } }),
    );
    const response = await submitSignIn(page, email, 'Wrong-Password-2');
    expect(response.status()).toBe(401);
    await expect(formError(page)).toContainText(MSG.invalidCredentials);
  });

  test('Google is disabled with a hint when the server has no Google configuration', async ({ page }) => {
    await openAuth(page);
    const google = panel(page, 'Sign In').getByRole('button', { name: 'Continue with Google (not configured)' });
    await expect(google).toBeDisabled();
    await expect(google.locator('..')).toHaveAttribute('title', MSG.googleNotConfigured);
  });

  test('the right password welcomes the user and opens company onboarding', async ({ page }) => {
    const email = await signUpAndVerify(page);
    await page.context().clearCookies();
    await openAuth(page);
    await submitSignIn(page, `  ${email.toUpperCase()} `, PASSWORD);
    await expect(toast(page, MSG.signInSuccess.title)).toContainText(MSG.signInSuccess.description);
    await page.waitForURL('**/company-onboarding');
  });

  test('a member of a company signs in and lands on the dashboard', async ({ page }) => {
    const { email } = await signUpWithCompany(page, 'Returning Co');
    await page.context().clearCookies();
    await openAuth(page);
    await submitSignIn(page, email, PASSWORD);
    await page.waitForURL('**/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  });

  test('a signed-in visitor to /auth goes to company onboarding', async ({ page }) => {
    await signUpAndVerify(page);
    await page.goto('/auth');
    await page.waitForURL('**/company-onboarding');
  });
});

test('an unverified user is told a new link was sent, and can resend the verification e-mail', async ({ page }) => {
  const email = uniqueEmail('unverified');
  const signUp = await page.request.post('/api/auth/sign-up/email', { data: { email, password: PASSWORD } });
  expect(signUp.status()).toBe(200);
  const outbox = async () =>
    (
      (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
        messages: unknown[];
      }
    ).messages.length;
  expect(await outbox()).toBe(1);

  await openAuth(page, 'Sign In');
  const response = await submitSignIn(page, email, PASSWORD);
  expect(response.status()).toBe(403);
  await expect(formError(page)).toContainText(MSG.emailNotVerifiedLinkSent);
  expect(await outbox()).toBe(2);

  await panel(page, 'Sign In').getByRole('button', { name: 'Resend verification e-mail' }).click();
  await expect(toast(page, 'Resend verification e-mail')).toContainText(MSG.verificationResent);
  await expect.poll(outbox).toBe(3);
  await panel(page, 'Sign In').getByRole('button', { name: 'Resend verification e-mail' }).click();
  await expect(toast(page, 'Resend verification e-mail').last()).toContainText('Too many attempts. Please wait');
  expect(await outbox()).toBe(3);
});
