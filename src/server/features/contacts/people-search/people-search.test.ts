import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE_SEARCH_MSG } from '#domain/people-search';
import { startFakeApollo } from '../../../test/fakes/fake-apollo';
import { fakePeople } from '../../../test/fakes/fake-people';
import type { FakeProviderServer } from '../../../test/fakes/fake-provider-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { memberOf, type Owner } from '../../tables/tables.test-support';
import { creditsOf, seedOrganization } from '../people.test-support';

const KEY = 'sk-test-people-search-key';
const KNOWN = 'known.example';
const UNKNOWN = 'elsewhere.example';
// Five people at an organization the company has, two at one it does not.
const people = [...fakePeople(5, KNOWN), ...fakePeople(2, UNKNOWN, 20)];
const pick = (...i: number[]) => ({ people: i.map((k) => ({ provider: 'apollo', recordId: people[k]!.id })) });

describe('people search across organizations: contacts and the provider’s search; Save reveals by the waterfall’s rules', () => {
  let t: TestApp;
  let apollo: FakeProviderServer;
  let owner: Owner;
  let viewer: Owner;
  let orgId: string;
  const search = (body: object, who: Owner = owner) => t.call('POST', '/api/people-search', body, who.cookie);
  const save = (body: object, who: Owner = owner) => t.call('POST', '/api/people-search/save', body, who.cookie);

  beforeAll(async () => {
    apollo = await startFakeApollo({ key: KEY, companies: [], people });
    t = await createTestApp({ env: { APOLLO_API_KEY: KEY, APOLLO_BASE_URL: apollo.url } });
    owner = await t.ownerWithCompany('owner@people.io', 'People Co', 'people-co');
    viewer = await memberOf(t, 'viewer@people.io', owner.companyId, 'viewer');
    orgId = await seedOrganization(t, owner, { name: 'Known Org', website: `https://www.${KNOWN}/` });
  });
  afterAll(async () => {
    await t.close();
    await apollo.close();
  });

  it('shows provider results with their source, unrevealed, and charges nothing (viewers may search)', async () => {
    const before = await creditsOf(t, owner.companyId);
    const res = await search({ titles: ['Sales'] }, viewer);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const hits = res.json.result.providerResults as any[];
    expect(hits.map((h) => h.recordId).sort()).toEqual(
      people
        .filter((p) => /sales/i.test(p.title))
        .map((p) => p.id)
        .sort(),
    );
    for (const h of hits) {
      expect(h.source).toEqual({ source: 'apollo', label: 'Apollo people search' });
      expect(h).not.toHaveProperty('email');
      expect(h.name).toMatch(/\*\*\*/);
    }
    expect(res.json.result.providerNote).toMatch(/not revealed and not charged/);
    expect(await creditsOf(t, owner.companyId)).toBe(before);
    const located = await search({ locations: ['Boston'] });
    expect(located.json.result.providerResults).toEqual([]);
  });

  it('saves: reveals and stores, charges one credit per person stored, never twice, skips do-not-contact', async () => {
    expect((await t.call('POST', '/api/suppression', { value: people[1]!.email }, owner.cookie)).status).toBe(201);
    const before = await creditsOf(t, owner.companyId);
    const res = await save(pick(0, 1, 5));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.rows.map((r: any) => r.outcome)).toEqual(['saved', 'do-not-contact', 'no-organization']);
    expect(res.json.rows[1].message).toBe(PEOPLE_SEARCH_MSG.doNotContact);
    expect(res.json.charged).toBe(1);
    expect(await creditsOf(t, owner.companyId)).toBe(before - 1);
    const contacts = (await t.call('GET', `/api/organizations/${orgId}/contacts`, undefined, owner.cookie)).json
      .contacts as any[];
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({
      name: `${people[0]!.firstName} ${people[0]!.lastName}`,
      email: people[0]!.email,
      emailStatus: 'verified',
      fieldSources: { email: { source: 'apollo', label: 'Apollo person match' } },
    });

    const again = await save(pick(0));
    expect(again.json.rows[0]).toMatchObject({ outcome: 'already-saved', contactId: contacts[0].id, charged: 0 });
    expect(await creditsOf(t, owner.companyId)).toBe(before - 1);

    const found = await search({ text: people[0]!.lastName });
    expect(found.json.result.contacts).toMatchObject([{ email: people[0]!.email, organizationName: 'Known Org' }]);
  });

  it('charges nothing for a person the provider cannot reveal', async () => {
    const before = await creditsOf(t, owner.companyId);
    const res = await save({ people: [{ provider: 'apollo', recordId: 'nobody-known' }] });
    expect(res.json.rows[0]).toMatchObject({ outcome: 'nothing-found', charged: 0 });
    expect(await creditsOf(t, owner.companyId)).toBe(before);
  });

  it('refuses viewers saving, bad input, and another company’s users see only their own', async () => {
    expect((await save(pick(2), viewer)).status).toBe(403);
    expect((await save({ people: [] })).status).toBe(422);
    expect((await search({ employeeRanges: ['lots'] })).status).toBe(422);
    expect((await search({ unknown: 1 })).status).toBe(422);
    const other = await t.ownerWithCompany('other@else.io', 'Else Co', 'else-co');
    const res = await search({ text: people[0]!.lastName }, other);
    expect(res.json.result.contacts).toEqual([]);
  });
});
