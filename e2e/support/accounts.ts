import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Correct-Horse-9';

let counter = 0;
/** A unique work e-mail per test run. */
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}@acme-e2e.io`;

/** The newest message in the dev outbox for `to` (the server runs with DEV_OUTBOX_API=true in e2e). */
export async function latestMail(page: Page, to: string) {
  const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBeTruthy();
  const { messages } = (await response.json()) as { messages: { subject: string; text: string }[] };
  return messages[0] ?? null;
}

export const linkIn = (text: string) => text.match(/https?:\/\/\S+/)?.[0] ?? null;

/** Signs up through the API, then opens the verification link in the browser (which signs in). */
export async function signUpAndVerify(page: Page, email = uniqueEmail()) {
  const response = await page.request.post('/api/auth/sign-up/email', { data: { email, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  const mail = await latestMail(page, email);
  const link = linkIn(mail!.text)!;
  await page.goto(link);
  await page.waitForURL('**/company-onboarding');
  return email;
}

/** A verified user with a company of their own, signed in, on the dashboard. */
export async function signUpWithCompany(page: Page, companyName = 'Acme Robotics') {
  const email = await signUpAndVerify(page);
  const slug = `${companyName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  const created = await page.request.post('/api/companies', { data: { name: companyName, slug } });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto('/dashboard');
  return { email, slug };
}
