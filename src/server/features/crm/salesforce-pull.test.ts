import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSalesforce, type FakeSalesforce } from '../../test/fakes/fake-salesforce';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CRM_TEST_CONFIG, syncAndWait } from './crm-test-support';

const CREDENTIALS = {
  clientId: '3MVG9pull.consumer.key.0000',
  clientSecret: 'pull-secret-1111-2222',
  refreshToken: '5Aep861pullRefresh3333',
};
const OWNER = '005Fk0000000077';

describe('Pull from Salesforce: badges, deletes, and customers left out of targeting', () => {
  let t: TestApp;
  let salesforce: FakeSalesforce;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;
  const ids: Record<string, string> = {};
  const sync = () => syncAndWait(t, owner.cookie, 20_000, 'salesforce');

  beforeAll(async () => {
    // Two records a page: the pull follows nextRecordsUrl.
    salesforce = await startFakeSalesforce({ ...CREDENTIALS, pageSize: 2, owners: { [OWNER]: 'Dana Reyes' } });
    ids.customer = salesforce.add('Account', {
      Name: 'Customer Co',
      Website: 'https://www.customer.example',
      Type: 'Customer - Direct',
    });
    ids.deal = salesforce.add(
      'Account',
      { Name: 'Deal Co', Website: 'deal.example', Type: 'Prospect' },
      { openDeals: 2 },
    );
    ids.lead = salesforce.add('Account', { Name: 'Lead Co', Website: 'lead.example', Type: 'Prospect' });
    ids.person = salesforce.add('Contact', { LastName: 'Pat', Email: 'Pat@Customer.example', AccountId: ids.customer });
    t = await createTestApp({ env: { SALESFORCE_LOGIN_URL: salesforce.url, CRM_SYNC_INTERVAL_MINUTES: '0' } });
    owner = await t.ownerWithCompany('owner@sf-pull.io', 'SF Pull', 'sf-pull');
    await t.call('PUT', '/api/integrations/crm/salesforce/token', CREDENTIALS, owner.cookie);
  });
  afterAll(async () => {
    await t.close();
    await salesforce.close();
  });

  const badges = async (query: string) =>
    (await t.call('GET', `/api/crm/badges?${query}`, undefined, owner.cookie)).json;

  it('pulls every account and contact page by page on the first sync and badges them with a link', async () => {
    const crm = await sync();
    expect(crm).toMatchObject({ lastSyncRecords: 4, lastSyncError: null, companiesPulled: 3, contactsPulled: 1 });
    expect(crm.apiLimit).toMatchObject({ used: salesforce.apiUsage().used, max: 15_000 });
    expect(salesforce.requests.some((r) => /\/query\/01gFk[0-9a-f]+-2$/.test(r.path))).toBe(true);
    const found = await badges('domains=customer.example,lead.example,unknown.example&emails=pat@customer.example');
    expect(found.domains['customer.example']).toEqual({
      crm: 'salesforce',
      label: 'Salesforce',
      stage: 'Customer - Direct',
      owner: 'Dana Reyes',
      url: `${salesforce.url}/lightning/r/Account/${ids.customer}/view`,
    });
    expect(found.domains['unknown.example']).toBeUndefined();
    expect(found.emails['pat@customer.example']).toMatchObject({ owner: 'Dana Reyes', url: expect.any(String) });
  });

  it('then asks only for what changed since (SystemModstamp), and deleted records disappear (queryAll)', async () => {
    salesforce.edit('Account', ids.lead!, { Type: 'Customer - Channel' });
    salesforce.remove('Account', ids.deal!);
    const before = salesforce.requests.length;
    const crm = await sync();
    expect(crm).toMatchObject({ lastSyncError: null, companiesPulled: 2, contactsPulled: 1 });
    expect(crm.lastSyncRecords).toBeLessThan(4);
    const calls = salesforce.requests.slice(before);
    expect(calls.some((r) => r.path.endsWith('/queryAll'))).toBe(true);
    expect((await badges('domains=lead.example,deal.example')).domains).toEqual({
      'lead.example': expect.objectContaining({ stage: 'Customer - Channel' }),
    });
  });

  it('says in words when a sync failed, and keeps what it had', async () => {
    salesforce.queue(...Array.from({ length: 4 }, () => ({ status: 500, raw: '<html>oops</html>' })));
    const crm = await sync();
    expect(crm.lastSyncError).toBe('Salesforce had a server error (HTTP 500)');
    expect(crm.companiesPulled).toBe(2);
  });

  it('leaves Salesforce customers and accounts with open opportunities out of the next analysis', async () => {
    expect((await t.call('PUT', '/api/configuration', CRM_TEST_CONFIG, owner.cookie)).status).toBe(200);
    const first = await t.call('POST', '/api/functions/organization-targeting', { source: 'directory' }, owner.cookie);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const [customer, withDeals] = first.json.organizations as { name: string; website: string }[];
    const domainOf = (o: { website: string }) => new URL(o.website).hostname.replace(/^www\./, '');
    salesforce.add('Account', { Name: customer!.name, Website: customer!.website, Type: 'Customer - Direct' });
    salesforce.add(
      'Account',
      { Name: withDeals!.name, Website: domainOf(withDeals!), Type: 'Prospect' },
      { openDeals: 1 },
    );
    await sync();

    const next = await t.call('POST', '/api/functions/organization-targeting', { source: 'directory' }, owner.cookie);
    const names = next.json.organizations.map((o: { name: string }) => o.name);
    expect(names).not.toContain(customer!.name);
    expect(names).not.toContain(withDeals!.name);
  });
});
