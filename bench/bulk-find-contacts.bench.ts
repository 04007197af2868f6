/**
 * Issue 19's bulk figure: Find contacts on 200 organizations as one bulk job, against local fakes of Apollo
 * (people search + people/match) and Hunter (domain search, verifier) speaking their documented shapes, with the
 * app in-process (PGlite, or PostgreSQL at TEST_DATABASE_URL) and its workers running. Apollo knows 4 people at
 * every other organization (100 of 200); Hunter verifies their e-mails. Prints the job's time (start to its last
 * row), rows per second, provider calls (in all and per organization), the credits charged and the rows' outcomes.
 * The fakes answer at once: the time is Scoutline's own work plus local HTTP. `npm run bench:bulk`.
 */
import { eq } from 'drizzle-orm';
import { bulkJobs } from '../src/server/db/schema/bulk-jobs';
import { companies } from '../src/server/db/schema/companies';
import { fakeDns } from '../src/server/test/fake-dns';
import { startFakeApollo } from '../src/server/test/fakes/fake-apollo';
import { startFakeHunter } from '../src/server/test/fakes/fake-hunter';
import { fakePeople } from '../src/server/test/fakes/fake-people';
import { createTestApp } from '../src/server/test/test-app';
import { creditsOf, PEOPLE_CONFIG } from '../src/server/features/contacts/people.test-support';
import { seedAnalysis } from '../src/server/features/tables/tables.test-support';

const ORGS = Number(process.env.BENCH_BULK_ORGS ?? 200);
const KEY = 'bench-bulk-provider-key';
const domain = (i: number) => `bulk${i}.example`;
const known = Array.from({ length: ORGS }, (_, i) => i).filter((i) => i % 2 === 0);
const people = known.flatMap((i) => fakePeople(4, domain(i), i * 4));

const [apollo, hunter] = await Promise.all([
  startFakeApollo({ key: KEY, companies: [], people }),
  startFakeHunter({ key: KEY, people: [], mailboxes: people }),
]);
const calls = () => apollo.requests.length + hunter.requests.length;
const t = await createTestApp({
  env: {
    APOLLO_API_KEY: KEY,
    APOLLO_BASE_URL: apollo.url,
    HUNTER_API_KEY: KEY,
    HUNTER_BASE_URL: hunter.url,
  },
  dns: fakeDns(Object.fromEntries(known.map((i) => [domain(i), { mx: [`mx.${domain(i)}`] }]))),
});
try {
  const owner = await t.ownerWithCompany('owner@bulk-bench.io', 'Bulk Bench', 'bulk-bench');
  await t.call('PUT', '/api/configuration', PEOPLE_CONFIG, owner.cookie);
  await t.database.db.update(companies).set({ creditsRemaining: 1000 }).where(eq(companies.id, owner.companyId));
  const { sessionId } = await seedAnalysis(
    t,
    owner,
    Array.from({ length: ORGS }, (_, i) => ({ name: `Bulk Org ${i}`, fitScore: 80, website: `https://${domain(i)}/` })),
  );
  const creditsBefore = await creditsOf(t, owner.companyId);
  const callsBefore = calls();
  const began = performance.now();
  const started = await t.call(
    'POST',
    '/api/bulk-jobs',
    { action: 'find-contacts', selection: { kind: 'organizations', filter: { session: sessionId } } },
    owner.cookie,
  );
  if (started.status !== 202) throw new Error(`start: ${started.status} ${JSON.stringify(started.json)}`);
  const id = started.json.job.id as string;
  // Read from the database (polling the API for minutes would meet its rate limit).
  let job: typeof bulkJobs.$inferSelect;
  for (;;) {
    [job] = await t.database.db.select().from(bulkJobs).where(eq(bulkJobs.id, id));
    if (!['queued', 'running'].includes(job!.status)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  job = job!;
  const seconds = (performance.now() - began) / 1000;
  const providerCalls = calls() - callsBefore;
  const credits = creditsBefore - (await creditsOf(t, owner.companyId));
  console.log(`Bulk Find contacts on ${ORGS} organizations (${t.database.kind}), fakes answering at once:`);
  console.log(`  status ${job.status}: ${seconds.toFixed(1)} s, ${(ORGS / seconds).toFixed(1)} organizations/s`);
  console.log(
    `  done ${job.doneCount}, nothing found ${job.nothingCount}, skipped ${job.skippedCount}, failed ${job.failedCount}`,
  );
  console.log(`  people found ${job.producedCount}; credits charged ${credits} (job says ${job.creditsCharged})`);
  console.log(
    `  provider calls ${providerCalls} (${(providerCalls / ORGS).toFixed(2)} per organization): ` +
      `Apollo ${apollo.requests.length}, Hunter ${hunter.requests.length}`,
  );
} finally {
  await t.close();
  await apollo.close();
  await hunter.close();
}
