import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE_SEARCH_MSG } from '#domain/people-search';
import { startFakeApollo } from '../../../test/fakes/fake-apollo';
import { startFakeHunter } from '../../../test/fakes/fake-hunter';
import { pdlError, startFakePeopleDataLabs } from '../../../test/fakes/fake-people-data-labs';
import { fakePeople } from '../../../test/fakes/fake-people';
import type { FakeProviderServer } from '../../../test/fakes/fake-provider-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Owner } from '../../tables/tables.test-support';
import { creditsOf, seedOrganization } from '../people.test-support';

const KEYS = { apollo: 'sk-apollo-people-pdl', pdl: 'sk-pdl-people-search', hunter: 'sk-hunter-people-pdl' };
const KNOWN = 'known.example';
// Five people at an organization the company has (PDL gives a work e-mail for 0, 1 and 3), two elsewhere.
const people = [...fakePeople(5, KNOWN), ...fakePeople(2, 'elsewhere.example', 20)];
const pdlPick = (...i: number[]) => ({ people: i.map((k) => ({ provider: 'pdl', recordId: people[k]!.id })) });

describe('people search with People Data Labs: filters as an Elasticsearch query, the user picks the provider', () => {
  let t: TestApp;
  let fakes: { apollo: FakeProviderServer; pdl: FakeProviderServer; hunter: FakeProviderServer };
  let owner: Owner;
  let orgId: string;
  const search = (body: object, who: Owner = owner) => t.call('POST', '/api/people-search', body, who.cookie);
  const save = (body: object, who: Owner = owner) => t.call('POST', '/api/people-search/save', body, who.cookie);

  beforeAll(async () => {
    fakes = {
      apollo: await startFakeApollo({ key: KEYS.apollo, companies: [], people }),
      pdl: await startFakePeopleDataLabs({ key: KEYS.pdl, companies: [], people }),
      hunter: await startFakeHunter({ key: KEYS.hunter, people: [], mailboxes: people }),
    };
    t = await createTestApp({
      env: {
        APOLLO_API_KEY: KEYS.apollo,
        APOLLO_BASE_URL: fakes.apollo.url,
        PDL_API_KEY: KEYS.pdl,
        PDL_BASE_URL: fakes.pdl.url,
        HUNTER_API_KEY: KEYS.hunter,
        HUNTER_BASE_URL: fakes.hunter.url,
      },
    });
    owner = await t.ownerWithCompany('owner@pdl-people.io', 'PDL People Co', 'pdl-people-co');
    orgId = await seedOrganization(t, owner, { name: 'Known Org', website: `https://www.${KNOWN}/` });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all(Object.values(fakes).map((f) => f.close()));
  });

  it('offers both providers, searches the one chosen with every filter, unrevealed and free', async () => {
    const before = await creditsOf(t, owner.companyId);
    const first = await search({ titles: ['Sales'] });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.result.providers.map((p: any) => p.id).sort()).toEqual(['apollo', 'pdl']);
    expect(first.json.result.provider).toBe(first.json.result.providers[0].id);

    const filters = {
      titles: ['Sales'],
      seniorities: ['executive'],
      departments: ['Sales'],
      locations: ['Austin'],
      employeeRanges: ['51,200'],
      industries: ['Software'],
    };
    const res = await search({ ...filters, provider: 'pdl' });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const { result } = res.json;
    expect(result.provider).toBe('pdl');
    expect(result.providerFailed).toBe(false);
    // Only the two VPs of Sales (an executive title in the sales role) match every filter.
    expect(result.providerResults.map((h: any) => h.recordId)).toEqual([people[1]!.id, people[6]!.id]);
    expect(result.providerResults[0]).toEqual({
      provider: 'pdl',
      recordId: people[1]!.id,
      name: `${people[1]!.firstName} ${people[1]!.lastName}`,
      title: 'VP of Sales',
      location: 'Austin, Texas, United States',
      organizationName: 'Known',
      source: { source: 'pdl', label: 'People Data Labs people search' },
    });
    expect(result.providerNote).toBe('People Data Labs people search: 2 people, not revealed and not charged.');
    const sent = fakes.pdl.requests.at(-1)!.body.query.bool.must;
    expect(sent).toEqual(
      expect.arrayContaining([
        { match: { job_title: 'sales' } },
        { terms: { job_title_levels: ['cxo', 'owner', 'vp', 'partner'] } },
        { terms: { job_title_role: ['sales'] } },
        { match: { location_name: 'austin' } },
        { terms: { job_company_size: ['51-200'] } },
        { match: { job_company_industry: 'software' } },
      ]),
    );
    expect(await creditsOf(t, owner.companyId)).toBe(before);

    // The same search again is answered from the 30-day cache: PDL charges per record returned.
    const calls = fakes.pdl.requests.length;
    expect((await search({ ...filters, provider: 'pdl' })).json.result.providerResults).toHaveLength(2);
    expect(fakes.pdl.requests.length).toBe(calls);
  });

  it('saves by the waterfall rules: PDL as source, the verifier’s status, deduped across providers', async () => {
    expect((await t.call('POST', '/api/suppression', { value: people[3]!.email }, owner.cookie)).status).toBe(201);
    const before = await creditsOf(t, owner.companyId);
    const res = await save(pdlPick(1, 3, 2, 6));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.rows.map((r: any) => [r.provider, r.outcome])).toEqual([
      ['pdl', 'saved'],
      ['pdl', 'do-not-contact'],
      ['pdl', 'nothing-found'],
      ['pdl', 'no-organization'],
    ]);
    expect(res.json.rows[1].message).toBe(PEOPLE_SEARCH_MSG.doNotContact);
    expect(res.json.charged).toBe(1);
    expect(await creditsOf(t, owner.companyId)).toBe(before - 1);
    const contacts = (await t.call('GET', `/api/organizations/${orgId}/contacts`, undefined, owner.cookie)).json
      .contacts as any[];
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({
      name: `${people[1]!.firstName} ${people[1]!.lastName}`,
      title: 'VP of Sales',
      email: people[1]!.email,
      location: 'Austin, Texas, United States',
      source: 'pdl',
      emailStatus: 'verified',
      fieldSources: { email: { source: 'pdl', label: 'People Data Labs person record' } },
    });
    expect(fakes.hunter.requests.some((r) => r.path === '/v2/email-verifier')).toBe(true);

    // The same person found by Apollo is the same contact: not stored twice, not charged.
    const again = await save({ people: [{ provider: 'apollo', recordId: people[1]!.id }] });
    expect(again.json.rows[0]).toMatchObject({ outcome: 'already-saved', contactId: contacts[0].id, charged: 0 });
    expect(await creditsOf(t, owner.companyId)).toBe(before - 1);
  });

  it('another company’s user cannot see the saved person nor save into this company', async () => {
    const other = await t.ownerWithCompany('other@pdl-else.io', 'Else Co', 'pdl-else-co');
    expect((await t.call('GET', `/api/organizations/${orgId}/contacts`, undefined, other.cookie)).status).toBe(404);
    expect((await search({ text: people[1]!.lastName }, other)).json.result.contacts).toEqual([]);
    expect((await save(pdlPick(0), other)).json.rows[0].outcome).toBe('no-organization');
  });

  it('says each provider failure in words, charges nothing, and 404 is "no match", not a failure', async () => {
    const before = await creditsOf(t, owner.companyId);
    const note = async (body: object) => (await search({ ...body, provider: 'pdl' })).json.result;
    expect(await note({ titles: ['Astronaut'] })).toMatchObject({
      providerResults: [],
      providerFailed: false,
      providerNote: 'People Data Labs people search: 0 people, not revealed and not charged.',
    });
    fakes.pdl.queue(pdlError(402, 'payment_required', 'You have hit your account maximum for person search'));
    expect(await note({ titles: ['Quota'] })).toMatchObject({
      providerFailed: true,
      providerNote: expect.stringMatching(/People Data Labs says the account has no credits or quota left/),
    });
    const limited = { ...pdlError(429, 'rate_limit_error', 'Rate limit exceeded'), headers: { 'retry-after': '0' } };
    fakes.pdl.queue(limited, limited, limited);
    expect((await note({ titles: ['Busy'] })).providerNote).toMatch(/People Data Labs is limiting requests right now/);
    fakes.pdl.queue(pdlError(402, 'payment_required', 'Out of credits'));
    const saved = await save(pdlPick(0));
    expect(saved.json.rows[0]).toMatchObject({ outcome: 'provider-failed', charged: 0 });
    expect(saved.json.rows[0].message).toMatch(/no credits or quota left.*Nothing stored and nothing charged/);
    fakes.pdl.queue(pdlError(401, 'authentication_error', 'Invalid API key'));
    expect((await note({ titles: ['Refused'] })).providerNote).toMatch(/People Data Labs refused the API key/);
    expect(await creditsOf(t, owner.companyId)).toBe(before);
    expect((await search({ provider: 'hunter' })).status).toBe(422);
    expect((await save({ people: [{ provider: 'hunter', recordId: 'x' }] })).status).toBe(422);
  });
});
