import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPERSONATION_RESTRICTED } from '#domain/access';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rolesOf, userWithRole } from './admin-test-helpers';

describe('admin and security endpoints during impersonation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a super admin impersonating someone can neither administer, make the target super admin, nor read security data', async () => {
    const boss = await userWithRole(t, 'imp-boss@acme.io', 'super_admin');
    const target = await t.ownerWithCompany('imp-target@acme.io', 'Imp Co', 'imp-co');
    const started = await t.call(
      'POST',
      '/api/support/impersonation/start',
      { targetUserId: target.userId },
      boss.cookie,
    );
    expect(started.status).toBe(201);

    for (const [method, path, body] of [
      ['GET', '/api/admin/users', undefined],
      ['POST', `/api/admin/users/${target.userId}/roles`, { role: 'admin' }],
      ['POST', '/api/functions/sync-user-emails', {}],
      ['POST', '/api/functions/make-super-admin', {}],
      ['GET', '/api/security/overview', undefined],
      ['GET', '/api/security/auth-events', undefined],
    ] as const) {
      const res = await t.call(method, path, body, boss.cookie);
      expect(res.status, `${method} ${path}`).toBe(403);
      // Writes may already be stopped by the global impersonation write guard, with its own words.
      if (method === 'GET') expect(res.json.message).toBe(IMPERSONATION_RESTRICTED);
    }
    expect(await rolesOf(t, target.userId)).toEqual([]);

    await t.call('POST', '/api/support/impersonation/stop', {}, boss.cookie);
    expect((await t.call('GET', '/api/admin/users', undefined, boss.cookie)).status).toBe(200);
  });
});
