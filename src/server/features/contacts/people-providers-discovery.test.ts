import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeDns } from '../../test/fake-dns';
import { startFakeApollo } from '../../test/fakes/fake-apollo';
import { startFakeHunter } from '../../test/fakes/fake-hunter';
import { fakePeople } from '../../test/fakes/fake-people';
import type { FakeProviderServer } from '../../test/fakes/fake-provider-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { creditsOf, discover, seedOrganization } from './people.test-support';

const KEY = 'sk-test-people-provider-key';
const people = fakePeople(12, 'acme.example');

describe('Contact Discovery with Apollo and Hunter connected', () => {
  let t: TestApp;
  let apollo: FakeProviderServer;
  let hunter: FakeProviderServer;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;

  beforeAll(async () => {
    apollo = await startFakeApollo({ key: KEY, companies: [], people: people.slice(0, 8) });
    hunter = await startFakeHunter({ key: KEY, people: people.slice(4), mailboxes: people });
    t = await createTestApp({
      env: {
        APOLLO_API_KEY: KEY,
        APOLLO_BASE_URL: apollo.url,
        HUNTER_API_KEY: KEY,
        HUNTER_BASE_URL: hunter.url,
      },
      dns: fakeDns({ 'acme.example': { mx: ['mx.acme.example'] } }),
    });
    owner = await t.ownerWithCompany('owner@people-providers.io', 'People Providers Co', 'people-providers-co');
  });
  afterAll(async () => {
    await t.close();
    await apollo.close();
    await hunter.close();
  });

  it('asks Apollo then Hunter, dedupes, verifies with Hunter, skips suppressed people, and caches a repeat', async () => {
    const orgId = await seedOrganization(t, owner, { name: 'Acme', website: 'https://acme.example/' });
    const suppressed = people[8]!.email;
    expect((await t.call('POST', '/api/suppression', { value: suppressed }, owner.cookie)).status).toBe(201);
    const before = await creditsOf(t, owner.companyId);

    const res = await discover(t, owner, orgId);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({ success: true, charged: true });
    const { run } = (await t.call('GET', `/api/organizations/${orgId}/discovery-runs/latest`, undefined, owner.cookie))
      .json;
    const steps = Object.fromEntries(
      run.steps.map((s: { source: string; kind: string }) => [`${s.source}:${s.kind}`, s]),
    );
    expect(run.steps.map((s: { source: string }) => s.source)).toEqual(['web', 'import', 'apollo', 'hunter', 'hunter']);
    // Apollo: people 1, 2, 3, 6, 7 match the decision-maker titles; their surnames and e-mails come from people/match.
    expect(steps['apollo:people']).toMatchObject({ status: 'ok', returned: 5, new: 5 });
    expect(steps['apollo:people'].note).toBe('5 e-mails revealed');
    // Hunter: 5, 6, 7, 8, 10, 11 (executive, or senior for the directors and managers asked for); 6 and 7 are
    // Apollo's again (same e-mail); 8 is suppressed: withheld before it was scored or cached, and counted.
    expect(steps['hunter:people']).toMatchObject({ status: 'ok', returned: 6, new: 3, suppressed: 1 });
    expect(hunter.requests.find((r) => r.path === '/v2/domain-search')?.query.get('seniority')).toBe(
      'executive,senior',
    );
    expect(res.json.summary).toContain('1 person left out (do-not-contact list)');
    expect(steps['hunter:email-check']).toMatchObject({ label: 'Hunter', returned: 5 });
    expect(res.json.newCount).toBe(8);
    expect(await creditsOf(t, owner.companyId)).toBe(before - 1);

    const contacts = (await t.call('GET', `/api/organizations/${orgId}/contacts`, undefined, owner.cookie)).json
      .contacts as any[];
    expect(contacts.map((c) => c.email)).not.toContain(suppressed);
    const byEmail = (i: number) => contacts.find((c) => c.email === people[i]!.email);
    expect(byEmail(1)).toMatchObject({
      name: `${people[1]!.firstName} ${people[1]!.lastName}`,
      emailStatus: 'verified',
      emailCheck: { verifier: 'hunter', score: 100 },
      fieldSources: { name: { source: 'apollo', label: 'Apollo' }, email: { source: 'apollo' } },
    });
    expect(byEmail(2)).toMatchObject({ emailStatus: 'accept-all' });
    expect(byEmail(6).fieldSources.name.source).toBe('apollo');
    expect(byEmail(5)).toMatchObject({ emailStatus: 'invalid', fieldSources: { email: { source: 'hunter' } } });
    expect(byEmail(10)).toMatchObject({ emailStatus: 'unknown', emailCheck: { score: 71 } });

    const calls = apollo.requests.length + hunter.requests.length;
    const again = await discover(t, owner, orgId);
    expect(again.json).toMatchObject({ success: true, charged: false, newCount: 0 });
    expect(apollo.requests.length + hunter.requests.length).toBe(calls);
    expect(await creditsOf(t, owner.companyId)).toBe(before - 1);
    // The cached answer no longer holds the suppressed person, yet the trail still says one was left out.
    const repeat = (await t.call('GET', `/api/organizations/${orgId}/discovery-runs/latest`, undefined, owner.cookie))
      .json.run;
    expect(repeat.steps.find((s: { source: string }) => s.source === 'hunter')).toMatchObject({
      returned: 6,
      suppressed: 1,
    });
    console.info(`people providers: ${res.json.newCount} contacts on run 1; ${calls} provider calls; 0 on the repeat`);
  });

  it('asks no provider for an organization whose whole domain is on the do-not-contact list, and charges nothing', async () => {
    const other = await t.ownerWithCompany('owner@blocked-domain.io', 'Blocked Domain Co', 'blocked-domain-co');
    const orgId = await seedOrganization(t, other, { name: 'Acme', website: 'https://www.acme.example/' });
    expect((await t.call('POST', '/api/suppression', { value: 'acme.example' }, other.cookie)).status).toBe(201);
    const calls = apollo.requests.length + hunter.requests.length;
    const before = await creditsOf(t, other.companyId);
    const res = await discover(t, other, orgId);
    expect(res.json).toMatchObject({ success: true, charged: false, newCount: 0 });
    expect(res.json.summary).toContain('no people provider was asked: acme.example is on the do-not-contact list');
    expect(apollo.requests.length + hunter.requests.length).toBe(calls);
    expect(await creditsOf(t, other.companyId)).toBe(before);
    const { run } = (await t.call('GET', `/api/organizations/${orgId}/discovery-runs/latest`, undefined, other.cookie))
      .json;
    for (const source of ['apollo', 'hunter'])
      expect(run.steps.find((s: { source: string }) => s.source === source)).toMatchObject({
        status: 'skipped',
        message: 'acme.example is on the do-not-contact list',
      });
    expect(
      (await t.call('GET', `/api/organizations/${orgId}/contacts`, undefined, other.cookie)).json.contacts,
    ).toEqual([]);
  });
});
