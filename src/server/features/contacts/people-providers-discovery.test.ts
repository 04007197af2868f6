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
    // Hunter: 5, 6, 7, 8, 10, 11 (executive or senior); 6 and 7 are Apollo's again (same e-mail); 8 is suppressed.
    expect(steps['hunter:people']).toMatchObject({ status: 'ok', new: 3 });
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
    console.info(`people providers: ${res.json.newCount} contacts on run 1; ${calls} provider calls; 0 on the repeat`);
  });
});
