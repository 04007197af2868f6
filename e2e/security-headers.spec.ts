import { expect, test, type Page } from '@playwright/test';
import { brandThemeVariables } from '../src/domain/branding-colors';
import { signUpWithCompany } from './support/accounts';

const PRIMARY = '#0f766e';
const SECONDARY = '#9333ea';
const CUSTOM_CSS = '[data-slot="card"] { border-top: 5px solid rgb(147, 51, 234); }';

/** Every CSP violation the page reports, from the console and from the securitypolicyviolation event. */
function collectCspViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy/i.test(error.message)) violations.push(error.message);
  });
  return violations;
}

test('the app runs under its Content-Security-Policy with branding colours and custom CSS applied', async ({ page }) => {
  const violations = collectCspViolations(page);
  await signUpWithCompany(page, 'Policy Works');
  const saved = await page.request.put('/api/branding', {
    data: { primaryColor: PRIMARY, secondaryColor: SECONDARY, whiteLabelEnabled: true, customCss: CUSTOM_CSS },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const response = await page.goto('/dashboard');
  const csp = response!.headers()['content-security-policy'];
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response!.headers()['x-frame-options']).toBe('DENY');

  const card = page.locator('[data-slot="card"]').first();
  await expect(card).toBeVisible();
  await expect.poll(() => card.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('5px');
  const primary = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim());
  await expect.poll(primary).toBe(brandThemeVariables(PRIMARY, SECONDARY)['--primary']);

  for (const path of ['/dashboard/white-label', '/dashboard/billing', '/dashboard/company', '/dashboard/targeting', '/dashboard/contacts']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
  }
  await page.context().clearCookies();
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('a CSP violation would be seen: an inline script is refused and reported', async ({ page }) => {
  const violations = collectCspViolations(page);
  await page.goto('/auth');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inline = 1';
    document.head.appendChild(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __inline?: number }).__inline)).toBeUndefined();
});
