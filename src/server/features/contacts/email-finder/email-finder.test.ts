import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_FINDER_MSG } from '#domain/email-finder';
import { startFakeApollo } from '../../../test/fakes/fake-apollo';
import { startFakeHunter } from '../../../test/fakes/fake-hunter';
import { fakePeople } from '../../../test/fakes/fake-people';
import type { FakeProviderServer } from '../../../test/fakes/fake-provider-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { memberOf, type Owner } from '../../tables/tables.test-support';
import { creditsOf, seedOrganization } from '../people.test-support';

const KEY = 'sk-test-email-finder-key';
const DOMAIN = 'finder.example';
const people = fakePeople(6, DOMAIN);
const full = (i: number) => `${people[i]!.firstName} ${people[i]!.lastName}`;

describe('the e-mail finder: name + domain → work e-mail with status, score and source; Save as contact', () => {
  let t: TestApp;
  let hunter: FakeProviderServer;
  let apollo: FakeProviderServer;
  let owner: Owner;
  let viewer: Owner;
  const find = (fullName: string, domain = DOMAIN, who: Owner = owner) =>
    t.call('POST', '/api/email-finder', { fullName, domain }, who.cookie);

  beforeAll(async () => {
    // Hunter's finder knows people 0-2; Apollo's people/match knows 3-4; nobody knows 5.
    hunter = await startFakeHunter({ key: KEY, people: people.slice(0, 3), mailboxes: people });
    apollo = await startFakeApollo({ key: KEY, companies: [], people: people.slice(3, 5) });
    t = await createTestApp({
      env: { HUNTER_API_KEY: KEY, HUNTER_BASE_URL: hunter.url, APOLLO_API_KEY: KEY, APOLLO_BASE_URL: apollo.url },
    });
    owner = await t.ownerWithCompany('owner@finder.io', 'Finder Co', 'finder-co');
    viewer = await memberOf(t, 'viewer@finder.io', owner.companyId, 'viewer');
  });
  afterAll(async () => {
    await t.close();
    await hunter.close();
    await apollo.close();
  });

  it('answers from Hunter’s finder, checked by Hunter’s verifier, with its source and score', async () => {
    const res = await find(full(0), `https://www.${DOMAIN}/team`);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.result).toMatchObject({
      email: people[0]!.email,
      domain: DOMAIN,
      status: 'verified',
      score: 100,
      source: { source: 'hunter', label: 'Hunter e-mail finder' },
      check: { verifier: 'hunter' },
    });
    expect(res.json.result.steps).toEqual([
      { source: 'hunter', label: 'Hunter e-mail finder', result: `Found ${people[0]!.email}` },
    ]);
  });

  it('falls back to Apollo people/match when Hunter has nobody', async () => {
    const res = await find(full(3));
    expect(res.json.result).toMatchObject({ email: people[3]!.email, source: { source: 'apollo' } });
    expect(res.json.result.steps.map((s: { source: string }) => s.source)).toEqual(['hunter', 'apollo']);
  });

  it('says not found, never a guessed pattern, when no source has the person, and charges nothing', async () => {
    const before = await creditsOf(t, owner.companyId);
    const res = await find(full(5));
    expect(res.json.result).toMatchObject({
      email: null,
      status: null,
      source: null,
      message: EMAIL_FINDER_MSG.notFound,
    });
    expect(res.json.result.steps.map((s: { source: string }) => s.source)).toEqual(['hunter', 'apollo', 'web']);
    expect(res.json.result.steps[2].result).toMatch(/^Could not read/);
    expect(await creditsOf(t, owner.companyId)).toBe(before);
  });

  it('withholds a person on the do-not-contact list', async () => {
    expect((await t.call('POST', '/api/suppression', { value: people[1]!.email }, owner.cookie)).status).toBe(201);
    const res = await find(full(1));
    expect(res.json.result).toMatchObject({ email: null, message: EMAIL_FINDER_MSG.suppressedPerson });
  });

  it('saves a found person as a contact of the organization with that domain, once', async () => {
    const none = await t.call('POST', '/api/email-finder/save', { fullName: full(2), domain: DOMAIN }, owner.cookie);
    expect(none.status).toBe(422);
    expect(none.json.message).toBe(EMAIL_FINDER_MSG.noOrganization);
    const orgId = await seedOrganization(t, owner, { name: 'Finder', website: `https://${DOMAIN}/` });
    const saved = await t.call('POST', '/api/email-finder/save', { fullName: full(2), domain: DOMAIN }, owner.cookie);
    expect(saved.status, JSON.stringify(saved.json)).toBe(201);
    expect(saved.json.organizationId).toBe(orgId);
    const contacts = (await t.call('GET', `/api/organizations/${orgId}/contacts`, undefined, owner.cookie)).json
      .contacts as any[];
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({
      name: full(2),
      email: people[2]!.email,
      emailStatus: 'accept-all',
      fieldSources: { email: { source: 'hunter', label: 'Hunter e-mail finder' } },
    });
    const again = await t.call('POST', '/api/email-finder/save', { fullName: full(2), domain: DOMAIN }, owner.cookie);
    expect(again.status).toBe(200);
    expect(again.json.contactId).toBe(saved.json.contactId);
    const nothing = await t.call('POST', '/api/email-finder/save', { fullName: full(5), domain: DOMAIN }, owner.cookie);
    expect(nothing.status).toBe(422);
    expect(nothing.json.message).toBe(EMAIL_FINDER_MSG.nothingToSave);
  });

  it('refuses viewers and bad input', async () => {
    expect((await find(full(0), DOMAIN, viewer)).status).toBe(403);
    expect((await find('Madonna')).status).toBe(422);
    const badDomain = await find(full(0), 'not a domain');
    expect(badDomain.status).toBe(422);
    expect(badDomain.json.message).toBe(EMAIL_FINDER_MSG.badDomain);
  });
});
