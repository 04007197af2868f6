import { afterEach, describe, expect, it } from 'vitest';
import { startFakeApollo } from '../test/fakes/fake-apollo';
import { startFakeHunter } from '../test/fakes/fake-hunter';
import { startFakePeopleDataLabs } from '../test/fakes/fake-people-data-labs';
import { fakePeople } from '../test/fakes/fake-people';
import type { FakeProviderServer } from '../test/fakes/fake-provider-server';
import { ProviderError } from './provider-error';
import { PROVIDER_MODULES } from './provider-modules';
import type { PeopleQuery, ProviderContext } from './types';

const KEY = 'sk-test-people-key-5678';
const DOMAIN = 'acme.example';
const QUERY: PeopleQuery = { domain: DOMAIN, titles: [], seniorities: ['executive'], limit: 120 };

const HARNESS: Record<
  string,
  { start: (n: number) => Promise<FakeProviderServer>; call: (c: ProviderContext) => Promise<unknown[]> }
> = {
  'Apollo people search': {
    start: (n) => startFakeApollo({ key: KEY, companies: [], people: fakePeople(n, DOMAIN) }),
    call: (c) => PROVIDER_MODULES.apollo.searchPeople!(QUERY, c),
  },
  'People Data Labs person search': {
    start: (n) => startFakePeopleDataLabs({ key: KEY, companies: [], people: fakePeople(n, DOMAIN) }),
    call: (c) => PROVIDER_MODULES.pdl.searchPeople!(QUERY, c),
  },
};

let server: FakeProviderServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});
const ctxFor = (url: string, apiKey = KEY, timeoutMs = 2000) => {
  const waits: number[] = [];
  return { apiKey, baseUrl: url, timeoutMs, sleep: async (ms: number) => void waits.push(ms), waits };
};
const failureOf = async (p: Promise<unknown>) => {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
};

describe.each(Object.keys(HARNESS))('%s against its local fake', (name) => {
  const h = HARNESS[name]!;
  it('pages through the results', async () => {
    server = await h.start(150);
    expect((await h.call(ctxFor(server.url))).length).toBe(120);
  });
  it('answers an empty list when nobody matches', async () => {
    server = await h.start(0);
    expect(await h.call(ctxFor(server.url))).toEqual([]);
  });
  it('reports a refused key, a 429 with Retry-After and a 5xx in words', async () => {
    server = await h.start(5);
    expect((await failureOf(h.call(ctxFor(server.url, 'wrong-key')))).failure).toBe('auth');
    server.queue({ status: 429, headers: { 'retry-after': '3' }, body: {} });
    const ctx = ctxFor(server.url);
    expect((await h.call(ctx)).length).toBe(5);
    expect(ctx.waits[0]).toBe(3000);
    server.queue({ status: 503, body: {} }, { status: 502, body: {} }, { status: 500, body: {} });
    expect((await failureOf(h.call(ctxFor(server.url)))).message).toMatch(/not answering right now/);
  });
});

const APOLLO_ENRICH = {
  start: (n: number) => startFakeApollo({ key: KEY, companies: [], people: fakePeople(n, DOMAIN) }),
  call: async (c: ProviderContext) => {
    const p = fakePeople(1, DOMAIN)[0]!;
    const found = await PROVIDER_MODULES.apollo.enrichPerson!(
      { recordId: p.id, firstName: p.firstName, lastName: null, domain: DOMAIN },
      c,
    );
    return found ? [found] : [];
  },
};

describe.each([...Object.entries(HARNESS), ['Apollo people enrichment', APOLLO_ENRICH] as const])(
  '%s: a slow or unreadable answer',
  (_name, h) => {
    it('answers before the fault is injected (the fault is what fails)', async () => {
      server = await h.start(5);
      expect((await h.call(ctxFor(server.url))).length).toBeGreaterThan(0);
    });
    it('gives up on a provider that does not answer in time, without retrying', async () => {
      server = await h.start(5);
      server.queue({ delayMs: 1500, body: {} });
      const error = await failureOf(h.call(ctxFor(server.url, KEY, 100)));
      expect(error.failure).toBe('timeout');
      expect(error.message).toMatch(/did not answer in time/);
      expect(server.requests).toHaveLength(1);
    });
    it('reports an answer that is not JSON as unreadable', async () => {
      server = await h.start(5);
      server.queue({ raw: '{"people": [{"id": "p0000' });
      const error = await failureOf(h.call(ctxFor(server.url)));
      expect(error.failure).toBe('bad-response');
      expect(error.message).toMatch(/could not read/);
    });
    it('reports a JSON answer that is not an object (an HTML page, a bare string) as unreadable', async () => {
      server = await h.start(5);
      server.queue({ raw: '"upstream error"' });
      expect((await failureOf(h.call(ctxFor(server.url)))).failure).toBe('bad-response');
      server.queue({ raw: '<html><body>Bad gateway</body></html>', headers: { 'content-type': 'text/html' } });
      expect((await failureOf(h.call(ctxFor(server.url)))).failure).toBe('bad-response');
    });
  },
);

describe('people lookups', () => {
  it('Apollo people/match reveals the surname and work e-mail the search hides', async () => {
    const people = fakePeople(3, DOMAIN);
    server = await startFakeApollo({ key: KEY, companies: [], people });
    const [hidden] = await PROVIDER_MODULES.apollo.searchPeople!({ ...QUERY, limit: 3 }, ctxFor(server.url));
    expect(hidden).toMatchObject({ name: null, email: null, firstName: people[0]!.firstName });
    const found = await PROVIDER_MODULES.apollo.enrichPerson!({ ...hidden!, domain: DOMAIN }, ctxFor(server.url));
    expect(found).toMatchObject({ name: `${people[0]!.firstName} ${people[0]!.lastName}`, email: people[0]!.email });
  });
  it('Hunter finder gives score and status; the verifier maps accept_all and invalid; 404 is no result', async () => {
    const people = fakePeople(6, DOMAIN);
    server = await startFakeHunter({ key: KEY, people });
    const ctx = ctxFor(server.url);
    const p = people[2]!;
    expect(
      await PROVIDER_MODULES.hunter.findEmail!({ domain: DOMAIN, firstName: p.firstName, lastName: p.lastName }, ctx),
    ).toEqual({ email: p.email, score: 64, status: 'accept-all' });
    expect(
      await PROVIDER_MODULES.hunter.findEmail!({ domain: DOMAIN, firstName: 'No', lastName: 'Body' }, ctx),
    ).toBeNull();
    expect((await PROVIDER_MODULES.hunter.verifyEmail!(people[5]!.email, ctx)).status).toBe('invalid');
    expect(await PROVIDER_MODULES.hunter.verifyEmail!(people[0]!.email, ctx)).toMatchObject({
      status: 'verified',
      score: 100,
    });
  });
});
