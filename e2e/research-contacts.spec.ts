import { connect } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { signUpWithCompany } from './support/accounts';
import { toast } from './support/auth-ui';
import { holdAnswer } from './support/slow-answer';

const CONFIG = {
  productName: 'DocuFlow',
  productUrl: 'https://docuflow.example.com',
  productDescription:
    'Developer documentation platform for API-first software companies: docs-as-code, API reference generation from OpenAPI, versioned guides and search analytics.',
  targetMarket:
    'B2B SaaS, developer tools and cloud infrastructure companies with public APIs, 50 to 5,000 employees, North America and Europe.',
  successIndustries: 'Software, developer tools, fintech APIs, cloud infrastructure',
  keyDecisionMakers: 'VP Engineering, Head of Developer Relations, Director of Developer Experience',
  salesCycle: '1-3 months',
  pricingModel: 'Per-seat subscription',
  metricsKpis: 'Docs traffic, time to first API call, support tickets',
  overallFeedback: 'Teams love the OpenAPI import',
  competitors: 'ReadMe, Mintlify',
};

type Org = { id: string; name: string; fitScore: number; website: string };

/**
 * Two accounts whose websites are local addresses (the import keeps the host only, so they are read as
 * https://127.0.0.x/ on port 443, where nothing listens): the site reads end in a refused connection on this machine,
 * never on the internet.
 */
const ACCOUNTS = [
  'Name,Website,Industry,Employees,City',
  'Northwind Docs,http://127.0.0.1/,Software,420,Austin',
  'Contoso APIs,http://127.0.0.2/,Software,1200,Toronto',
].join('\n');

