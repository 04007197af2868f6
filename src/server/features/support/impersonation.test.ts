import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPERSONATION_RESTRICTED, SUPPORT_MSG } from '#domain/access';
import { impersonationActions, impersonationSessions } from '../../db/schema/platform';
import { analysisSessions, contactAccessLogs } from '../../db/schema/workflow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { impersonate, protect, ROLES, userWithRole } from './support.test-support';

describe('impersonation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('only tech_support and super_admin may start it', async () => {
    const target = await userWithRole(t, 'user', 'target');
    for (const role of ROLES) {
      const staff = await userWithRole(t, role);
      const res = await t.call(
        'POST',
        '/api/support/impersonation/start',
        { targetUserId: target.userId },
        staff.cookie,
      );
      if (role === 'tech_support' || role === 'super_admin') {
        expect(res.status, role).toBe(201);
        expect(res.json).toMatchObject({
          impersonating: true,
          writeEnabled: false,
          user: { id: target.userId },
          realUser: { id: staff.userId },
        });
      } else {
        expect(res.status, role).toBe(403);
        expect(res.json.message).toBe(SUPPORT_MSG.impersonateDenied);
      }
    }
  });

  it('refuses unknown, protected, self and (for tech support) super admin targets', async () => {
    const support = await userWithRole(t, 'tech_support');
    const boss = await userWithRole(t, 'super_admin');
    const vip = await userWithRole(t, 'user', 'vip');
    await protect(t, vip.userId);
    const start = (targetUserId: string) =>
      t.call('POST', '/api/support/impersonation/start', { targetUserId }, support.cookie);

    const missing = await start('00000000-0000-4000-8000-000000000000');
    expect([missing.status, missing.json.message]).toEqual([404, SUPPORT_MSG.targetNotFound]);
    expect((await start('not-a-uuid')).json.message).toBe(SUPPORT_MSG.targetNotFound);
    const prot = await start(vip.userId);
    expect([prot.status, prot.json.message]).toEqual([403, SUPPORT_MSG.protectedAccount]);
    expect((await start(support.userId)).status).toBe(400);
    expect((await start(boss.userId)).status).toBe(403);
    // A super admin may impersonate a tech support user, but never a protected account.
    expect(
      (await t.call('POST', '/api/support/impersonation/start', { targetUserId: support.userId }, boss.cookie)).status,
    ).toBe(201);
    expect(
      (await t.call('POST', '/api/support/impersonation/start', { targetUserId: vip.userId }, boss.cookie)).status,
    ).toBe(403);
  });

  it('acts as the target, keeps the real session, and restores it on stop with start and end records', async () => {
    const support = await userWithRole(t, 'tech_support');
    const target = await userWithRole(t, 'user', 'acted');

    await impersonate(t, support.cookie, target.userId);
    const me = await t.call('GET', '/api/me', undefined, support.cookie);
    expect(me.json.user.id).toBe(target.userId);
    expect(me.json.currentCompany.id).toBe(target.companyId);
    const state = await t.call('GET', '/api/support/impersonation', undefined, support.cookie);
    expect(state.json).toMatchObject({
      impersonating: true,
      user: { id: target.userId, email: target.email },
      realUser: { id: support.userId },
      realPlatformRoles: ['tech_support'],
    });

    // The target's own session is untouched.
    expect((await t.call('GET', '/api/me', undefined, target.cookie)).json.user.id).toBe(target.userId);

    const stopped = await t.call('POST', '/api/support/impersonation/stop', {}, support.cookie);
    expect(stopped.status).toBe(200);
    expect(stopped.json).toMatchObject({ impersonating: false, user: { id: support.userId } });
    expect((await t.call('GET', '/api/me', undefined, support.cookie)).json.user.id).toBe(support.userId);
    // Stopping again is harmless.
    expect((await t.call('POST', '/api/support/impersonation/stop', {}, support.cookie)).status).toBe(200);

    const logs = await t.database.db
      .select()
      .from(contactAccessLogs)
      .where(eq(contactAccessLogs.companyId, target.companyId));
    expect(logs.map((l) => l.accessType).sort()).toEqual(['impersonation_end', 'impersonation_start']);
    expect(logs.every((l) => l.userId === support.userId && l.ipAddress === null)).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(impersonationSessions)
      .where(eq(impersonationSessions.targetUserId, target.userId));
    expect(row).toMatchObject({ realUserId: support.userId, writeEnabled: false });
    expect(row!.endedAt).not.toBeNull();
  });

  it('starting again ends the open impersonation first', async () => {
    const support = await userWithRole(t, 'super_admin');
    const first = await userWithRole(t, 'user', 'first');
    const second = await userWithRole(t, 'user', 'second');
    await impersonate(t, support.cookie, first.userId);
    await impersonate(t, support.cookie, second.userId);
    const rows = await t.database.db
      .select()
      .from(impersonationSessions)
      .where(eq(impersonationSessions.realUserId, support.userId));
    expect(rows.filter((r) => r.endedAt === null).map((r) => r.targetUserId)).toEqual([second.userId]);
    expect((await t.call('GET', '/api/me', undefined, support.cookie)).json.user.id).toBe(second.userId);
  });

  it('refuses writes with the switch off, audits them with it on, and owns them as the impersonated user', async () => {
    const support = await userWithRole(t, 'tech_support');
    const target = await userWithRole(t, 'user', 'writer');
    await impersonate(t, support.cookie, target.userId);

    const refused = await t.call('POST', '/api/demo/sessions', { name: 'Blocked' }, support.cookie);
    expect([refused.status, refused.json.message]).toEqual([403, SUPPORT_MSG.writesDisabled]);
    expect((await t.call('PUT', '/api/configuration', {}, support.cookie)).json.message).toBe(
      SUPPORT_MSG.writesDisabled,
    );
    // Reads still work, as the target.
    expect((await t.call('GET', '/api/demo/sessions', undefined, support.cookie)).status).toBe(200);

    const toggled = await t.call('PATCH', '/api/support/impersonation', { writeEnabled: true }, support.cookie);
    expect(toggled.json.writeEnabled).toBe(true);
    const created = await t.call('POST', '/api/demo/sessions', { name: 'Made by support' }, support.cookie);
    expect(created.status).toBe(201);
    const id = created.json.session.id as string;
    expect(created.json.session.userId).toBe(target.userId);
    const [stored] = await t.database.db.select().from(analysisSessions).where(eq(analysisSessions.id, id));
    expect([stored!.userId, stored!.companyId]).toEqual([target.userId, target.companyId]);
    expect((await t.call('PATCH', `/api/demo/sessions/${id}`, { name: 'Renamed' }, support.cookie)).status).toBe(200);
    expect((await t.call('DELETE', `/api/demo/sessions/${id}`, undefined, support.cookie)).status).toBe(200);
    // A failed write is not audited.
    expect((await t.call('POST', '/api/demo/sessions', { name: '  ' }, support.cookie)).status).toBe(422);

    const actions = await t.database.db
      .select()
      .from(impersonationActions)
      .where(eq(impersonationActions.impersonatedUserId, target.userId));
    expect(actions.map((a) => [a.action, a.tableName])).toEqual([
      ['INSERT', 'analysis_sessions'],
      ['UPDATE', 'analysis_sessions'],
      ['DELETE', 'analysis_sessions'],
    ]);
    expect(actions.every((a) => a.adminUserId === support.userId)).toBe(true);
    expect(actions[0]!.data).toEqual({ name: 'Made by support' });

    // Switched off again: refused again.
    await t.call('PATCH', '/api/support/impersonation', { writeEnabled: false }, support.cookie);
    expect((await t.call('POST', '/api/demo/sessions', { name: 'Again' }, support.cookie)).status).toBe(403);
  });

  it('never lets auth, billing, branding, invitation or account writes through, even with writes on; sign-out ends it properly', async () => {
    const support = await userWithRole(t, 'tech_support');
    const target = await userWithRole(t, 'user', 'victim');
    await impersonate(t, support.cookie, target.userId, true);
    const del = await t.call(
      'POST',
      '/api/functions/delete-user-account',
      { userEmail: target.email, confirmation: 'DELETE MY ACCOUNT' },
      support.cookie,
    );
    expect(del.status).toBe(403);
    expect(del.json.message).toMatch(/^Access Restricted During Impersonation/);
    expect((await t.call('POST', '/api/auth/update-user', { name: 'x' }, support.cookie)).status).toBe(403);
    for (const [method, path] of [
      ['POST', '/api/functions/create-checkout'],
      ['PUT', '/api/branding'],
      ['POST', '/api/functions/send-company-invitation'],
      ['POST', '/api/functions/make-super-admin'],
    ] as const) {
      const res = await t.call(method, path, {}, support.cookie);
      expect([res.status, res.json.message], path).toEqual([403, IMPERSONATION_RESTRICTED]);
    }

    const out = await t.call('POST', '/api/auth/sign-out', {}, support.cookie);
    expect(out.status).toBe(200);
    const ends = await t.database.db
      .select()
      .from(contactAccessLogs)
      .where(
        and(eq(contactAccessLogs.companyId, target.companyId), eq(contactAccessLogs.accessType, 'impersonation_end')),
      );
    expect(ends).toHaveLength(1);
    expect((await t.call('GET', '/api/me', undefined, target.cookie)).json.user.id).toBe(target.userId);
  });

  it('log-impersonated-action is accepted only for the live impersonation', async () => {
    const support = await userWithRole(t, 'tech_support');
    const target = await userWithRole(t, 'user', 'logged');
    const body = {
      adminUserId: support.userId,
      impersonatedUserId: target.userId,
      action: 'UPDATE',
      table: 'profiles',
      data: '{"username":"x"}',
      timestamp: new Date().toISOString(),
    };

    const notActive = await t.call('POST', '/api/functions/log-impersonated-action', body, support.cookie);
    expect([notActive.status, notActive.json.message]).toEqual([403, SUPPORT_MSG.noActiveImpersonation]);
    await impersonate(t, support.cookie, target.userId);
    const forged = await t.call(
      'POST',
      '/api/functions/log-impersonated-action',
      { ...body, adminUserId: target.userId },
      support.cookie,
    );
    expect([forged.status, forged.json.message]).toEqual([403, SUPPORT_MSG.auditMismatch]);
    expect(
      (await t.call('POST', '/api/functions/log-impersonated-action', { ...body, action: 'DROP' }, support.cookie))
        .status,
    ).toBe(422);

    const ok = await t.call('POST', '/api/functions/log-impersonated-action', body, support.cookie);
    expect(ok.status).toBe(201);
    const rows = await t.database.db
      .select()
      .from(impersonationActions)
      .where(eq(impersonationActions.impersonatedUserId, target.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      adminUserId: support.userId,
      action: 'UPDATE',
      tableName: 'profiles',
      data: { username: 'x' },
    });
    expect(rows[0]!.impersonationId).not.toBeNull();
  });

  it('PATCH without an impersonation is a conflict', async () => {
    const support = await userWithRole(t, 'tech_support');
    const res = await t.call('PATCH', '/api/support/impersonation', { writeEnabled: true }, support.cookie);
    expect([res.status, res.json.message]).toEqual([409, SUPPORT_MSG.noActiveImpersonation]);
  });
});
