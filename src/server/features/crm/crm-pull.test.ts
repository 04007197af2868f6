import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHubSpot, type FakeHubSpot } from '../../test/fakes/fake-hubspot';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CRM_TEST_CONFIG, syncAndWait } from './crm-test-support';

const TOKEN = 'pat-na1-pull-3333-4444-5555';

describe('Pull from HubSpot: badges, deletes, and customers left out of targeting', () => {
  let t: TestApp;
  let hubspot: FakeHubSpot;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    hubspot = await startFakeHubSpot({ token: TOKEN, owners: [{ id: '77', firstName: 'Dana', lastName: 'Reyes' }] });
    ids.customer = hubspot.add('companies', {
      name: 'Customer Co',
      domain: 'customer.example',
      lifecyclestage: 'customer',
      hubspot_owner_id: '77',
    });
    ids.deal = hubspot.add('companies', {
      name: 'Deal Co',
      domain: 'deal.example',
      lifecyclestage: 'opportunity',
      hs_num_open_deals: '2',
    });
    ids.lead = hubspot.add('companies', { name: 'Lead Co', domain: 'lead.example', lifecyclestage: 'lead' });
    ids.person = hubspot.add('contacts', {
      email: 'Pat@Customer.example',
      firstname: 'Pat',
      lifecyclestage: 'customer',
      hubspot_owner_id: '77',
    });
    t = await createTestApp({ env: { HUBSPOT_BASE_URL: hubspot.url, CRM_SYNC_INTERVAL_MINUTES: '0' } });
    owner = await t.ownerWithCompany('owner@crm-pull.io', 'CRM Pull', 'crm-pull');
    await t.call('PUT', '/api/integrations/crm/hubspot/token', { token: TOKEN }, owner.cookie);
  });
  afterAll(async () => {
    await t.close();
    await hubspot.close();
  });

  const badges = async (query: string) =>
    (await t.call('GET', `/api/crm/badges?${query}`, undefined, owner.cookie)).json;

  it('pulls everything on the first sync and badges organizations and people with a link', async () => {
    const crm = await syncAndWait(t, owner.cookie);
    expect(crm).toMatchObject({ lastSyncRecords: 4, lastSyncError: null, companiesPulled: 3, contactsPulled: 1 });
    expect(hubspot.requests.some((r) => r.path === '/crm/v3/objects/companies' && r.method === 'GET')).toBe(true);
    const found = await badges(
      'domains=https://www.customer.example/,lead.example,unknown.example&emails=pat@customer.example',
    );
    expect(found.domains['customer.example']).toEqual({
      crm: 'hubspot',
      label: 'HubSpot',
      stage: 'customer',
      owner: 'Dana Reyes',
      url: `https://app.hubspot.com/contacts/123/record/0-2/${ids.customer}`,
    });
    expect(found.domains['lead.example']).toMatchObject({ stage: 'lead', owner: null });
    expect(found.domains['unknown.example']).toBeUndefined();
    expect(found.emails['pat@customer.example']).toMatchObject({
      owner: 'Dana Reyes',
      url: expect.stringContaining('/record/0-1/'),
    });
  });

  it('then pulls only what changed since, and deleted records disappear', async () => {
    hubspot.edit('companies', ids.lead!, { lifecyclestage: 'customer' });
    hubspot.archive('companies', ids.deal!);
    // A contact's change is found too (contacts name their last-modified date `lastmodifieddate`).
    hubspot.edit('contacts', ids.person!, { hubspot_owner_id: null, lifecyclestage: 'evangelist' });
    const before = hubspot.requests.length;
    const crm = await syncAndWait(t, owner.cookie);
    expect(crm).toMatchObject({ lastSyncError: null, companiesPulled: 2, contactsPulled: 1 });
    expect(crm.lastSyncRecords).toBeLessThan(4);
    const calls = hubspot.requests.slice(before);
    expect(calls.some((r) => r.path === '/crm/v3/objects/companies/search')).toBe(true);
    expect(calls.some((r) => r.path === '/crm/v3/objects/companies' && r.method === 'GET')).toBe(true);
    expect((await badges('domains=lead.example,deal.example')).domains).toEqual({
      'lead.example': expect.objectContaining({ stage: 'customer' }),
    });
    expect((await badges('emails=pat@customer.example')).emails['pat@customer.example']).toMatchObject({
      stage: 'evangelist',
      owner: null,
    });
    const contactSearch = calls.find((r) => r.path === '/crm/v3/objects/contacts/search');
    expect(JSON.stringify(contactSearch?.body)).toContain('"propertyName":"lastmodifieddate"');
  });

  it('says in words when a sync failed, and keeps what it had', async () => {
    hubspot.queue(...Array.from({ length: 4 }, () => ({ status: 500, body: { status: 'error', message: 'oops' } })));
    const crm = await syncAndWait(t, owner.cookie);
    expect(crm.lastSyncError).toBe('HubSpot had a server error (HTTP 500)');
    expect(crm.companiesPulled).toBe(2);
  });

  it('pulls in full again, and at once, after the token is replaced (it may be another portal)', async () => {
    expect((await t.call('PUT', '/api/integrations/crm/hubspot/token', { token: TOKEN }, owner.cookie)).status).toBe(
      200,
    );
    const card = (await t.call('GET', '/api/integrations/crm', undefined, owner.cookie)).json.crms.find(
      (c: { id: string }) => c.id === 'hubspot',
    );
    // Never synced with this token: the scheduled run (every minute) takes it up now, not an interval later.
    expect(card).toMatchObject({ lastSyncAt: null, lastSyncError: null, lastSyncRecords: null });
    const before = hubspot.requests.length;
    const crm = await syncAndWait(t, owner.cookie);
    expect(crm).toMatchObject({ lastSyncError: null, companiesPulled: 2 });
    const calls = hubspot.requests.slice(before);
    expect(calls.some((r) => r.path === '/crm/v3/objects/companies' && r.method === 'GET')).toBe(true);
    expect(calls.some((r) => r.path === '/crm/v3/objects/companies/search')).toBe(false);
  });

  it('leaves customers and organizations with open deals out of the next analysis (a setting, on by default)', async () => {
    expect((await t.call('PUT', '/api/configuration', CRM_TEST_CONFIG, owner.cookie)).status).toBe(200);
    const first = await t.call('POST', '/api/functions/organization-targeting', { source: 'directory' }, owner.cookie);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const top = first.json.organizations[0] as { name: string; website: string };
    const domain = new URL(top.website).hostname.replace(/^www\./, '');
    hubspot.add('companies', { name: top.name, domain, lifecyclestage: 'customer' });
    await syncAndWait(t, owner.cookie);

    const next = await t.call('POST', '/api/functions/organization-targeting', { source: 'directory' }, owner.cookie);
    expect(next.json.organizations.map((o: { name: string }) => o.name)).not.toContain(top.name);

    expect(
      (await t.call('PATCH', '/api/integrations/crm/hubspot', { excludeCustomers: false }, owner.cookie)).status,
    ).toBe(200);
    const all = await t.call('POST', '/api/functions/organization-targeting', { source: 'directory' }, owner.cookie);
    expect(all.json.organizations.map((o: { name: string }) => o.name)).toContain(top.name);
  });
});
