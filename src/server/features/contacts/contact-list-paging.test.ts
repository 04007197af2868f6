import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { contactAccessLogs, discoveredContacts } from '../../db/schema/workflow';
import { expectBadPagingRefused, walkPages, type ListCall } from '../../test/paging';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedOrganization } from '../../test/seed-organization';
import { memberOf } from '../../test/join-company';

type User = { cookie: string; userId: string };
type Owner = User & { companyId: string };

const EXPIRES = new Date('2099-01-01T00:00:00Z');

const seedOrg = (t: TestApp, owner: Owner, name: string) => seedOrganization(t.database.db, owner, name);

type Draft = Partial<typeof discoveredContacts.$inferInsert> & { name: string };

async function seedContacts(t: TestApp, owner: Owner, organizationId: string, drafts: Draft[]) {
  return t.database.db
    .insert(discoveredContacts)
    .values(
      drafts.map((d) => ({
        companyId: owner.companyId,
        userId: owner.userId,
        organizationId,
        dataExpiresAt: EXPIRES,
        ...d,
      })),
    )
    .returning({ id: discoveredContacts.id });
}

/** A fresh member of the owner's company: a new user with a whole daily allowance. */
async function member(t: TestApp, owner: Owner, email: string): Promise<User> {
  return memberOf(t, email, owner.companyId, 'member');
}

const viewsOf = async (t: TestApp, userId: string) =>
  (
    await t.database.db
      .select()
      .from(contactAccessLogs)
      .where(and(eq(contactAccessLogs.userId, userId), eq(contactAccessLogs.accessType, 'view')))
  ).map((v) => v.contactId);

