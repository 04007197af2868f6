import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, request as playwrightRequest, type Page } from '@playwright/test';
import { PASSWORD, linkIn, uniqueEmail } from './accounts';

// The run's super admin: the first user to claim Make Me Super Admin on this run's fresh database
// (admin.spec.ts does it through the button; otherwise the first spec that needs staff does it here).
const ROOT_FILE = path.join('.e2e', process.env.E2E_PORT ?? 'default', 'root.json');

/** Records the run's super admin so later specs can sign in as them. */
export function rememberRoot(email: string) {
  mkdirSync(path.dirname(ROOT_FILE), { recursive: true });
  writeFileSync(ROOT_FILE, JSON.stringify({ email }));
}

async function rootContext(baseURL: string) {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  if (existsSync(ROOT_FILE)) {
    const { email } = JSON.parse(readFileSync(ROOT_FILE, 'utf8')) as { email: string };
    const signIn = await context.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } });
    expect(signIn.status(), await signIn.text()).toBe(200);
    return context;
  }
  const email = uniqueEmail('root');
  expect((await context.post('/api/auth/sign-up/email', { data: { email, password: PASSWORD } })).status()).toBe(200);
  const outbox = await (await context.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  await context.get(linkIn(outbox.messages[0].text)!);
  const { token } = await (await context.get('/api/dev/super-admin-setup-token')).json();
  const made = await context.post('/api/functions/make-super-admin', { data: { setupToken: token } });
  expect(made.status(), await made.text()).toBe(200);
  rememberRoot(email);
  return context;
}

/** Gives the page's signed-in user a platform role, granted by the run's super admin. */
export async function grantPlatformRole(page: Page, role: 'admin' | 'super_admin' | 'manager' | 'tech_support') {
  const me = await (await page.request.get('/api/me')).json();
  const baseURL = new URL(page.url() === 'about:blank' ? `http://localhost:${process.env.E2E_PORT}` : page.url())
    .origin;
  const root = await rootContext(baseURL);
  const granted = await root.post(`/api/admin/users/${me.user.id}/roles`, { data: { role } });
  expect([201, 409], await granted.text()).toContain(granted.status());
  await root.dispose();
}
