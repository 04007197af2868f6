import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { latestMail, linkIn, PASSWORD, signUpAndVerify, signUpWithCompany, uniqueEmail } from './support/accounts';
import { waitForToastsToClose, openAuth, panel, toast } from './support/auth-ui';

/** With INV_SCREENSHOTS set, saves the page at 1280 and 375 px wide to /tmp/inv-{name}-{width}.png. */
async function snap(page: Page, name: string) {
  if (!process.env.INV_SCREENSHOTS) return;
  const original = page.viewportSize()!;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/inv-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(original);
}

const openTab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('data-state', 'active');
};

const invitationLink = async (page: Page, email: string) => {
  const mail = await latestMail(page, email);
  expect(mail?.subject).toMatch(/^You're invited to join .+ on Scoutline$/);
  const link = linkIn(mail!.text)!;
  expect(link).toMatch(/\/accept-invite\?token=[\w-]{43}$/);
  return link;
};

test('owner invites a teammate; the teammate gets the e-mail, signs up, accepts and sees the company', async ({
  page,
  browser,
}) => {
  const { email: ownerEmail } = await signUpWithCompany(page, 'Invite Works');
  await page.goto('/dashboard/company');
  await expect(page.getByRole('heading', { name: 'Company Settings' })).toBeVisible();
  await expect(page.getByTestId('detail-name')).toHaveText('Invite Works');
  await snap(page, 'details');

  await openTab(page, 'Team Management');
  await expect(page.getByTestId('seat-usage')).toHaveText('1/5');
  await expect(page.getByTestId('member-row')).toContainText(ownerEmail);
  await expect(page.getByTestId('you-marker')).toHaveText('You');
  const teammate = uniqueEmail('teammate');
  const form = page.getByTestId('invite-form');
  await expect(form.getByRole('button', { name: 'Send Invitation' })).toBeDisabled();
  await form.getByLabel('Email address').fill(teammate.toUpperCase());
  await form.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(toast(page, 'Invitation Sent')).toBeVisible();
  await expect(page.getByTestId('pending-row')).toContainText(teammate);
  await snap(page, 'team');
  const link = await invitationLink(page, teammate);
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.goto(link);
  await expect(guest.getByTestId('invite-sign-in')).toContainText('Invite Works');
  await snap(guest, 'sign-in-required');
  await guest.getByRole('link', { name: 'Sign In to Accept' }).click();
  await guest.waitForURL('**/auth');

  // Sign up through the form; the verification link signs in and the remembered invitation resumes.
  await openAuth(guest, 'Sign Up');
  const signUp = panel(guest, 'Sign Up');
  await signUp.getByLabel('Work Email').fill(teammate);
  await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signUp.getByLabel('Confirm Password').fill(PASSWORD);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(signUp.getByTestId('signup-success')).toBeVisible();
  const verification = await latestMail(guest, teammate);
  await guest.goto(linkIn(verification!.text)!);
  await guest.waitForURL('**/accept-invite?token=*');

  const card = guest.getByTestId('invitation-card');
  await expect(card).toContainText("You're invited to join Invite Works");
  await expect(guest.getByTestId('invite-role')).toHaveText('member');
  await expect(guest.getByTestId('invite-email')).toHaveText(teammate);
  await snap(guest, 'card');
  await guest.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(guest.getByTestId('invite-success')).toContainText('Welcome aboard!');
  await snap(guest, 'success');
  await guest.waitForURL(/\/dashboard$/, { timeout: 5000 });
  await expect(guest.getByTestId('company-name')).toHaveText('Invite Works');

  // The link is spent.
  await guest.goto(link);
  await expect(guest.getByTestId('invite-invalid')).toContainText('Invitation not found or already accepted');
  await snap(guest, 'invalid');
  await context.close();
  await page.reload();
  await expect(page.getByTestId('seat-usage')).toHaveText('2/5');
  await expect(page.getByTestId('member-row').nth(1)).toContainText(teammate);
});

test('bulk invite with a bad line, resend, delete with confirmation, CSV export and analytics', async ({ page }) => {
  await signUpWithCompany(page, 'Bulk Works');
  await page.goto('/dashboard/company?tab=invitations');
  const a = uniqueEmail('bulk-a');
  const b = uniqueEmail('bulk-b');
  await page.getByRole('button', { name: 'Bulk Invite' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email addresses').fill('just some text');
  await dialog.getByRole('button', { name: 'Send Invitations' }).click();
  await expect(toast(page, 'Invalid Input')).toContainText('Please enter valid email addresses');

  await dialog.getByLabel('Email addresses').fill(`${a.toUpperCase()}\nnot an address\nbroken@\n  ${b}  \n`);
  await snap(page, 'bulk-dialog');
  await dialog.getByRole('button', { name: 'Send Invitations' }).click();
  await expect(toast(page, 'Bulk Invitations Sent')).toContainText('2 invitations sent successfully. 1 failed.');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Pending (2)' })).toBeVisible();
  await expect(page.getByTestId('count-total').getByTestId('stat-value')).toHaveText('2');
  await expect(page.getByTestId('invitation-row')).toHaveCount(2);
  await snap(page, 'invitations');
  const firstLink = await invitationLink(page, a);
  // The bulk toast sits over the rows' actions and stays while the pointer rests on it (a click aimed there).
  await waitForToastsToClose(page);
  await page.getByRole('button', { name: `Resend invitation to ${a}` }).click();
  await expect(toast(page, 'Invitation Resent')).toBeVisible();
  expect(await invitationLink(page, a)).not.toBe(firstLink);
  await waitForToastsToClose(page);

  await page.getByRole('button', { name: `Delete invitation to ${b}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(b);
  await snap(page, 'delete-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('invitation-row')).toHaveCount(2);
  await page.getByRole('button', { name: `Delete invitation to ${b}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Invitation Deleted')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pending (1)' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^invitations-bulk-works-[\w-]+\.csv$/);
  const lines = readFileSync((await download.path())!, 'utf8')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Email,Role,Status,Created,Expires');
  expect(lines.slice(1)).toEqual([
    expect.stringMatching(
      new RegExp(`^${a.replace(/[.]/g, '\\.')},member,Pending,\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z,\\d{4}-`),
    ),
  ]);

  await openTab(page, 'Analytics');
  await expect(page.getByTestId('acceptance-rate')).toHaveText('0%');
  await expect(page.getByTestId('acceptance-label')).toHaveText('Needs Improvement');
  await expect(page.getByTestId('recent-day')).toHaveCount(7);
  await expect(page.getByTestId('recent-day').last()).toContainText('1');
  await expect(page.getByTestId('insight')).toContainText('Low Acceptance Rate');
  await snap(page, 'analytics');
});

test('accept-invite states: no token, loading, expired, a different e-mail, already a member, decline; the invite link view', async ({
  page,
  browser,
}) => {
  await page.goto('/accept-invite');
  await expect(page.getByTestId('invite-invalid')).toContainText('Invalid invitation link');
  await page.route('**/api/invitations/by-token/**', () => {}); // never answers
  await page.goto('/accept-invite?token=held-token-0123456789');
  await expect(page.getByTestId('invite-loading')).toBeVisible();
  await snap(page, 'loading');
  await page.unroute('**/api/invitations/by-token/**');
  const expired = {
    company: { id: 'x', name: 'Expired Co', slug: 'expired-co', logoUrl: null },
    role: 'member',
    email: 'late@acme-e2e.io',
    expiresAt: '2020-01-01T00:00:00Z',
    status: 'expired',
  };
  await page.route('**/api/invitations/by-token/**', (route) => route.fulfill({ json: expired }));
  await page.goto('/accept-invite?token=expired-token-0123456789');
  await expect(page.getByTestId('invite-invalid')).toContainText('This invitation has expired');
  await snap(page, 'expired');
  await page.unroute('**/api/invitations/by-token/**');

  const { slug } = await signUpWithCompany(page, 'States Works');
  const invitee = uniqueEmail('invitee');
  const { currentCompany } = (await (await page.request.get('/api/me')).json()) as { currentCompany: { id: string } };
  const sent = await page.request.post('/api/functions/send-company-invitation', {
    data: { email: invitee, companyId: currentCompany.id },
  });
  expect(sent.status()).toBe(200);
  const link = await invitationLink(page, invitee);

  // The owner (a different e-mail, and already a member) opens the link.
  await page.goto(link);
  await expect(page.getByTestId('invite-member')).toContainText('You are already a member of this company');
  await snap(page, 'already-member');

  const context = await browser.newContext();
  const other = await context.newPage();
  await signUpAndVerify(other, uniqueEmail('other'));
  await other.goto(link);
  await expect(other.getByTestId('email-mismatch')).toContainText('This invitation is for a different email address');
  await expect(other.getByRole('button', { name: 'Accept Invitation' })).toBeDisabled();
  await snap(other, 'mismatch');
  await other.getByRole('button', { name: 'Decline' }).click();
  await other.waitForURL(/\/$/);

  // The company's invite link: no invitation for this user, so no way in.
  await other.goto(`/company-onboarding?company=${slug}`);
  await expect(other.getByTestId('invite-link-company')).toHaveText('States Works');
  await expect(other.getByTestId('invite-link-none')).toContainText('You need an invitation to join States Works');
  await snap(other, 'invite-link-none');
  await context.close();
  // The invitee opens the invite link after signing up and accepts from there.
  const inviteeContext = await browser.newContext();
  const guest = await inviteeContext.newPage();
  await signUpAndVerify(guest, invitee);
  await guest.goto(`/company-onboarding?company=${slug}`);
  await expect(guest.getByTestId('invite-link-invitation')).toContainText('member');
  await snap(guest, 'invite-link-invited');
  await guest.getByRole('button', { name: 'Accept Invitation' }).click();
  await guest.waitForURL(/\/dashboard$/);
  await expect(guest.getByTestId('company-name')).toHaveText('States Works');
  await inviteeContext.close();
});
