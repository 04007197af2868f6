import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppressionEntries } from '../../db/schema/people';
import { createTestApp, type TestApp } from '../../test/test-app';
import { subjectHash } from '../privacy/subject-keys';
import {
  memberOf,
  seedAccounts,
  seedAnalysis,
  seedContacts,
  walkTable,
  type Owner,
} from '../tables/tables.test-support';
import { resolveSelection } from './resolve-selection';

describe('lists: create, share, add a selection, remove, the outreach list', () => {
  let t: TestApp;
  let owner: Owner;
  let member: Owner;
  let viewer: Owner;
  let accounts: Map<string, string>;
  let contacts: Map<string, string>;
  const call = (method: string, path: string, body: unknown, who: Owner) => t.call(method, path, body, who.cookie);

  beforeAll(async () => {
    t = await createTestApp({ workers: false });
    owner = await t.ownerWithCompany('lists-owner@acme.io', 'Lists Co', 'lists-co');
    member = await memberOf(t, 'lists-member@acme.io', owner.companyId, 'member');
    viewer = await memberOf(t, 'lists-viewer@acme.io', owner.companyId, 'viewer');
    accounts = await seedAccounts(
      t,
      owner,
      Array.from({ length: 30 }, (_, i) => ({ name: `Account ${i}`, industry: i < 20 ? 'Software' : 'Retail' })),
    );
    const org = await seedAnalysis(t, owner, [{ name: 'Northwind', fitScore: 80 }]);
    contacts = await seedContacts(t, owner, org.ids.get('Northwind')!, [
      { name: 'Ann Lee', email: 'ann@northwind.example' },
      { name: 'Bo Chan', email: 'bo@blocked.example' },
      { name: 'Cy Diaz', email: 'cy@northwind.example' },
    ]);
    await t.database.db.insert(suppressionEntries).values({
      companyId: owner.companyId,
      kind: 'email',
      value: 'bo@blocked.example',
      valueHash: subjectHash(owner.companyId, { kind: 'email', value: 'bo@blocked.example' }),
      reason: 'manual',
    });
  });
  afterAll(() => t.close());

  it('adds every account a filter matches less the excluded ones, then ids; rows already there stay once', async () => {
    const made = await call('POST', '/api/lists', { name: 'Q3 software', kind: 'imported_accounts' }, member);
    expect(made.status).toBe(201);
    expect(made.json.list).toMatchObject({ name: 'Q3 software', visibility: 'team', itemCount: 0, canEdit: true });
    const listId = made.json.list.id;
    const excluded = [accounts.get('Account 0')!, accounts.get('Account 1')!];
    const selection = { kind: 'imported_accounts', filter: { industry: ['Software'] }, excludeIds: excluded };
    const added = await call('POST', `/api/lists/${listId}/items`, { selection }, member);
    expect(added.json).toMatchObject({ added: 18, alreadyListed: 0, skipped: [] });
    const again = await call(
      'POST',
      `/api/lists/${listId}/items`,
      { selection: { kind: 'imported_accounts', ids: [accounts.get('Account 2')!, accounts.get('Account 25')!] } },
      member,
    );
    expect(again.json).toMatchObject({ added: 1, alreadyListed: 1 });
    // The list opens as a table with the same filters, newest addition first.
    const rows = await walkTable(t, viewer.cookie, `/api/tables/imported-accounts?list=${listId}`, 7);
    expect(rows.total).toBe(19);
    expect(rows.rows[0].name).toBe('Account 25');
    expect(rows.rows.every((r: { addedAt?: string }) => typeof r.addedAt === 'string')).toBe(true);
    const retail = await walkTable(t, viewer.cookie, `/api/tables/imported-accounts?list=${listId}&industry=Retail`, 7);
    expect(retail.rows.map((r: { name: string }) => r.name)).toEqual(['Account 25']);
    // A row may be in many lists; "in a list" narrows any table.
    const second = await call('POST', '/api/lists', { name: 'Retail', kind: 'imported_accounts' }, owner);
    await call(
      'POST',
      `/api/lists/${second.json.list.id}/items`,
      { selection: { kind: 'imported_accounts', filter: { list: listId, industry: ['Retail'] } } },
      owner,
    );
    expect(
      (await walkTable(t, owner.cookie, `/api/tables/imported-accounts?list=${second.json.list.id}`, 5)).total,
    ).toBe(1);
    // Remove takes rows off the list, not out of the company.
    const removed = await call(
      'POST',
      `/api/lists/${listId}/items/remove`,
      { selection: { kind: 'imported_accounts', filter: { list: listId, industry: ['Retail'] } } },
      member,
    );
    expect(removed.json.removed).toBe(1);
    expect((await walkTable(t, owner.cookie, '/api/tables/imported-accounts', 50)).total).toBe(30);
    const ids: string[] = [];
    for await (const id of resolveSelection(
      t.database.db,
      owner.companyId,
      { kind: 'imported_accounts', filter: { list: listId } },
      { batchSize: 4 },
    ))
      ids.push(id);
    expect(ids).toHaveLength(18);
    expect(ids).toEqual([...ids].sort());
  });

  it('leaves do-not-contact people off a contact list and says so; the outreach list is one of the lists', async () => {
    const outreach = await call('POST', '/api/outreach', { contactId: contacts.get('Ann Lee') }, member);
    expect(outreach.json.added).toBe(true);
    const lists = await call('GET', '/api/lists?kind=contacts', undefined, viewer);
    const outreachList = lists.json.lists[0];
    expect(outreachList).toMatchObject({ name: 'Outreach List', systemKey: 'outreach', itemCount: 1, canEdit: false });
    const added = await call(
      'POST',
      `/api/lists/${outreachList.id}/items`,
      { selection: { kind: 'contacts', filter: {} } },
      member,
    );
    expect(added.json).toMatchObject({ added: 1, alreadyListed: 1, skippedCount: 1 });
    expect(added.json.skipped).toEqual([
      { id: contacts.get('Bo Chan'), name: 'Bo Chan', reason: 'On the do-not-contact list' },
    ]);
    const entries = await call('GET', '/api/outreach', undefined, viewer);
    expect(entries.json.entries.map((e: { name: string }) => e.name).sort()).toEqual(['Ann Lee', 'Cy Diaz']);
    // A viewer reads the outreach list as a table (a list of contacts), without the daily view count.
    const table = await call('GET', `/api/tables/contacts?list=${outreachList.id}`, undefined, viewer);
    expect(table.json.rows.map((r: { name: string }) => r.name)).toEqual(['Cy Diaz', 'Ann Lee']);
    expect(table.json.withheldByDailyLimit).toBeUndefined();
    for (const change of [{ name: 'Mine' }, { visibility: 'private' }]) {
      const res = await call('PATCH', `/api/lists/${outreachList.id}`, change, owner);
      expect(res.status).toBe(409);
    }
    expect((await call('DELETE', `/api/lists/${outreachList.id}`, undefined, owner)).status).toBe(409);
  });

  it('keeps a private list to its owner; only the maker, an admin or the owner change a team list', async () => {
    const mine = await call(
      'POST',
      '/api/lists',
      { name: 'My picks', kind: 'contacts', visibility: 'private' },
      member,
    );
    const id = mine.json.list.id;
    expect((await call('GET', `/api/lists/${id}`, undefined, owner)).status).toBe(404);
    expect((await call('GET', `/api/tables/contacts?list=${id}`, undefined, owner)).status).toBe(404);
    expect(
      (await call('GET', '/api/lists', undefined, owner)).json.lists.map((l: { name: string }) => l.name),
    ).not.toContain('My picks');
    const shared = await call('PATCH', `/api/lists/${id}`, { visibility: 'team', name: 'Team picks' }, member);
    expect(shared.json.list).toMatchObject({ name: 'Team picks', visibility: 'team' });
    const other = await memberOf(t, 'lists-other@acme.io', owner.companyId, 'member');
    expect((await call('PATCH', `/api/lists/${id}`, { name: 'Hijack' }, other)).status).toBe(403);
    expect((await call('PATCH', `/api/lists/${id}`, { name: 'Renamed by owner' }, owner)).status).toBe(200);
    expect((await call('DELETE', `/api/lists/${id}`, undefined, member)).json.success).toBe(true);
    expect((await call('GET', `/api/lists/${id}`, undefined, member)).status).toBe(404);
  });

  it('refuses viewers’ writes, bad bodies, a selection of the wrong kind and another company’s list', async () => {
    expect((await call('POST', '/api/lists', { name: 'V', kind: 'contacts' }, viewer)).status).toBe(403);
    for (const body of [
      {},
      { name: '  ', kind: 'contacts' },
      { name: 'x'.repeat(101), kind: 'contacts' },
      { name: 'A', kind: 'people' },
    ]) {
      const res = await call('POST', '/api/lists', body, member);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const list = await call('POST', '/api/lists', { name: 'Accounts', kind: 'imported_accounts' }, member);
    const wrong = await call(
      'POST',
      `/api/lists/${list.json.list.id}/items`,
      { selection: { kind: 'contacts', ids: [contacts.get('Ann Lee')] } },
      member,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.json.message).toMatch(/holds imported accounts/);
    const badFilter = await call(
      'POST',
      `/api/lists/${list.json.list.id}/items`,
      { selection: { kind: 'imported_accounts', filter: { fit: ['great'] } } },
      member,
    );
    expect(badFilter.status).toBe(422);
    const stranger = await t.ownerWithCompany('lists-stranger@else.io', 'Else Lists', 'else-lists');
    expect((await call('GET', `/api/lists/${list.json.list.id}`, undefined, stranger)).status).toBe(404);
    const foreign = await call(
      'POST',
      `/api/lists/${list.json.list.id}/items`,
      { selection: { kind: 'imported_accounts', filter: {} } },
      stranger,
    );
    expect(foreign.status).toBe(404);
    // Ids of another company's rows add nothing.
    const theirs = await call('POST', '/api/lists', { name: 'Theirs', kind: 'imported_accounts' }, stranger);
    const none = await call(
      'POST',
      `/api/lists/${theirs.json.list.id}/items`,
      { selection: { kind: 'imported_accounts', ids: [accounts.get('Account 3')] } },
      stranger,
    );
    expect(none.json).toMatchObject({ added: 0, alreadyListed: 0 });
  });
});
