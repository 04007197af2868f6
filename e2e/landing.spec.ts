import { expect, test } from '@playwright/test';

test('the landing page shows the four features and the three figures', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByTestId('feature-card');
  await expect(cards).toHaveCount(4);
  for (const title of ['Organization Targeting', 'Account Research', 'Contact Discovery', 'Personalized Outreach']) {
    await expect(cards.getByRole('heading', { name: title })).toBeVisible();
  }
  const figures = page.getByTestId('landing-figures');
  await expect(figures).toContainText('95%');
  await expect(figures).toContainText('Accuracy');
  await expect(figures).toContainText('3x');
  await expect(figures).toContainText('Faster research');
  await expect(figures).toContainText('50%');
  await expect(figures).toContainText('Higher response rates');
  await expect(page.getByTestId('plan-card')).toHaveCount(4);
  for (const id of ['features', 'about', 'pricing']) {
    await expect(page.locator(`#${id}`)).toBeAttached();
    await expect(page.locator(`header a[href="#${id}"]`).first()).toBeAttached();
  }
});

for (const name of ['Login', 'Get Started Free', 'Start Your Free Trial']) {
  test(`${name} leads to /auth`, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });
}

test('Watch Demo does nothing visible', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Watch Demo' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an unknown path shows the 404 page, logs it, and Return to Home goes to /', async ({ page }) => {
  const logged = page.waitForRequest((r) => r.url().endsWith('/api/log/not-found') && r.method() === 'POST');
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  expect((await logged).postDataJSON()).toEqual({ path: '/no-such-page' });
  expect(errors.some((e) => e.includes('/no-such-page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('feature-card').first()).toBeVisible();
});
