import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisSessions, targetOrganizations } from '../../db/schema/workflow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectBadPagingRefused, walkPages, type ListCall } from '../../test/paging';

type Owner = { cookie: string; companyId: string; userId: string };

/** Stores organizations for the company in one statement (so they share one created_at). */
async function seed(t: TestApp, owner: Owner, orgs: { name: string; fitScore: number; createdAt?: Date }[]) {
  const [session] = await t.database.db
    .insert(analysisSessions)
    .values({ companyId: owner.companyId, userId: owner.userId, status: 'completed' })
    .returning();
  const at = new Date('2026-03-04T05:06:07.654321Z');
  const values = orgs.map((o) => ({
    analysisSessionId: session!.id,
    companyId: owner.companyId,
    userId: owner.userId,
    name: o.name,
    fitScore: o.fitScore,
    fitCategory: 'good',
    createdAt: o.createdAt ?? at,
  }));
  return t.database.db
    .insert(targetOrganizations)
    .values(values)
    .returning({ id: targetOrganizations.id, name: targetOrganizations.name });
}

describe('GET /api/organizations: cursor pages, a name search, one entry per name', () => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;
  let list: ListCall;
  const BULK = 120;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.ownerWithCompany('orgs-owner@acme.io', 'Orgs Co', 'orgs-co');
    other = await t.ownerWithCompany('orgs-other@globex.io', 'Other Co', 'other-co');
    // Two fit scores only, one timestamp: the id decides most of the order.
    await seed(
      t,
      owner,
      Array.from({ length: BULK }, (_, i) => ({
        name: `Bulk ${String(i).padStart(3, '0')}`,
        fitScore: i % 2 ? 70 : 80,
      })),
    );
    await seed(t, owner, [
      { name: 'Initech', fitScore: 60, createdAt: new Date('2026-01-01T00:00:00Z') },
      { name: ' initech', fitScore: 60, createdAt: new Date('2026-02-01T00:00:00Z') },
      { name: 'INITECH', fitScore: 50, createdAt: new Date('2026-05-01T00:00:00Z') },
      { name: '100% Pure', fitScore: 40 },
    ]);
    await seed(t, other, [{ name: 'Bulk Secret', fitScore: 99 }]);
    list = (query) => t.call('GET', `/api/organizations${query ? `?${query}` : ''}`, undefined, owner.cookie);
  });
  afterAll(() => t.close());

  it('answers 50 by default, best fit first, with the total and a cursor', async () => {
    const first = await list('');
    expect(first.status).toBe(200);
    expect(first.json.organizations).toHaveLength(50);
    expect(first.json.total).toBe(BULK + 4);
    expect(first.json.organizations.every((o: { fitScore: number }) => o.fitScore === 80)).toBe(true);
    expect(first.json.nextCursor).toEqual(expect.any(String));
  });

  it('walks every organization of the company once, in order, never another company’s', async () => {
    for (const limit of [undefined, 9, 200]) {
      const { rows, total } = await walkPages(list, 'organizations', { limit });
      expect(total).toBe(BULK + 4);
      expect(new Set(rows.map((o) => o.id)).size).toBe(BULK + 4);
      expect(rows.map((o) => o.name)).not.toContain('Bulk Secret');
      const scores = rows.map((o) => o.fitScore);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      const top = rows.filter((o) => o.fitScore === 80).map((o) => o.id);
      expect(top).toEqual([...top].sort().reverse());
    }
  });

  it('searches names in any case, LIKE characters literally, and keeps one entry per name when asked', async () => {
    const initech = await list('q=INITECH');
    expect(initech.json.total).toBe(3);
    const unique = await list('q=initech&distinct=name');
    expect(unique.json).toMatchObject({ total: 1, nextCursor: null });
    // The best fit wins; of equal fits the newer one (the picker's rule).
    expect(unique.json.organizations.map((o: { name: string; createdAt: string }) => [o.name, o.createdAt])).toEqual([
      [' initech', '2026-02-01T00:00:00.000Z'],
    ]);
    expect((await list('q=100%25')).json.organizations.map((o: { name: string }) => o.name)).toEqual(['100% Pure']);
    expect((await list('q=%25')).json.total).toBe(1);
    const distinct = await walkPages(list, 'organizations', { query: 'distinct=name', limit: 50 });
    expect(distinct.total).toBe(BULK + 2);
    expect(distinct.rows).toHaveLength(BULK + 2);
    expect((await list('distinct=all')).status).toBe(422);
  });

  it('gives on the first page (plain rows) exactly the fields of every other way to read an organization', async () => {
    const [session] = await t.database.db
      .insert(analysisSessions)
      .values({ companyId: other.companyId, userId: other.userId, status: 'completed' })
      .returning();
    await t.database.db.insert(targetOrganizations).values({
      analysisSessionId: session!.id,
      companyId: other.companyId,
      userId: other.userId,
      name: 'Full Fields GmbH',
      industry: 'Software',
      sizeRange: '51-200',
      employeeCount: 120,
      location: 'Berlin, Germany',
      revenueRange: '$10M-$50M',
      website: 'https://fullfields.example',
      founded: 2011,
      description: 'Makes forms.',
      source: 'apollo',
      linkedinUrl: 'https://www.linkedin.com/company/fullfields',
      fieldSources: { industry: { provider: 'apollo', recordId: 'org-1', at: '2026-03-04T05:06:07.000Z' } } as never,
      aiReasoning: 'Fits.',
      fitScore: 100,
      fitCategory: 'great',
      competitor: true,
      createdAt: new Date('2026-03-04T05:06:07.654321Z'),
    });
    const first = await t.call('GET', '/api/organizations', undefined, other.cookie);
    const fromFirstPage = first.json.organizations[0];
    const searched = (await t.call('GET', '/api/organizations?q=full%20fields', undefined, other.cookie)).json;
    const single = (await t.call('GET', `/api/organizations/${fromFirstPage.id}`, undefined, other.cookie)).json;
    expect(fromFirstPage).toEqual(searched.organizations[0]);
    expect(fromFirstPage).toEqual(single.organization);
    expect(fromFirstPage).toMatchObject({
      competitor: true,
      employeeCount: 120,
      createdAt: '2026-03-04T05:06:07.654Z',
    });
    expect(fromFirstPage.fieldSources.industry.provider).toBe('apollo');
    expect(first.json.total).toBe(2);
  });

  it('refuses bad limits and cursors with a 422', async () => {
    await expectBadPagingRefused(list);
    await expectBadPagingRefused(list, 'q=bulk&distinct=name');
  });

  it('GET /api/organizations/:id gives one of the company’s organizations, and 404 for another company’s', async () => {
    const [mine] = (await list('q=pure')).json.organizations;
    const got = await t.call('GET', `/api/organizations/${mine.id}`, undefined, owner.cookie);
    expect(got.json.organization).toMatchObject({ id: mine.id, name: '100% Pure' });
    const theirs = (await t.call('GET', '/api/organizations', undefined, other.cookie)).json.organizations[0];
    expect((await t.call('GET', `/api/organizations/${theirs.id}`, undefined, owner.cookie)).status).toBe(404);
    expect((await t.call('GET', '/api/organizations/not-an-id', undefined, owner.cookie)).status).toBe(404);
  });
});
