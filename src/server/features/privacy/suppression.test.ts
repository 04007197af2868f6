import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { suppressionEntries } from '../../db/schema/people';
import { discoveredContacts } from '../../db/schema/workflow';
import { expectBadPagingRefused, walkPages, type ListCall } from '../../test/paging';
import { startSiteServer, type SiteServer } from '../../test/site-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BRIGHTPATH_SITE, discover, importPeople, seedOrganization } from '../contacts/people.test-support';
import { memberOf } from '../../test/join-company';

describe('the do-not-contact list', () => {
  let t: TestApp;
  let site: SiteServer;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;
  let other: Awaited<ReturnType<TestApp['ownerWithCompany']>>;

  beforeAll(async () => {
    site = await startSiteServer(BRIGHTPATH_SITE);
    t = await createTestApp({ env: { WEB_READER_ALLOW_PRIVATE: 'true' } });
    owner = await t.ownerWithCompany('owner@dnc-co.io', 'DNC Co', 'dnc-co');
    other = await t.ownerWithCompany('owner@elsewhere.io', 'Elsewhere', 'elsewhere');
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  it('owners add addresses and domains, import a CSV, export it and remove entries; members cannot', async () => {
    expect((await t.call('POST', '/api/suppression', { value: 'Ceo@Rival.com' }, owner.cookie)).json).toEqual({
      added: { kind: 'email', value: 'ceo@rival.com' },
    });
    expect((await t.call('POST', '/api/suppression', { value: '@competitor.io' }, owner.cookie)).status).toBe(201);
    expect(await t.call('POST', '/api/suppression', { value: 'competitor.io' }, owner.cookie)).toMatchObject({
      status: 409,
      json: { message: 'competitor.io is already on the do-not-contact list' },
    });
    expect(await t.call('POST', '/api/suppression', { value: 'nope' }, owner.cookie)).toMatchObject({
      status: 422,
      json: { message: '"nope" is neither an e-mail address nor a domain' },
    });

    const csv = 'Email\n"a@one.com"\nnot valid at all\ntwo.org\nceo@rival.com\n';
    const imported = await t.call('POST', '/api/suppression/import', { csv }, owner.cookie);
    expect(imported.json).toEqual({
      added: 2,
      alreadyListed: 1,
      problems: [{ line: 3, error: '"not valid at all" is neither an e-mail address nor a domain' }],
    });

    const list = (await t.call('GET', '/api/suppression', undefined, owner.cookie)).json;
    expect(
      list.entries
        .map((e: { kind: string; value: string; reason: string }) => `${e.kind}:${e.value}:${e.reason}`)
        .sort(),
    ).toEqual([
      'domain:competitor.io:manual',
      'domain:two.org:import',
      'email:a@one.com:import',
      'email:ceo@rival.com:manual',
    ]);
    const exported = await t.app.request('/api/suppression?format=csv', { headers: { cookie: owner.cookie } });
    expect(exported.headers.get('content-type')).toContain('text/csv');
    const lines = (await exported.text()).split('\r\n');
    expect(lines[0]).toBe('Type,Value,Reason,Added,Added by');
    expect(
      lines
        .slice(1)
        .some((l) => l.startsWith('"email","ceo@rival.com","Added by hand",') && l.endsWith('"owner@dnc-co.io"')),
    ).toBe(true);

    const entry = list.entries.find((e: { value: string }) => e.value === 'two.org');
    expect((await t.call('DELETE', `/api/suppression/${entry.id}`, undefined, other.cookie)).status).toBe(404);
    expect((await t.call('GET', '/api/suppression', undefined, other.cookie)).json.entries).toEqual([]);
    const member = await memberOf(t, 'member@dnc-co.io', owner.companyId, 'member');
    for (const [method, path, body] of [
      ['GET', '/api/suppression', undefined],
      ['POST', '/api/suppression', { value: 'x@y.com' }],
      ['POST', '/api/suppression/import', { csv: 'x@y.com' }],
      ['DELETE', `/api/suppression/${entry.id}`, undefined],
      ['POST', '/api/privacy/forget', { email: 'x@y.com' }],
    ] as const) {
      expect((await t.call(method, path, body, member.cookie)).status, `${method} ${path}`).toBe(403);
    }
    expect((await t.call('DELETE', `/api/suppression/${entry.id}`, undefined, owner.cookie)).json).toEqual({
      success: true,
      removed: 'two.org',
    });
    const rows = await t.database.db
      .select()
      .from(suppressionEntries)
      .where(eq(suppressionEntries.companyId, owner.companyId));
    expect(rows).toHaveLength(3);
  });

  it('pages the list 50 at a time by cursor (erasure records only counted); the CSV export still holds every entry', async () => {
    const paged = await t.ownerWithCompany('owner@dnc-paged.io', 'DNC Paged', 'dnc-paged');
    const stranger = await t.ownerWithCompany('owner@dnc-stranger.io', 'DNC Stranger', 'dnc-stranger');
    // One import, one created_at: the value orders them.
    const BULK = 73;
    const csv = Array.from({ length: BULK }, (_, i) => `p${String(i).padStart(3, '0')}@bulk.io`).join('\n');
    expect((await t.call('POST', '/api/suppression/import', { csv }, paged.cookie)).json.added).toBe(BULK);
    await t.database.db
      .insert(suppressionEntries)
      .values(
        ['h1', 'h2'].map((valueHash) => ({ companyId: paged.companyId, kind: 'person', valueHash, reason: 'erasure' })),
      );
    await t.call('POST', '/api/suppression', { value: 'stranger@else.io' }, stranger.cookie);
    const list: ListCall = (query) =>
      t.call('GET', `/api/suppression${query ? `?${query}` : ''}`, undefined, paged.cookie);

    const first = await list('');
    expect(first.json.entries).toHaveLength(50);
    expect(first.json).toMatchObject({ total: BULK, erasedCount: 2 });
    expect(typeof first.json.nextCursor).toBe('string');
    const { rows } = await walkPages(list, 'entries', { limit: 20 });
    const values = rows.map((e) => e.value);
    expect(values).toEqual(Array.from({ length: BULK }, (_, i) => `p${String(i).padStart(3, '0')}@bulk.io`));
    expect((await list('limit=5')).json.entries.map((e: { value: string }) => e.value)).toEqual(values.slice(0, 5));
    const foreign = await t.call('GET', `/api/suppression?cursor=${first.json.nextCursor}`, undefined, stranger.cookie);
    expect(foreign.json.entries).toEqual([]);
    await expectBadPagingRefused(list);

    const exported = await t.app.request('/api/suppression?format=csv&limit=1', { headers: { cookie: paged.cookie } });
    const lines = (await exported.text()).trim().split('\r\n');
    expect(lines).toHaveLength(1 + BULK);
    expect(lines.join('\n')).not.toContain('stranger@else.io');
  });

  it('discovery never stores a suppressed person; contacts stored before lose their ways to reach; outreach and its export skip them', async () => {
    const orgId = await seedOrganization(t, owner, { name: 'BrightPath', website: `${site.url}/` });
    await importPeople(t, owner, [
      ['Blocked Person', 'VP Engineering', 'blocked@blockedcorp.com', '', 'BrightPath'],
      ['Free Person', 'VP Engineering', 'free@freecorp.com', '', 'BrightPath'],
    ]);
    await t.call('POST', '/api/suppression', { value: 'blockedcorp.com' }, owner.cookie);
    const run = await discover(t, owner, orgId);
    expect(run.status, JSON.stringify(run.json)).toBe(200);
    expect(run.json.summary).toContain('1 person left out (do-not-contact list)');
    const stored = await t.database.db
      .select()
      .from(discoveredContacts)
      .where(eq(discoveredContacts.organizationId, orgId));
    expect(stored.map((c) => c.name)).toContain('Free Person');
    expect(stored.map((c) => c.name)).not.toContain('Blocked Person');

    const contacts = (await t.call('GET', `/api/organizations/${orgId}/contacts`, undefined, owner.cookie)).json
      .contacts as any[];
    const free = contacts.find((c) => c.name === 'Free Person');
    const maria = contacts.find((c) => c.name === 'Maria Costa');
    for (const c of [free, maria])
      expect((await t.call('POST', '/api/outreach', { contactId: c.id }, owner.cookie)).json).toMatchObject({
        added: true,
      });
    const csvBefore = await (
      await t.app.request('/api/outreach?format=csv', { headers: { cookie: owner.cookie } })
    ).text();
    expect(csvBefore.split('\r\n')[0]).toBe(
      'Name,Title,Organization,Email,Email status,Phone,LinkedIn,Added,Pitch solution,Pitch source,Pitch subject,Pitch body',
    );
    expect(csvBefore).toContain('maria@brightpath.example');

    // Maria goes on the list after she was stored: every path now skips her, on the server.
    await t.call('POST', '/api/suppression', { value: 'maria@brightpath.example' }, owner.cookie);
    const after = (await t.call('GET', `/api/organizations/${orgId}/contacts`, undefined, owner.cookie)).json
      .contacts as any[];
    expect(after.find((c) => c.id === maria.id)).toMatchObject({
      doNotContact: true,
      email: null,
      phone: null,
      mobilePhone: null,
    });
    expect(after.find((c) => c.id === free.id)).toMatchObject({ doNotContact: false, email: 'free@freecorp.com' });
    expect((await t.call('GET', `/api/contacts/${maria.id}`, undefined, owner.cookie)).json.contact).toMatchObject({
      doNotContact: true,
      email: null,
    });
    expect(
      await t.call('POST', `/api/contacts/${maria.id}/access`, { accessType: 'email_action' }, owner.cookie),
    ).toMatchObject({
      status: 409,
      json: { message: "Maria Costa is on your company's do-not-contact list." },
    });
    expect(
      (await t.call('POST', `/api/contacts/${maria.id}/access`, { accessType: 'profile_view' }, owner.cookie)).status,
    ).toBe(200);
    expect((await t.call('POST', '/api/outreach', { contactId: maria.id }, owner.cookie)).status).toBe(409);
    const outreach = (await t.call('GET', '/api/outreach', undefined, owner.cookie)).json.entries as any[];
    expect(outreach.map((e) => e.name)).toEqual(['Free Person']);
    const csvAfter = await (
      await t.app.request('/api/outreach?format=csv', { headers: { cookie: owner.cookie } })
    ).text();
    expect(csvAfter).not.toContain('maria');
    expect(csvAfter).toContain('"Free Person"');

    // A refresh does not bring her back as a new contact either.
    const again = await discover(t, owner, orgId);
    const rows = await t.database.db
      .select()
      .from(discoveredContacts)
      .where(eq(discoveredContacts.organizationId, orgId));
    expect(rows.filter((r) => r.name === 'Maria Costa')).toHaveLength(1);
    expect(again.json.newCount).toBe(0);
  });

  it('an invalid address is not exported as a way to reach the person; its status is', async () => {
    const orgId = await seedOrganization(t, owner, { name: 'Invalid Mail Co', website: null });
    await importPeople(t, owner, [['Ivy Invalid', 'CTO', 'ivy@no-such-domain.invalid', '', 'Invalid Mail Co']]);
    await discover(t, owner, orgId);
    const [ivy] = (await t.call('GET', `/api/organizations/${orgId}/contacts`, undefined, owner.cookie)).json
      .contacts as any[];
    expect(ivy).toMatchObject({ email: 'ivy@no-such-domain.invalid', emailStatus: 'invalid' });
    expect(
      (await t.call('POST', `/api/contacts/${ivy.id}/access`, { accessType: 'email_action' }, owner.cookie)).status,
    ).toBe(409);
    await t.call('POST', '/api/outreach', { contactId: ivy.id }, owner.cookie);
    const entry = ((await t.call('GET', '/api/outreach', undefined, owner.cookie)).json.entries as any[]).find(
      (e) => e.name === 'Ivy Invalid',
    );
    expect(entry).toMatchObject({ email: null, emailStatus: 'invalid' });
    const csv = await (await t.app.request('/api/outreach?format=csv', { headers: { cookie: owner.cookie } })).text();
    const line = csv.split('\r\n').find((l) => l.startsWith('"Ivy Invalid"'))!;
    expect(line).toMatch(/^"Ivy Invalid","CTO","Invalid Mail Co","","invalid",/);
    expect(csv).not.toContain('ivy@');
  });
});
