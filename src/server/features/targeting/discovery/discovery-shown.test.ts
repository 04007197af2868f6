import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeApollo } from '../../../test/fakes/fake-apollo';
import type { FakeProviderServer } from '../../../test/fakes/fake-provider-server';
import type { FakeCompany } from '../../../test/fakes/fake-records';
import { startFakeBrave } from '../../../test/fakes/fake-web-search';
import { startSiteServer, type SiteServer } from '../../../test/site-server';
import { createTestApp, type TestApp } from '../../../test/test-app';

const APOLLO_KEY = 'apollo-key-for-shown-test-01';
const BRAVE_KEY = 'brave-key-for-shown-test-002';
// An ICP written as users write it: SaaS, 23-210 employees, US.
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

const company = (i: number, over: Partial<FakeCompany>): FakeCompany => ({
  id: `shown${i}`,
  name: `Fernhill Works ${i}`,
  domain: `fernhill${i}.example`,
  industry: 'computer software',
  employees: 40 + i * 10,
  city: 'Columbus',
  state: 'Ohio',
  country: 'United States',
  founded: 2015,
  revenue: 5_000_000,
  // The description alone says nothing of billing: only the provider's keywords do.
  description: `Fernhill Works ${i} helps product teams ship faster.`,
  keywords: ['saas', 'subscription billing', 'b2b'],
  ...over,
});

// Six that match the ICP through their keywords, two that match nothing (a bakery chain, a mining firm).
const MATCHING = Array.from({ length: 6 }, (_, i) => company(i, {}));
const UNRELATED = [
  company(6, {
    name: 'Crumb Bakery Group',
    domain: 'crumbbakery.example',
    industry: 'food production',
    employees: 4000,
    description: 'A family bakery chain.',
    keywords: ['bread', 'pastry'],
    city: 'Lyon',
    state: 'Auvergne-Rhone-Alpes',
    country: 'France',
  }),
  company(7, {
    name: 'Deepvein Minerals',
    domain: 'deepvein.example',
    industry: 'mining & metals',
    employees: 9000,
    description: 'Copper and zinc mining.',
    keywords: ['mining'],
    city: 'Perth',
    state: 'Western Australia',
    country: 'Australia',
  }),
];

describe('Discovery shows what it found (issue 22)', () => {
  let t: TestApp;
  let apollo: FakeProviderServer;
  let brave: FakeProviderServer;
  let site: SiteServer;

  beforeAll(async () => {
    apollo = await startFakeApollo({ key: APOLLO_KEY, companies: [...MATCHING, ...UNRELATED] });
    site = await startSiteServer(null, {
      '/': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(
          '<html><head><title>Tallyworth</title><meta name="description" content="Tallyworth is subscription billing software for SaaS finance teams."></head><body><h1>Tallyworth</h1></body></html>',
        );
      },
    });
    brave = await startFakeBrave({
      key: BRAVE_KEY,
      hits: [{ url: `${site.url}/`, title: 'a snippet title', snippet: 'a snippet' }],
    });
    t = await createTestApp({
      env: { APOLLO_BASE_URL: apollo.url, BRAVE_BASE_URL: brave.url, WEB_READER_ALLOW_PRIVATE: 'true' },
    });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([apollo.close(), brave.close(), site.close()]);
  });

  const discover = async (email: string, slug: string, keys: [string, string][]) => {
    const user = await t.ownerWithCompany(email, slug, slug);
    expect((await t.call('PUT', '/api/configuration', CONFIG, user.cookie)).status).toBe(200);
    for (const [provider, apiKey] of keys)
      expect((await t.call('PUT', `/api/integrations/${provider}/key`, { apiKey }, user.cookie)).status).toBe(200);
    const run = await t.call('POST', '/api/functions/organization-targeting', { source: 'discover' }, user.cookie);
    expect(run.status, JSON.stringify(run.json)).toBe(200);
    const screen = await t.call('GET', '/api/targeting', undefined, user.cookie);
    return { run: run.json, screen: screen.json };
  };

  it('lists every provider organization matching the ICP through its keywords; the rest are under the floor, counted', async () => {
    const { run, screen } = await discover('shown@renewly.example', 'renewly-shown', [['apollo', APOLLO_KEY]]);
    console.info(`shown-vs-announced: ${JSON.stringify(run.discovery)}`);
    expect(run.discovery.summary).toMatch(/^8 new organizations discovered \(Apollo 8\)/);
    const listed = screen.organizations.filter((o: any) => !o.belowFloor).map((o: any) => o.name);
    for (const o of MATCHING) expect(listed).toContain(o.name);
    const under = screen.organizations.filter((o: any) => o.belowFloor);
    expect(under.map((o: any) => o.name).sort()).toEqual(['Crumb Bakery Group', 'Deepvein Minerals']);
    for (const o of under) expect(o.aiReasoning).toMatch(/^Under the fit floor: /);
    // Announced = shown + under the floor, and the screen (the stored session) says the same as the run.
    expect(run.discovery).toMatchObject({ announced: 8, shown: 6, belowFloor: 2, leftOut: 0 });
    expect(run.discovery.note).toBe(
      '6 are in the list; 2 fell under the fit floor (45%) and are listed under “Under the fit floor”.',
    );
    expect(screen.completed.discovery).toMatchObject({
      announced: 8,
      shown: 6,
      belowFloor: 2,
      note: run.discovery.note,
    });
    const fromApollo = screen.organizations.find((o: any) => o.name === MATCHING[0]!.name);
    expect(fromApollo.fieldSources.location).toMatchObject({ source: 'apollo', label: 'Apollo' });
    expect(fromApollo.aiReasoning).not.toMatch(/outside/);
  });

  it('a web lead whose page was read is a card with the Web source and the page’s name', async () => {
    const { run, screen } = await discover('web@renewly.example', 'renewly-web', [['brave', BRAVE_KEY]]);
    expect(run.discovery).toMatchObject({ announced: 1 });
    const card = screen.organizations.find((o: any) => o.source === 'web');
    expect(card).toMatchObject({ name: 'Tallyworth', website: site.url });
    expect(card.fieldSources.name).toMatchObject({ source: 'web', url: `${site.url}/` });
    expect(run.discovery.shown + run.discovery.belowFloor).toBe(1);
  });
});
