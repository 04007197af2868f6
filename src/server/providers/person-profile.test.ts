import { afterEach, describe, expect, it } from 'vitest';
import { startFakeApollo } from '../test/fakes/fake-apollo';
import { startFakePeopleDataLabs } from '../test/fakes/fake-people-data-labs';
import { fakePeople } from '../test/fakes/fake-people';
import type { FakeProviderServer } from '../test/fakes/fake-provider-server';
import { ProviderError } from './provider-error';
import { PROVIDER_MODULES } from './provider-modules';
import type { PersonMatch, ProviderContext } from './types';

const KEY = 'sk-test-profile-key-4321';
const DOMAIN = 'acme.example';
const people = fakePeople(3, DOMAIN);
const person = people[1]!;
const NOBODY: PersonMatch = {
  email: 'no.body@acme.example',
  linkedinUrl: null,
  name: 'No Body',
  firstName: 'No',
  lastName: 'Body',
  domain: DOMAIN,
  recordId: null,
};
const byEmail: PersonMatch = { ...NOBODY, email: person.email, name: null, firstName: null, lastName: null };

const HARNESS = {
  apollo: {
    start: () => startFakeApollo({ key: KEY, companies: [], people }),
    path: '/api/v1/people/match',
  },
  pdl: {
    start: () => startFakePeopleDataLabs({ key: KEY, companies: [], people }),
    path: '/v5/person/enrich',
  },
} as const;

let server: FakeProviderServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});
const ctxFor = (url: string, apiKey = KEY) => {
  const waits: number[] = [];
  return { apiKey, baseUrl: url, timeoutMs: 300, sleep: async (ms: number) => void waits.push(ms), waits };
};
const enrich = (id: keyof typeof HARNESS, match: PersonMatch, ctx: ProviderContext) =>
  PROVIDER_MODULES[id].enrichProfile!(match, ctx);
const failureOf = async (p: Promise<unknown>) => {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
};

describe.each(['apollo', 'pdl'] as const)('%s person enrichment against its local fake', (id) => {
  const h = HARNESS[id];

  it('finds the person by e-mail, by LinkedIn URL and by name at the domain', async () => {
    server = await h.start();
    const ctx = ctxFor(server.url);
    const found = await enrich(id, byEmail, ctx);
    expect(found).toMatchObject({
      provider: id,
      name: `${person.firstName} ${person.lastName}`,
      employment: [
        { organization: id === 'pdl' ? 'Acme.example' : DOMAIN, title: person.title, current: true },
        { title: 'Senior Consultant', current: false },
      ],
    });
    expect(found!.employment[1]!.startDate).toMatch(/^2016-06/);
    expect(found!.location).toMatch(/^Austin, Texas, United States$/);
    if (id === 'pdl') {
      expect(found!.education).toEqual([
        {
          school: 'Rice University',
          degrees: ['bachelors'],
          majors: ['computer science'],
          startDate: '2008',
          endDate: '2012',
        },
      ]);
      expect(found!.skills).toEqual(['kubernetes', 'platform engineering', 'python']);
    } else {
      expect(found).toMatchObject({ education: [], skills: [] });
    }
    const linkedin = { ...NOBODY, email: null, linkedinUrl: person.linkedin };
    expect((await enrich(id, linkedin, ctx))?.recordId).toBe(person.id);
    const named = { ...NOBODY, email: null, name: `${person.firstName} ${person.lastName}` };
    expect(
      (await enrich(id, { ...named, firstName: person.firstName, lastName: person.lastName }, ctx))?.recordId,
    ).toBe(person.id);
  });

  it('answers null when the provider has no match (Apollo: person null; PDL: 404)', async () => {
    server = await h.start();
    expect(await enrich(id, NOBODY, ctxFor(server.url))).toBeNull();
    expect(server.requests.at(-1)!.path).toBe(h.path);
  });

  it('sends nothing when there is nothing to match by', async () => {
    server = await h.start();
    const empty = { ...NOBODY, email: null, name: null, firstName: null, lastName: null };
    expect(await enrich(id, empty, ctxFor(server.url))).toBeNull();
    expect(server.requests).toHaveLength(0);
  });

  it('reports a refused key, a 5xx, a timeout and malformed JSON in words; waits out a 429 Retry-After', async () => {
    server = await h.start();
    expect((await failureOf(enrich(id, byEmail, ctxFor(server.url, 'wrong-key')))).message).toMatch(
      /refused the API key/,
    );
    server.queue({ status: 429, headers: { 'retry-after': '2' }, body: {} });
    const ctx = ctxFor(server.url);
    expect((await enrich(id, byEmail, ctx))?.recordId).toBe(person.id);
    expect(ctx.waits).toEqual([2000]);
    server.queue({ status: 429, headers: { 'retry-after': '120' }, body: {} });
    expect((await failureOf(enrich(id, byEmail, ctxFor(server.url)))).failure).toBe('rate-limited');
    server.queue({ status: 503, body: {} }, { status: 502, body: {} }, { status: 500, body: {} });
    expect((await failureOf(enrich(id, byEmail, ctxFor(server.url)))).message).toMatch(/not answering right now/);
    server.queue({ delayMs: 1000, body: {} });
    expect((await failureOf(enrich(id, byEmail, ctxFor(server.url)))).message).toMatch(/did not answer in time/);
    server.queue({ raw: '{"person": {"id": ' });
    expect((await failureOf(enrich(id, byEmail, ctxFor(server.url)))).message).toMatch(/could not read/);
  });
});

describe('People Data Labs person enrichment', () => {
  it('says the account is out of credits on 402, and asks with min_likelihood', async () => {
    server = await HARNESS.pdl.start();
    server.queue({
      status: 402,
      body: { status: 402, error: { type: 'payment_required', message: 'out of credits' } },
    });
    expect((await failureOf(enrich('pdl', byEmail, ctxFor(server.url)))).message).toMatch(/no credits or quota left/);
    expect(server.requests[0]!.query.get('min_likelihood')).toBe('6');
    expect(server.requests[0]!.headers['x-api-key']).toBe(KEY);
    expect(server.requests[0]!.query.get('api_key')).toBeNull();
  });
});
