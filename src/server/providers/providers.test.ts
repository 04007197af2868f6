import { afterEach, describe, expect, it } from 'vitest';
import type { ProviderId } from '#domain/providers';
import { fakeCompanies } from '../test/fakes/fake-records';
import { startFakeApollo } from '../test/fakes/fake-apollo';
import { startFakeHunter } from '../test/fakes/fake-hunter';
import { fakePeople } from '../test/fakes/fake-people';
import { startFakePeopleDataLabs } from '../test/fakes/fake-people-data-labs';
import type { FakeProviderServer } from '../test/fakes/fake-provider-server';
import {
  startFakeBrave,
  startFakeExa,
  startFakeSearxng,
  startFakeTavily,
  type FakeHit,
} from '../test/fakes/fake-web-search';
import { retryAfterMs } from './http-client';
import { ProviderError } from './provider-error';
import { PROVIDER_MODULES } from './provider-modules';
import type { OrganizationQuery, ProviderContext } from './types';

const KEY = 'sk-test-provider-key-1234';
const QUERY: OrganizationQuery = {
  industries: ['Computer Software'],
  employeeRanges: [{ min: 11, max: 500 }],
  locations: ['United States'],
  keywords: ['sales'],
  limit: 100,
};
const hits = (n: number): FakeHit[] =>
  Array.from({ length: n }, (_, i) => ({
    url: `https://lead${i}.example/`,
    title: `Lead ${i}`,
    snippet: `snippet ${i}`,
  }));

/** Per provider: how to start its fake with n records, and its main call. */
const HARNESS: Record<
  ProviderId,
  {
    start: (n: number) => Promise<FakeProviderServer>;
    call: (ctx: ProviderContext) => Promise<unknown[]>;
  }
> = {
  apollo: {
    start: (n) => startFakeApollo({ key: KEY, companies: fakeCompanies(n) }),
    call: (ctx) => PROVIDER_MODULES.apollo.searchOrganizations!(QUERY, ctx),
  },
  pdl: {
    start: (n) => startFakePeopleDataLabs({ key: KEY, companies: fakeCompanies(n) }),
    call: (ctx) => PROVIDER_MODULES.pdl.searchOrganizations!(QUERY, ctx),
  },
  hunter: {
    start: (n) => startFakeHunter({ key: KEY, people: fakePeople(n, 'acme.example') }),
    call: (ctx) =>
      PROVIDER_MODULES.hunter.searchPeople!({ domain: 'acme.example', titles: [], seniorities: [], limit: 120 }, ctx),
  },
  brave: {
    start: (n) => startFakeBrave({ key: KEY, hits: hits(n) }),
    call: (ctx) => PROVIDER_MODULES.brave.webSearch!('crm', 30, ctx),
  },
  tavily: {
    start: (n) => startFakeTavily({ key: KEY, hits: hits(n) }),
    call: (ctx) => PROVIDER_MODULES.tavily.webSearch!('crm', 15, ctx),
  },
  exa: {
    start: (n) => startFakeExa({ key: KEY, hits: hits(n) }),
    call: (ctx) => PROVIDER_MODULES.exa.webSearch!('crm', 30, ctx),
  },
  searxng: {
    start: (n) => startFakeSearxng({ hits: hits(n) }),
    call: (ctx) => PROVIDER_MODULES.searxng.webSearch!('crm', 30, ctx),
  },
};

let server: FakeProviderServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const ctxFor = (url: string, extra: Partial<ProviderContext> = {}): ProviderContext & { waits: number[] } => {
  const waits: number[] = [];
  return {
    apiKey: KEY,
    baseUrl: url,
    sleep: async (ms) => void waits.push(ms),
    timeoutMs: 2000,
    waits,
    ...extra,
  };
};

async function failureOf(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  expect((error as Error).message).not.toContain(KEY);
  return error as ProviderError;
}

