import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signUpWithCompany } from './support/accounts';
import { grantPlatformRole } from './support/staff';
import { toast } from './support/auth-ui';

/**
 * The Documentation Hub (any company member) and the Testing, Deployment and Optimization dashboards
 * (tech_support or super_admin). The staff test's user is made super admin by the run's super admin
 * (e2e/support/staff.ts).
 */
test.describe.configure({ mode: 'serial' });

const DENIED = 'Access Restricted: You need one of these roles: tech_support, super_admin';
const DASHBOARDS = ['testing', 'deployment', 'optimization'] as const;

async function snap(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 812 });
    // Sticky bars land mid-image in a full-page shot of a scrolled page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/sys-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the Documentation Hub searches, shows the tabs and exports a real PDF', async ({ page }) => {
  await signUpWithCompany(page, 'Docs Readers');
  await page.goto('/dashboard/docs');
  await expect(page.getByRole('heading', { name: 'Documentation Hub' })).toBeVisible();
  await expect(page.getByTestId('doc-section')).toHaveCount(8);
  await expect(page.locator('[data-section="roles"]')).toContainText('Admin');
  await expect(page.locator('[data-section="api-limits"]')).toContainText('1000 requests per hour.');
  await expect(page.locator('[data-section="targeting"]')).toContainText('8-10: Excellent');
  await expect(page.locator('[data-section="data-retention"]')).toContainText('Audit log');
  await snap(page, 'docs');

  await page.getByLabel('Search documentation').fill('retention');
  await expect(page.getByTestId('doc-section')).toHaveCount(1);
  await expect(page.locator('[data-section="data-retention"] mark').first()).toHaveText(/retention/i);
  await page.getByRole('tab', { name: /FAQs/ }).click();
  await expect(page.getByTestId('search-summary')).toContainText('match “retention”');
  await page.getByLabel('Search documentation').fill('');
  await expect(page.getByTestId('faq').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Video Tutorials' }).click();
  await expect(page.getByTestId('tutorial-card')).toHaveCount(6);
  await expect(page.getByText('Video tutorials are coming soon.', { exact: false })).toBeVisible();
  await snap(page, 'docs-tutorials');

  const download = page.waitForEvent('download');
  await page.getByTestId('export-pdf').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('scoutline-documentation.pdf');
  const pdf = readFileSync((await file.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await file.saveAs('/tmp/sys-docs-export.pdf');
  await expect(toast(page, 'Documentation exported as PDF')).toBeVisible();
});

test('the three dashboards are restricted for a company owner without a platform role', async ({ page }) => {
  await signUpWithCompany(page, 'Plain Owners');
  for (const name of DASHBOARDS) {
    await page.goto(`/dashboard/${name}`);
    await expect(page.getByTestId('access-restricted')).toHaveText(DENIED);
  }
  await snap(page, 'restricted');
  for (const [method, path] of [
    ['GET', '/api/system/deployment'],
    ['GET', '/api/system/metrics'],
    ['POST', '/api/system/checks/run'],
  ] as const) {
    const response = await page.request.fetch(path, { method });
    expect(response.status()).toBe(403);
    expect((await response.json()).message).toBe(DENIED);
  }
});

test('a super admin runs the live checks, reads the build and metrics, and runs maintenance', async ({ page }) => {
  await signUpWithCompany(page, 'Ops Crew');
  await grantPlatformRole(page, 'super_admin');
  await page.goto('/dashboard/testing');
  await expect(page.getByTestId('check-row')).toHaveCount(7);
  await expect(page.locator('[data-testid="check-row"] [data-status="pending"]')).toHaveCount(7);
  await page.getByTestId('run-checks').click();
  await expect(page.locator('[data-testid="check-row"] [data-status="passed"]')).toHaveCount(7, { timeout: 30_000 });
  await expect(page.getByTestId('run-summary')).toContainText('7 passed, 0 failed');
  await expect(page.locator('[data-check="Job queue round trip"]')).toContainText(
    'completed by a worker in this process',
  );
  await snap(page, 'testing');

  await page.getByTestId('app-sidebar').getByRole('link', { name: 'Deployment', exact: true }).click();
  await expect(page.getByTestId('build-version')).toHaveText('0.1.0');
  await expect(page.getByTestId('build-environment')).toHaveText('development');
  await expect(page.getByTestId('dependency-row')).toHaveCount(6);
  await expect(page.locator('[data-dependency="Database"] [data-testid="status-badge"]')).toHaveAttribute(
    'data-status',
    'healthy',
  );
  await expect(page.getByRole('button', { name: /deploy|rollback/i })).toHaveCount(0);
  await snap(page, 'deployment');

  await page.getByTestId('app-sidebar').getByRole('link', { name: 'Optimization', exact: true }).click();
  await expect(page.getByTestId('metric-card')).toHaveCount(6);
  await expect(page.getByTestId('metrics-scope')).toContainText('this server process only');
  await page.getByTestId('maintenance-vacuum-analyze').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Run' }).click();
  await expect(toast(page, 'Ran ANALYZE on the PGlite database')).toBeVisible();
  await page.getByTestId('maintenance-expire-invitations').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'unaccepted invitation(s) that expired over 30 days ago')).toBeVisible();
  await snap(page, 'optimization');
});
