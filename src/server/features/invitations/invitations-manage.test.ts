import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies, companyInvitations } from '../../db/schema/companies';
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
    await h.t.database.db.update(companyInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(companyInvitations.email, 'old@acme.io'));
    const res = await h.t.call('GET', '/api/invitations', undefined, owner.cookie);
    expect(res.status).toBe(200);
    expect(res.json.invitations.map((i: { email: string; status: string }) => `${i.email}:${i.status}`)).toEqual(['new@acme.io:pending', 'old@acme.io:expired', 'vince@acme.io:accepted']);
    expect(Object.keys(res.json.invitations[0]).sort()).toEqual(['acceptedAt', 'createdAt', 'email', 'expiresAt', 'id', 'role', 'status']);
    const theirs = await h.t.call('GET', '/api/invitations', undefined, stranger.cookie);
    expect(theirs.json.invitations.map((i: { email: string }) => i.email)).toEqual(['theirs@other.io']);
    expect((await h.t.call('GET', '/api/invitations')).status).toBe(401);
  });

  it('exports CSV with the columns Email, Role, Status, Created, Expires', async () => {
    const response = await h.t.app.request('/api/invitations/export.csv', { headers: { cookie: owner.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="invitations-acme-manage-\d{4}-\d{2}-\d{2}\.csv"/);
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
    expect(res.json.members.map((m: { email: string; role: string; username: string }) => [m.email, m.role, m.username])).toEqual([
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
    expect(await h.t.database.db.select().from(companyInvitations).where(eq(companyInvitations.id, target.id))).toEqual([]);
    expect((await h.t.call('DELETE', `/api/invitations/${target.id}`, undefined, owner.cookie)).status).toBe(404);
  });
});
