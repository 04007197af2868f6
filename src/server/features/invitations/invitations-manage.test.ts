import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies, companyInvitations } from '../../db/schema/companies';
import { expectBadPagingRefused, walkPages, type ListCall } from '../../test/paging';
import { createInvitationsTestApp, DAY_MS, type InvitationsTestApp } from './invitations.test-support';

describe('invitation list, export, delete and members', () => {
  let h: InvitationsTestApp;
  let owner: { cookie: string; companyId: string; userId: string };
  let stranger: { cookie: string; companyId: string };
  let viewer: { cookie: string; userId: string };
  beforeAll(async () => {
    h = await createInvitationsTestApp();
    owner = await h.t.ownerWithCompany('nora@acme.io', 'Acme Manage', 'acme-manage');
    await h.t.database.db.update(companies).set({ maxUsers: 25 }).where(eq(companies.id, owner.companyId));
    stranger = await h.t.ownerWithCompany('omar@other.io', 'Other Manage', 'other-manage');
    viewer = await h.joinAs(owner, 'vince@acme.io', 'viewer');
    await h.invite(owner.cookie, owner.companyId, 'old@acme.io', 'admin');
    h.advance(2 * DAY_MS);
    await h.invite(owner.cookie, owner.companyId, 'new@acme.io', 'viewer');
    h.resetClock();
    await h.invite(stranger.cookie, stranger.companyId, 'theirs@other.io');
  });
  afterAll(() => h.t.close());

  it('lists the company’s invitations newest first with derived statuses, never another company’s', async () => {
    await h.t.database.db
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvitations.email, 'old@acme.io'));
    const res = await h.t.call('GET', '/api/invitations', undefined, owner.cookie);
    expect(res.status).toBe(200);
    expect(res.json.invitations.map((i: { email: string; status: string }) => `${i.email}:${i.status}`)).toEqual([
      'new@acme.io:pending',
      'old@acme.io:expired',
      'vince@acme.io:accepted',
    ]);
    expect(Object.keys(res.json.invitations[0]).sort()).toEqual([
      'acceptedAt',
      'createdAt',
      'email',
      'expiresAt',
      'id',
      'role',
      'status',
    ]);
    expect(res.json).toMatchObject({
      total: 3,
      nextCursor: null,
      counts: { total: 3, pending: 1, accepted: 1, expired: 1 },
    });
    const theirs = await h.t.call('GET', '/api/invitations', undefined, stranger.cookie);
    expect(theirs.json.invitations.map((i: { email: string }) => i.email)).toEqual(['theirs@other.io']);
    expect((await h.t.call('GET', '/api/invitations')).status).toBe(401);
  });

  it('pages the list 50 at a time by cursor, filters by status on the server, and the CSV still exports every row', async () => {
    const paged = await h.t.ownerWithCompany('pia@paged.io', 'Paged Invites', 'paged-invites');
    const now = Date.now();
    // One created_at for all: the e-mail orders them. 30 accepted, 25 expired, 70 pending.
    const at = new Date(now - DAY_MS);
    const rows = Array.from({ length: 125 }, (_, i) => ({
      companyId: paged.companyId,
      token: `paged-token-${i}-${'x'.repeat(20)}`,
      email: `p${String(i).padStart(3, '0')}@paged.io`,
      role: 'member',
      createdAt: at,
      expiresAt: new Date(now + (i >= 30 && i < 55 ? -1 : 6) * DAY_MS),
      acceptedAt: i < 30 ? new Date(now - DAY_MS / 2) : null,
    }));
    await h.t.database.db.insert(companyInvitations).values(rows);
    const list: ListCall = (query) =>
      h.t.call('GET', `/api/invitations${query ? `?${query}` : ''}`, undefined, paged.cookie);
    const first = await list('');
    expect(first.json.invitations).toHaveLength(50);
    expect(first.json).toMatchObject({ total: 125, counts: { total: 125, accepted: 30, expired: 25, pending: 70 } });
    expect(typeof first.json.nextCursor).toBe('string');
    const all = await walkPages(list, 'invitations', { limit: 40 });
    expect(all.rows.map((i) => i.email)).toEqual(rows.map((r) => r.email));
    expect((await list('limit=3')).json.invitations.map((i: { email: string }) => i.email)).toEqual(
      rows.slice(0, 3).map((r) => r.email),
    );
    for (const [status, from, to] of [
      ['accepted', 0, 30],
      ['expired', 30, 55],
      ['pending', 55, 125],
    ] as const) {
      const page = await walkPages(list, 'invitations', { query: `status=${status}`, limit: 20 });
      expect(page.total, status).toBe(to - from);
      expect(page.rows.map((i) => `${i.email}:${i.status}`)).toEqual(
        rows.slice(from, to).map((r) => `${r.email}:${status}`),
      );
    }
    expect((await list('status=done')).status).toBe(422);
    await expectBadPagingRefused(list);
    await expectBadPagingRefused(list, 'status=pending');
    // Another company's reader gets nothing of this one, even with its cursor.
    const foreign = await h.t.call(
      'GET',
      `/api/invitations?cursor=${first.json.nextCursor}`,
      undefined,
      stranger.cookie,
    );
    expect(foreign.json.invitations.map((i: { email: string }) => i.email)).not.toContain('p050@paged.io');
    expect(foreign.json.counts.total).toBe(1);

    const csv = await (
      await h.t.app.request('/api/invitations/export.csv', { headers: { cookie: paged.cookie } })
    ).text();
    expect(csv.trim().split('\r\n')).toHaveLength(1 + 125);
  });

  it('sums up the analytics on the server: counts, average response, and the sending times of the last days', async () => {
    const res = await h.t.call('GET', '/api/invitations/analytics', undefined, owner.cookie);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ total: 3, accepted: 1, pending: 1, expired: 1 });
    expect(res.json.avgResponseMs).toBeGreaterThanOrEqual(0);
    expect(res.json.avgResponseMs).toBeLessThan(60_000);
    expect(res.json.recentCreatedAt).toHaveLength(3);
    const theirs = await h.t.call('GET', '/api/invitations/analytics', undefined, stranger.cookie);
    expect(theirs.json).toMatchObject({ total: 1, accepted: 0, avgResponseMs: null });
    expect((await h.t.call('GET', '/api/invitations/analytics')).status).toBe(401);
  });

  it('exports CSV with the columns Email, Role, Status, Created, Expires', async () => {
    const response = await h.t.app.request('/api/invitations/export.csv', { headers: { cookie: owner.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="invitations-acme-manage-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Email,Role,Status,Created,Expires');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^new@acme\.io,viewer,Pending,\d{4}-\d{2}-\d{2}T[\d:.]+Z,\d{4}-\d{2}-\d{2}T[\d:.]+Z$/);
    expect(lines[2]).toMatch(/^old@acme\.io,admin,Expired,/);
    expect(lines[3]).toMatch(/^vince@acme\.io,viewer,Accepted,/);
  });

  it('lists members oldest first with username, e-mail and role, as used/max', async () => {
    const res = await h.t.call('GET', '/api/companies/current/members', undefined, viewer.cookie);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ used: 2, maxUsers: 25 });
    expect(
      res.json.members.map((m: { email: string; role: string; username: string }) => [m.email, m.role, m.username]),
    ).toEqual([
      ['nora@acme.io', 'owner', 'nora'],
      ['vince@acme.io', 'viewer', 'vince'],
    ]);
    expect((await h.t.call('GET', '/api/companies/current/members')).status).toBe(401);
  });

  it('deletes only as owner or admin, and another company’s invitation is not found', async () => {
    const list = await h.t.call('GET', '/api/invitations', undefined, owner.cookie);
    const target = list.json.invitations.find((i: { email: string }) => i.email === 'new@acme.io');
    const byViewer = await h.t.call('DELETE', `/api/invitations/${target.id}`, undefined, viewer.cookie);
    expect(byViewer.status).toBe(403);
    const byStranger = await h.t.call('DELETE', `/api/invitations/${target.id}`, undefined, stranger.cookie);
    expect(byStranger.status).toBe(404);
    expect((await h.t.call('DELETE', '/api/invitations/not-a-uuid', undefined, owner.cookie)).status).toBe(404);
    const [still] = await h.t.database.db.select().from(companyInvitations).where(eq(companyInvitations.id, target.id));
    expect(still).toBeDefined();

    const deleted = await h.t.call('DELETE', `/api/invitations/${target.id}`, undefined, owner.cookie);
    expect(deleted.status).toBe(200);
    expect(deleted.json.message).toBe('Invitation Deleted');
    expect(await h.t.database.db.select().from(companyInvitations).where(eq(companyInvitations.id, target.id))).toEqual(
      [],
    );
    expect((await h.t.call('DELETE', `/api/invitations/${target.id}`, undefined, owner.cookie)).status).toBe(404);
  });
});
