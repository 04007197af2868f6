import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { userRoles } from '../../db/schema/companies';
import { createTestApp, type TestApp } from '../../test/test-app';
import { actorsByRole, ALLOWED_ROLES, ROLE_CASES, rolesOf, type Actor, type RoleCase } from './admin-test-helpers';

const DENIED = 'Access Restricted: You need one of these roles: admin, super_admin';

describe('admin endpoints with each platform role', () => {
  let t: TestApp;
  let actors: Record<RoleCase, Actor>;
  let serial = 0;
  const target = async (role?: string) => {
    const user = await t.signUpVerified(`target-${serial++}@globex.io`);
    if (role) await t.database.db.insert(userRoles).values({ userId: user.userId, role });
    return user;
  };

  beforeAll(async () => {
    t = await createTestApp();
    t.deps.readSite = async (url) => ({
      rootUrl: url,
      pages: [
        {
          url,
          title: 'Globex | Home',
          text: 'Globex is a logistics platform.',
          html: '<meta property="og:site_name" content="Globex">',
          fetchedAt: new Date().toISOString(),
        },
      ],
    });
    actors = await actorsByRole(t, 'matrix');
  });
  afterAll(() => t.close());

  describe.each(ROLE_CASES)('as %s', (role) => {
    const allowed = ALLOWED_ROLES.includes(role);
    const expectDenied = (res: { status: number; json: any }) => {
      expect(res.status).toBe(403);
      expect(res.json.message).toBe(DENIED);
    };

    it(`GET /api/admin/users ${allowed ? 'lists users' : 'is refused'}`, async () => {
      const res = await t.call('GET', '/api/admin/users', undefined, actors[role].cookie);
      if (!allowed) return expectDenied(res);
      expect(res.status).toBe(200);
      expect(res.json.users.map((u: { email: string }) => u.email)).toContain(actors[role].email);
    });

    it(`POST /api/admin/users/:id/roles ${allowed ? 'assigns' : 'is refused'}`, async () => {
      const user = await target();
      const res = await t.call(
        'POST',
        `/api/admin/users/${user.userId}/roles`,
        { role: 'manager' },
        actors[role].cookie,
      );
      if (!allowed) {
        expectDenied(res);
        return expect(await rolesOf(t, user.userId)).toEqual([]);
      }
      expect(res.status).toBe(201);
      expect(res.json.message).toBe('Role manager assigned successfully');
      expect(await rolesOf(t, user.userId)).toEqual(['manager']);
    });

    it(`DELETE /api/admin/users/:id/roles/:role ${allowed ? 'removes' : 'is refused'}`, async () => {
      const user = await target('tech_support');
      const res = await t.call(
        'DELETE',
        `/api/admin/users/${user.userId}/roles/tech_support`,
        undefined,
        actors[role].cookie,
      );
      if (!allowed) {
        expectDenied(res);
        return expect(await rolesOf(t, user.userId)).toEqual(['tech_support']);
      }
      expect(res.status).toBe(200);
      expect(res.json.message).toBe('Role tech_support removed successfully');
      expect(await rolesOf(t, user.userId)).toEqual([]);
    });

    it(`DELETE /api/admin/users/:id ${allowed ? 'deletes the account' : 'is refused'}`, async () => {
      const user = await target();
      const res = await t.call('DELETE', `/api/admin/users/${user.userId}`, undefined, actors[role].cookie);
      const left = await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, user.userId));
      if (!allowed) {
        expectDenied(res);
        return expect(left).toHaveLength(1);
      }
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ success: true });
      expect(left).toEqual([]);
    });

    it(`POST /api/functions/get-users-verification-status ${allowed ? 'answers' : 'is refused'}`, async () => {
      const res = await t.call('POST', '/api/functions/get-users-verification-status', {}, actors[role].cookie);
      if (!allowed) return expectDenied(res);
      expect(res.status).toBe(200);
      expect(res.json.success).toBe(true);
      expect(res.json.data).toContainEqual(
        expect.objectContaining({ user_id: actors[role].userId, email_verified: true }),
      );
    });

    it(`POST /api/functions/sync-user-emails ${allowed ? 'answers' : 'is refused'}`, async () => {
      const res = await t.call('POST', '/api/functions/sync-user-emails', {}, actors[role].cookie);
      if (!allowed) return expectDenied(res);
      expect(res.status).toBe(200);
      expect(typeof res.json.message).toBe('string');
    });

    it(`POST /api/functions/extract-company-info ${allowed ? 'answers' : 'is refused'}`, async () => {
      const user = await target();
      const res = await t.call(
        'POST',
        '/api/functions/extract-company-info',
        { userId: user.userId, email: user.email },
        actors[role].cookie,
      );
      if (!allowed) return expectDenied(res);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ success: true, companyName: 'Globex', message: 'Company name set to Globex.' });
    });
  });

  it('every admin endpoint needs a session', async () => {
    const id = actors.user.userId;
    for (const [method, path] of [
      ['GET', '/api/admin/users'],
      ['POST', `/api/admin/users/${id}/roles`],
      ['DELETE', `/api/admin/users/${id}/roles/manager`],
      ['DELETE', `/api/admin/users/${id}`],
      ['POST', '/api/functions/get-users-verification-status'],
      ['POST', '/api/functions/sync-user-emails'],
      ['POST', '/api/functions/extract-company-info'],
      ['POST', '/api/functions/make-super-admin'],
    ] as const) {
      expect((await t.call(method, path, method === 'GET' ? undefined : {})).status, `${method} ${path}`).toBe(401);
    }
  });
});
