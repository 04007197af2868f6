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
const ctxFor = (url: string, apiKey = KEY) => {
  const waits: number[] = [];
  return { apiKey, baseUrl: url, timeoutMs: 2000, sleep: async (ms: number) => void waits.push(ms), waits };
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
