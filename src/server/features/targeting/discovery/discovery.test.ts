import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadDirectory } from '../../../ai/directory/directory';
import { companies } from '../../../db/schema/companies';
import { startFakeApollo } from '../../../test/fakes/fake-apollo';
import { startFakePeopleDataLabs } from '../../../test/fakes/fake-people-data-labs';
import type { FakeProviderServer } from '../../../test/fakes/fake-provider-server';
import { fakeCompanies } from '../../../test/fakes/fake-records';
import { startFakeBrave } from '../../../test/fakes/fake-web-search';
import { startSiteServer, type SiteServer } from '../../../test/site-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { discoverOrganizations } from './discover-organizations';

const APOLLO_KEY = 'apollo-key-for-discovery-01';
const PDL_KEY = 'pdl-key-for-discovery-0002';
const BRAVE_KEY = 'brave-key-for-discovery-03';
const CONFIG = {
  productName: 'PipeCoach',
  productUrl: 'https://pipecoach.example',
  productDescription: 'Sales coaching software for small software teams',
  targetMarket: 'Small software companies with 11-500 employees in the United States',
  successIndustries: 'Software, SaaS',
  keyDecisionMakers: 'VP Sales, Head of Revenue',
  salesCycle: '',
  pricingModel: '',
  metricsKpis: '',
  overallFeedback: '',
  competitors: '',
};

