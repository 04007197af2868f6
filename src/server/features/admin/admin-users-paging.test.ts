import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { companies, companyMemberships, profiles } from '../../db/schema/companies';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectBadPagingRefused, walkPages, type ListCall } from '../../test/paging';
import { userWithRole, type Actor } from './admin-test-helpers';

// 130 users written in one statement share one created_at: only the id can order them.
const SAME_TIME = 130;

describe('User Management list: cursor pages and a server-side search', () => {
  let t: TestApp;
  let admin: Actor;
  let list: ListCall;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await userWithRole(t, 'pg-admin@acme.io', 'admin');
    const at = new Date('2026-01-02T03:04:05.123456Z');
    const rows = Array.from({ length: SAME_TIME }, (_, i) => ({
      name: `Bulk ${i}`,
      email: `bulk-${String(i).padStart(3, '0')}@bulk.io`,
      createdAt: at,
    }));
    const inserted = await t.database.db.insert(users).values(rows).returning({ id: users.id, email: users.email });
    await t.database.db.insert(profiles).values(
      inserted.map((u, i) => ({
        userId: u.id,
        email: u.email,
        username: `bulk${i}`,
        companyName: i === 7 ? 'Zebra Profile Co' : null,
      })),
    );
    const [company] = await t.database.db
      .insert(companies)
      .values({ name: 'Quokka Holdings', slug: 'quokka-holdings' })
      .returning();
    await t.database.db
      .insert(companyMemberships)
      .values({ companyId: company!.id, userId: inserted[42]!.id, role: 'member' });
    list = (query) => t.call('GET', `/api/admin/users${query ? `?${query}` : ''}`, undefined, admin.cookie);
  });
  afterAll(() => t.close());

  it('answers 50 users by default, newest first, with the total and a cursor', async () => {
    const first = await list('');
    expect(first.status).toBe(200);
    expect(first.json.users).toHaveLength(50);
    expect(first.json.total).toBe(SAME_TIME + 1);
    expect(first.json.users[0].email).toBe('pg-admin@acme.io');
    expect(typeof first.json.nextCursor).toBe('string');
  });

  it('walks every user once, in order, even when they share a timestamp', async () => {
    for (const limit of [undefined, 7, 200]) {
      const { rows, total } = await walkPages(list, 'users', { limit });
      expect(total).toBe(SAME_TIME + 1);
      const ids = rows.map((u) => u.id);
      expect(new Set(ids).size).toBe(SAME_TIME + 1);
      const bulk = rows.slice(1);
      expect(bulk.map((u) => u.id)).toEqual([...bulk.map((u) => u.id)].sort());
    }
  });

  it('searches e-mail, username, profile company and company names, any case, across pages', async () => {
    const byEmail = await walkPages(list, 'users', { query: 'q=BULK-00', limit: 3 });
    expect(byEmail.rows.map((u) => u.email)).toHaveLength(10);
    expect(byEmail.total).toBe(10);
    expect((await list('q=bulk17')).json.users.map((u: { username: string }) => u.username)).toEqual(['bulk17']);
    expect((await list('q=zebra profile')).json.users.map((u: { email: string }) => u.email)).toEqual([
      'bulk-007@bulk.io',
    ]);
    const member = (await list('q=quokka')).json;
    expect(member).toMatchObject({ total: 1, nextCursor: null });
    expect(member.users[0]).toMatchObject({
      email: 'bulk-042@bulk.io',
      companies: [{ name: 'Quokka Holdings', role: 'member' }],
    });
    // LIKE's own characters are literal.
    expect((await list('q=%25')).json).toMatchObject({ users: [], total: 0, nextCursor: null });
    expect((await list(`q=${'x'.repeat(201)}`)).status).toBe(422);
  });

  it('refuses bad limits and cursors with a 422', async () => {
    await expectBadPagingRefused(list);
    await expectBadPagingRefused(list, 'q=bulk');
  });
});
