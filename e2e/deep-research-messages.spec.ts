import { expect, test } from '@playwright/test';
import { signUpWithCompany } from './support/accounts';
import { toast } from './support/auth-ui';

/**
 * Deep research on a contact, as the user sees it: the messages match what happened (a research that
 * finished at once shows only its completion; no "started" toast stands beside it), "Why this contact"
 * says each thing once, and the AI Insights section names its sources.
 */
const CONFIG = {
  productName: 'DocuFlow',
  productUrl: 'https://docuflow.example.com',
  productDescription: 'Developer documentation platform for API-first software companies.',
  targetMarket: 'B2B SaaS and developer tools companies',
  successIndustries: 'Software',
  keyDecisionMakers: 'VP Engineering, Head of Developer Relations',
  salesCycle: '1-3 months',
  pricingModel: 'Per-seat subscription',
  metricsKpis: 'Docs traffic',
  overallFeedback: '',
  competitors: 'ReadMe, Mintlify',
};

test('deep research messages follow what happens', async ({ page }) => {
  test.setTimeout(240_000);
  await signUpWithCompany(page, 'Deep Research Messages Co');
  expect((await page.request.put('/api/configuration', { data: CONFIG })).status()).toBe(200);
  const targeting = await page.request.post('/api/functions/organization-targeting', {
    data: { ...CONFIG, source: 'directory' },
    timeout: 150_000,
  });
  expect(targeting.status(), await targeting.text()).toBe(200);
  const { organizations } = (await targeting.json()) as { organizations: { id: string; name: string }[] };
  const top = organizations[0]!;
  const csv = `Name,Title,Email,Company\nAda Example,VP Engineering,ada@example-contact.io,"${top.name}"\n`;
  const mapping = { columns: { name: 'Name', title: 'Title', email: 'Email', companyName: 'Company' } };
  expect((await page.request.post('/api/imports/contacts', { data: { csv, mapping } })).status()).toBe(200);

  await page.goto(`/dashboard/contacts?org=${top.id}`);
  await page.getByRole('button', { name: 'Discover Contacts' }).click();
  await expect(page.getByText('Ada Example').first()).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'View Full Profile' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Research Contact' }).click();

  await expect(toast(page, 'Research Complete!')).toBeVisible({ timeout: 60_000 });
  // Once finished, no "started" message is left on screen beside the completion.
  await expect(toast(page, 'Deep Research Started')).toHaveCount(0, { timeout: 5_000 });
  await expect(toast(page, 'Research Started')).toHaveCount(0);
  await expect(dialog.getByText('Completed').first()).toBeVisible();

  const insights = dialog.getByTestId('ai-insights');
  const why = (await insights.locator('p.whitespace-pre-line').first().textContent())!.trim();
  const sentences = why.split(/(?<=[.!?])\s+/).map((s) => s.trim().toLowerCase());
  expect(new Set(sentences).size).toBe(sentences.length);
  expect(why.match(/director level|executive level|senior level/g) ?? []).toHaveLength(1);
  await expect(insights.getByTestId('section-source')).toContainText('Your AI configuration');
});
