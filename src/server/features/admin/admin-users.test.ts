import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { profiles } from '../../db/schema/companies';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { protect, userWithRole, type Actor } from './admin-test-helpers';

const page = (url: string, html: string, title = '') => ({
  rootUrl: url,
  pages: [{ url, title, text: '', html, fetchedAt: new Date().toISOString() }],
});

describe('user list, verification status, e-mail sync and company extraction', () => {
  let t: TestApp;
  let admin: Actor;
  const read: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    admin = await userWithRole(t, 'ua-admin@acme.io', 'admin');
    t.deps.readSite = async (url) => {
      read.push(url);
      if (url.includes('unreachable')) throw new Error('ECONNREFUSED');
      if (url.includes('nameless')) return page(url, '<p>hello</p>');
      return page(url, '<meta property="og:site_name" content="Initech">', 'Initech - Home');
    };
  });
  afterAll(() => t.close());

  it('lists users with verification, last sign-in, roles, companies and the protected flag', async () => {
    const owner = await t.ownerWithCompany('ua-owner@initech.io', 'Initech Ltd', 'initech-ltd');
    await protect(t, owner.userId);
    await t.call('POST', '/api/auth/sign-up/email', { email: 'ua-pending@acme.io', password: TEST_PASSWORD });
    const res = await t.call('GET', '/api/admin/users', undefined, admin.cookie);
    const byEmail = new Map<string, any>(res.json.users.map((u: { email: string }) => [u.email, u]));
    expect(byEmail.get('ua-owner@initech.io')).toMatchObject({
      id: owner.userId,
      emailVerified: true,
      isProtected: true,
      roles: [],
      companies: [{ id: owner.companyId, name: 'Initech Ltd', role: 'owner' }],
      username: 'ua-owner',
    });
    expect(new Date(byEmail.get('ua-owner@initech.io').lastSignInAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(byEmail.get('ua-pending@acme.io')).toMatchObject({
      emailVerified: false,
      lastSignInAt: null,
      companies: [],
    });
    expect(byEmail.get('ua-admin@acme.io').roles).toEqual(['admin']);
    // Newest first.
    expect(res.json.users[0].email).toBe('ua-pending@acme.io');
  });

  it('get-users-verification-status has the spec shape', async () => {
    const res = await t.call('POST', '/api/functions/get-users-verification-status', {}, admin.cookie);
    const pending = res.json.data.find(
      (d: { user_id: string; email_verified: boolean }) => d.user_id !== admin.userId && !d.email_verified,
    );
    expect(pending).toEqual({
      user_id: expect.any(String),
      email_verified: false,
      email_confirmed_at: null,
      last_sign_in_at: null,
    });
    const self = res.json.data.find((d: { user_id: string }) => d.user_id === admin.userId);
    expect(self).toEqual({
      user_id: admin.userId,
      email_verified: true,
      email_confirmed_at: expect.any(String),
      last_sign_in_at: expect.any(String),
    });
  });

  it('sync-user-emails copies users.email into profiles where they differ and reports the count', async () => {
    const a = await t.signUpVerified('ua-sync-a@acme.io');
    const b = await t.signUpVerified('ua-sync-b@acme.io');
    for (const u of [a, b])
      await t.database.db.update(profiles).set({ email: 'stale@old.io' }).where(eq(profiles.userId, u.userId));
    const first = await t.call('POST', '/api/functions/sync-user-emails', {}, admin.cookie);
    expect(first.json).toEqual({ success: true, count: 2, message: 'Synced 2 user emails' });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, a.userId));
    expect(profile!.email).toBe('ua-sync-a@acme.io');
    const second = await t.call('POST', '/api/functions/sync-user-emails', {}, admin.cookie);
    expect(second.json).toEqual({ success: true, count: 0, message: 'All user emails are already in sync' });
  });

  it('extract-company-info reads https://<domain> and stores the name on the profile', async () => {
    const user = await t.signUpVerified('ua-extract@initech.io');
    const res = await t.call(
      'POST',
      '/api/functions/extract-company-info',
      { userId: user.userId, email: user.email },
      admin.cookie,
    );
    expect(res.json).toEqual({ success: true, companyName: 'Initech', message: 'Company name set to Initech.' });
    expect(read.at(-1)).toBe('https://initech.io');
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, user.userId));
    expect(profile!.companyName).toBe('Initech');
  });

  it('extract-company-info refuses free providers and users with a company, and reports unreadable or nameless sites', async () => {
    const [gmail] = await t.database.db
      .insert(users)
      .values({ name: 'g', email: 'someone@gmail.com', emailVerified: true })
      .returning();
    const before = read.length;
    const free = await t.call(
      'POST',
      '/api/functions/extract-company-info',
      { userId: gmail!.id, email: gmail!.email },
      admin.cookie,
    );
    expect(free.status).toBe(400);
    expect(free.json.message).toBe('Company extraction is not available for free email providers.');
    expect(read.length).toBe(before);

    const owner = await t.ownerWithCompany('ua-has@initech.io', 'Has Co', 'has-co');
    const has = await t.call(
      'POST',
      '/api/functions/extract-company-info',
      { userId: owner.userId, email: owner.email },
      admin.cookie,
    );
    expect(has.status).toBe(409);

    const down = await t.signUpVerified('ua-x@unreachable.io');
    expect(
      (await t.call('POST', '/api/functions/extract-company-info', { userId: down.userId }, admin.cookie)).json,
    ).toEqual({
      success: false,
      companyName: null,
      message: 'Could not read https://unreachable.io.',
    });
    const bare = await t.signUpVerified('ua-x@nameless.io');
    const nameless = await t.call('POST', '/api/functions/extract-company-info', { userId: bare.userId }, admin.cookie);
    // The domain itself still names the brand when the page says nothing else.
    expect(nameless.json.success).toBe(true);
    expect(nameless.json.companyName).toBe('Nameless');
    expect((await t.call('POST', '/api/functions/extract-company-info', { userId: 'nope' }, admin.cookie)).status).toBe(
      422,
    );
  });
});
