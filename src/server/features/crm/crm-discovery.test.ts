import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeApollo } from '../../test/fakes/fake-apollo';
import { startFakeHubSpot, type FakeHubSpot } from '../../test/fakes/fake-hubspot';
import type { FakeProviderServer } from '../../test/fakes/fake-provider-server';
import type { FakeCompany } from '../../test/fakes/fake-records';
import { createTestApp, type TestApp } from '../../test/test-app';
import { syncAndWait } from './crm-test-support';

const APOLLO_KEY = 'apollo-key-for-crm-dedupe-01';
const TOKEN = 'pat-na1-dedupe-6666-7777-8888';
const CONFIG = {
  productName: 'Renewly',
  productUrl: 'https://renewly.example',
  productDescription: 'Subscription billing and revenue recognition for SaaS companies.',
  targetMarket: 'SaaS companies with 23-210 employees in the United States',
  successIndustries: 'SaaS',
  keyDecisionMakers: 'CFO, VP Finance',
  salesCycle: '',
  pricingModel: '',
  metricsKpis: '',
  overallFeedback: '',
  competitors: '',
};
const company = (i: number): FakeCompany => ({
  id: `dedupe${i}`,
  name: `Fernhill Works ${i}`,
  domain: `fernhill${i}.example`,
  industry: 'computer software',
  employees: 40 + i * 10,
  city: 'Columbus',
  state: 'Ohio',
  country: 'United States',
  founded: 2015,
  revenue: 5_000_000,
  description: `Fernhill Works ${i} sells subscription billing to SaaS teams.`,
  keywords: ['saas', 'subscription billing', 'b2b'],
});

describe('Discovery is deduped against the CRM', () => {
  let t: TestApp;
  let apollo: FakeProviderServer;
  let hubspot: FakeHubSpot;

  beforeAll(async () => {
    apollo = await startFakeApollo({ key: APOLLO_KEY, companies: [0, 1, 2, 3].map(company) });
    hubspot = await startFakeHubSpot({ token: TOKEN });
    // A lead (not a customer, no open deal): the exclusion setting does not drop it, discovery must not bring it.
    hubspot.add('companies', { name: 'Fernhill Works 1', domain: 'www.fernhill1.example', lifecyclestage: 'lead' });
    t = await createTestApp({
      env: { APOLLO_BASE_URL: apollo.url, HUBSPOT_BASE_URL: hubspot.url, CRM_SYNC_INTERVAL_MINUTES: '0' },
    });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await Promise.all([apollo.close(), hubspot.close()]);
  });

  it('never brings back as new an organization the CRM already holds', async () => {
    const user = await t.ownerWithCompany('dedupe@renewly.example', 'Renewly Dedupe', 'renewly-dedupe');
    expect((await t.call('PUT', '/api/configuration', CONFIG, user.cookie)).status).toBe(200);
    expect((await t.call('PUT', '/api/integrations/apollo/key', { apiKey: APOLLO_KEY }, user.cookie)).status).toBe(200);
    expect((await t.call('PUT', '/api/integrations/crm/hubspot/token', { token: TOKEN }, user.cookie)).status).toBe(
      200,
    );
    expect(await syncAndWait(t, user.cookie, 120_000)).toMatchObject({ lastSyncError: null, companiesPulled: 1 });

    const run = await t.call('POST', '/api/functions/organization-targeting', { source: 'discover' }, user.cookie);
    expect(run.status, JSON.stringify(run.json)).toBe(200);
    const names = (run.json.organizations as { name: string }[]).map((o) => o.name);
    expect(names).toEqual(expect.arrayContaining(['Fernhill Works 0', 'Fernhill Works 2', 'Fernhill Works 3']));
    expect(names).not.toContain('Fernhill Works 1');
  }, 120_000);
});
