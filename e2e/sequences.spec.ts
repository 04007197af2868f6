import { expect, test, type Page } from '@playwright/test';
import { ensureMailServers, MAIL_TEST } from '../scripts/mail/ensure-mail-servers';
import { signUpWithCompany } from './support/accounts';
import { newMailUser, reply, waitForInbox } from './support/mail';

const CONFIG = {
  productName: 'DocuFlow',
  productUrl: 'https://docuflow.example.com',
  productDescription: 'Developer documentation platform for API-first software companies.',
  targetMarket: 'B2B SaaS and developer tools companies with public APIs in North America and Europe.',
  successIndustries: 'Software, developer tools',
  keyDecisionMakers: 'VP Engineering, CTO',
  salesCycle: '',
  pricingModel: '',
  metricsKpis: '',
  overallFeedback: '',
  competitors: '',
};

/** A ranked organization with two people found at it (imported, then found by Contact Discovery). */
async function organizationWithPeople(page: Page, people: { name: string; email: string }[]) {
  expect((await page.request.put('/api/configuration', { data: CONFIG })).status()).toBe(200);
  const targeting = await page.request.post('/api/functions/organization-targeting', {
    data: { ...CONFIG, source: 'directory' },
    timeout: 150_000,
  });
  expect(targeting.status(), await targeting.text()).toBe(200);
  const org = ((await targeting.json()) as { organizations: { id: string; name: string }[] }).organizations[0]!;
  const csv = ['Name,Title,Email,Company', ...people.map((p) => `${p.name},CTO,${p.email},"${org.name}"`)].join('\n');
  const imported = await page.request.post('/api/imports/contacts', {
    data: { csv, mapping: { columns: { name: 'Name', title: 'Title', email: 'Email', companyName: 'Company' } } },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  const found = await page.request.post('/api/functions/contact-discovery', {
    data: { organizationId: org.id },
    timeout: 150_000,
  });
  expect(found.status(), await found.text()).toBe(200);
  return org;
}

// Against the real Postfix and Dovecot on loopback (scripts/mail/ensure-mail-servers.ts); the e2e server's
// sequence worker ticks every 2 seconds (playwright.config.ts).
test('mailbox, two-step sequence, two contacts enrolled, the first e-mail read, a reply stops it', async ({ page }) => {
  test.setTimeout(240_000);
  await ensureMailServers();
  const stamp = Date.now();
  const address = await newMailUser(`e2e-${stamp}@sender.test`);
  const ann = await newMailUser(`ann-${stamp}@people.test`);
  const bob = await newMailUser(`bob-${stamp}@people.test`);
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
  // Any day, any hour: the test must not depend on when it runs.
  await page.getByLabel('Time zone').fill('UTC');
  await page.getByLabel('Window starts (hour)').fill('0');
  await page.getByLabel('Window ends (hour)').fill('24');
  for (const day of ['Sat', 'Sun']) await page.getByLabel(day, { exact: true }).check();
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

  // Two people found by discovery, each enrolled from their contact card.
  const people = [
    { name: 'Ann Lee', email: ann },
    { name: 'Bob Ray', email: bob },
  ];
  const org = await organizationWithPeople(page, people);
  await page.goto(`/dashboard/contacts?org=${org.id}`);
  const dialog = page.getByTestId('add-to-sequence-dialog');
  for (const person of people) {
    await page
      .getByTestId('contact-card')
      .filter({ hasText: person.name })
      .getByRole('button', { name: 'Add to Sequence' })
      .click();
    await dialog.getByLabel('Sequence').selectOption({ label: 'Intro' });
    const first = person.name.split(' ')[0];
    await expect(dialog.getByTestId('enrol-preview')).toContainText(`Subject: Hello ${first}`);
    await expect(dialog.getByTestId('enrol-preview')).toContainText(`Hi ${first}, ${org.name} caught my eye.`);
    // The e2e server asks no real DNS, so the address is unknown: enrolled only once confirmed.
    await dialog.getByLabel(/enrol anyway/).check();
    await dialog.getByRole('button', { name: 'Enrol' }).click();
    await expect(dialog.getByTestId('enrol-result')).toContainText('1 contact enrolled.');
    await dialog.getByText('Close', { exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  // The first e-mail arrives in each mailbox, with the unsubscribe headers.
  const [annMail] = await waitForInbox(ann, 1);
  expect(annMail?.subject).toBe('Hello Ann');
  expect(annMail?.text).toContain(`Hi Ann, ${org.name} caught my eye.`);
  // mailparser folds the List-* headers into one object: read the raw lines.
  const header = (name: string) => annMail?.headerLines.find((h) => h.key === name)?.line;
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  expect(header('list-unsubscribe')).toContain('/api/unsubscribe/');
  expect((await waitForInbox(bob, 1))[0]?.subject).toBe('Hello Bob');

  // Ann replies: her enrolment stops as Replied; Bob's goes on.
  const replied = Date.now();
  await reply(annMail!, ann, address, 'Sounds interesting, tell me more.');
  await page.goto('/dashboard/sequences');
  await page.getByRole('link', { name: 'Intro' }).click();
  const state = (name: string) =>
    page.getByTestId('enrolment-row').filter({ hasText: name }).getByTestId('enrolment-state');
  await expect(async () => {
    await page.reload();
    await expect(state('Ann Lee')).toContainText('Replied', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  console.log(`reply sent → Replied shown in ${Date.now() - replied} ms`);
  await expect(state('Bob Ray')).toContainText('Active');
  await page.goto('/dashboard/sequences');
  await expect(row.getByTestId('count-replied')).toHaveText('1');
  await expect(row.getByTestId('step-reply-chart')).toContainText('50% (1/2)');
});
