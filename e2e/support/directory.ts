import { expect, type Page } from '@playwright/test';

/** The seller the provider specs (bulk jobs, people providers, people search) configure before ranking the directory. */
export const PIPECOACH_CONFIG = {
  productName: 'PipeCoach',
  productUrl: 'https://pipecoach.example',
  productDescription: 'Sales coaching software for small software teams',
  targetMarket: 'Software companies in North America and Europe',
  successIndustries: 'Software, SaaS, developer tools',
  keyDecisionMakers: 'Chief Technology Officer, VP of Sales, Head of Engineering, Sales Operations Manager',
  salesCycle: '',
  pricingModel: '',
  metricsKpis: '',
  overallFeedback: '',
  competitors: '',
};

/** The documentation-platform seller the CRM specs configure. */
export const DOCUFLOW_CONFIG = {
  productName: 'DocuFlow',
  productUrl: 'https://docuflow.example.com',
  productDescription:
    'Developer documentation platform for API-first software companies: docs-as-code, API reference generation from OpenAPI, versioned guides and search analytics.',
  targetMarket:
    'B2B SaaS, developer tools and cloud infrastructure companies with public APIs, 50 to 5,000 employees, North America and Europe.',
  successIndustries: 'Software, developer tools, fintech APIs, cloud infrastructure',
  keyDecisionMakers: 'VP Engineering, Head of Developer Relations, Director of Developer Experience',
};

export type DirectoryOrg = { id: string; name: string; website: string | null };

/** Saves the configuration and ranks the bundled directory through the API; every organization targeting returned. */
export async function rankDirectory(page: Page, config: object = PIPECOACH_CONFIG): Promise<DirectoryOrg[]> {
  expect((await page.request.put('/api/configuration', { data: config })).status()).toBe(200);
  const targeting = await page.request.post('/api/functions/organization-targeting', {
    data: { ...config, source: 'directory' },
    timeout: 150_000,
  });
  expect(targeting.status(), await targeting.text()).toBe(200);
  return ((await targeting.json()) as { organizations: DirectoryOrg[] }).organizations;
}

/** Whether the organization has an http(s) website. */
export const hasSite = (org: DirectoryOrg) => !!org.website && /^https?:\/\//.test(org.website);

/** "https://www.acme.io" → "acme.io": the domain the fake providers know people at. */
export const domainOf = (org: DirectoryOrg) => new URL(org.website!).hostname.replace(/^www\./, '');
