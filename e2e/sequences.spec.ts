import { expect, test } from '@playwright/test';
import { addMailUser, ensureMailServers, MAIL_TEST } from '../scripts/mail/ensure-mail-servers';
import { signUpWithCompany } from './support/accounts';

// Against the real Postfix and Dovecot on loopback (scripts/mail/ensure-mail-servers.ts).
test('connect a mailbox, test both connections and build a two-step sequence', async ({ page }) => {
  await ensureMailServers();
  const address = `e2e-${Date.now()}@sender.test`;
  await addMailUser(address);
  await signUpWithCompany(page, 'Mail Robotics');

  await page.goto('/dashboard/mailbox');
  await page.getByLabel('From name').fill('Sam Seller');
  await page.getByLabel('From address').fill(address);
  await page.getByLabel('SMTP host').fill(MAIL_TEST.host);
  await page.getByLabel('SMTP port').fill(String(MAIL_TEST.smtpPort));
  await page.getByLabel('IMAP host').fill(MAIL_TEST.host);
  await page.getByLabel('IMAP port').fill(String(MAIL_TEST.imapPort));
  await page.getByLabel('IMAP over TLS').uncheck();
  await page.getByLabel('IMAP user').fill(address);
  await page.getByLabel('IMAP password').fill(MAIL_TEST.password);
  await page.getByRole('button', { name: 'Test connection' }).click();
  const result = page.getByTestId('connection-test');
  await expect(result).toContainText(`SMTP: Connected to ${MAIL_TEST.host}:${MAIL_TEST.smtpPort}`);
  await expect(result).toContainText(`IMAP: Connected to ${MAIL_TEST.host}:${MAIL_TEST.imapPort}`);
  await page.getByRole('button', { name: 'Save mailbox' }).click();
  await expect(page.getByRole('status')).toHaveText('Mailbox saved.');
  await page.reload();
  await expect(page.getByLabel('IMAP password (saved; leave empty to keep)')).toHaveValue('');
  await expect(page.getByText("Members' mailboxes")).toBeVisible();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();

  await page.goto('/dashboard/sequences');
  await page.getByRole('button', { name: 'New sequence' }).click();
  await page.getByLabel('Name').fill('Intro');
  await page.getByLabel('Subject').fill('Hello {{first_name|there}}');
  await page.getByLabel('Body').fill('Hi {{first_name|there}}, {{organization}} caught my eye.');
  await expect(page.getByTestId('sequence-preview')).toContainText('Subject: Hello Ann');
  await page.getByRole('button', { name: 'Add wait' }).click();
  await page.getByRole('button', { name: 'Add e-mail' }).click();
  await expect(page.getByTestId('sequence-step')).toHaveCount(3);
  await page.getByRole('button', { name: 'Save sequence' }).click();
  const row = page.getByTestId('sequence-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Intro');
  await expect(row.getByTestId('count-active')).toHaveText('0');
});
