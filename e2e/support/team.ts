import { expect, type Browser, type Page } from '@playwright/test';
import { latestMail, linkIn, signUpAndVerify, uniqueEmail } from './accounts';

/**
 * A teammate who joins the owner's company as a member, in a browser of their own: invited through the
 * API, signed up through the verification link, the invitation accepted by its token.
 */
export async function joinAsMember(owner: Page, browser: Browser) {
  const me = (await (await owner.request.get('/api/me')).json()) as { currentCompany: { id: string } };
  const email = uniqueEmail('mate');
  const sent = await owner.request.post('/api/functions/send-company-invitation', {
    data: { email, companyId: me.currentCompany.id, role: 'member' },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const token = new URL(linkIn((await latestMail(owner, email))!.text)!).searchParams.get('token')!;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signUpAndVerify(page, email);
  const accepted = await page.request.post('/api/invitations/accept', { data: { token } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await page.goto('/dashboard');
  return { page, email };
}
