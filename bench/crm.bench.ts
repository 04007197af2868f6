/**
 * CRM sync against the local fake HubSpot (documented shapes, answering at once): `npm run bench:crm`. The app
 * runs in-process (PGlite). Measures a first full pull of 10,000 companies (made two hours ago), an incremental
 * pull after 10 of them change, then a bulk push of 100 organizations and their 1,000 contacts (batch endpoints,
 * the client's limiter of 9 calls a second in force: HubSpot's 100 per 10 seconds): records per second and
 * calls per pushed record.
 */
import { startFakeHubSpot } from '../src/server/test/fakes/fake-hubspot';
import { createTestApp } from '../src/server/test/test-app';
import {
  pushAndWait,
  seedCrmContacts,
  seedCrmOrganizations,
  syncAndWait,
} from '../src/server/features/crm/crm-test-support';

const TOKEN = 'pat-na1-bench-crm-token';
const LONG = 300_000;
const hubspot = await startFakeHubSpot({ token: TOKEN });
const t = await createTestApp({ env: { HUBSPOT_BASE_URL: hubspot.url, CRM_SYNC_INTERVAL_MINUTES: '0' } });
const callsDuring = async <T>(work: () => Promise<T>) => {
  const before = hubspot.requests.length;
  const started = performance.now();
  const value = await work();
  return { value, seconds: (performance.now() - started) / 1000, calls: hubspot.requests.length - before };
};
try {
  const owner = await t.ownerWithCompany('bench@crm.io', 'CRM Bench', 'crm-bench');
  await t.call('PUT', '/api/integrations/crm/hubspot/token', { token: TOKEN }, owner.cookie);

  const made = new Date(Date.now() - 2 * 3_600_000);
  for (let i = 0; i < 10_000; i++)
    hubspot.add(
      'companies',
      { name: `CRM Company ${i}`, domain: `crm${i}.example`, lifecyclestage: i % 7 === 0 ? 'customer' : 'lead' },
      made,
    );
  const full = await callsDuring(() => syncAndWait(t, owner.cookie, LONG));
  console.log(
    `first full pull: ${full.value.companiesPulled} companies in ${full.seconds.toFixed(1)} s, ${full.calls} HubSpot calls`,
  );

  const ids = [...hubspot.objects.companies.keys()];
  for (let i = 0; i < 10; i++) hubspot.edit('companies', ids[i * 997]!, { lifecyclestage: 'customer' });
  const incremental = await callsDuring(() => syncAndWait(t, owner.cookie, LONG));
  console.log(
    `incremental pull after 10 changes: ${incremental.value.lastSyncRecords} records in ${incremental.seconds.toFixed(2)} s, ${incremental.calls} HubSpot calls`,
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
    pushAndWait(t, owner.cookie, { organizationIds: orgs.map((o) => o.id), includeContacts: true }, LONG),
  );
  const run = push.value;
  console.log(
    `bulk push: ${run.total} records (${run.counts.created} created, ${run.counts.failed} failed) in ${push.seconds.toFixed(1)} s = ${(run.total / push.seconds).toFixed(0)} records/s; ${push.calls} HubSpot calls = ${(push.calls / run.total).toFixed(3)} calls per record`,
  );
} finally {
  await t.close();
  await hubspot.close();
}
