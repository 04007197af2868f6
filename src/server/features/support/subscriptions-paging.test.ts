import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectBadPagingRefused, walkPages, type ListCall } from '../../test/paging';
import { userWithRole } from '../admin/admin-test-helpers';

describe('Subscriptions list (GET /api/support/companies): cursor pages and a search', () => {
  let t: TestApp;
  let list: ListCall;
  const BULK = 110;
  beforeAll(async () => {
    t = await createTestApp();
    const superAdmin = await userWithRole(t, 'subs-super@acme.io', 'super_admin');
    await t.ownerWithCompany('subs-owner@initech.io', 'Initech Ltd', 'initech-ltd');
    // One statement, one created_at: only the id orders them.
    const at = new Date('2025-06-07T08:09:10.111213Z');
    await t.database.db
      .insert(companies)
      .values(Array.from({ length: BULK }, (_, i) => ({ name: `Bulk Co ${i}`, slug: `bulk-co-${i}`, createdAt: at })));
    list = (query) => t.call('GET', `/api/support/companies${query ? `?${query}` : ''}`, undefined, superAdmin.cookie);
  });
  afterAll(() => t.close());

  it('answers 50 by default, newest first, with member counts, the total and a cursor', async () => {
    const first = await list('');
    expect(first.status).toBe(200);
    expect(first.json.companies).toHaveLength(50);
    expect(first.json.total).toBe(BULK + 1);
    expect(first.json.companies[0]).toMatchObject({ name: 'Initech Ltd', members: 1 });
    expect(first.json.companies[1]).toMatchObject({ members: 0 });
  });

  it('walks every company once, in order, even when they share a timestamp', async () => {
    for (const limit of [undefined, 13, 200]) {
      const { rows, total } = await walkPages(list, 'companies', { limit });
      expect(total).toBe(BULK + 1);
      expect(new Set(rows.map((c) => c.id)).size).toBe(BULK + 1);
      const bulk = rows.slice(1).map((c) => c.id);
      expect(bulk).toEqual([...bulk].sort().reverse());
    }
  });

  it('searches name and slug in any case', async () => {
    expect((await list('q=INITECH')).json).toMatchObject({
      total: 1,
      nextCursor: null,
      companies: [{ slug: 'initech-ltd' }],
    });
    const tens = await walkPages(list, 'companies', { query: 'q=bulk-co-1', limit: 5 });
    expect(tens.total).toBe(21);
    expect(tens.rows).toHaveLength(21);
    expect((await list('q=_')).json.total).toBe(0);
  });

  it('refuses bad limits and cursors with a 422', async () => {
    await expectBadPagingRefused(list);
  });
});