/** Whether something accepts connections at host:port (the test needs port 443 closed). */
const answers = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** A company with a saved configuration and ranked imported accounts, seeded through the API. */
async function seedOrganizations(page: Page): Promise<Org[]> {
  const saved = await page.request.put('/api/configuration', { data: CONFIG });
  expect(saved.status(), await saved.text()).toBe(200);
  const imported = await page.request.post('/api/imports/accounts', {
    data: {
      csv: ACCOUNTS,
      mapping: {
        columns: { name: 'Name', domain: 'Website', industry: 'Industry', employeeCount: 'Employees', city: 'City' },
      },
    },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  const targeting = await page.request.post('/api/functions/organization-targeting', {
    data: { ...CONFIG, source: 'imports' },
    timeout: 150_000,
  });
  expect(targeting.status(), await targeting.text()).toBe(200);
  const { organizations } = (await targeting.json()) as { organizations: Org[] };
  expect(organizations.length).toBeGreaterThan(0);
  return organizations;
}

test('research an organization, write and copy a pitch, look for contacts, see the outreach list', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  for (const host of ['127.0.0.1', '127.0.0.2'])
    expect(await answers(host, 443), `port 443 on ${host} must be closed for this test`).toBe(false);
  await signUpWithCompany(page, 'DocuFlow Research');

  // Before targeting there is nothing to pick.
  await page.goto('/dashboard/contacts');
  await expect(page.getByText('No Organizations Found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Organization Targeting' })).toHaveAttribute(
    'href',
    '/dashboard/targeting',
  );

  const organizations = await seedOrganizations(page);
  const best = Math.max(...organizations.map((o) => o.fitScore));

  // Research needs an organization.
  await page.goto('/dashboard/research');
  await page.getByRole('button', { name: 'Research Organization' }).click();
  await expect(toast(page, 'No organization selected')).toBeVisible();

  // The picker: the top organization first, with its fit; the choice goes into ?org=.
  await page.getByRole('combobox', { name: 'Company' }).click();
  await page.getByPlaceholder('Search companies...').fill('zzzz-no-such-company');
  await expect(page.getByText('No company found.')).toBeVisible();
  await page.getByPlaceholder('Search companies...').fill('');
  // Best fit first; organizations of equal fit come newest first, so the top one is whichever the picker shows.
  const first = page.getByTestId('organization-option').first();
  await expect(first).toContainText(`${best}% Fit`);
  const firstText = (await first.textContent()) ?? '';
  const top = organizations.find((o) => o.fitScore === best && firstText.startsWith(o.name));
  if (!top) throw new Error(`the first option "${firstText}" is none of the best-fit organizations`);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`org=${top.id}`));
  await expect(page.getByTestId('research-placeholder')).toContainText(`${top.name} has not been researched yet`);

  await holdAnswer(page, '/api/functions/account-research');
  const researched = page.waitForResponse((r) => r.url().endsWith('/api/functions/account-research'), {
    timeout: 150_000,
  });
  await page.getByRole('button', { name: 'Research Organization' }).click();
  await expect(page.getByRole('button', { name: 'Generating Research...' })).toBeDisabled();
  expect((await researched).status()).toBe(200);
  // The organization's site refuses the connection, and the screen says so rather than "Research Complete": the
  // research restates the record only and costs no credit.
  const unread = toast(page, 'Website Not Read');
  await expect(unread).toContainText(`Could not read ${new URL(top.website).host}: the site could not be reached`);
  await expect(unread).toContainText('no credit was charged');
  await expect(page.getByRole('button', { name: 'View Research' })).toBeVisible();

  // Fit analysis from targeting; every overview fact is either sourced or honestly missing.
  const fit = page.getByTestId('fit-analysis-card');
  await expect(fit).toContainText('Why This Fit Level?');
  await expect(fit.getByTestId('fit-score')).toHaveText(`${top.fitScore}%`);
  for (const key of ['revenue', 'employees', 'founded', 'industry', 'headquarters', 'website']) {
    const row = page.getByTestId(`overview-${key}`);
    const missing = await row.getByText('Not available', { exact: true }).count();
    if (missing === 0) await expect(row.getByTestId('provenance-tag')).toBeVisible();
  }
  await expect(page.getByText('Why Target This Account')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Recommended Solutions' })).toHaveAttribute('data-state', 'active');
  await page.getByRole('tab', { name: 'Key Insights' }).click();
  await expect(page.getByRole('tab', { name: 'Key Insights' })).toHaveAttribute('data-state', 'active');
  await page.getByRole('tab', { name: 'Recommended Solutions' }).click();

  // A pitch for the first solution, copied to the clipboard.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const solution = page.getByTestId('solution-card').first();
  await expect(solution).toBeVisible();
  await solution.getByRole('button', { name: 'Generate Pitch' }).click();
  const dialog = page.getByTestId('pitch-dialog');
  await expect(dialog).toBeVisible({ timeout: 150_000 });
  await expect(toast(page, 'Pitch Generated')).toBeVisible();
  const pitch = (await dialog.getByTestId('pitch-content').textContent())!.trim();
  expect(pitch.length).toBeGreaterThan(40);
  await dialog.getByRole('button', { name: 'Copy to Clipboard' }).click();
  await expect(toast(page, 'Copied!')).toBeVisible();
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(pitch);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(solution.getByRole('button', { name: 'View Pitch' })).toBeVisible();

  // The organization's site cannot be read, and no person is invented.
  await solution.getByRole('button', { name: 'Find Contacts' }).click();
  await expect(toast(page, 'No Contacts Found')).toContainText('No relevant contacts found for this solution', {
    timeout: 150_000,
  });

  // The research stays after a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'View Research' })).toBeVisible();
  await expect(page.getByTestId('overview-card')).toBeVisible();

  // Contact Discovery: the security notice, then the honest empty result.
  await page.goto(`/dashboard/contacts?org=${top.id}`);
  await expect(page.getByTestId('security-notice')).toContainText('Daily limit of 50 contact views per user');
  await expect(page.getByText('No Contacts Discovered Yet')).toBeVisible();
  await page.getByRole('button', { name: 'Discover Contacts' }).click();
  await expect(toast(page, 'Discovery Complete')).toBeVisible({ timeout: 150_000 });
  await expect(page.getByText('No Contacts Discovered Yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh with Mobile Numbers' })).toHaveCount(0);

  // The outreach list.
  await page.goto('/dashboard/outreach');
  await expect(page.getByRole('heading', { name: 'Outreach List', exact: true })).toBeVisible();
  await expect(page.getByText('Your outreach list is empty')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
});
