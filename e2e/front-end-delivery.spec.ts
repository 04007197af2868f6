import { expect, test, type Response } from '@playwright/test';

/** Every script the page fetched, with the headers it came with. */
function collectScripts(page: import('@playwright/test').Page) {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  return scripts;
}

const name = (response: Response) => new URL(response.url()).pathname;

test('the sign-in page loads its own code only, compressed and cached for a year; the first toast brings sonner', async ({
  page,
}) => {
  const scripts = collectScripts(page);
  const html = await page.goto('/auth');
  expect(html!.headers()['cache-control']).toBe('no-cache');
  expect(html!.headers()['content-encoding']).toBe('br');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const names = scripts.map(name);
  expect(names.some((n) => n.includes('/auth-page-'))).toBe(true);
  for (const other of [
    'dashboard-layout',
    'dashboard-home',
    'accounts-page',
    'targeting-page',
    'admin-page',
    'landing-page',
  ]) {
    expect(
      names.filter((n) => n.includes(`/${other}-`)),
      other,
    ).toEqual([]);
  }
  for (const script of scripts) {
    // The build keeps no compressed copy that would not be smaller (the entry is a 42-byte import line).
    if ((await script.body()).length > 256) expect(script.headers()['content-encoding'], name(script)).toBe('br');
    expect(script.headers()['cache-control'], name(script)).toBe('public, max-age=31536000, immutable');
    expect(script.headers()['vary'], name(script)).toBe('Accept-Encoding');
  }
  const before = scripts.length;

  // A wrong password: the toast appears although its code was not part of the first load.
  await page.getByLabel('Email').first().fill('nobody@acme-delivery.io');
  await page.getByLabel('Password').first().fill('Wrong-Password-1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.locator('[data-sonner-toast]').getByText('Sign In Failed')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(before);
});

test('a page visited later fetches its chunk then, and a missing chunk is a 404, not the index page', async ({
  page,
  request,
}) => {
  const scripts = collectScripts(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.map(name).some((n) => n.includes('/auth-page-'))).toBe(false);
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
  expect(scripts.map(name).some((n) => n.includes('/auth-page-'))).toBe(true);

  const missing = await request.get('/assets/no-such-chunk-Zz99Zz99.js');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toContain('<div id="root">');
});
