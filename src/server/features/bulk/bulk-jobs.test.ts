import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MSG } from '#domain/bulk-jobs';
import { companies } from '../../db/schema/companies';
import { providerSettings } from '../../db/schema/providers';
import { discoveredContacts } from '../../db/schema/workflow';
import { startFakeApollo } from '../../test/fakes/fake-apollo';
import { fakePeople } from '../../test/fakes/fake-people';
import type { FakeProviderServer } from '../../test/fakes/fake-provider-server';
import { fakeCompanies } from '../../test/fakes/fake-records';
import { createTestApp, type TestApp } from '../../test/test-app';
import { creditsOf, PEOPLE_CONFIG } from '../contacts/people.test-support';
import { memberOf, seedAccounts, seedAnalysis, type Owner } from '../tables/tables.test-support';

const KEY = 'sk-test-bulk-apollo-key';
const COMPANIES = fakeCompanies(4);
/** Organizations whose domain Apollo knows people at (4 each), and ones it knows nobody at. */
const withPeople = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `people${from + i}.example`);
const PEOPLE = Array.from({ length: 40 }, (_, i) => fakePeople(4, `people${i}.example`, i * 4)).flat();

type Job = { id: string; status: string; [k: string]: unknown };

describe('bulk actions as jobs: per-row results and charges, cancel, the credit stop, roles', () => {
  let t: TestApp;
  let apollo: FakeProviderServer;
  let owner: Owner;
  let viewer: Owner;
  let stranger: Owner;
  const call = (method: string, path: string, body: unknown, who: Owner) => t.call(method, path, body, who.cookie);

  const start = async (action: string, selection: object, who: Owner = owner) => {
    const res = await call('POST', '/api/bulk-jobs', { action, selection }, who);
    expect(res.status, JSON.stringify(res.json)).toBe(202);
    return res.json.job as Job;
  };
  const finished = async (id: string): Promise<Job> => {
    for (;;) {
      const { json } = await call('GET', `/api/bulk-jobs/${id}`, undefined, owner);
      if (['completed', 'cancelled', 'stopped', 'failed'].includes(json.job.status)) return json.job;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const rowsOf = async (id: string) => {
    const rows: any[] = [];
    let after: number | undefined;
    do {
      const { json } = await call(
        'GET',
        `/api/bulk-jobs/${id}/rows?limit=2${after === undefined ? '' : `&after=${after}`}`,
        undefined,
        owner,
      );
      rows.push(...json.rows);
      after = json.nextAfter ?? undefined;
    } while (after !== undefined);
    return rows;
  };
  const orgs = async (names: [string, string | null][]) => {
    const seeded = await seedAnalysis(
      t,
      owner,
      names.map(([name, domain]) => ({ name, fitScore: 80, website: domain && `https://${domain}/` })),
    );
    return { session: seeded.sessionId as string, ids: names.map(([name]) => seeded.ids.get(name)!) };
  };

  beforeAll(async () => {
    apollo = await startFakeApollo({ key: KEY, companies: COMPANIES, people: PEOPLE });
    t = await createTestApp({ env: { APOLLO_API_KEY: KEY, APOLLO_BASE_URL: apollo.url } });
    owner = await t.ownerWithCompany('owner@bulk.io', 'Bulk Co', 'bulk-co');
    viewer = await memberOf(t, 'viewer@bulk.io', owner.companyId, 'viewer');
    stranger = await t.ownerWithCompany('owner@elsewhere.io', 'Elsewhere', 'elsewhere');
    expect((await call('PUT', '/api/configuration', PEOPLE_CONFIG, owner)).status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await apollo.close();
  });

  it('finds contacts on every organization a filter matches: done with people, nothing found, one credit per done row', async () => {
    const [a, b] = withPeople(2);
    const { session, ids } = await orgs([
      ['Alpha', a!],
      ['Beta', b!],
      ['Nobody Knows', 'nobody-here.example'],
      ['No Website', null],
    ]);
    const before = await creditsOf(t, owner.companyId);
    const job = await finished((await start('find-contacts', { kind: 'organizations', filter: { session } })).id);
    expect(job).toMatchObject({ status: 'completed', total: 4, processed: 4, nothing: 2, skipped: 0, failed: 0 });
    expect(job.done).toBe(2);
    const rows = await rowsOf(job.id);
    const byId = new Map(rows.map((r) => [r.rowId, r]));
    for (const id of ids.slice(0, 2)) {
      const stored = await t.database.db
        .select()
        .from(discoveredContacts)
        .where(eq(discoveredContacts.organizationId, id));
      expect(byId.get(id)).toMatchObject({
        state: 'finished',
        outcome: 'done',
        creditCharged: 1,
        produced: stored.length,
      });
      expect(stored.length).toBeGreaterThan(0);
    }
    for (const id of ids.slice(2))
      expect(byId.get(id)).toMatchObject({ outcome: 'nothing', creditCharged: 0, produced: 0 });
    expect(byId.get(ids[0]!).label).toBe('Alpha');
    expect(job.produced).toBe(byId.get(ids[0]!).produced + byId.get(ids[1]!).produced);
    expect(job.creditsCharged).toBe(2);
    expect(await creditsOf(t, owner.companyId)).toBe(before - 2);

    // Run again: the same people are not new, so every row is nothing found and nothing is charged.
    const again = await finished((await start('find-contacts', { kind: 'organizations', ids: ids.slice(0, 2) })).id);
    expect(again).toMatchObject({ status: 'completed', done: 0, nothing: 2, creditsCharged: 0 });
    expect(await creditsOf(t, owner.companyId)).toBe(before - 2);
  });

  it('stops at the company’s credits with a message; the rows not run are skipped and uncharged', async () => {
    const { ids } = await orgs(withPeople(3, 10).map((d, i) => [`Credit ${i}`, d]));
    await t.database.db.update(companies).set({ creditsRemaining: 1 }).where(eq(companies.id, owner.companyId));
    const job = await finished((await start('find-contacts', { kind: 'organizations', ids })).id);
    expect(job).toMatchObject({
      status: 'stopped',
      stopReason: BULK_MSG.noCredits,
      done: 1,
      skipped: 2,
      creditsCharged: 1,
    });
    const rows = await rowsOf(job.id);
    expect(rows.map((r) => [r.outcome, r.creditCharged])).toEqual([
      ['done', 1],
      ['skipped', 0],
      ['skipped', 0],
    ]);
    expect(rows[1].message).toBe(BULK_MSG.notRun);
    expect(await creditsOf(t, owner.companyId)).toBe(0);
    await t.database.db.update(companies).set({ creditsRemaining: 100 }).where(eq(companies.id, owner.companyId));
  });

  it('stops at the provider cap with its message; nothing charged for the row that met it', async () => {
    const { ids } = await orgs(withPeople(3, 35).map((d, i) => [`Capped ${i}`, d]));
    await t.database.db.insert(providerSettings).values({ companyId: owner.companyId, monthlyCallCap: 1 });
    const before = await creditsOf(t, owner.companyId);
    const job = await finished((await start('find-contacts', { kind: 'organizations', ids })).id);
    expect(job).toMatchObject({ status: 'stopped', processed: 3, nothing: 1, skipped: 2, creditsCharged: 0 });
    expect(job.stopReason).toMatch(/reached its monthly cap of 1 provider calls/);
    const rows = await rowsOf(job.id);
    expect(rows[0].message).toMatch(/monthly cap/);
    expect(rows.slice(1).every((r) => r.message === BULK_MSG.notRun)).toBe(true);
    expect(await creditsOf(t, owner.companyId)).toBe(before);
    await t.database.db.delete(providerSettings).where(eq(providerSettings.companyId, owner.companyId));
  });

  it('cancels: the rows not reached are skipped, charges only for rows done', async () => {
    const { ids } = await orgs(withPeople(12, 20).map((d, i) => [`Cancel ${i}`, d]));
    const before = await creditsOf(t, owner.companyId);
    const started = await start('find-contacts', { kind: 'organizations', ids });
    const cancel = await call('POST', `/api/bulk-jobs/${started.id}/cancel`, {}, owner);
    expect(cancel.status).toBe(200);
    expect(cancel.json.job.cancelRequested).toBe(true);
    const job = await finished(started.id);
    expect(job.status).toBe('cancelled');
    expect(job.processed).toBe(12);
    expect(Number(job.skipped)).toBeGreaterThan(0);
    const rows = await rowsOf(job.id);
    const done = rows.filter((r) => r.outcome === 'done');
    expect(rows.filter((r) => r.outcome === 'skipped').every((r) => r.message === BULK_MSG.cancelledRow)).toBe(true);
    expect(job.creditsCharged).toBe(done.length);
    expect(await creditsOf(t, owner.companyId)).toBe(before - done.length);
  });

  it('enriches imported accounts: filled fields done and charged, an unknown domain nothing found', async () => {
    const accounts = await seedAccounts(t, owner, [
      { name: 'Known', domain: COMPANIES[0]!.domain },
      { name: 'Unknown', domain: 'not-known.example' },
    ]);
    const before = await creditsOf(t, owner.companyId);
    const ids = [accounts.get('Known')!, accounts.get('Unknown')!];
    const job = await finished((await start('enrich-accounts', { kind: 'imported_accounts', ids })).id);
    expect(job).toMatchObject({ status: 'completed', done: 1, nothing: 1, creditsCharged: 1 });
    const rows = new Map((await rowsOf(job.id)).map((r) => [r.label, r]));
    expect(rows.get('Known')).toMatchObject({ outcome: 'done', creditCharged: 1 });
    expect(rows.get('Known').message).toMatch(/^Filled \d+ missing fields? from Apollo/);
    expect(rows.get('Known').produced).toBeGreaterThan(0);
    // Apollo knows nobody at this domain (an answer that is cached too, as JSON null).
    expect(rows.get('Unknown')).toMatchObject({
      outcome: 'nothing',
      creditCharged: 0,
      message: 'No provider knew not-known.example.',
    });
    expect(await creditsOf(t, owner.companyId)).toBe(before - 1);
  });

  it('researches organizations: a site that could not be read is stored as nothing found, uncharged', async () => {
    const { ids } = await orgs([['Unreadable', 'unreadable-site.example']]);
    const before = await creditsOf(t, owner.companyId);
    const job = await finished((await start('research', { kind: 'organizations', ids })).id);
    expect(job).toMatchObject({ status: 'completed', nothing: 1, creditsCharged: 0 });
    const [row] = await rowsOf(job.id);
    expect(row.message).toMatch(/no credit was charged/);
    expect(await creditsOf(t, owner.companyId)).toBe(before);
    const research = await call('GET', `/api/organizations/${ids[0]}/research`, undefined, owner);
    expect(research.json.research).not.toBeNull();
  });

  it('refuses viewers, bad input and another company’s job', async () => {
    const { ids } = await orgs([['Roles', 'roles.example']]);
    const selection = { kind: 'organizations', ids };
    expect((await call('POST', '/api/bulk-jobs', { action: 'find-contacts', selection }, viewer)).status).toBe(403);
    const unknown = await call('POST', '/api/bulk-jobs', { action: 'fly', selection }, owner);
    expect(unknown.status).toBe(422);
    expect(unknown.json.message).toBe(BULK_MSG.unknownAction('fly'));
    const wrongKind = await call(
      'POST',
      '/api/bulk-jobs',
      { action: 'find-contacts', selection: { kind: 'contacts', ids } },
      owner,
    );
    expect(wrongKind.status).toBe(422);
    expect((await call('POST', '/api/bulk-jobs', { action: 'find-contacts' }, owner)).status).toBe(422);
    // Another company's ids resolve to nothing.
    const theirs = await call('POST', '/api/bulk-jobs', { action: 'find-contacts', selection }, stranger);
    expect(theirs.status).toBe(422);
    expect(theirs.json.message).toBe(BULK_MSG.empty);

    const job = await start('find-contacts', selection);
    expect((await call('GET', `/api/bulk-jobs/${job.id}`, undefined, stranger)).status).toBe(404);
    expect((await call('POST', `/api/bulk-jobs/${job.id}/cancel`, {}, stranger)).status).toBe(404);
    expect((await call('POST', `/api/bulk-jobs/${job.id}/cancel`, {}, viewer)).status).toBe(403);
    expect((await call('GET', `/api/bulk-jobs/${job.id}`, undefined, viewer)).status).toBe(200);
    await finished(job.id);
  });
});
