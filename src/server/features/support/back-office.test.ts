import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPERSONATION_RESTRICTED, SUPPORT_MSG } from '#domain/access';
import { impersonate, ROLES, userWithRole, type TestRole } from './support.test-support';
import { createTestApp, type TestApp } from '../../test/test-app';

const TECH_DENIED = 'Access Restricted: You need one of these roles: tech_support, super_admin';

describe('back office endpoints by role', () => {
  let t: TestApp;
  let staff: Record<TestRole, { cookie: string; userId: string; companyId: string }>;
  let target: { userId: string; companyId: string; cookie: string };

  beforeAll(async () => {
    t = await createTestApp();
    staff = {} as typeof staff;
    for (const role of ROLES) staff[role] = await userWithRole(t, role);
    target = await userWithRole(t, 'user', 'looked-up');
  });
  afterAll(() => t.close());

  const reads = () => [
    '/api/support/stats',
    '/api/support/users?q=looked',
    `/api/support/users/${target.userId}`,
    '/api/support/health',
  ];

  it('tech support reads answer 200 for tech_support and super_admin, the access message for the rest', async () => {
    for (const role of ROLES) {
      for (const path of reads()) {
        const res = await t.call('GET', path, undefined, staff[role].cookie);
        if (role === 'tech_support' || role === 'super_admin') expect(res.status, `${role} ${path}`).toBe(200);
        else expect([res.status, res.json.message], `${role} ${path}`).toEqual([403, TECH_DENIED]);
      }
    }
  });

  it('subscriptions answer only a super admin; everyone else gets the spec message', async () => {
    for (const role of ROLES) {
      const list = await t.call('GET', '/api/support/companies', undefined, staff[role].cookie);
      const change = await t.call(
        'PATCH',
        `/api/support/companies/${target.companyId}/plan`,
        { planType: 'trial' },
        staff[role].cookie,
      );
      if (role === 'super_admin') {
        expect([list.status, change.status], role).toEqual([200, 200]);
      } else {
        expect([list.status, list.json.message], role).toEqual([403, SUPPORT_MSG.superAdminRequired]);
        expect([change.status, change.json.message], role).toEqual([403, SUPPORT_MSG.superAdminRequired]);
      }
    }
  });

  for (const writeEnabled of [false, true]) {
    it(`while impersonating with write actions ${writeEnabled ? 'on' : 'off'}: back office open, subscriptions restricted`, async () => {
      for (const role of ['tech_support', 'super_admin'] as const) {
        const { cookie } = staff[role];
        await impersonate(t, cookie, target.userId, writeEnabled);
        for (const path of reads())
          expect((await t.call('GET', path, undefined, cookie)).status, `${role} ${path}`).toBe(200);
        const list = await t.call('GET', '/api/support/companies', undefined, cookie);
        expect([list.status, list.json.message]).toEqual([403, IMPERSONATION_RESTRICTED]);
        const change = await t.call(
          'PATCH',
          `/api/support/companies/${target.companyId}/plan`,
          { planType: 'starter' },
          cookie,
        );
        expect([change.status, change.json.message]).toEqual([
          403,
          writeEnabled ? IMPERSONATION_RESTRICTED : SUPPORT_MSG.writesDisabled,
        ]);
        await t.call('POST', '/api/support/impersonation/stop', {}, cookie);
      }
    });
  }

  it('answers 401 without a session', async () => {
    for (const path of [...reads(), '/api/support/companies'])
      expect((await t.call('GET', path)).status, path).toBe(401);
  });

  it('answers who acts with null to a visitor without a session, as /api/me does', async () => {
    const state = await t.call('GET', '/api/support/impersonation');
    expect([state.status, state.json]).toEqual([200, null]);
    expect((await t.call('POST', '/api/support/impersonation/start', { targetUserId: 'x' })).status).toBe(401);
  });
});
