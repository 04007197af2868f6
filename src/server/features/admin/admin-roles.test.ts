import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { userRoles } from '../../db/schema/companies';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { BOOTSTRAP_MESSAGES, bootstrapSuperAdminByEmail, ensureSetupToken } from './super-admin-bootstrap';
import { protect, rolesOf, userWithRole } from './admin-test-helpers';

const exists = async (t: TestApp, userId: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, userId))).length === 1;

describe('platform roles, protected accounts and admin deletion', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('assigning a role the user holds is a 409 with the spec words; an unknown role is refused', async () => {
    const admin = await userWithRole(t, 'ra-admin@acme.io', 'admin');
    const target = await t.signUpVerified('ra-target@acme.io');
    expect(
      (await t.call('POST', `/api/admin/users/${target.userId}/roles`, { role: 'manager' }, admin.cookie)).status,
    ).toBe(201);
    const again = await t.call('POST', `/api/admin/users/${target.userId}/roles`, { role: 'manager' }, admin.cookie);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('User already has the manager role');
    expect(
      (await t.call('POST', `/api/admin/users/${target.userId}/roles`, { role: 'owner' }, admin.cookie)).status,
    ).toBe(422);
    expect(
      (await t.call('POST', `/api/admin/users/${target.userId}/roles`, { role: 'user' }, admin.cookie)).status,
    ).toBe(201);
    expect(await rolesOf(t, target.userId)).toEqual(['manager', 'user']);
  });

  it('removing a role the user lacks is a 404; an unknown user is a 404', async () => {
    const admin = await userWithRole(t, 'rb-admin@acme.io', 'admin');
    const target = await t.signUpVerified('rb-target@acme.io');
    const missing = await t.call('DELETE', `/api/admin/users/${target.userId}/roles/manager`, undefined, admin.cookie);
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('User does not have the manager role');
    const ghost = '00000000-0000-4000-8000-000000000000';
    expect(
      (await t.call('POST', `/api/admin/users/${ghost}/roles`, { role: 'manager' }, admin.cookie)).json.message,
    ).toBe('User not found');
    expect((await t.call('DELETE', `/api/admin/users/${ghost}`, undefined, admin.cookie)).status).toBe(404);
  });

  it('only a super admin grants, removes or deletes a super admin', async () => {
    const admin = await userWithRole(t, 'rc-admin@acme.io', 'admin');
    const superAdmin = await userWithRole(t, 'rc-super@acme.io', 'super_admin');
    const target = await t.signUpVerified('rc-target@acme.io');
    const grant = await t.call(
      'POST',
      `/api/admin/users/${target.userId}/roles`,
      { role: 'super_admin' },
      admin.cookie,
    );
    expect(grant.status).toBe(403);
    expect(grant.json.message).toBe('Only a super admin can grant, remove or delete a super admin.');
    expect(
      (await t.call('POST', `/api/admin/users/${target.userId}/roles`, { role: 'super_admin' }, superAdmin.cookie))
        .status,
    ).toBe(201);
    expect(
      (await t.call('DELETE', `/api/admin/users/${target.userId}/roles/super_admin`, undefined, admin.cookie)).status,
    ).toBe(403);
    expect((await t.call('DELETE', `/api/admin/users/${target.userId}`, undefined, admin.cookie)).status).toBe(403);
    expect(await exists(t, target.userId)).toBe(true);
    expect(
      (await t.call('DELETE', `/api/admin/users/${target.userId}/roles/super_admin`, undefined, superAdmin.cookie))
        .status,
    ).toBe(200);
  });

  it('a protected account cannot be demoted or deleted, but may gain a role', async () => {
    const superAdmin = await userWithRole(t, 'rd-super@acme.io', 'super_admin');
    const target = await userWithRole(t, 'rd-protected@acme.io', 'admin');
    await protect(t, target.userId);
    const demote = await t.call(
      'DELETE',
      `/api/admin/users/${target.userId}/roles/admin`,
      undefined,
      superAdmin.cookie,
    );
    expect(demote.status).toBe(403);
    expect(demote.json.message).toBe('This account is protected and its roles cannot be removed.');
    const del = await t.call('DELETE', `/api/admin/users/${target.userId}`, undefined, superAdmin.cookie);
    expect(del.status).toBe(403);
    expect(del.json.message).toBe('This account is protected and cannot be deleted.');
    expect(await exists(t, target.userId)).toBe(true);
    expect(await rolesOf(t, target.userId)).toEqual(['admin']);
    expect(
      (await t.call('POST', `/api/admin/users/${target.userId}/roles`, { role: 'manager' }, superAdmin.cookie)).status,
    ).toBe(201);
  });

  it('an admin deletes another account (its company goes too) but not their own through this route', async () => {
    const admin = await userWithRole(t, 're-admin@acme.io', 'admin');
    const owner = await t.ownerWithCompany('re-owner@acme.io', 'Doomed Co', 'doomed-co');
    const self = await t.call('DELETE', `/api/admin/users/${admin.userId}`, undefined, admin.cookie);
    expect(self.status).toBe(400);
    expect(self.json.message).toBe('Use Delete Account on your dashboard to delete your own account.');
    expect((await t.call('DELETE', `/api/admin/users/${owner.userId}`, undefined, admin.cookie)).json).toEqual({
      success: true,
    });
    expect(await exists(t, owner.userId)).toBe(false);
    expect((await t.call('GET', '/api/me', undefined, owner.cookie)).json).toBeNull();
  });

  it('the self-service delete-user-account route still takes {userEmail, confirmation}', async () => {
    const user = await t.signUpVerified('rf-self@acme.io');
    const res = await t.call(
      'POST',
      '/api/functions/delete-user-account',
      { userEmail: 'rf-self@acme.io', confirmation: 'DELETE MY ACCOUNT' },
      user.cookie,
    );
    expect(res.json).toEqual({ success: true });
  });
});