describe('GET /api/organizations/:id/contacts: cursor pages under the daily view limit', () => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;
  let orgId: string;
  let smallOrgId: string;
  const BULK = 70;
  const list =
    (user: User, org = () => orgId): ListCall =>
    (query) =>
      t.call('GET', `/api/organizations/${org()}/contacts${query ? `?${query}` : ''}`, undefined, user.cookie);

  beforeAll(async () => {
    t = await createTestApp({ workers: false });
    owner = await t.ownerWithCompany('paging-owner@acme.io', 'Paging Co', 'paging-co');
    other = await t.ownerWithCompany('paging-other@globex.io', 'Globex', 'globex');
    orgId = await seedOrg(t, owner, 'Big Org');
    smallOrgId = await seedOrg(t, owner, 'Small Org');
    // Few fit scores (some none), repeated names and one created_at for most: the tie-breakers decide the order.
    const at = new Date('2026-03-04T05:06:07.654321Z');
    await seedContacts(
      t,
      owner,
      orgId,
      Array.from({ length: BULK }, (_, i) => ({
        name: `Person ${String(i % 20).padStart(2, '0')}`,
        fitScore: i % 7 === 0 ? null : [90, 70, 50][i % 3],
        createdAt: i % 10 === 0 ? new Date(`2026-04-0${i / 10 + 1}T00:00:00.000001Z`) : at,
        title: i === 3 ? 'Head of 100% Growth' : 'Engineer',
        department: i === 4 ? 'Developer RELATIONS' : null,
        solutionId: i < 6 ? (i < 3 ? 'sol-a' : 'sol-b') : null,
        associatedSolution: i < 6 ? 'Docs' : i < 9 ? 'DOCS hosting' : null,
      })),
    );
    await seedContacts(
      t,
      owner,
      smallOrgId,
      Array.from({ length: 12 }, (_, i) => ({ name: `Small ${i}`, fitScore: 60 })),
    );
    const theirOrg = await seedOrg(t, other, 'Their Org');
    await seedContacts(t, other, theirOrg, [{ name: 'Secret Person', fitScore: 99 }]);
  });
  afterAll(() => t.close());

  it('answers 50 by default with a cursor, and walks the list once, in order, never another company’s', async () => {
    // This reader viewed 60 of the 70 today: those stay visible, the other 10 are hidden (no allowance left).
    const reader = await member(t, owner, 'reader@acme.io');
    const all = await t.database.db
      .select()
      .from(discoveredContacts)
      .where(eq(discoveredContacts.organizationId, orgId));
    const seen = all.slice(0, 60);
    await t.database.db
      .insert(contactAccessLogs)
      .values(
        seen.map((c) => ({ companyId: owner.companyId, userId: reader.userId, contactId: c.id, accessType: 'view' })),
      );
    const first = await list(reader)('');
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.contacts).toHaveLength(50);
    expect(first.json).toMatchObject({ total: 60, hiddenByDailyLimit: 10, nextCursor: expect.any(String) });
    for (const sort of ['fit', 'newest'] as const) {
      for (const limit of [undefined, 7, 200]) {
        const { rows, total } = await walkPages(list(reader), 'contacts', { limit, query: `sort=${sort}` });
        expect(total).toBe(60);
        expect(new Set(rows.map((c) => c.id))).toEqual(new Set(seen.map((c) => c.id)));
        expect(rows.map((c) => c.name)).not.toContain('Secret Person');
        const key = (c: { fitScore: number | null; name: string; id: string; createdAt: string }) =>
          sort === 'fit' ? [-(c.fitScore ?? -1), c.name, c.id] : [-Date.parse(c.createdAt), c.id];
        const sorted = [...rows].sort((a, b) => {
          const [x, y] = [key(a), key(b)];
          for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
          return 0;
        });
        // Newest: equal created_at (to the microsecond) go by id descending.
        if (sort === 'newest') expect(rows.map((c) => c.createdAt)).toEqual(sorted.map((c) => c.createdAt));
        else expect(rows.map((c) => c.id)).toEqual(sorted.map((c) => c.id));
      }
    }
    // Walking the list showed only contacts viewed before: nothing new was logged.
    expect(await viewsOf(t, reader.userId)).toHaveLength(60);
  });

  it('counts and logs as viewed only the contacts each page shows, keeping the hidden count the same', async () => {
    const fresh = await member(t, owner, 'fresh@acme.io');
    const page1 = await list(fresh)('limit=20');
    expect(page1.json.contacts).toHaveLength(20);
    expect(page1.json).toMatchObject({ total: 50, hiddenByDailyLimit: BULK - 50 });
    expect(new Set(await viewsOf(t, fresh.userId))).toEqual(
      new Set(page1.json.contacts.map((c: { id: string }) => c.id)),
    );
    const page2 = await list(fresh)(`limit=20&cursor=${page1.json.nextCursor}`);
    expect(page2.json).toMatchObject({ total: 50, hiddenByDailyLimit: BULK - 50 });
    expect(await viewsOf(t, fresh.userId)).toHaveLength(40);
    const page3 = await list(fresh)(`limit=20&cursor=${page2.json.nextCursor}`);
    expect(page3.json.contacts).toHaveLength(10);
    expect(page3.json).toMatchObject({ total: 50, hiddenByDailyLimit: BULK - 50, nextCursor: null });
    const shown = [...page1.json.contacts, ...page2.json.contacts, ...page3.json.contacts].map((c) => c.id);
    expect(new Set(shown).size).toBe(50);
    expect((await viewsOf(t, fresh.userId)).sort()).toEqual([...shown].sort());
    // Read again: the same 50, nothing new logged.
    const again = await walkPages(list(fresh), 'contacts', { limit: 15 });
    expect(again.rows.map((c) => c.id)).toEqual(shown);
    expect(await viewsOf(t, fresh.userId)).toHaveLength(50);
    // Nothing of another organization may be shown today.
    const blocked = await list(fresh, () => smallOrgId)('');
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/daily access limit/);
    expect(await viewsOf(t, fresh.userId)).toHaveLength(50);
  });

  it('logs only the page when a first page is read with room left in the allowance', async () => {
    const light = await member(t, owner, 'light@acme.io');
    const page = await list(light, () => smallOrgId)('limit=5');
    expect(page.json).toMatchObject({ total: 12, hiddenByDailyLimit: 0, nextCursor: expect.any(String) });
    expect(await viewsOf(t, light.userId)).toHaveLength(5);
    const [logged] = await t.database.db
      .select()
      .from(discoveredContacts)
      .where(eq(discoveredContacts.id, page.json.contacts[0].id));
    expect(logged!.accessCount).toBe(1);
  });

  it('searches name, title or department in any case, and narrows to a solution, on the server', async () => {
    const searcher = await member(t, owner, 'searcher@acme.io');
    const shown = new Set<string>();
    const read = async (query: string) => {
      const res = await list(searcher)(query);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      for (const c of res.json.contacts) shown.add(c.id);
      return { total: res.json.total as number, names: res.json.contacts.map((c: { name: string }) => c.name) };
    };
    expect((await read('q=person%2003')).total).toBe(4);
    expect((await read('q=100%25')).names).toEqual(['Person 03']);
    expect((await read('q=developer%20relations')).names).toEqual(['Person 04']);
    expect((await read('q=%25')).total).toBe(1);
    // By solution id when the contact has one, else by the associated solution's name in any case.
    expect((await read('solutionId=sol-a&solution=Docs')).total).toBe(3);
    expect((await read('solutionId=sol-c&solution=docs%20hosting')).total).toBe(3);
    expect((await read('solution=docs&sort=newest')).total).toBe(6);
    expect((await list(searcher)('sort=best')).status).toBe(422);
    // Only what the searches showed was counted as viewed.
    expect(shown.size).toBe(12);
    expect(new Set(await viewsOf(t, searcher.userId))).toEqual(shown);
  });

  it('refuses bad limits and cursors with a 422, and another company’s organization with a 404', async () => {
    const reader = { cookie: owner.cookie, userId: owner.userId };
    await expectBadPagingRefused(list(reader));
    await expectBadPagingRefused(list(reader), 'sort=newest');
    expect((await list(other)('')).status).toBe(404);
  });
});
