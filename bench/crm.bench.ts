/**
 * CRM sync against a local fake CRM (documented shapes, answering at once): `npm run bench:crm` for HubSpot,
 * `CRM=salesforce npm run bench:crm` for Salesforce (pages of 2,000 records, sObject Collections of 200). The app
 * runs in-process (PGlite). Measures a first full pull of 10,000 companies (made two hours ago), an incremental
 * pull after 10 of them change, then a bulk push of 100 organizations and their 1,000 contacts (batch endpoints,
 * the client's limiter of 9 calls a second in force: HubSpot's 100 per 10 seconds): records per second and
 * calls per pushed record.
 */
import { startFakeHubSpot } from '../src/server/test/fakes/fake-hubspot';
import { startFakeSalesforce } from '../src/server/test/fakes/fake-salesforce';
import { createTestApp } from '../src/server/test/test-app';
import {
  pushAndWait,
  seedCrmContacts,
  seedCrmOrganizations,
  syncAndWait,
} from '../src/server/features/crm/crm-test-support';

const crm = process.env.CRM === 'salesforce' ? 'salesforce' : 'hubspot';
const LONG = 300_000;

/** What the bench needs of each fake: its URL setting, the secret saved, companies added and changed. */
async function startFake() {
  if (crm === 'salesforce') {
    const credentials = {
      clientId: 'bench-client-id',
      clientSecret: 'bench-client-secret',
      refreshToken: 'bench-refresh',
    };
    const fake = await startFakeSalesforce(credentials);
    return {
      label: 'Salesforce',
      env: { SALESFORCE_LOGIN_URL: fake.url } as Record<string, string>,
      secret: credentials,
      requests: fake.requests,
      add: (i: number, at: Date) =>
        fake.add(
          'Account',
          {
            Name: `CRM Company ${i}`,
            Website: `crm${i}.example`,
            Type: i % 7 === 0 ? 'Customer - Direct' : 'Prospect',
          },
          { at },
        ),
      edit: (id: string) => fake.edit('Account', id, { Type: 'Customer - Direct' }),
      close: fake.close,
    };
  }
  const fake = await startFakeHubSpot({ token: 'pat-na1-bench-crm-token' });
  return {
    label: 'HubSpot',
    env: { HUBSPOT_BASE_URL: fake.url } as Record<string, string>,
    secret: { token: 'pat-na1-bench-crm-token' },
    requests: fake.requests,
    add: (i: number, at: Date) =>
      fake.add(
        'companies',
        { name: `CRM Company ${i}`, domain: `crm${i}.example`, lifecyclestage: i % 7 === 0 ? 'customer' : 'lead' },
        at,
      ),
    edit: (id: string) => fake.edit('companies', id, { lifecyclestage: 'customer' }),
    close: fake.close,
  };
}

const fake = await startFake();
const t = await createTestApp({ env: { ...fake.env, CRM_SYNC_INTERVAL_MINUTES: '0' } });
const callsDuring = async <T>(work: () => Promise<T>) => {
  const before = fake.requests.length;
  const started = performance.now();
  const value = await work();
  return { value, seconds: (performance.now() - started) / 1000, calls: fake.requests.length - before };
};
try {
  const owner = await t.ownerWithCompany('bench@crm.io', 'CRM Bench', 'crm-bench');
  await t.call('PUT', `/api/integrations/crm/${crm}/token`, fake.secret, owner.cookie);

  const made = new Date(Date.now() - 2 * 3_600_000);
  const ids = Array.from({ length: 10_000 }, (_, i) => fake.add(i, made));
  const full = await callsDuring(() => syncAndWait(t, owner.cookie, LONG, crm));
  console.log(
    `first full pull: ${full.value.companiesPulled} companies in ${full.seconds.toFixed(1)} s, ${full.calls} ${fake.label} calls`,
  );

  for (let i = 0; i < 10; i++) fake.edit(ids[i * 997]!);
  const incremental = await callsDuring(() => syncAndWait(t, owner.cookie, LONG, crm));
  console.log(
    `incremental pull after 10 changes: ${incremental.value.lastSyncRecords} records in ${incremental.seconds.toFixed(2)} s, ${incremental.calls} ${fake.label} calls`,
  );

  const orgs = await seedCrmOrganizations(
    t.database.db,
    owner,
    Array.from({ length: 100 }, (_, i) => ({ name: `Bench Org ${i}`, website: `https://org${i}.example` })),
  );
  await seedCrmContacts(
    t.database.db,
    owner,
    Array.from({ length: 1000 }, (_, i) => ({
      organizationId: orgs[i % 100]!.id,
      name: `Person ${i} Bench`,
      email: `person${i}@org${i % 100}.example`,
    })),
  );
  const push = await callsDuring(() =>
    pushAndWait(t, owner.cookie, { organizationIds: orgs.map((o) => o.id), includeContacts: true }, LONG, crm),
  );
  const run = push.value;
  console.log(
    `bulk push: ${run.total} records (${run.counts.created} created, ${run.counts.failed} failed) in ${push.seconds.toFixed(1)} s = ${(run.total / push.seconds).toFixed(0)} records/s; ${push.calls} ${fake.label} calls = ${(push.calls / run.total).toFixed(3)} calls per record`,
  );
} finally {
  await t.close();
  await fake.close();
}
