import { expect, test, type Page } from '@playwright/test';
import { signUpWithCompany } from './support/accounts';
import { toast, waitForToastsToClose } from './support/auth-ui';

const CONFIG = {
  productName: 'DocuFlow',
  productUrl: 'https://docuflow.example.com',
  productDescription:
    'Developer documentation platform for API-first software companies: docs-as-code and API reference generation.',
  targetMarket: 'B2B SaaS and developer tools companies with public APIs in North America and Europe.',
  successIndustries: 'Software, developer tools',
  keyDecisionMakers: 'VP Engineering, CTO, Head of Sales',
  salesCycle: '',
  pricingModel: '',
  metricsKpis: '',
  overallFeedback: '',
  competitors: '',
};

/** A saved configuration and the directory ranked; returns the top organization. */
async function topOrganization(page: Page) {
  expect((await page.request.put('/api/configuration', { data: CONFIG })).status()).toBe(200);
  const targeting = await page.request.post('/api/functions/organization-targeting', {
    data: { ...CONFIG, source: 'directory' },
    timeout: 150_000,
  });
  expect(targeting.status(), await targeting.text()).toBe(200);
  return ((await targeting.json()) as { organizations: { id: string; name: string }[] }).organizations[0]!;
}

/**
 * The duties that come with people's data, as an owner meets them: e-mail status badges and sources on
 * the cards, a do-not-contact domain that keeps its people out of discovery, and Forget removing a person
 * everywhere for good. The e2e server asks no real DNS (EMAIL_DNS_SERVERS points nowhere): domains read
 * "unknown", while role and throwaway addresses are risky whatever DNS says.
 */
test('discovery shows e-mail statuses and sources; a suppressed domain yields nobody; Forget removes a person everywhere', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUpWithCompany(page, 'People Duties');
  const org = await topOrganization(page);
  const csv = [
    'Name,Title,Email,Company',
    `Ada Example,VP Engineering,ada@example-contact.io,"${org.name}"`,
    `Sam Desk,Head of Sales,sales@example-contact.io,"${org.name}"`,
    `Tim Temp,CTO,tim@mailinator.com,"${org.name}"`,
    `Bo Blocked,CTO,bo@blocked-corp.io,"${org.name}"`,
  ].join('\n');
  const imported = await page.request.post('/api/imports/contacts', {
    data: { csv, mapping: { columns: { name: 'Name', title: 'Title', email: 'Email', companyName: 'Company' } } },
  });
  expect(imported.status(), await imported.text()).toBe(200);

  // The owner puts a whole domain on the do-not-contact list from the Security page.
  await page.goto('/dashboard/security');
  await page.getByRole('tab', { name: 'Do Not Contact' }).click();
  await page.getByLabel('E-mail address or domain').fill('@Blocked-Corp.io');
  await page.getByRole('button', { name: 'Add to list' }).click();
  await expect(toast(page, 'Added to the do-not-contact list')).toBeVisible();
  await expect(page.getByTestId('suppression-entry')).toContainText('blocked-corp.io');
  await expect(page.getByTestId('suppression-card').getByTestId('load-more')).toHaveText('Showing 1 of 1 entries');
  if (process.env.PEOPLE_SCREENSHOTS) await page.screenshot({ path: '/tmp/people-suppression-1280.png' });

  await page.goto(`/dashboard/contacts?org=${org.id}`);
  await page.getByRole('button', { name: 'Discover Contacts' }).click();
  await expect(toast(page, 'Contacts Discovered')).toContainText('3 new people', { timeout: 150_000 });
  const cards = page.getByTestId('contact-card');
  await expect(cards).toHaveCount(3);
  await expect(page.getByText('Bo Blocked')).toHaveCount(0);
  const trail = page.getByTestId('discovery-trail');
  await expect(trail).toContainText('Public pages:');
  await expect(trail).toContainText('Imports: 4 found, 3 new, 1 on the do-not-contact list');
  await expect(trail).toContainText('E-mail checks: 3 e-mails checked');

  const ada = cards.filter({ hasText: 'Ada Example' });
  await expect(ada.getByTestId('email-status')).toHaveText('Unknown');
  await expect(ada.getByTestId('card-sources')).toContainText('Found on Import');
  await expect(cards.filter({ hasText: 'Sam Desk' }).getByTestId('email-status')).toHaveText('Risky');
  await expect(cards.filter({ hasText: 'Tim Temp' }).getByTestId('email-status')).toHaveText('Risky');
  await expect(ada.getByRole('button', { name: 'Email' })).toBeEnabled();

  await ada.getByRole('button', { name: 'Add to Sequence' }).click();
  await page.getByTestId('add-to-sequence-dialog').getByRole('button', { name: 'Save to Outreach List' }).click();
  await expect(toast(page, 'Saved to Outreach List')).toBeVisible();
  await waitForToastsToClose(page);

  // The profile: the badge, each field's source, then Forget.
  await ada.getByRole('button', { name: 'View Full Profile' }).click();
  const dialog = page.getByTestId('contact-detail-dialog');
  await expect(dialog.getByTestId('email-status')).toHaveText('Unknown');
  await expect(dialog.getByTestId('profile-field-sources')).toContainText('Title · Import');
  await dialog.getByRole('button', { name: 'Forget this person' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Forget this person' }).click();
  await expect(toast(page, 'Person forgotten')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(cards).toHaveCount(2);
  await expect(page.getByText('Ada Example')).toHaveCount(0);

  // Gone everywhere, and never found again.
  await page.goto('/dashboard/outreach');
  await expect(page.getByText('Your outreach list is empty')).toBeVisible();
  await page.goto(`/dashboard/contacts?org=${org.id}`);
  await page.getByRole('button', { name: 'Refresh Contacts' }).click();
  await expect(toast(page, 'Contacts Refreshed')).toContainText('No credit was charged', { timeout: 150_000 });
  await expect(cards).toHaveCount(2);
  await expect(page.getByText('Ada Example')).toHaveCount(0);
  await page.goto('/dashboard/security');
  await page.getByRole('tab', { name: 'Contact Access' }).click();
  await expect(page.getByTestId('access-log').first()).toContainText('Erased person');
  await expect(page.getByTestId('access-log').first()).toContainText('Erasure (forgotten)');
});
