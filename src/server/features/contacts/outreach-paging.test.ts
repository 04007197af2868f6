import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems } from '../../db/schema/lists';
import { getOutreachList } from '../lists/lists.queries';
import { withTenant } from '../../db/tenant';
import { analysisSessions, discoveredContacts, targetOrganizations } from '../../db/schema/workflow';
import { expectBadPagingRefused, walkPages, type ListCall } from '../../test/paging';
import { createTestApp, type TestApp } from '../../test/test-app';

type Owner = { cookie: string; companyId: string; userId: string };

/** `n` contacts of one organization, each on the company's outreach list, all added at the same instant. */
async function seedOutreach(t: TestApp, owner: Owner, n: number, prefix: string) {
  const { db } = t.database;
  const [session] = await db
    .insert(analysisSessions)
    .values({ companyId: owner.companyId, userId: owner.userId, status: 'completed' })
    .returning();
  const [org] = await db
    .insert(targetOrganizations)
    .values({
      analysisSessionId: session!.id,
      companyId: owner.companyId,
      userId: owner.userId,
      name: `${prefix} Org`,
      fitScore: 70,
      fitCategory: 'good',
    })
    .returning();
  const contacts = await db
    .insert(discoveredContacts)
    .values(
      Array.from({ length: n }, (_, i) => ({
        companyId: owner.companyId,
        userId: owner.userId,
        organizationId: org!.id,
        name: `${prefix} ${i}`,
        email: `${prefix.toLowerCase()}${i}@${i % 10 === 0 ? 'blocked' : 'open'}.example`,
        emailStatus: 'verified',
        dataExpiresAt: new Date('2099-01-01T00:00:00Z'),
      })),
    )
    .returning({ id: discoveredContacts.id });
  const at = new Date('2026-03-04T05:06:07.654321Z');
  const list = await withTenant(db, owner.companyId, (tx) => getOutreachList(tx, owner.companyId));
  await db.insert(listItems).values(
    contacts.map((c) => ({
      companyId: owner.companyId,
      listId: list.id,
      contactId: c.id,
      addedBy: owner.userId,
      addedAt: at,
    })),
  );
}

describe('GET /api/outreach: cursor pages; the CSV export holds every entry', () => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;
  let list: ListCall;
  const BULK = 120;
  const csvLines = async () =>
    (await (await t.app.request('/api/outreach?format=csv', { headers: { cookie: owner.cookie } })).text()).split(
      '\r\n',
    );

  beforeAll(async () => {
    t = await createTestApp({ workers: false });
    owner = await t.ownerWithCompany('outreach-owner@acme.io', 'Outreach Co', 'outreach-co');
    other = await t.ownerWithCompany('outreach-other@globex.io', 'Globex', 'globex');
    await seedOutreach(t, owner, BULK, 'Mine');
    await seedOutreach(t, other, 3, 'Theirs');
    list = (query) => t.call('GET', `/api/outreach${query ? `?${query}` : ''}`, undefined, owner.cookie);
  });
  afterAll(() => t.close());

  it('answers 50 by default with the total and a cursor, and walks every entry once, never another company’s', async () => {
    const first = await list('');
    expect(first.status).toBe(200);
    expect(first.json.entries).toHaveLength(50);
    expect(first.json).toMatchObject({ total: BULK, nextCursor: expect.any(String) });
    for (const limit of [undefined, 7, 200]) {
      const { rows, total } = await walkPages(list, 'entries', { limit });
      expect(total).toBe(BULK);
      expect(new Set(rows.map((e) => e.id)).size).toBe(BULK);
      expect(rows.every((e) => e.organization === 'Mine Org')).toBe(true);
      // One added_at: the id (descending) decides the order.
      expect(rows.map((e) => e.id)).toEqual(
        rows
          .map((e) => e.id)
          .sort()
          .reverse(),
      );
    }
    expect(await csvLines()).toHaveLength(BULK + 1);
  });

  it('leaves people on the do-not-contact list out of the pages, the total and the export, pages staying full', async () => {
    expect((await t.call('POST', '/api/suppression', { value: 'blocked.example' }, owner.cookie)).status).toBe(201);
    const blocked = BULK / 10;
    const first = await list('limit=7');
    expect(first.json).toMatchObject({ total: BULK - blocked });
    const { rows } = await walkPages(list, 'entries', { limit: 7 });
    expect(rows).toHaveLength(BULK - blocked);
    expect(rows.some((e) => e.email?.endsWith('@blocked.example'))).toBe(false);
    expect(await csvLines()).toHaveLength(BULK - blocked + 1);
  });

  it('refuses bad limits, cursors and formats with a 422', async () => {
    await expectBadPagingRefused(list);
    expect((await list('format=xml')).status).toBe(422);
    expect((await t.call('GET', '/api/outreach', undefined, other.cookie)).json.total).toBe(3);
  });
});
