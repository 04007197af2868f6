import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/companies';
import { analysisSessions, targetOrganizations } from '../../db/schema/workflow';
import type { TestApp } from '../../test/test-app';

export const BRIGHTPATH_SITE = fileURLToPath(new URL('../../test/fixtures/sites/brightpath', import.meta.url));

export const PEOPLE_CONFIG = {
  productName: 'DocuFlow',
  productUrl: 'https://docuflow.example',
  productDescription: 'Hosted developer documentation and API reference platform for software teams',
  targetMarket: 'Mid-market and enterprise software companies in the United States',
  successIndustries: 'Software, SaaS, developer tools',
  keyDecisionMakers: 'VP Engineering, CTO, Head of Developer Relations, VP of Sales',
  salesCycle: '',
  pricingModel: '',
  metricsKpis: '',
  overallFeedback: '',
  competitors: '',
};

type Owner = { cookie: string; companyId: string; userId: string };

/** Saves the configuration and stores one target organization (with the given website) for the company. */
export async function seedOrganization(t: TestApp, owner: Owner, org: { name: string; website: string | null }) {
  const saved = await t.call('PUT', '/api/configuration', PEOPLE_CONFIG, owner.cookie);
  if (saved.status !== 200) throw new Error(`configuration: ${saved.status} ${JSON.stringify(saved.json)}`);
  const [session] = await t.database.db
    .insert(analysisSessions)
    .values({ companyId: owner.companyId, userId: owner.userId, status: 'completed' })
    .returning();
  const [row] = await t.database.db
    .insert(targetOrganizations)
    .values({
      analysisSessionId: session!.id,
      companyId: owner.companyId,
      userId: owner.userId,
      name: org.name,
      website: org.website,
      industry: 'Software',
      fitScore: 88,
      fitCategory: 'great',
      source: 'import',
    })
    .returning();
  return row!.id;
}

/** Imports people through the CSV import API (columns Name, Title, Email, LinkedIn, Company). */
export async function importPeople(t: TestApp, owner: Owner, rows: string[][]) {
  const cell = (v: string) => `"${v.replaceAll('"', '""')}"`;
  const csv = ['Name,Title,Email,LinkedIn,Company', ...rows.map((r) => r.map(cell).join(','))].join('\n');
  const mapping = {
    columns: { name: 'Name', title: 'Title', email: 'Email', linkedin: 'LinkedIn', companyName: 'Company' },
  };
  const res = await t.call('POST', '/api/imports/contacts', { csv, mapping }, owner.cookie);
  if (res.status !== 200) throw new Error(`import: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
}

export const creditsOf = async (t: TestApp, companyId: string) =>
  (await t.database.db.select().from(companies).where(eq(companies.id, companyId)))[0]!.creditsRemaining;

export const discover = (t: TestApp, owner: Owner, organizationId: string, extra: Record<string, unknown> = {}) =>
  t.call('POST', '/api/functions/contact-discovery', { organizationId, ...extra }, owner.cookie);