describe.each(Object.keys(HARNESS) as ProviderId[])('provider %s against its local fake', (id) => {
  const h = HARNESS[id];

  it('answers with normalised records, following its paging', async () => {
    server = await h.start(150);
    const found = await h.call(ctxFor(server.url));
    expect(found.length).toBeGreaterThan(10);
    for (const item of found as Record<string, unknown>[]) {
      expect(item.provider).toBe(id);
      if ('email' in item)
        expect(item).toMatchObject({
          name: expect.any(String),
          email: expect.stringMatching(/@acme\.example$/),
        });
      else if ('name' in item)
        expect(item).toMatchObject({
          name: expect.any(String),
          domain: expect.stringMatching(/\.example$/),
        });
      else expect(item.url).toMatch(/^https:\/\/lead\d+\.example\/$/);
    }
  });

  it('answers an empty list when the provider finds nothing', async () => {
    server = await h.start(0);
    expect(await h.call(ctxFor(server.url))).toEqual([]);
  });

  it('turns a refused key into a message that names the provider and never the key', async () => {
    server = await h.start(3);
    const ctx = ctxFor(server.url, { apiKey: 'wrong-key' });
    if (id === 'searxng') {
      const refused = await startFakeSearxng({
        hits: hits(3),
        jsonEnabled: false,
      });
      const error = await failureOf(h.call(ctxFor(refused.url)));
      await refused.close();
      expect(error.message).toMatch(/enable the json format/);
      return;
    }
    const error = await failureOf(h.call(ctx));
    expect(error.failure).toBe('auth');
    expect(error.message).toMatch(/refused the API key/);
  });

  it('waits as Retry-After says on a 429, then succeeds', async () => {
    server = await h.start(5);
    server.queue({
      status: 429,
      headers: { 'retry-after': '2' },
      body: { error: 'rate limited' },
    });
    const ctx = ctxFor(server.url);
    expect((await h.call(ctx)).length).toBeGreaterThan(0);
    expect(ctx.waits[0]).toBe(2000);
  });

  it('retries a 5xx with backoff and then reports the provider down', async () => {
    server = await h.start(5);
    server.queue({ status: 503, body: {} }, { status: 502, body: {} }, { status: 500, body: {} });
    const ctx = ctxFor(server.url);
    const error = await failureOf(h.call(ctx));
    expect(error.failure).toBe('down');
    expect(server.requests).toHaveLength(3);
    expect(ctx.waits).toEqual([500, 1000]);
  });

  it('gives up on a provider that does not answer in time', async () => {
    server = await h.start(5);
    server.queue({ delayMs: 1500, body: {} });
    const error = await failureOf(h.call(ctxFor(server.url, { timeoutMs: 100 })));
    expect(error.failure).toBe('timeout');
  });

  it('reports an answer that is not JSON as unreadable', async () => {
    server = await h.start(5);
    server.queue({ raw: '{"results": [' });
    const error = await failureOf(h.call(ctxFor(server.url)));
    expect(error.failure).toBe('bad-response');
  });

  it('passes Test connection with the right key', async () => {
    server = await h.start(5);
    const report = await PROVIDER_MODULES[id].testConnection(ctxFor(server.url));
    expect(report.message).toMatch(/accepted the key|answered in JSON/);
  });
});

describe('the organization providers', () => {
  it('Apollo pages through mixed_companies/search with the ICP filters and enriches by domain', async () => {
    const companies = fakeCompanies(150);
    server = await startFakeApollo({ key: KEY, companies });
    const ctx = ctxFor(server.url);
    const found = await PROVIDER_MODULES.apollo.searchOrganizations!({ ...QUERY, limit: 120 }, ctx);
    expect(found).toHaveLength(120);
    expect(server.requests.map((r) => r.body.page)).toEqual([1, 2]);
    expect(server.requests[0]!.body).toMatchObject({
      per_page: 100,
      organization_num_employees_ranges: ['11,500'],
      organization_locations: ['United States'],
      q_organization_keyword_tags: ['computer software', 'sales'],
    });
    expect(found[0]).toMatchObject({
      recordId: companies[0]!.id,
      name: companies[0]!.name,
      domain: companies[0]!.domain,
      industry: 'Computer Software',
      location: 'Austin, Texas, United States',
      linkedinUrl: `http://www.linkedin.com/company/${companies[0]!.id}`,
    });
    const enriched = await PROVIDER_MODULES.apollo.enrichOrganization!(companies[3]!.domain, ctx);
    expect(enriched).toMatchObject({
      name: companies[3]!.name,
      founded: companies[3]!.founded,
    });
    expect(await PROVIDER_MODULES.apollo.enrichOrganization!('nobody.example', ctx)).toBeNull();
  });

  it('People Data Labs scrolls with scroll_token, treats 404 as no match, and 402 as no credits left', async () => {
    const companies = fakeCompanies(130);
    server = await startFakePeopleDataLabs({ key: KEY, companies });
    const ctx = ctxFor(server.url);
    const found = await PROVIDER_MODULES.pdl.searchOrganizations!(QUERY, ctx);
    expect(found).toHaveLength(100);
    expect(found[0]).toMatchObject({
      name: companies[0]!.name,
      location: 'Austin, Texas, United States',
      linkedinUrl: expect.stringMatching(/^https:\/\/linkedin\.com/),
    });
    const big = await PROVIDER_MODULES.pdl.searchOrganizations!({ ...QUERY, limit: 130 }, ctx);
    expect(big).toHaveLength(130);
    expect(server.requests.at(-1)!.body.scroll_token).toBe('100');
    expect(await PROVIDER_MODULES.pdl.enrichOrganization!('nobody.example', ctx)).toBeNull();
    server.queue({
      status: 402,
      body: {
        status: 402,
        error: {
          type: 'payment_required',
          message: 'You have hit your account maximum',
        },
      },
    });
    expect((await failureOf(PROVIDER_MODULES.pdl.enrichOrganization!(companies[0]!.domain, ctx))).failure).toBe(
      'quota',
    );
  });

  it('Tavily reports its plan limit (432) as an exhausted quota', async () => {
    server = await startFakeTavily({ key: KEY, hits: hits(3) });
    server.queue({
      status: 432,
      body: { detail: { error: 'This request exceeds your plan limit.' } },
    });
    expect((await failureOf(PROVIDER_MODULES.tavily.webSearch!('x', 5, ctxFor(server.url)))).failure).toBe('quota');
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(new Date(10_000 + 4000).toUTCString(), 10_000)).toBe(4000);
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });
});
