/**
 * CRM sync against a local fake CRM (documented shapes, answering at once): `npm run bench:crm` (HubSpot),
 * `npm run bench:crm -- pipedrive` or `npm run bench:crm -- salesforce` (or `CRM=<crm>`). The app runs in-process (PGlite). Measures a first full pull of 10,000
 * companies (made two hours ago), an incremental pull after 10 of them change, then a bulk push of 100
 * organizations and their 1,000 contacts: records per second and calls per pushed record. HubSpot: batch
 * endpoints, the client's limiter of 9 calls a second (HubSpot's 100 per 10 seconds). Pipedrive: no batch writes,
 * one call per record written; the fake never spends its rate-limit window. Salesforce: pages of 2,000 records,
 * sObject Collections of 200.
 */
import type { CrmId } from '../src/domain/crm';
import { startFakeHubSpot } from '../src/server/test/fakes/fake-hubspot';
import { startFakePipedrive } from '../src/server/test/fakes/fake-pipedrive';
import { startFakeSalesforce } from '../src/server/test/fakes/fake-salesforce';
import { createTestApp } from '../src/server/test/test-app';
import {
  pushAndWait,
  seedCrmContacts,
  seedCrmOrganizations,
  syncAndWait,
} from '../src/server/features/crm/crm-test-support';

/** What the bench needs of a fake CRM. */
type BenchFake = {
  label: string;
  env: Record<string, string>;
  /** What the connection card saves: a token, or Salesforce's connected-app credentials. */
  secret: Record<string, string>;
  requests: () => number;
  addCompany: (i: number, at: Date) => void;
  /** Changes the n-th of the companies added, as a CRM user would. */
  editCompany: (n: number) => void;
  close: () => Promise<void>;
};

const crm = (process.argv[2] ?? process.env.CRM ?? 'hubspot') as CrmId;
const TOKEN = 'bench-crm-token-0000';

async function startFake(): Promise<BenchFake> {
  if (crm === 'salesforce') {
    const secret = { clientId: 'bench-client-id', clientSecret: 'bench-client-secret', refreshToken: 'bench-refresh' };
    const fake = await startFakeSalesforce(secret);
    const ids: string[] = [];
    return {
      label: 'Salesforce',
      env: { SALESFORCE_LOGIN_URL: fake.url },
      secret,
      requests: () => fake.requests.length,
      addCompany: (i, at) =>
        void ids.push(
          fake.add(
            'Account',
            {
              Name: `CRM Company ${i}`,
              Website: `crm${i}.example`,
              Type: i % 7 === 0 ? 'Customer - Direct' : 'Prospect',
            },
            { at },
          ),
        ),
      editCompany: (n) => fake.edit('Account', ids[n]!, { Type: 'Customer - Direct' }),
      close: fake.close,
    };
  }
  if (crm === 'pipedrive') {
    const fake = await startFakePipedrive({ token: TOKEN });
    const ids: number[] = [];
    return {
      label: 'Pipedrive',
      env: { PIPEDRIVE_BASE_URL: fake.url },
      secret: { token: TOKEN },
      requests: () => fake.requests.length,
      addCompany: (i, at) =>
        void ids.push(
          fake.add(
            'organizations',
            { name: `CRM Company ${i}`, website: `crm${i}.example`, label_ids: i % 7 === 0 ? [1] : [] },
            at,
          ),
        ),
      editCompany: (n) => fake.edit('organizations', ids[n]!, { label_ids: [1] }),
      close: fake.close,
    };
  }
  const fake = await startFakeHubSpot({ token: TOKEN });
  const ids: string[] = [];
  return {
    label: 'HubSpot',
    env: { HUBSPOT_BASE_URL: fake.url },
    secret: { token: TOKEN },
    requests: () => fake.requests.length,
    addCompany: (i, at) =>
      void ids.push(
        fake.add(
          'companies',
          { name: `CRM Company ${i}`, domain: `crm${i}.example`, lifecyclestage: i % 7 === 0 ? 'customer' : 'lead' },
          at,
        ),
      ),
    editCompany: (n) => fake.edit('companies', ids[n]!, { lifecyclestage: 'customer' }),
    close: fake.close,
  };
}

const LONG = 600_000;
const fake = await startFake();
const t = await createTestApp({ env: { ...fake.env, CRM_SYNC_INTERVAL_MINUTES: '0' } });
const callsDuring = async <T>(work: () => Promise<T>) => {
  const before = fake.requests();
  const started = performance.now();
  const value = await work();
  return { value, seconds: (performance.now() - started) / 1000, calls: fake.requests() - before };
};
try {
  const owner = await t.ownerWithCompany('bench@crm.io', 'CRM Bench', 'crm-bench');
  await t.call('PUT', `/api/integrations/crm/${crm}/token`, fake.secret, owner.cookie);

  const made = new Date(Date.now() - 2 * 3_600_000);
  for (let i = 0; i < 10_000; i++) fake.addCompany(i, made);
  const full = await callsDuring(() => syncAndWait(t, owner.cookie, LONG, crm));
  console.log(
    `${fake.label} first full pull: ${full.value.companiesPulled} companies in ${full.seconds.toFixed(1)} s, ${full.calls} calls`,
  );

  for (let i = 0; i < 10; i++) fake.editCompany(i * 997);
  const incremental = await callsDuring(() => syncAndWait(t, owner.cookie, LONG, crm));
  console.log(
    `${fake.label} incremental pull after 10 changes: ${incremental.value.lastSyncRecords} records in ${incremental.seconds.toFixed(2)} s, ${incremental.calls} calls`,
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
    `${fake.label} bulk push: ${run.total} records (${run.counts.created} created, ${run.counts.failed} failed) in ${push.seconds.toFixed(1)} s = ${(run.total / push.seconds).toFixed(0)} records/s; ${push.calls} calls = ${(push.calls / run.total).toFixed(3)} calls per record`,
  );
} finally {
  await t.close();
  await fake.close();
}
