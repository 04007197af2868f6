import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_MSG } from '#domain/access';
import { SESSION_MSG } from '#domain/analysis-sessions';
import { analysisSessions } from '../../db/schema/workflow';
import { expectBadPagingRefused, walkPages, type ListCall } from '../../test/paging';
import { createTestApp, type TestApp } from '../../test/test-app';
import { memberOf } from '../../test/join-company';

describe('demo page API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates (name trimmed, required), lists newest first, renames and deletes the company’s analysis sessions', async () => {
    const a = await t.ownerWithCompany('demo-a@acme.io', 'Demo A', 'demo-a');
    const empty = await t.call('GET', '/api/demo/sessions', undefined, a.cookie);
    expect(empty.json).toEqual({
      sessions: [],
      total: 0,
      nextCursor: null,
      actingAs: { id: a.userId, email: a.email },
      impersonating: false,
    });

    for (const name of ['', '   ']) {
      const bad = await t.call('POST', '/api/demo/sessions', { name }, a.cookie);
      expect([bad.status, bad.json.message]).toEqual([422, SUPPORT_MSG.demoNameRequired]);
    }
    expect((await t.call('POST', '/api/demo/sessions', {}, a.cookie)).json.message).toBe(SUPPORT_MSG.demoNameRequired);
    const first = await t.call('POST', '/api/demo/sessions', { name: '  First item ' }, a.cookie);
    expect(first.status).toBe(201);
    expect(first.json.session).toMatchObject({ productName: 'First item', status: 'demo', userId: a.userId });
    await t.call('POST', '/api/demo/sessions', { name: 'Second item' }, a.cookie);
    const list = await t.call('GET', '/api/demo/sessions', undefined, a.cookie);
    expect(list.json.sessions.map((s: { productName: string }) => s.productName)).toEqual([
      'Second item',
      'First item',
    ]);

    const id = first.json.session.id as string;
    expect((await t.call('PATCH', `/api/demo/sessions/${id}`, { name: ' ' }, a.cookie)).status).toBe(422);
    expect(
      (await t.call('PATCH', `/api/demo/sessions/${id}`, { name: 'Renamed' }, a.cookie)).json.session.productName,
    ).toBe('Renamed');
    expect((await t.call('DELETE', `/api/demo/sessions/${id}`, undefined, a.cookie)).status).toBe(200);
    expect((await t.call('GET', '/api/demo/sessions', undefined, a.cookie)).json.sessions).toHaveLength(1);

    // A demo item never becomes the AI configuration.
    expect((await t.call('GET', '/api/configuration', undefined, a.cookie)).json.session).toBeNull();
  });

  it('keeps companies apart', async () => {
    const a = await t.ownerWithCompany('demo-c@acme.io', 'Demo C', 'demo-c');
    const b = await t.ownerWithCompany('demo-d@other.io', 'Demo D', 'demo-d');
    const item = await t.call('POST', '/api/demo/sessions', { name: 'Private' }, a.cookie);
    const id = item.json.session.id as string;
    expect((await t.call('GET', '/api/demo/sessions', undefined, b.cookie)).json.sessions).toEqual([]);
    expect((await t.call('PATCH', `/api/demo/sessions/${id}`, { name: 'Hijack' }, b.cookie)).status).toBe(404);
    expect((await t.call('DELETE', `/api/demo/sessions/${id}`, undefined, b.cookie)).status).toBe(404);
    expect((await t.call('DELETE', '/api/demo/sessions/not-a-uuid', undefined, a.cookie)).status).toBe(404);
  });

  it('shows whose each session is and changes only the acting user’s own', async () => {
    const owner = await t.ownerWithCompany('demo-own@acme.io', 'Demo Team', 'demo-team');
    const mate = await memberOf(t, 'demo-mate@acme.io', owner.companyId, 'member');
    const ownerItem = (await t.call('POST', '/api/demo/sessions', { name: 'Owner item' }, owner.cookie)).json.session;
    const mateItem = (await t.call('POST', '/api/demo/sessions', { name: 'Mate item' }, mate.cookie)).json.session;

    const list = await t.call('GET', '/api/demo/sessions', undefined, mate.cookie);
    expect(list.json.sessions.map((s: Record<string, string>) => [s.productName, s.userId, s.ownerEmail])).toEqual([
      ['Mate item', mate.userId, mate.email],
      ['Owner item', owner.userId, owner.email],
    ]);
    for (const [method, body] of [
      ['PATCH', { name: 'Hijack' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.call(method, `/api/demo/sessions/${ownerItem.id}`, body, mate.cookie);
      expect([res.status, res.json.message], method).toEqual([403, SESSION_MSG.notYourSession]);
    }
    expect(
      (await t.call('PATCH', `/api/demo/sessions/${mateItem.id}`, { name: 'Mine renamed' }, mate.cookie)).status,
    ).toBe(200);
    const after = await t.call('GET', '/api/demo/sessions', undefined, owner.cookie);
    expect(after.json.sessions.map((s: { productName: string }) => s.productName)).toEqual([
      'Mine renamed',
      'Owner item',
    ]);
  });

  it('pages the sessions 50 at a time by cursor, newest first, without repeats or skips, only the company’s', async () => {
    const a = await t.ownerWithCompany('demo-page@acme.io', 'Demo Paging', 'demo-paging');
    const b = await t.ownerWithCompany('demo-page-other@other.io', 'Demo Other', 'demo-paging-other');
    // One statement and one created_at for most of them: only the id orders those.
    const at = new Date('2025-06-07T08:09:10.111213Z');
    const BULK = 61;
    await t.database.db.insert(analysisSessions).values(
      Array.from({ length: BULK }, (_, i) => ({
        companyId: a.companyId,
        userId: a.userId,
        productName: `Bulk ${i}`,
        status: 'demo',
        createdAt: i < 5 ? new Date(at.getTime() + (i + 1) * 1000) : at,
      })),
    );
    await t.database.db
      .insert(analysisSessions)
      .values({ companyId: b.companyId, userId: b.userId, productName: 'Foreign', status: 'demo' });
    const list: ListCall = (query) =>
      t.call('GET', `/api/demo/sessions${query ? `?${query}` : ''}`, undefined, a.cookie);

    const first = await list('');
    expect(first.json.sessions).toHaveLength(50);
    expect(first.json).toMatchObject({ total: BULK, impersonating: false, actingAs: { id: a.userId } });
    expect(first.json.sessions.slice(0, 5).map((s: { productName: string }) => s.productName)).toEqual([
      'Bulk 4',
      'Bulk 3',
      'Bulk 2',
      'Bulk 1',
      'Bulk 0',
    ]);
    const { rows } = await walkPages(list, 'sessions', { limit: 7 });
    expect(rows).toHaveLength(BULK);
    expect(new Set(rows.map((s) => s.id)).size).toBe(BULK);
    expect(rows.map((s) => s.productName)).not.toContain('Foreign');
    const tied = rows.slice(5).map((s) => s.id);
    expect(tied).toEqual([...tied].sort().reverse());
    const small = await list('limit=3');
    expect(small.json.sessions.map((s: { id: string }) => s.id)).toEqual(rows.slice(0, 3).map((s) => s.id));
    // Another company's reader with this company's cursor sees nothing of it.
    const foreign = await t.call('GET', `/api/demo/sessions?cursor=${small.json.nextCursor}`, undefined, b.cookie);
    expect(foreign.json.sessions.map((s: { productName: string }) => s.productName)).not.toContain('Bulk 0');
    expect(foreign.json.total).toBe(1);
    await expectBadPagingRefused(list);
  });

  it('needs a company', async () => {
    const user = await t.signUpVerified('demo-nocompany@acme.io');
    expect((await t.call('GET', '/api/demo/sessions', undefined, user.cookie)).status).toBe(403);
  });
});
