import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpWithCompany } from './support/accounts';
import { grantPlatformRole } from './support/staff';

// Every route, at a desktop and a phone width, read by axe-core against WCAG 2.1 A and AA, with data on the
// pages that show data: a ranked analysis, imported accounts, discovered contacts (and one's profile dialog),
// research, the outreach list, and the staff pages a super admin sees.
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const WIDTHS = [1440, 390];
const PUBLIC_ROUTES = ['/', '/auth', '/accept-invite?id=00000000-0000-0000-0000-000000000000', '/no-such-page'];

const CONFIG = {
  productName: 'DocuFlow',
  productUrl: 'https://docuflow.example.com',
  productDescription:
    'Developer documentation platform for API-first software companies: docs-as-code and API reference.',
  targetMarket: 'B2B SaaS and developer tools companies with public APIs in North America and Europe.',
  successIndustries: 'Software, developer tools',
  keyDecisionMakers: 'VP Engineering, CTO',
};

type Violation = { page: string; rule: string; impact: string; nodes: string[] };

/** axe's findings on the page, or only inside `within` (a modal dialog: the page under its overlay is inert). */
async function violationsOn(page: Page, label: string, within?: string): Promise<Violation[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG);
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  return violations.map((v) => ({
    page: label,
    rule: v.id,
    impact: v.impact ?? '',
    nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  }));
}

/** Opens a route and waits until its lazy chunk has rendered a heading and the data requests are done. */
async function open(page: Page, route: string) {
  await page.goto(route);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const atWidth = async (page: Page, width: number) => {
  await page.setViewportSize({ width, height: 900 });
  // Two frames: React draws what the media-query listeners changed before axe reads the page.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
};

/**
 * axe's findings on the page as it stands, at every width: a page is loaded once (at the first width) and
 * resized, instead of loaded again per width; it is left at the first width for the next load.
 */
async function violationsAtEveryWidth(page: Page, label: string, within?: string): Promise<Violation[]> {
  const found: Violation[] = [];
  for (const width of WIDTHS) {
    await atWidth(page, width);
    found.push(...(await violationsOn(page, `${width} ${label}`, within)));
  }
  await atWidth(page, WIDTHS[0]!);
  return found;
}

/** A configuration, a ranked analysis, imported accounts and contacts, contacts found, research and outreach. */
async function seedData(page: Page) {
  expect((await page.request.put('/api/configuration', { data: CONFIG })).status()).toBe(200);
  const targeting = await page.request.post('/api/functions/organization-targeting', {
    data: { ...CONFIG, source: 'directory' },
    timeout: 150_000,
  });
  expect(targeting.status(), await targeting.text()).toBe(200);
  const org = ((await targeting.json()) as { organizations: { id: string; name: string }[] }).organizations[0]!;
  const accounts = await page.request.post('/api/imports/accounts', {
    data: {
      csv: 'Name,Website,Industry\nNorthwind Docs,northwind-docs.io,Software\nContoso APIs,contoso-apis.io,Software',
      mapping: { columns: { name: 'Name', domain: 'Website', industry: 'Industry' }, revenueInMillions: false },
    },
  });
  expect(accounts.status(), await accounts.text()).toBe(200);
  const people = await page.request.post('/api/imports/contacts', {
    data: {
      csv: `Name,Title,Email,Company\nAda Example,VP Engineering,ada.lovelace@analytical-engines-example.io,"${org.name}"`,
      mapping: { columns: { name: 'Name', title: 'Title', email: 'Email', companyName: 'Company' } },
    },
  });
  expect(people.status(), await people.text()).toBe(200);
  const found = await page.request.post('/api/functions/contact-discovery', {
    data: { organizationId: org.id },
    timeout: 150_000,
  });
  expect(found.status(), await found.text()).toBe(200);
  const { contacts } = (await found.json()) as { contacts: { id: string }[] };
  expect((await page.request.post('/api/outreach', { data: { contactId: contacts[0]!.id } })).status()).toBe(200);
  const research = await page.request.post('/api/functions/account-research', {
    data: { organizationId: org.id },
    timeout: 150_000,
  });
  expect(research.status(), await research.text()).toBe(200);
  return org;
}

test('no WCAG 2.1 A/AA violation on any page at 1440 and 390 px', async ({ page }) => {
  test.setTimeout(420_000);
  const found: Violation[] = [];
  await atWidth(page, WIDTHS[0]!);
  for (const route of PUBLIC_ROUTES) {
    await open(page, route);
    found.push(...(await violationsAtEveryWidth(page, route)));
  }

  await signUpWithCompany(page, 'Accessible Docs');
  await grantPlatformRole(page, 'super_admin');
  const org = await seedData(page);
  const routes = [
    '/company-onboarding',
    '/dashboard',
    '/dashboard/targeting',
    `/dashboard/research?org=${org.id}`,
    `/dashboard/contacts?org=${org.id}`,
    '/dashboard/accounts',
    '/dashboard/outreach',
    '/dashboard/billing',
    '/dashboard/company',
    '/dashboard/users',
    '/dashboard/security',
    '/dashboard/white-label',
    '/dashboard/testing',
    '/dashboard/deployment',
    '/dashboard/optimization',
    '/dashboard/docs',
    '/admin',
    '/demo',
    '/dashboard/lists',
    '/dashboard/all/contacts',
    '/dashboard/all/accounts?sort=employeeCount.desc',
    '/dashboard/all/organizations',
  ];
  // The pages that had cards, as tables (the cards are the default until a user picks the table).
  const tables = [
    '/dashboard/targeting',
    `/dashboard/contacts?org=${org.id}`,
    '/dashboard/accounts',
    '/dashboard/outreach',
  ];
  for (const route of routes) {
    await open(page, route);
    found.push(...(await violationsAtEveryWidth(page, route)));
  }
  await open(page, `/dashboard/contacts?org=${org.id}`);
  await page.getByTestId('contact-card').first().getByRole('button', { name: 'View Full Profile' }).click();
  await expect(page.getByTestId('contact-detail-dialog')).toBeVisible();
  found.push(...(await violationsAtEveryWidth(page, 'contact profile dialog', '[role="dialog"]')));
  for (const key of ['targeting', 'accounts', 'contacts', 'outreach'])
    expect((await page.request.put(`/api/preferences/tables/${key}`, { data: { view: 'table' } })).status()).toBe(200);
  for (const route of tables) {
    await open(page, route);
    await expect(page.getByTestId('data-row').first()).toBeVisible();
    found.push(...(await violationsAtEveryWidth(page, `${route} (table)`)));
  }
  // A ticked row shows the bulk bar.
  await page.getByLabel('Select row 1', { exact: true }).check();
  await expect(page.getByTestId('bulk-bar')).toBeVisible();
  found.push(...(await violationsAtEveryWidth(page, 'bulk bar')));

  expect(found, JSON.stringify(found, null, 2)).toEqual([]);
});

test('a cut e-mail address can be read whole and copied', async ({ page, context }) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpWithCompany(page, 'Whole Addresses');
  const org = await seedData(page);
  await open(page, `/dashboard/contacts?org=${org.id}`);
  const card = page.getByTestId('contact-card').filter({ hasText: 'Ada Example' });
  const address = 'ada.lovelace@analytical-engines-example.io';
  await expect(card.getByTestId('truncated-email')).toHaveAttribute('title', address);
  await expect(card.getByTestId('truncated-email')).toContainText('ada.lovelace@analytical-e...');
  await card.getByRole('button', { name: `Copy ${address}` }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
});
