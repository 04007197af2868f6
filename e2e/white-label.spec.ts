import { expect, test, type Page } from '@playwright/test';
import { brandThemeVariables } from '../src/domain/branding-colors';
import { latestMail, linkIn, signUpAndVerify, signUpWithCompany, uniqueEmail } from './support/accounts';
import { toast } from './support/auth-ui';
import { drawPng } from './support/images';

const PRIMARY = '#0f766e';
const SECONDARY = '#9333ea';
const BRANDED = brandThemeVariables(PRIMARY, SECONDARY);
const CUSTOM_CSS = '[data-slot="card"] { border-top: 3px solid hsl(var(--secondary)); }';

/** Set WL_SCREENSHOTS=1 to write /tmp/wl-<name>.png for a visual check. */
async function snap(page: Page, name: string, fullPage = true) {
  if (!process.env.WL_SCREENSHOTS) return;
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/wl-${name}.png`, fullPage });
}

/** The theme variable as the page sees it (inline on <html> when branded, else the stylesheet's). */
const themeVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

async function openWhiteLabel(page: Page) {
  await page.goto('/dashboard/white-label');
  await expect(page.getByRole('heading', { name: 'White-Label Customization' })).toBeVisible();
}

test('live preview shows colour changes at once, and turning it off or Reset Preview removes them', async ({
  page,
}) => {
  await signUpWithCompany(page, 'Preview Works');
  await openWhiteLabel(page);
  const defaultPrimary = await themeVar(page, '--primary');
  await expect(page.getByLabel('Primary Color', { exact: true })).toHaveValue('#667eea');
  await expect(page.getByLabel('Secondary Color', { exact: true })).toHaveValue('#764ba2');
  await snap(page, 'page-1280');

  await page.getByLabel('Primary Color', { exact: true }).fill(PRIMARY);
  expect(await themeVar(page, '--primary')).toBe(defaultPrimary);
  await page.getByRole('switch', { name: 'Live Preview' }).click();
  await expect.poll(() => themeVar(page, '--primary')).toBe(BRANDED['--primary']);
  await page.getByLabel('Secondary Color', { exact: true }).fill(SECONDARY);
  await expect.poll(() => themeVar(page, '--secondary')).toBe(BRANDED['--secondary']);
  await snap(page, 'preview-1280', false);

  await page.getByRole('switch', { name: 'Live Preview' }).click();
  await expect.poll(() => themeVar(page, '--primary')).toBe(defaultPrimary);
  await page.getByRole('switch', { name: 'Live Preview' }).click();
  await expect.poll(() => themeVar(page, '--primary')).toBe(BRANDED['--primary']);
  await page.getByRole('button', { name: 'Reset Preview' }).click();
  await expect.poll(() => themeVar(page, '--primary')).toBe(defaultPrimary);
  await expect(page.getByRole('switch', { name: 'Live Preview' })).toHaveAttribute('aria-checked', 'false');

  await page.setViewportSize({ width: 375, height: 812 });
  await snap(page, 'page-375');
});

test('an owner saves branding with a stored logo, and a second member sees it in their workspace', async ({
  page,
  browser,
}) => {
  await signUpWithCompany(page, 'Brandworks');
  await openWhiteLabel(page);

  // Uploads are checked by their bytes and really stored; each image has its own field.
  await page
    .getByLabel('Logo', { exact: true })
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(toast(page, 'Upload failed')).toBeVisible();
  const logo = await drawPng(page, 'logo');
  await page
    .getByLabel('Logo', { exact: true })
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(toast(page, 'File uploaded')).toBeVisible();
  const logoUrl = await page.getByAltText('Logo preview').getAttribute('src');
  expect(logoUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}\/logo-\d+-[0-9a-f]{16}\.png$/);
  const served = await page.request.get(logoUrl!);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await served.body()).equals(logo)).toBe(true);
  await expect(page.getByAltText('Login Background preview')).toHaveCount(0);
  await page
    .getByLabel('Login Background', { exact: true })
    .setInputFiles({ name: 'bg.png', mimeType: 'image/png', buffer: await drawPng(page, 'background') });
  await expect(page.getByAltText('Login Background preview')).toHaveAttribute(
    'src',
    /\/login_background-\d+-[0-9a-f]{16}\.png$/,
  );
  await expect(page.getByAltText('Logo preview')).toHaveAttribute('src', logoUrl!);

  await page.getByLabel('Primary Color', { exact: true }).fill(PRIMARY);
  await page.getByLabel('Secondary Color', { exact: true }).fill(SECONDARY);
  await page.getByRole('switch', { name: 'Enable White-Label' }).click();
  await page.getByLabel('Custom Domain').fill('app.brandworks.io');
  await page.getByLabel('Email Footer').fill('Brandworks Ltd · 1 Harbour Street · Leith');
  await page.getByLabel('Custom CSS').fill('@import url(https://evil.example/x.css);');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page, 'Save failed')).toBeVisible();
  await page.getByLabel('Custom CSS').fill(CUSTOM_CSS);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/branding') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  expect((await saved).status()).toBe(200);
  await expect(toast(page, 'Settings saved')).toBeVisible();

  // Saved branding applies at once: colours, title and logo (custom CSS everywhere but this page).
  await expect.poll(() => themeVar(page, '--primary')).toBe(BRANDED['--primary']);
  await expect(page).toHaveTitle('Brandworks - Sales Intelligence');
  await expect(page.getByTestId('sidebar-logo')).toHaveAttribute('src', logoUrl!);
  await snap(page, 'saved-1280');
  await page.reload();
  await expect(page.getByLabel('Custom Domain')).toHaveValue('app.brandworks.io');
  await expect(page.getByAltText('Logo preview')).toHaveAttribute('src', logoUrl!);

  // A second member joins through a real invitation.
  const me = (await (await page.request.get('/api/me')).json()) as { currentCompany: { id: string } };
  const context = await browser.newContext();
  const member = await context.newPage();
  const memberEmail = await signUpAndVerify(member, uniqueEmail('member'));
  const invited = await page.request.post('/api/functions/send-company-invitation', {
    data: { email: memberEmail, companyId: me.currentCompany.id, role: 'member' },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  const mail = await latestMail(member, memberEmail);
  const token = new URL(linkIn(mail!.text)!).searchParams.get('token');
  const accepted = await member.request.post('/api/invitations/accept', { data: { token } });
  expect(accepted.status(), await accepted.text()).toBe(200);

  await member.goto('/dashboard');
  await expect.poll(() => themeVar(member, '--primary')).toBe(BRANDED['--primary']);
  expect(await themeVar(member, '--secondary')).toBe(BRANDED['--secondary']);
  await expect(member).toHaveTitle('Brandworks - Sales Intelligence');
  await expect(member.getByTestId('sidebar-logo')).toHaveAttribute('src', logoUrl!);
  await expect(member.locator('style[data-company-branding]')).toHaveCount(1);
  const cardBorder = await member
    .locator('[data-slot="card"]')
    .first()
    .evaluate((el) => getComputedStyle(el).borderTopWidth);
  expect(cardBorder).toBe('3px');
  await snap(member, 'dashboard-1280');
  await member.setViewportSize({ width: 375, height: 812 });
  await snap(member, 'dashboard-375', false);

  // A member may read the branding but not change it.
  const denied = await member.request.put('/api/branding', {
    data: { primaryColor: '#000000', secondaryColor: '#000000', whiteLabelEnabled: false },
  });
  expect(denied.status()).toBe(403);
  await member.goto('/dashboard/white-label');
  await expect(member.getByText('Access denied')).toBeVisible();
  await context.close();
});

test('a company without branding keeps the default theme and title', async ({ page }) => {
  await signUpWithCompany(page, 'Plain Co');
  const branding = await page.request.get('/api/branding');
  expect(await branding.json()).toEqual({ branding: null });
  await expect(page).toHaveTitle('Scoutline - Sales Intelligence');
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--primary'))).toBe('');
  await expect(page.locator('style[data-company-branding]')).toHaveCount(0);
});
