import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedAccounts } from '../../db/schema/accounts-import';
import { startFakeApollo } from '../../test/fakes/fake-apollo';
import type { FakeProviderServer } from '../../test/fakes/fake-provider-server';
import type { FakeCompany } from '../../test/fakes/fake-records';
import { createTestApp, type TestApp } from '../../test/test-app';

const KEY = 'apollo-key-for-provenance-77';
// The case: an imported account with a name, a domain and an industry; Enrich fills the rest from Apollo.
const LEDGER: FakeCompany = {
  id: 'prov0001',
  name: 'Ashcombe Ledger',
  domain: 'ashcombeledger.example',
  industry: 'financial services',
  employees: 140,
  city: 'Columbus',
  state: 'Ohio',
  country: 'United States',
  founded: 2011,
  revenue: 20_000_000,
  description: 'Ashcombe Ledger runs compliance reporting for regional credit unions.',
};
const CONFIG = {
  productName: 'AuditTrail',
  productUrl: 'https://audittrail.example',
  productDescription: 'Compliance reporting software for credit unions and community banks.',
  targetMarket: 'Credit unions and financial services firms in Ohio',
  successIndustries: 'Financial Services',
  keyDecisionMakers: 'Chief Compliance Officer',
  salesCycle: '',
  pricingModel: '',
  metricsKpis: '',
  overallFeedback: '',
  competitors: '',
};

describe('Provenance survives every path: Enrich’s provider is named in targeting, research, tables and exports', () => {
  let t: TestApp;
  let apollo: FakeProviderServer;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;
  let orgId: string;

  beforeAll(async () => {
    apollo = await startFakeApollo({ key: KEY, companies: [LEDGER] });
    t = await createTestApp({ env: { APOLLO_BASE_URL: apollo.url } });
    owner = await t.ownerWithCompany('owner@audittrail.example', 'AuditTrail', 'audittrail');
    expect((await t.call('PUT', '/api/configuration', CONFIG, owner.cookie)).status).toBe(200);
    expect((await t.call('PUT', '/api/integrations/apollo/key', { apiKey: KEY }, owner.cookie)).status).toBe(200);
    const [account] = await t.database.db
      .insert(importedAccounts)
      .values({
        companyId: owner.companyId,
        name: 'Ashcombe Ledger',
        nameKey: 'ashcombe ledger',
        domain: LEDGER.domain,
        industry: 'Financial Services',
      })
      .returning();
    const enrich = await t.call('POST', `/api/imports/accounts/${account!.id}/enrich`, {}, owner.cookie);
    expect(enrich.status, JSON.stringify(enrich.json)).toBe(200);
    expect(enrich.json.filled).toEqual(expect.arrayContaining(['employeeCount', 'founded', 'location', 'description']));
  });
  afterAll(async () => {
    await t.close();
    await apollo.close();
  });

  it('targeting keeps a source per field: Apollo for what Enrich filled, the import for the rest; location inside Ohio', async () => {
    const run = await t.call('POST', '/api/functions/organization-targeting', { source: 'imports' }, owner.cookie);
    expect(run.status, JSON.stringify(run.json)).toBe(200);
    const org = run.json.organizations.find((o: any) => o.name === 'Ashcombe Ledger');
    expect(org, JSON.stringify(run.json)).toBeTruthy();
    orgId = org.id;
    expect(org.fieldSources).not.toBeNull();
    expect(org.fieldSources.employeeCount).toMatchObject({ source: 'apollo', label: 'Apollo', recordId: LEDGER.id });
    expect(org.fieldSources.location).toMatchObject({ source: 'apollo' });
    expect(org.fieldSources.industry).toMatchObject({ source: 'import' });
    expect(org.aiReasoning).not.toMatch(/outside Ohio/);
    const fetched = await t.call('GET', `/api/organizations/${orgId}`, undefined, owner.cookie);
    expect(fetched.json.organization.fieldSources.founded).toMatchObject({ source: 'apollo' });
  });

  it('research credits Employees, Founded and Headquarters to Apollo and quotes Apollo, never “Your import”', async () => {
    const res = await t.call('POST', '/api/functions/account-research', { organizationId: orgId }, owner.cookie);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const { overviewData, whyTarget, sourceNote } = res.json.research;
    for (const key of ['employees', 'founded', 'headquarters'])
      expect(overviewData[key].provenance, key).toMatchObject({ source: 'provider', provider: 'Apollo' });
    expect(overviewData.industry.provenance).toMatchObject({ source: 'import' });
    const text = [...whyTarget, sourceNote ?? ''].join('\n');
    expect(text).not.toMatch(/Your import describes them/);
    expect(text).toMatch(/Apollo describes them as: “Ashcombe Ledger runs compliance reporting/);
    expect(text).not.toMatch(/Scoutline|directory record/);
    if (sourceNote) expect(sourceNote).toMatch(/your imported account data and Apollo's record/);
  });

  it('the Account Lists row names the provider per field, and the export carries the field sources', async () => {
    const rows = (await t.call('GET', '/api/tables/imported-accounts', undefined, owner.cookie)).json;
    const row = (rows.rows ?? rows.items).find((r: any) => r.name === 'Ashcombe Ledger');
    expect(row.sources).toEqual(['import', 'apollo']);
    expect(row.fieldSources).toMatchObject({ employeeCount: 'apollo', location: 'apollo', founded: 'apollo' });
    expect(row.fieldSources.industry).toBeUndefined();
    const res = await t.app.request('/api/exports', {
      method: 'POST',
      headers: { origin: t.env.APP_URL, 'content-type': 'application/json', cookie: owner.cookie },
      body: JSON.stringify({ format: 'csv', selection: { kind: 'imported_accounts', filter: {} } }),
    });
    const csv = (await res.text()).replace(/^\ufeff/, '');
    const [header, line] = csv.trimEnd().split('\r\n');
    expect(header).toMatch(/,Field sources$/);
    expect(line).toMatch(/Employees: Apollo/);
    expect(line).toMatch(/Location: Apollo/);
  });
});
