import { expect, test, type Page } from '@playwright/test';
import { signUpWithCompany } from './support/accounts';
import { toast } from './support/auth-ui';

// Issue 22: a pitch is edited per contact and solution, kept across reloads, and carried by the outreach export.

const CONFIG = {
  productName: 'DocuFlow',
  productUrl: 'https://docuflow.example.com',
  productDescription:
    'Developer documentation platform for API-first software companies: docs-as-code, API reference generation.',
  targetMarket: 'B2B SaaS and developer tools companies with public APIs, 50 to 5,000 employees, North America.',
  successIndustries: 'Software, developer tools, cloud infrastructure',
  keyDecisionMakers: 'VP Engineering, Head of Developer Relations',
  salesCycle: '1-3 months',
  pricingModel: 'Per-seat subscription',
  metricsKpis: 'Docs traffic, time to first API call',
  overallFeedback: 'Teams love the OpenAPI import',
  competitors: 'ReadMe, Mintlify',
};
const SHOTS = process.env.PITCH_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** A ranked organization, researched, with a contact on the outreach list and a pitch for its first solution. */
async function seed(page: Page) {
  expect((await page.request.put('/api/configuration', { data: CONFIG })).status()).toBe(200);
  const targeting = await page.request.post('/api/functions/organization-targeting', {
    data: { ...CONFIG, source: 'directory' },
    timeout: 150_000,
  });
  expect(targeting.status(), await targeting.text()).toBe(200);
  const org = ((await targeting.json()) as { organizations: { id: string; name: string }[] }).organizations[0]!;
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
  const { contacts } = (await found.json()) as { contacts: { id: string; name: string }[] };
  const ada = contacts.find((c) => c.name === 'Ada Example')!;
  expect((await page.request.post('/api/outreach', { data: { contactId: ada.id } })).status()).toBe(200);
  const research = await page.request.post('/api/functions/account-research', {
    data: { organizationId: org.id },
    timeout: 150_000,
  });
  expect(research.status(), await research.text()).toBe(200);
  const solution = ((await research.json()) as { research: { recommendedSolutions: { product: string }[] } }).research
    .recommendedSolutions[0]!;
  const pitch = await page.request.post('/api/functions/generate-pitch', {
    data: { organizationId: org.id, solution },
    timeout: 150_000,
  });
  expect(pitch.status(), await pitch.text()).toBe(200);
  return { org, ada, solution: solution.product };
}

test('edit a contact’s pitch, save the draft, see it after a reload, export it, reset it', async ({ page }) => {
  test.setTimeout(300_000);
  await signUpWithCompany(page, 'Pitch Drafts');
  const { org, ada, solution } = await seed(page);
  const credits = async () =>
    ((await (await page.request.get('/api/me')).json()) as { currentCompany: { creditsRemaining: number } })
      .currentCompany.creditsRemaining;
  const before = await credits();

  await page.goto('/dashboard/outreach');
  await page.getByRole('button', { name: 'Pitch for Ada Example' }).click();
  const dialog = page.getByTestId('contact-pitch-dialog');
  await expect(dialog).toBeVisible();
  const select = dialog.getByLabel('Solution');
  if (await select.isVisible()) await select.selectOption(solution);
  await expect(dialog.getByRole('heading', { name: `Sales Pitch: ${solution}` })).toBeVisible();
  await expect(dialog.getByTestId('pitch-origin')).toContainText('Generated pitch, written');
  const generatedBody = await dialog.getByLabel('Pitch').inputValue();
  expect(generatedBody.length).toBeGreaterThan(40);
  await shot(page, '1-generated');

  await dialog.getByLabel('Subject').fill('A shorter path to your API docs');
  await dialog.getByLabel('Pitch').fill('Hi Ada,\n\nMy own two sentences about docs.\n\nBest, Olga');
  await dialog.getByRole('button', { name: 'Save Draft' }).click();
  await expect(toast(page, 'Draft Saved')).toBeVisible();
  await expect(dialog.getByTestId('pitch-origin')).toContainText('Edited draft, saved');
  await shot(page, '2-saved');

  await page.reload();
  await page.getByRole('button', { name: 'Pitch for Ada Example' }).click();
  if (await select.isVisible()) await select.selectOption(solution);
  await expect(dialog.getByLabel('Subject')).toHaveValue('A shorter path to your API docs');
  await expect(dialog.getByLabel('Pitch')).toHaveValue('Hi Ada,\n\nMy own two sentences about docs.\n\nBest, Olga');
  await shot(page, '3-after-reload');
  await page.keyboard.press('Escape');

  // The contact's card in Contact Discovery opens the same draft.
  await page.goto(`/dashboard/contacts?org=${org.id}`);
  await page.getByRole('button', { name: 'Pitch for Ada Example' }).click();
  if (await select.isVisible()) await select.selectOption(solution);
  await expect(dialog.getByLabel('Subject')).toHaveValue('A shorter path to your API docs');
  await shot(page, '3b-contact-card');
  await page.keyboard.press('Escape');
  await page.goto('/dashboard/outreach');

  // The outreach list's CSV and the contacts export carry the draft, and say it is one.
  const csv = await (
    await page.request.get(`/api/outreach?format=csv&solution=${encodeURIComponent(solution)}`)
  ).text();
  expect(csv.split('\r\n')[0]).toContain('Pitch solution,Pitch source,Pitch subject,Pitch body');
  expect(csv).toContain('"Saved draft","A shorter path to your API docs","Hi Ada,\n\nMy own two sentences about docs.');
  const exported = await page.request.post('/api/exports', {
    data: { format: 'csv', selection: { kind: 'contacts', ids: [ada.id] }, pitchSolution: solution },
  });
  expect(exported.status(), await exported.text()).toBe(200);
  expect(await exported.text()).toContain('Saved draft,A shorter path to your API docs');
  expect(await credits()).toBe(before);

  // Reset to Generated brings the generated text back.
  await page.getByRole('button', { name: 'Pitch for Ada Example' }).click();
  if (await select.isVisible()) await select.selectOption(solution);
  await dialog.getByRole('button', { name: 'Reset to Generated' }).click();
  await expect(toast(page, 'Reset to Generated')).toBeVisible();
  await expect(dialog.getByLabel('Pitch')).toHaveValue(generatedBody);
  await shot(page, '4-reset');
});
