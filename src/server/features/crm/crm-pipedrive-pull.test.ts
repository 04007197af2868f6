import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePipedrive, type FakePipedrive } from '../../test/fakes/fake-pipedrive';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CRM_TEST_CONFIG, syncAndWait } from './crm-test-support';

const TOKEN = 'pd-pull-3333-4444-5555-6666';
const sync = (t: TestApp, cookie: string) => syncAndWait(t, cookie, 20_000, 'pipedrive');

describe('Pull from Pipedrive: badges, deletes, and customers left out of targeting', () => {
  let t: TestApp;
  let pipedrive: FakePipedrive;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    pipedrive = await startFakePipedrive({
      token: TOKEN,
      company: { id: 9, name: 'Initrode', domain: 'initrode' },
      users: [{ id: 77, name: 'Dana Reyes' }],
    });
    ids.customer = pipedrive.add('organizations', {
      name: 'Customer Co',
      website: 'https://customer.example',
      label_ids: [1],
    });
    ids.deal = pipedrive.add('organizations', { name: 'Deal Co', website: 'deal.example', open_deals_count: 2 });
    ids.lead = pipedrive.add('organizations', { name: 'Lead Co', website: 'http://www.lead.example/', label_ids: [2] });
    ids.person = pipedrive.add('persons', {
      name: 'Pat Doe',
      emails: [{ value: 'Pat@Customer.example', primary: true, label: 'work' }],
      org_id: ids.customer,
    });
    t = await createTestApp({ env: { PIPEDRIVE_BASE_URL: pipedrive.url, CRM_SYNC_INTERVAL_MINUTES: '0' } });
    owner = await t.ownerWithCompany('owner@pd-pull.io', 'PD Pull', 'pd-pull');
    await t.call('PUT', '/api/integrations/crm/pipedrive/token', { token: TOKEN }, owner.cookie);
  });
  afterAll(async () => {
    await t.close();
    await pipedrive.close();
  });

  const badges = async (query: string) =>
    (await t.call('GET', `/api/crm/badges?${query}`, undefined, owner.cookie)).json;

  it('pulls everything on the first sync, a cursor page at a time, and badges organizations and people with a link', async () => {
    const crm = await sync(t, owner.cookie);
    expect(crm).toMatchObject({ lastSyncRecords: 4, lastSyncError: null, companiesPulled: 3, contactsPulled: 1 });
    const list = pipedrive.requests.find((r) => r.path === '/api/v2/organizations')!;
    expect(list.query.get('include_fields')).toBe('open_deals_count');
    expect(list.query.has('updated_since')).toBe(false);
    const found = await badges('domains=customer.example,lead.example,deal.example&emails=pat@customer.example');
    expect(found.domains['customer.example']).toEqual({
      crm: 'pipedrive',
      label: 'Pipedrive',
      stage: 'Customer',
      owner: 'Dana Reyes',
      url: `https://initrode.pipedrive.com/organization/${ids.customer}`,
    });
    expect(found.domains['lead.example']).toMatchObject({ stage: 'Hot lead' });
    expect(found.emails['pat@customer.example']).toMatchObject({
      owner: 'Dana Reyes',
      url: `https://initrode.pipedrive.com/person/${ids.person}`,
    });
  });

  it('then pulls only what changed since, and deleted records disappear', async () => {
    pipedrive.edit('organizations', ids.lead!, { label_ids: [1] });
    pipedrive.remove('organizations', ids.deal!);
    const before = pipedrive.requests.length;
    const crm = await sync(t, owner.cookie);
    expect(crm).toMatchObject({ lastSyncError: null, companiesPulled: 2, contactsPulled: 1 });
    const calls = pipedrive.requests.slice(before);
    const list = calls.find((r) => r.path === '/api/v2/organizations')!;
    expect(list.query.get('updated_since')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const recents = calls.find((r) => r.path === '/v1/recents')!;
    expect(recents.query.get('items')).toBe('organization');
    expect(recents.query.get('since_timestamp')).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await badges('domains=lead.example,deal.example')).domains).toEqual({
      'lead.example': expect.objectContaining({ stage: 'Customer' }),
    });
  });

  it('pages v1 recents with start and more_items_in_collection', async () => {
    for (let i = 0; i < 600; i++) {
      const id = pipedrive.add('organizations', { name: `Gone ${i}`, website: `gone${i}.example` });
      pipedrive.remove('organizations', id);
    }
    const before = pipedrive.requests.length;
    const { createPipedriveAdapter } = await import('../../crm/pipedrive/pipedrive-adapter');
    const adapter = createPipedriveAdapter({ token: TOKEN, baseUrl: pipedrive.url, timeoutMs: 2000 });
    const gone = await adapter.deletedSince('company', new Date(Date.now() - 3_600_000));
    expect(gone).toEqual(expect.arrayContaining([String(ids.deal)]));
    expect(gone).toHaveLength(601);
    const pages = pipedrive.requests.slice(before).filter((r) => r.path === '/v1/recents');
    expect(pages.map((r) => r.query.get('start'))).toEqual(['0', '500']);
  });

  it('says in words when a sync failed, and keeps what it had', async () => {
    pipedrive.queue(...Array.from({ length: 4 }, () => ({ status: 500, body: { success: false, error: 'oops' } })));
    const crm = await sync(t, owner.cookie);
    expect(crm.lastSyncError).toBe('Pipedrive had a server error (HTTP 500)');
    expect(crm.companiesPulled).toBe(2);
  });

  it('leaves customers and organizations with open deals out of the next analysis (a setting, on by default)', async () => {
    expect((await t.call('PUT', '/api/configuration', CRM_TEST_CONFIG, owner.cookie)).status).toBe(200);
    const first = await t.call('POST', '/api/functions/organization-targeting', { source: 'directory' }, owner.cookie);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const top = first.json.organizations[0] as { name: string; website: string };
    const domain = new URL(top.website).hostname.replace(/^www\./, '');
    pipedrive.add('organizations', { name: top.name, website: domain, open_deals_count: 1 });
    await sync(t, owner.cookie);

    const next = await t.call('POST', '/api/functions/organization-targeting', { source: 'directory' }, owner.cookie);
    expect(next.json.organizations.map((o: { name: string }) => o.name)).not.toContain(top.name);

    const off = await t.call('PATCH', '/api/integrations/crm/pipedrive', { excludeCustomers: false }, owner.cookie);
    expect(off.status).toBe(200);
    const all = await t.call('POST', '/api/functions/organization-targeting', { source: 'directory' }, owner.cookie);
    expect(all.json.organizations.map((o: { name: string }) => o.name)).toContain(top.name);
  });
});
