import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedPitches } from '../../db/schema/workflow';
import { expectBadPagingRefused, walkPages, type ListCall } from '../../test/paging';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedOrganization } from '../../test/seed-organization';

type Owner = { cookie: string; userId: string; companyId: string };

const seedOrg = (t: TestApp, owner: Owner, name: string) => seedOrganization(t.database.db, owner, name);

async function seedPitches(
  t: TestApp,
  owner: Owner,
  organizationId: string,
  products: string[],
  at?: (i: number) => Date,
) {
  return t.database.db
    .insert(generatedPitches)
    .values(
      products.map((solutionProduct, i) => ({
        companyId: owner.companyId,
        userId: owner.userId,
        organizationId,
        solutionProduct,
        pitchContent: `Pitch for ${solutionProduct}`,
        ...(at ? { createdAt: at(i) } : {}),
      })),
    )
    .returning({ id: generatedPitches.id });
}

describe('GET /api/organizations/:id/pitches: cursor pages, newest first', () => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;
  let orgId: string;
  let theirOrg: string;
  const BULK = 65;
  const list =
    (user: { cookie: string }, org = () => orgId): ListCall =>
    (query) =>
      t.call('GET', `/api/organizations/${org()}/pitches${query ? `?${query}` : ''}`, undefined, user.cookie);

  beforeAll(async () => {
    t = await createTestApp({ workers: false });
    owner = await t.ownerWithCompany('pitch-owner@acme.io', 'Pitch Co', 'pitch-co');
    other = await t.ownerWithCompany('pitch-other@globex.io', 'Globex', 'globex');
    orgId = await seedOrg(t, owner, 'Big Org');
    // Most share one created_at (to the microsecond): the id decides their order.
    const same = new Date('2026-03-04T05:06:07.654321Z');
    await seedPitches(
      t,
      owner,
      orgId,
      Array.from({ length: BULK }, (_, i) => (i < 3 ? ['Docs Hosting', 'DOCS hosting', 'Search'][i]! : `Product ${i}`)),
      (i) => (i % 10 === 0 ? new Date(`2026-04-0${i / 10 + 1}T00:00:00.000001Z`) : same),
    );
    theirOrg = await seedOrg(t, other, 'Their Org');
    await seedPitches(t, other, theirOrg, ['Docs Hosting']);
  });
  afterAll(() => t.close());

  it('answers 50 by default, honours limit, and walks the list once, newest first then by id', async () => {
    const first = await list(owner)('');
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.pitches).toHaveLength(50);
    expect(first.json).toMatchObject({ total: BULK, nextCursor: expect.any(String) });
    expect(first.json.pitches[0]).toMatchObject({ organizationId: orgId, pitchContent: expect.any(String) });
    const small = await list(owner)('limit=3');
    expect(small.json.pitches).toHaveLength(3);
    for (const limit of [undefined, 7]) {
      const { rows, total } = await walkPages(list(owner), 'pitches', { limit });
      expect(total).toBe(BULK);
      expect(new Set(rows.map((p) => p.id)).size).toBe(BULK);
      const sorted = [...rows].sort((a, b) =>
        a.createdAt !== b.createdAt ? Date.parse(b.createdAt) - Date.parse(a.createdAt) : a.id < b.id ? 1 : -1,
      );
      expect(rows.map((p) => p.id)).toEqual(sorted.map((p) => p.id));
    }
  });

  it('narrows to the pitches of one or more solutions by product name in any case', async () => {
    const one = await list(owner)('solution=docs%20hosting');
    expect(one.json).toMatchObject({ total: 2, nextCursor: null });
    expect(one.json.pitches.map((p: { solutionProduct: string }) => p.solutionProduct).sort()).toEqual([
      'DOCS hosting',
      'Docs Hosting',
    ]);
    const several = await list(owner)('solution=Search&solution=%20product%2012%20&solution=Unknown');
    expect(several.json.total).toBe(2);
    expect(several.json.pitches.map((p: { solutionProduct: string }) => p.solutionProduct).sort()).toEqual([
      'Product 12',
      'Search',
    ]);
    const paged = await walkPages(list(owner), 'pitches', {
      limit: 1,
      query: 'solution=docs%20hosting&solution=search',
    });
    expect(paged.rows).toHaveLength(3);
    expect((await list(owner)('solution=')).status).toBe(422);
    const tooMany = Array.from({ length: 21 }, (_, i) => `solution=s${i}`).join('&');
    expect((await list(owner)(tooMany)).status).toBe(422);
  });

  it('refuses bad limits and cursors with a 422, and another company’s organization with a 404', async () => {
    await expectBadPagingRefused(list(owner));
    await expectBadPagingRefused(list(owner), 'solution=Search');
    expect((await list(owner, () => theirOrg)('')).status).toBe(404);
    expect((await list(other)('')).status).toBe(404);
  });
});
