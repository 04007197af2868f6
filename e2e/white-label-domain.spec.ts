import { chromium, expect, test, type Page } from '@playwright/test';
import { brandThemeVariables } from '../src/domain/branding-colors';
import { PASSWORD, signUpWithCompany } from './support/accounts';
import { submitSignIn, toast } from './support/auth-ui';
import { drawPng } from './support/images';

// Unique per test, so a repeated run does not find the domain claimed by the previous company.
const DOMAIN = `brand-${Date.now().toString(36)}.test`;
const PRIMARY = '#0f766e';
const SECONDARY = '#9333ea';

const themeVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

test('a company’s custom domain shows its logo, name, colours and login background on the sign-in page, and members sign in there', async ({
  page,
  baseURL,
}) => {
  const company = `Brand Domain ${Date.now().toString(36)}`;
  const { email } = await signUpWithCompany(page, company);
  await page.goto('/dashboard/white-label');
  await page
    .getByLabel('Logo', { exact: true })
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await drawPng(page, 'logo') });
  await expect(page.getByAltText('Logo preview')).toBeVisible();
  await page
    .getByLabel('Login Background', { exact: true })
    .setInputFiles({ name: 'bg.png', mimeType: 'image/png', buffer: await drawPng(page, 'background') });
  await expect(page.getByAltText('Login Background preview')).toBeVisible();
  const logoUrl = await page.getByAltText('Logo preview').getAttribute('src');
  const backgroundUrl = await page.getByAltText('Login Background preview').getAttribute('src');
  await page.getByLabel('Primary Color', { exact: true }).fill(PRIMARY);
  await page.getByLabel('Secondary Color', { exact: true }).fill(SECONDARY);
  await page.getByLabel('Custom Domain').fill(DOMAIN.toUpperCase());
  await page.getByRole('switch', { name: 'Enable White-Label' }).click();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page, 'Settings saved')).toBeVisible();

  // A visitor whose DNS points the domain at this server (Chromium maps the name to 127.0.0.1).
  const port = new URL(baseURL!).port;
  const { launchOptions } = test.info().project.use;
  const browser = await chromium.launch({
    ...launchOptions,
    args: [...(launchOptions?.args ?? []), `--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1`],
  });
  try {
    // No configured Origin header here (playwright.config.ts sets localhost's for API calls): a browser on the
    // custom domain sends its own, and a forced foreign one makes Chromium refuse the page's module scripts.
    const visitor = await (
      await browser.newContext({ viewport: { width: 1280, height: 800 }, extraHTTPHeaders: {} })
    ).newPage();
    await visitor.goto(`http://${DOMAIN}:${port}/auth`);
    const brand = visitor.getByTestId('auth-company-brand');
    await expect(brand).toContainText(company);
    const logo = visitor.getByAltText(`${company} logo`);
    await expect(logo).toHaveAttribute('src', logoUrl!);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
    await expect(visitor.getByTestId('login-background')).toHaveCSS(
      'background-image',
      new RegExp(`${backgroundUrl!.replace(/[.]/g, '\\.')}`),
    );
    // The signed-out browser really gets the image (the API request context would not use the mapped DNS).
    const served = await visitor.evaluate(async (url) => {
      const response = await fetch(url, { credentials: 'omit' });
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        bytes: (await response.arrayBuffer()).byteLength,
      };
    }, backgroundUrl!);
    expect(served).toMatchObject({ status: 200, type: 'image/png' });
    expect(served.bytes).toBeGreaterThan(100);
    await expect.poll(() => themeVar(visitor, '--primary')).toBe(brandThemeVariables(PRIMARY, SECONDARY)['--primary']);
    await expect(visitor).toHaveTitle(`${company} - Sales Intelligence`);
    await expect(visitor.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await visitor.waitForTimeout(300);
    await visitor.screenshot({ path: '/tmp/brand-auth.png' });

    // A member signs in on the branded page and works on the company's domain.
    const signedIn = await submitSignIn(visitor, email, PASSWORD);
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    await visitor.waitForURL(`http://${DOMAIN}:${port}/dashboard`);
    await expect(visitor.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
    await visitor.context().clearCookies();

    // The same server on its own address keeps the product's look.
    await visitor.goto(`http://localhost:${port}/auth`);
    await expect(visitor.getByRole('link', { name: /Scoutline/ })).toBeVisible();
    await expect(visitor.getByTestId('auth-company-brand')).toHaveCount(0);
    await expect(visitor.getByTestId('login-background')).toHaveCount(0);
    expect(await visitor.evaluate(() => document.documentElement.style.getPropertyValue('--primary'))).toBe('');
  } finally {
    await browser.close();
  }
});
