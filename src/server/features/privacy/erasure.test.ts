import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { suppressionEntries } from '../../db/schema/people';
import { providerCache } from '../../db/schema/providers';
import { contactAccessLogs, discoveredContacts } from '../../db/schema/workflow';
import { cachedProviderCall } from '../../providers/cache';
import { startSiteServer, type SiteServer } from '../../test/site-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { waitForAiJob } from '../../jobs/ai-jobs';
import { BRIGHTPATH_SITE, discover, importPeople, seedOrganization } from '../contacts/people.test-support';
import { memberOf } from '../../test/join-company';

const MARIA_EMAIL = 'maria@brightpath.example';
const MARIA_LINKEDIN = 'linkedin.com/in/maria-costa-example';

describe('erasure: "Forget this person"', () => {
  let t: TestApp;
  let site: SiteServer;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;
  let orgId: string;

  beforeAll(async () => {
    site = await startSiteServer(BRIGHTPATH_SITE);
    t = await createTestApp({ env: { WEB_READER_ALLOW_PRIVATE: 'true' } });
    owner = await t.ownerWithCompany('owner@erase-co.io', 'Erase Co', 'erase-co');
    orgId = await seedOrganization(t, owner, { name: 'BrightPath', website: `${site.url}/` });
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  /** Every row of every table, in every schema, whose text holds `needle` (case-insensitive): "table.column". */
  async function everywhere(needle: string): Promise<string[]> {
    const { rows: columns } = await t.database.query<{ table_schema: string; table_name: string; column_name: string }>(
      `select c.table_schema, c.table_name, c.column_name
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
       where c.table_schema not in ('pg_catalog', 'information_schema')
         and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')`,
      [],
    );
    expect(columns.length).toBeGreaterThan(50);
    const hits: string[] = [];
    for (const c of columns) {
      const table = `"${c.table_schema}"."${c.table_name}"`;
      const { rows } = await t.database.query<{ n: number }>(
        `select count(*)::int as n from ${table} where position($1 in lower("${c.column_name}"::text)) > 0`,
        [needle.toLowerCase()],
      );
      if (rows[0]!.n > 0) hits.push(`${c.table_schema}.${c.table_name}.${c.column_name}`);
    }
    return hits;
  }

  it('removes the person from every table, keeps access logs as a hash, suppresses and audits', async () => {
    await importPeople(t, owner, [['Maria Costa', 'CEO', MARIA_EMAIL, `https://www.${MARIA_LINKEDIN}`, 'BrightPath']]);
    expect((await discover(t, owner, orgId)).status).toBe(200);
    const contacts = (await t.call('GET', `/api/organizations/${orgId}/contacts`, undefined, owner.cookie)).json
      .contacts as any[];
    const maria = contacts.find((c) => c.name === 'Maria Costa');
    await t.call('POST', `/api/contacts/${maria.id}/access`, { accessType: 'profile_view' }, owner.cookie);
    await t.call('POST', '/api/outreach', { contactId: maria.id }, owner.cookie);
    await t.call('POST', '/api/suppression', { value: MARIA_EMAIL }, owner.cookie);
    const research = await t.call(
      'POST',
      '/api/functions/deep-contact-research',
      { contactId: maria.id },
      owner.cookie,
    );
    expect(
      await waitForAiJob(t.deps, { jobId: research.json.jobId, companyId: owner.companyId, timeoutMs: 30_000 }),
    ).toMatchObject({ status: 'completed' });
    // Cached provider answers naming her (by address, by profile), another answer, another company's answer.
    const other = await t.ownerWithCompany('spy@erase-other.io', 'Erase Other', 'erase-other');
    const cacheAnswer = (companyId: string, provider: 'apollo' | 'hunter', request: unknown, answer: unknown) =>
      cachedProviderCall(t.database.db, { companyId, provider, request, now: new Date() }, async () => answer);
    await cacheAnswer(owner.companyId, 'hunter', { finder: 'maria' }, { data: { email: MARIA_EMAIL.toUpperCase() } });
    await cacheAnswer(owner.companyId, 'apollo', { search: 'brightpath' }, [
      { name: 'Maria Costa', linkedin_url: `http://www.${MARIA_LINKEDIN}/` },
    ]);
    await cacheAnswer(owner.companyId, 'apollo', { search: 'elsewhere' }, [{ name: 'Someone Else' }]);
    await cacheAnswer(other.companyId, 'hunter', { finder: 'maria' }, { data: { email: MARIA_EMAIL } });
    expect(await everywhere(MARIA_EMAIL)).toContain('public.provider_cache.response');
    expect(await everywhere(MARIA_LINKEDIN)).toContain('public.provider_cache.response');

    expect((await t.call('POST', `/api/contacts/${maria.id}/forget`, {}, other.cookie)).status).toBe(404);
    const member = await memberOf(t, 'member@erase-co.io', owner.companyId, 'member');
    expect((await t.call('POST', `/api/contacts/${maria.id}/forget`, {}, member.cookie)).status).toBe(403);

    const forgot = await t.call('POST', `/api/contacts/${maria.id}/forget`, {}, owner.cookie);
    expect(forgot.status, JSON.stringify(forgot.json)).toBe(200);
    expect(forgot.json.removed).toMatchObject({ contacts: 1, importedContacts: 1, outreachEntries: 1 });
    expect(forgot.json.removed.accessLogs).toBeGreaterThanOrEqual(2);

    const cacheOf = async (companyId: string) =>
      (await t.database.db.select().from(providerCache).where(eq(providerCache.companyId, companyId))).map(
        (r) => r.response,
      );
    // Another company's cache is its own (its copy goes only when that company forgets her).
    expect(await cacheOf(other.companyId)).toEqual([{ data: { email: MARIA_EMAIL } }]);
    await t.database.db.delete(providerCache).where(eq(providerCache.companyId, other.companyId));
    expect(await cacheOf(owner.companyId)).toEqual([[{ name: 'Someone Else' }]]);
    expect(await everywhere(MARIA_EMAIL)).toEqual([]);
    expect(await everywhere(MARIA_LINKEDIN)).toEqual([]);
    expect(await everywhere('Maria Costa')).toEqual([]);

    const logs = await t.database.db
      .select()
      .from(contactAccessLogs)
      .where(eq(contactAccessLogs.companyId, owner.companyId));
    const erased = logs.filter((l) => l.subjectHash && l.accessType !== 'forget');
    expect(erased.length).toBe(forgot.json.removed.accessLogs);
    expect(erased.every((l) => l.contactId === null && /^[0-9a-f]{64}$/.test(l.subjectHash!))).toBe(true);
    const [audit] = logs.filter((l) => l.accessType === 'forget');
    expect(audit).toMatchObject({
      userId: owner.userId,
      contactId: null,
      subjectHash: erased[0]!.subjectHash,
      details: { via: 'contact', removed: forgot.json.removed },
    });
    const entries = await t.database.db
      .select()
      .from(suppressionEntries)
      .where(and(eq(suppressionEntries.companyId, owner.companyId), isNull(suppressionEntries.value)));
    expect(entries.map((e) => e.kind).sort()).toEqual(['email', 'linkedin', 'person']);
    expect((await t.call('GET', '/api/suppression', undefined, owner.cookie)).json).toMatchObject({
      entries: [],
      erasedCount: 3,
    });

    // A forgotten person never comes back: not from the team page, not from the import.
    await importPeople(t, owner, [['Maria Costa', 'CEO', '', '', 'BrightPath']]);
    await discover(t, owner, orgId);
    const names = (
      await t.database.db.select().from(discoveredContacts).where(eq(discoveredContacts.organizationId, orgId))
    ).map((c) => c.name);
    expect(names).not.toContain('Maria Costa');
    expect(names).toContain('Priya Raman');
  });

  it('forgets by e-mail address for a data-subject request (Security page)', async () => {
    const bad = await t.call('POST', '/api/privacy/forget', { email: 'not-an-address' }, owner.cookie);
    expect(bad).toMatchObject({ status: 422, json: { message: 'Enter a valid e-mail address' } });
    await cachedProviderCall(
      t.database.db,
      { companyId: owner.companyId, provider: 'hunter', request: { verify: 'priya' }, now: new Date() },
      async () => ({ data: { email: 'Priya.Raman@brightpath.example', status: 'valid' } }),
    );
    expect(await everywhere('priya.raman@brightpath.example')).toContain('public.provider_cache.response');
    const res = await t.call(
      'POST',
      '/api/privacy/forget',
      { email: ' Priya.Raman@BrightPath.example ' },
      owner.cookie,
    );
    expect(res.json).toEqual({
      success: true,
      removed: { contacts: 1, importedContacts: 0, outreachEntries: 0, accessLogs: expect.any(Number) },
    });
    expect(await everywhere('priya.raman@brightpath.example')).toEqual([]);
    const names = (
      await t.database.db.select().from(discoveredContacts).where(eq(discoveredContacts.organizationId, orgId))
    ).map((c) => c.name);
    expect(names).not.toContain('Priya Raman');
    await discover(t, owner, orgId);
    const again = (
      await t.database.db.select().from(discoveredContacts).where(eq(discoveredContacts.organizationId, orgId))
    ).map((c) => c.name);
    expect(again).not.toContain('Priya Raman');

    // An address nobody stored is still suppressed (the request holds for the future) and audited.
    const none = await t.call('POST', '/api/privacy/forget', { email: 'someone@else.example' }, owner.cookie);
    expect(none.json.removed).toEqual({ contacts: 0, importedContacts: 0, outreachEntries: 0, accessLogs: 0 });
    expect(await everywhere('someone@else.example')).toEqual([]);
    const audits = await t.database.db
      .select()
      .from(contactAccessLogs)
      .where(and(eq(contactAccessLogs.companyId, owner.companyId), eq(contactAccessLogs.accessType, 'forget')));
    expect(audits.map((a) => (a.details as { via: string }).via)).toEqual(['contact', 'email', 'email']);
  });
});
