import { expect, type Page } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './accounts';

/** Opens /auth on the given tab. */
export async function openAuth(page: Page, tab: 'Sign In' | 'Sign Up' = 'Sign In') {
  await page.goto('/auth');
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('data-state', 'active');
}

/** The visible tab's panel; both forms stay mounted, so queries are scoped to it. */
export const panel = (page: Page, tab: 'Sign In' | 'Sign Up') => page.getByRole('tabpanel', { name: tab });

/** A sonner toast, found by its title. */
export const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

/**
 * Closes every open toast with its own close button and waits until none is left. Toasts sit bottom-right and stay
 * while the pointer rests on them, so one can cover a button further down the page (a table row's actions) for as
 * long as the test tries to click it; waiting for each to close on its own took 5 seconds a call. A toast that
 * cannot be dismissed yet (one still loading) is waited for.
 */
export async function waitForToastsToClose(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => {
    for (const button of document.querySelectorAll<HTMLButtonElement>('[data-sonner-toast] [data-close-button]'))
      button.click();
  });
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}

/** The inline error under the active form. */
export const formError = (page: Page) => page.locator('[data-testid="auth-error"]:visible');

/** An account that exists but is not signed in in this browser (created through the API). */
export async function createAccount(page: Page, email = uniqueEmail()) {
  const response = await page.request.post('/api/auth/sign-up/email', { data: { email, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  return email;
}

/** Submits the sign-in form and waits for the server's answer to the sign-in call. */
export async function submitSignIn(page: Page, email: string, password: string) {
  const form = panel(page, 'Sign In');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/auth/sign-in/email') && r.request().method() === 'POST',
    { timeout: 15_000 },
  );
  await form.getByRole('button', { name: 'Sign In' }).click();
  return answered;
}
