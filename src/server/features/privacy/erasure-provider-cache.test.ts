import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeDns } from '../../test/fake-dns';
import { startFakeApollo } from '../../test/fakes/fake-apollo';
import { startFakeHunter } from '../../test/fakes/fake-hunter';
import { fakePeople } from '../../test/fakes/fake-people';
import type { FakeProviderServer } from '../../test/fakes/fake-provider-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { discover, seedOrganization } from '../contacts/people.test-support';

const KEY = 'sk-test-erasure-cache-key';
const people = fakePeople(12, 'acme.example');

describe('erasure and the provider cache', () => {
  let t: TestApp;
  let apollo: FakeProviderServer;
  let hunter: FakeProviderServer;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;

  beforeAll(async () => {
    apollo = await startFakeApollo({ key: KEY, companies: [], people: people.slice(0, 8) });
    hunter = await startFakeHunter({ key: KEY, people: people.slice(4), mailboxes: people });
    t = await createTestApp({
      env: { APOLLO_API_KEY: KEY, APOLLO_BASE_URL: apollo.url, HUNTER_API_KEY: KEY, HUNTER_BASE_URL: hunter.url },
      dns: fakeDns({ 'acme.example': { mx: ['mx.acme.example'] } }),
    });
    owner = await t.ownerWithCompany('owner@erasure-cache.io', 'Erasure Cache Co', 'erasure-cache-co');
  });
  afterAll(async () => {
    await t.close();
    await apollo.close();
    await hunter.close();
  });

  /** How many of the company's cached provider answers hold `needle` (case-insensitive). */
  const cachedCopies = async (needle: string) =>
    (
      await t.database.query<{ n: number }>(
        `select count(*)::int as n from provider_cache where company_id = $1 and position($2 in lower(response::text)) > 0`,
        [owner.companyId, needle.toLowerCase()],
      )
    ).rows[0]!.n;

  it('a forgotten person leaves the cache, and a later discovery run does not store them again', async () => {
    const orgId = await seedOrganization(t, owner, { name: 'Acme', website: 'https://acme.example/' });
    expect((await discover(t, owner, orgId)).status).toBe(200);
    const contactsOf = async () =>
      (await t.call('GET', `/api/organizations/${orgId}/contacts`, undefined, owner.cookie)).json.contacts as any[];
    const person = people[1]!;
    const stored = (await contactsOf()).find((c) => c.email === person.email);
    expect(stored).toBeTruthy();
    expect(await cachedCopies(person.email)).toBeGreaterThan(0);
    // Apollo's search answer lists the person by record id, first name and a masked surname only.
    expect(await cachedCopies(person.id)).toBeGreaterThan(0);

    const forgot = await t.call('POST', `/api/contacts/${stored.id}/forget`, {}, owner.cookie);
    expect(forgot.status, JSON.stringify(forgot.json)).toBe(200);
    expect(await cachedCopies(person.email)).toBe(0);
    expect(await cachedCopies(person.linkedin.replace(/^https?:\/\/(www\.)?/, ''))).toBe(0);
    expect(await cachedCopies(person.id)).toBe(0);

    const before = apollo.requests.length;
    expect((await discover(t, owner, orgId)).status).toBe(200);
    expect(apollo.requests.length).toBeGreaterThan(before);
    // The re-run asked the providers again (Apollo's people/match and Hunter know the person); their answers
    // were cached without the forgotten person.
    expect(await cachedCopies(person.email)).toBe(0);
    expect(await cachedCopies(person.linkedin.replace(/^https?:\/\/(www\.)?/, ''))).toBe(0);
    expect(await cachedCopies(person.id)).toBe(0);
    expect(await cachedCopies(people[2]!.email)).toBeGreaterThan(0);
    const again = await contactsOf();
    expect(again.map((c) => c.email)).not.toContain(person.email);
    expect(again.map((c) => c.name)).not.toContain(`${person.firstName} ${person.lastName}`);
    expect(again.map((c) => c.email)).toContain(people[2]!.email);
  });
});
