import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPERSONATION_RESTRICTED } from '#domain/access';
import { isAdmin, isTechSupport } from '#domain/roles';
import type { AppEnv } from '../context';
import { userRoles } from '../db/schema/companies';
import { impersonationSessions } from '../db/schema/platform';
import { AppError } from '../errors';
import { impersonate, userWithRole } from '../features/support/support.test-support';
import { createTestApp, type TestApp } from '../test/test-app';
import { auditActionFor, auditTableFor } from './impersonation-guard';
import { forbidDuringImpersonation, loadSession, requirePlatformRole } from './middleware';

describe('platform guards while impersonating', () => {
  let t: TestApp;
  let probe: Hono<AppEnv>;
  beforeAll(async () => {
    t = await createTestApp();
    // A small app with the same session loading, to exercise the guards other features use.
    probe = new Hono<AppEnv>()
      .use('*', async (c, next) => {
        c.set('deps', t.deps);
        await next();
      })
      .use('*', loadSession)
      .get('/admin-only', requirePlatformRole(isAdmin, ['admin', 'super_admin']), (c) => c.json({ ok: true }))
      .get('/support-only', requirePlatformRole(isTechSupport, ['tech_support', 'super_admin']), (c) =>
        c.json({ ok: true }),
      )
      .get('/billing', forbidDuringImpersonation, (c) => c.json({ ok: true }));
    probe.onError((error, c) =>
      error instanceof AppError
        ? c.json({ message: error.message }, error.status)
        : c.json({ message: String(error) }, 500),
    );
  });
  afterAll(() => t.close());

  const get = async (path: string, cookie: string) => {
    const res = await probe.request(path, { headers: { cookie } });
    return { status: res.status, json: (await res.json()) as { message?: string } };
  };

  it('checks the real user’s roles and refuses non-tech-support features while impersonating', async () => {
    const boss = await userWithRole(t, 'super_admin');
    const target = await userWithRole(t, 'admin', 'admin-target');
    expect((await get('/admin-only', boss.cookie)).status).toBe(200);
    expect((await get('/billing', boss.cookie)).status).toBe(200);

    await impersonate(t, boss.cookie, target.userId);
    // The target is an admin, but the feature is closed during impersonation.
    expect(await get('/admin-only', boss.cookie)).toEqual({ status: 403, json: { message: IMPERSONATION_RESTRICTED } });
    expect(await get('/billing', boss.cookie)).toEqual({ status: 403, json: { message: IMPERSONATION_RESTRICTED } });
    expect((await get('/support-only', boss.cookie)).status).toBe(200);
    // The target, in their own session, is unaffected.
    expect((await get('/admin-only', target.cookie)).status).toBe(200);
  });

  it('ends an impersonation whose real user lost the tech_support role', async () => {
    const support = await userWithRole(t, 'tech_support');
    const target = await userWithRole(t, 'user', 'revoked-target');
    await impersonate(t, support.cookie, target.userId);
    await t.database.db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, support.userId), eq(userRoles.role, 'tech_support')));
    expect((await t.call('GET', '/api/me', undefined, support.cookie)).json.user.id).toBe(support.userId);
    const [row] = await t.database.db
      .select()
      .from(impersonationSessions)
      .where(eq(impersonationSessions.realUserId, support.userId));
    expect(row!.endedAt).not.toBeNull();
  });

  it('maps routes to audited tables and methods to actions', () => {
    expect(auditTableFor('/api/functions/organization-targeting')).toBe('target_organizations');
    expect(auditTableFor('/api/functions/generate-pitch')).toBe('generated_pitches');
    expect(auditTableFor('/api/functions/account-research')).toBe('account_research');
    expect(auditTableFor('/api/functions/contact-discovery')).toBe('discovered_contacts');
    expect(auditTableFor('/api/configuration')).toBe('analysis_sessions');
    expect(auditTableFor('/api/companies/select')).toBe('profiles');
    expect(auditTableFor('/api/something/else')).toBe('something/else');
    expect(auditActionFor('POST', '/api/demo/sessions')).toBe('INSERT');
    expect(auditActionFor('PUT', '/api/configuration')).toBe('UPDATE');
    expect(auditActionFor('POST', '/api/companies/select')).toBe('UPDATE');
    expect(auditActionFor('DELETE', '/api/outreach/1')).toBe('DELETE');
  });
});