describe('make-super-admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const makeMe = (cookie: string, setupToken?: string) =>
    t.call('POST', '/api/functions/make-super-admin', setupToken === undefined ? {} : { setupToken }, cookie);
  const offered = async (cookie: string) =>
    (await t.call('GET', '/api/admin/super-admin-setup', undefined, cookie)).json.available;

  it('needs the one-time setup token from the server log; the first caller with it wins and the offer ends', async () => {
    const first = await t.signUpVerified('first@acme.io');
    const second = await userWithRole(t, 'second@acme.io', 'admin');
    const token = (await ensureSetupToken(t.database.db))!;
    expect(token.length).toBeGreaterThanOrEqual(20);
    expect(await offered(first.cookie)).toBe(true);

    for (const attempt of [undefined, '', 'wrong-token', `${token}x`]) {
      const refused = await makeMe(first.cookie, attempt);
      expect(refused.status).toBe(403);
      expect(refused.json.message).toBe(BOOTSTRAP_MESSAGES.tokenRequired);
    }
    expect(await rolesOf(t, first.userId)).toEqual([]);

    const granted = await makeMe(first.cookie, token);
    expect(granted.status).toBe(200);
    expect(granted.json.message).toBe('You are now a super admin.');
    expect(await rolesOf(t, first.userId)).toEqual(['super_admin']);
    expect(await offered(second.cookie)).toBe(false);
    expect(await ensureSetupToken(t.database.db)).toBeNull();

    const refused = await makeMe(second.cookie, token);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(
      'A super admin already exists. Only an existing super admin can use Make Me Super Admin.',
    );
    expect(await rolesOf(t, second.userId)).toEqual(['admin']);

    const again = await makeMe(first.cookie);
    expect(again.json.message).toBe('You are already a super admin.');
    expect(await t.database.db.select().from(userRoles).where(eq(userRoles.role, 'super_admin'))).toHaveLength(1);
  });

  it('takes no target: a body naming another user changes nothing for them', async () => {
    const other = await t.signUpVerified('other@acme.io');
    const caller = await t.signUpVerified('caller@acme.io');
    const res = await t.call('POST', '/api/functions/make-super-admin', { userId: other.userId }, caller.cookie);
    expect(res.status).toBe(403);
    expect(await rolesOf(t, other.userId)).toEqual([]);
  });
});

describe('BOOTSTRAP_SUPER_ADMIN_EMAIL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BOOTSTRAP_SUPER_ADMIN_EMAIL: 'Boss@Acme.io' } });
  });
  afterAll(() => t.close());

  it('makes that account super admin once its e-mail is verified, and nobody else', async () => {
    const early = await t.signUpVerified('early@acme.io');
    expect(await rolesOf(t, early.userId)).toEqual([]);
    await t.call('POST', '/api/auth/sign-up/email', { email: 'boss@acme.io', password: TEST_PASSWORD });
    const [unverified] = await t.database.db.select().from(users).where(eq(users.email, 'boss@acme.io'));
    expect(await rolesOf(t, unverified!.id)).toEqual([]);
    expect(await bootstrapSuperAdminByEmail(t.database.db, 'boss@acme.io')).toBe(false);
    const link = new URL((await t.latestMail('boss@acme.io'))!.text.match(/https?:\/\/\S+/)![0]);
    await t.app.request(`${link.pathname}${link.search}`, { headers: { origin: t.env.APP_URL } });
    expect(await rolesOf(t, unverified!.id)).toEqual(['super_admin']);
    expect((await t.call('GET', '/api/admin/super-admin-setup', undefined, early.cookie)).json.available).toBe(false);
  });
});
