/**
 * The Contact Discovery waterfall with three people providers: `npm run bench:people`. Starts local fakes of
 * Apollo (people search + people/match), People Data Labs (person search) and Hunter (domain search, e-mail
 * finder, verifier) speaking their documented shapes, and the app in-process (PGlite, or PostgreSQL at
 * TEST_DATABASE_URL). For BENCH_PEOPLE_RUNS fresh companies (default 3) it runs one discovery on an organization
 * whose domain the fakes know (40 people: Apollo knows 0-19, PDL 10-29, Hunter 20-39), with a target of 40
 * Good-fit contacts so every provider is asked, then the same discovery again. Prints, per run: the time of the
 * waterfall, contacts stored, the share with a verified e-mail, provider calls, and provider calls on the
 * repeated (cached) run. The fakes answer at once: the time is Scoutline's own work plus local HTTP.
 */
import { fakeDns } from '../src/server/test/fake-dns';
import { startFakeApollo } from '../src/server/test/fakes/fake-apollo';
import { startFakeHunter } from '../src/server/test/fakes/fake-hunter';
import { startFakePeopleDataLabs } from '../src/server/test/fakes/fake-people-data-labs';
import { fakePeople } from '../src/server/test/fakes/fake-people';
import { createTestApp } from '../src/server/test/test-app';
import { discover, seedOrganization } from '../src/server/features/contacts/people.test-support';

const RUNS = Number(process.env.BENCH_PEOPLE_RUNS ?? 3);
const KEY = 'bench-people-provider-key';
const DOMAIN = 'acme.example';
const people = fakePeople(40, DOMAIN);

const [apollo, pdl, hunter] = await Promise.all([
  startFakeApollo({ key: KEY, companies: [], people: people.slice(0, 20) }),
  startFakePeopleDataLabs({ key: KEY, companies: [], people: people.slice(10, 30) }),
  startFakeHunter({ key: KEY, people: people.slice(20), mailboxes: people }),
]);
const fakes = [apollo, pdl, hunter];
const calls = () => fakes.reduce((n, f) => n + f.requests.length, 0);
const t = await createTestApp({
  env: {
    APOLLO_API_KEY: KEY,
    APOLLO_BASE_URL: apollo.url,
    PDL_API_KEY: KEY,
    PDL_BASE_URL: pdl.url,
    HUNTER_API_KEY: KEY,
    HUNTER_BASE_URL: hunter.url,
  },
  dns: fakeDns({ [DOMAIN]: { mx: [`mx.${DOMAIN}`] } }),
});

type Row = {
  run: number;
  ms: number;
  contacts: number;
  verified: number;
  calls: number;
  repeatMs: number;
  repeatCalls: number;
  trail: string;
};
const rows: Row[] = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    const owner = await t.ownerWithCompany(`owner${run}@people-bench.io`, `People Bench ${run}`, `people-bench-${run}`);
    const orgId = await seedOrganization(t, owner, { name: 'Acme', website: `https://${DOMAIN}/` });
    const target = await t.call('PUT', '/api/contact-discovery/settings', { targetGoodContacts: 40 }, owner.cookie);
    if (target.status !== 200) throw new Error(`settings: ${target.status} ${JSON.stringify(target.json)}`);

    const before = calls();
    let started = performance.now();
    const first = await discover(t, owner, orgId);
    const ms = performance.now() - started;
    if (first.status !== 200) throw new Error(`discovery: ${first.status} ${JSON.stringify(first.json)}`);
    const firstCalls = calls() - before;
    const contacts = (await t.call('GET', `/api/organizations/${orgId}/contacts?limit=200`, undefined, owner.cookie))
      .json.contacts as { emailStatus: string }[];
    const { run: trail } = (
      await t.call('GET', `/api/organizations/${orgId}/discovery-runs/latest`, undefined, owner.cookie)
    ).json as { run: { steps: { label: string; status: string; returned: number; new: number; ms: number }[] } };

    const mid = calls();
    started = performance.now();
    const again = await discover(t, owner, orgId);
    const repeatMs = performance.now() - started;
    if (again.status !== 200) throw new Error(`repeat: ${again.status} ${JSON.stringify(again.json)}`);
    rows.push({
      run,
      ms,
      contacts: contacts.length,
      verified: contacts.filter((c) => c.emailStatus === 'verified').length,
      calls: firstCalls,
      repeatMs,
      repeatCalls: calls() - mid,
      trail: trail.steps.map((s) => `${s.label} ${s.status} ${s.returned}/${s.new} ${s.ms} ms`).join(' · '),
    });
  }
} finally {
  await t.close();
  await Promise.all(fakes.map((f) => f.close()));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(
  `people waterfall (Apollo, People Data Labs, Hunter; fakes on 127.0.0.1; ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
);
for (const r of rows) {
  console.log(
    `run ${r.run}: ${Math.round(r.ms)} ms, ${r.contacts} contacts, ${r.verified} verified e-mails ` +
      `(${Math.round((100 * r.verified) / Math.max(1, r.contacts))}%), ${r.calls} provider calls; ` +
      `repeat ${Math.round(r.repeatMs)} ms, ${r.repeatCalls} provider calls`,
  );
  console.log(`  steps: ${r.trail}`);
}
console.log(
  `median: ${Math.round(median(rows.map((r) => r.ms)))} ms per waterfall run, ${median(rows.map((r) => r.contacts))} contacts, ` +
    `${Math.round((100 * median(rows.map((r) => r.verified))) / Math.max(1, median(rows.map((r) => r.contacts))))}% verified, ` +
    `${median(rows.map((r) => r.calls))} provider calls; repeated run ${median(rows.map((r) => r.repeatCalls))} provider calls`,
);