describe('Organization Targeting: Discover new organizations', () => {
  let t: TestApp;
  let apollo: FakeProviderServer;
  let pdl: FakeProviderServer;
  let brave: FakeProviderServer;
  let site: SiteServer;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;
  const credits = async (companyId: string) =>
    (await t.database.db.select().from(companies).where(eq(companies.id, companyId)))[0]!.creditsRemaining;
  const analyse = (cookie: string) =>
    t.call('POST', '/api/functions/organization-targeting', { source: 'discover' }, cookie);
  const configured = async (email: string, slug: string) => {
    const user = await t.ownerWithCompany(email, slug, slug);
    expect((await t.call('PUT', '/api/configuration', CONFIG, user.cookie)).status).toBe(200);
    return user;
  };

  beforeAll(async () => {
    // 60 Apollo companies and 50 PDL ones, 20 of them on the same domains.
    apollo = await startFakeApollo({
      key: APOLLO_KEY,
      companies: fakeCompanies(60),
    });
    pdl = await startFakePeopleDataLabs({
      key: PDL_KEY,
      companies: fakeCompanies(50, 40),
    });
    site = await startSiteServer(null, {
      '/': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(
          '<html><head><title>Harborlight Labs</title><meta name="description" content="Harborlight Labs is a revenue analytics platform for B2B software teams."></head><body><h1>Harborlight Labs</h1><p>Revenue analytics for software teams.</p></body></html>',
        );
      },
    });
    brave = await startFakeBrave({
      key: BRAVE_KEY,
      hits: [
        {
          url: `${site.url}/`,
          title: 'Snippet title that must not be used',
          snippet: 'A snippet that must not become the description',
        },
        {
          url: 'http://127.0.0.1:9/',
          title: 'Unreadable lead',
          snippet: 'never read',
        },
      ],
    });
    t = await createTestApp({
      env: {
        APOLLO_BASE_URL: apollo.url,
        PDL_BASE_URL: pdl.url,
        BRAVE_BASE_URL: brave.url,
        WEB_READER_ALLOW_PRIVATE: 'true',
      },
    });
    owner = await configured('owner@discover.io', 'discover-co');
    for (const [provider, apiKey] of [
      ['apollo', APOLLO_KEY],
      ['pdl', PDL_KEY],
      ['brave', BRAVE_KEY],
    ]) {
      expect((await t.call('PUT', `/api/integrations/${provider}/key`, { apiKey }, owner.cookie)).status).toBe(200);
    }
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([apollo.close(), pdl.close(), brave.close(), site.close()]);
  });

  it('finds organizations the directory does not have, each field with its provider, record id and date', async () => {
    const before = await credits(owner.companyId);
    const started = Date.now();
    const res = await analyse(owner.cookie);
    const elapsed = Date.now() - started;
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const { discovery, organizations } = res.json;
    // 60 from Apollo, 30 more from PDL (20 shared domains), 1 web lead whose page could be read: capped at 100.
    expect(discovery.providers).toEqual([
      { provider: 'apollo', status: 'ok', found: 60 },
      { provider: 'pdl', status: 'ok', found: 30 },
      { provider: 'brave', status: 'ok', found: 1 },
    ]);
    expect(discovery.summary).toMatch(/^91 new organizations discovered/);
    console.info(
      `discovery: ${discovery.summary} shown ${discovery.shown}, under the floor ${discovery.belowFloor}, ${elapsed} ms with three providers`,
    );
    // Every organization announced is on screen: in the list, or apart under the fit floor (issue 22).
    expect(discovery.shown + discovery.belowFloor + discovery.leftOut).toBe(91);
    expect(organizations.filter((o: any) => o.source !== 'directory' && o.source !== 'import')).toHaveLength(91);
    const bySource = (below: boolean) =>
      ['apollo', 'pdl', 'web'].map(
        (s) => organizations.filter((o: any) => o.source === s && o.belowFloor === below).length,
      );
    console.info(`listed by source (apollo, pdl, web) ${bySource(false)}; under the floor ${bySource(true)}`);
    const directoryDomains = new Set(loadDirectory().map((o) => o.domain));
    const discovered = organizations.filter((o: any) => ['apollo', 'pdl', 'web'].includes(o.source));
    expect(discovered.length).toBeGreaterThan(10);
    for (const o of discovered) expect(directoryDomains.has(new URL(o.website).host)).toBe(false);
    const fromApollo = discovered.find((o: any) => o.source === 'apollo');
    expect(fromApollo.fieldSources.name).toMatchObject({
      source: 'apollo',
      label: 'Apollo',
      recordId: expect.stringMatching(/^fake/),
    });
    expect(fromApollo.linkedinUrl).toMatch(/linkedin\.com\/company\//);
    expect(await credits(owner.companyId)).toBe(before - 1);
  });

  it('with the two organization providers alone, merges their answers by domain (measured for the report)', async () => {
    const two = await configured('two@discover.io', 'two-co');
    await t.call('PUT', '/api/integrations/apollo/key', { apiKey: APOLLO_KEY }, two.cookie);
    await t.call('PUT', '/api/integrations/pdl/key', { apiKey: PDL_KEY }, two.cookie);
    const started = Date.now();
    const res = await analyse(two.cookie);
    const elapsed = Date.now() - started;
    expect(res.status).toBe(200);
    expect(res.json.discovery.providers).toEqual([
      { provider: 'apollo', status: 'ok', found: 60 },
      { provider: 'pdl', status: 'ok', found: 30 },
    ]);
    console.info(`discovery with Apollo and People Data Labs: 90 organizations, analysis in ${elapsed} ms`);
  });

  it('makes a web lead an organization only after reading its home page: name and description from the page', async () => {
    const webOnly = await configured('web@discover.io', 'web-co');
    await t.call('PUT', '/api/integrations/brave/key', { apiKey: BRAVE_KEY }, webOnly.cookie);
    const { candidates, report } = await discoverOrganizations(t.deps, {
      companyId: webOnly.companyId,
      config: CONFIG,
      known: new Set(),
    });
    expect(report.providers).toEqual([{ provider: 'brave', status: 'ok', found: 1 }]);
    expect(candidates).toHaveLength(1);
    expect(candidates[0]).toMatchObject({
      name: 'Harborlight Labs',
      description: 'Harborlight Labs is a revenue analytics platform for B2B software teams.',
      source: 'web',
      fieldSources: {
        name: { source: 'web', url: `${site.url}/` },
        website: { source: 'web', url: `${site.url}/` },
      },
    });
    expect(JSON.stringify(candidates)).not.toMatch(/snippet|Snippet/);
  });

  it('serves an identical second analysis from the cache: no provider call, and says so', async () => {
    const calls = apollo.requests.length + pdl.requests.length + brave.requests.length;
    const usageBefore = (await t.call('GET', '/api/integrations', undefined, owner.cookie)).json.callsThisMonth;
    expect(usageBefore).toBeGreaterThan(2);
    const res = await analyse(owner.cookie);
    expect(res.status).toBe(200);
    expect(apollo.requests.length + pdl.requests.length + brave.requests.length).toBe(calls);
    expect(res.json.discovery.cached).toBe(true);
    expect(res.json.discovery.summary).toContain('Used cached provider results (no provider calls).');
    const usage = (await t.call('GET', '/api/integrations', undefined, owner.cookie)).json;
    expect(usage.callsThisMonth).toBe(usageBefore);
  });

  it('stops at the monthly cap with a clear message and refunds the credit', async () => {
    const capped = await configured('capped@discover.io', 'capped-co');
    await t.call('PUT', '/api/integrations/apollo/key', { apiKey: APOLLO_KEY }, capped.cookie);
    await t.call('PUT', '/api/integrations/settings', { monthlyCallCap: 0 }, capped.cookie);
    const res = await analyse(capped.cookie);
    expect(res.status).toBe(422);
    expect(res.json.message).toBe(
      'Your company reached its monthly cap of 0 provider calls. Owners and admins can raise it on the Integrations tab.',
    );
    expect(await credits(capped.companyId)).toBe(100);
  });

  it("fails with every provider's reason when all connected providers fail, and refunds the credit", async () => {
    const failing = await configured('failing@discover.io', 'failing-co');
    await t.call('PUT', '/api/integrations/apollo/key', { apiKey: 'wrong-apollo-key-000' }, failing.cookie);
    await t.call('PUT', '/api/integrations/pdl/key', { apiKey: PDL_KEY }, failing.cookie);
    pdl.queue({ status: 500, body: {} }, { status: 500, body: {} }, { status: 500, body: {} });
    const res = await analyse(failing.cookie);
    expect(res.status).toBe(422);
    expect(res.json.message).toBe(
      'Discovery could not reach any connected provider: Apollo refused the API key. Check the key on the Integrations tab. ' +
        'People Data Labs is not answering right now (the service may be down). Try again later.',
    );
    expect(await credits(failing.companyId)).toBe(100);
  });

  it('refuses discovery when no provider is connected, pointing to Integrations, and charges nothing', async () => {
    const none = await configured('none@discover.io', 'none-co');
    const res = await analyse(none.cookie);
    expect(res.status).toBe(422);
    expect(res.json.message).toMatch(/^No data provider is connected\..*Integrations tab/);
    expect(await credits(none.companyId)).toBe(100);
  });
});
