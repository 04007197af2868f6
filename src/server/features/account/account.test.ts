import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '#domain/messages';
import { users } from '../../db/schema/auth';
import { companies, companyMemberships } from '../../db/schema/companies';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { memberOf } from '../../test/join-company';

describe('delete-user-account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a wrong e-mail or phrase and deletes nothing', async () => {
    const owner = await t.ownerWithCompany('tina@acme.io', 'Tina Co', 'tina-co');
    const wrongEmail = await t.call(
      'POST',
      '/api/functions/delete-user-account',
      { userEmail: 'other@acme.io', confirmation: 'DELETE MY ACCOUNT' },
      owner.cookie,
    );
    expect(wrongEmail.status).toBe(400);
    expect(wrongEmail.json.message).toBe(MSG.deleteUnidentified);
    const wrongPhrase = await t.call(
      'POST',
      '/api/functions/delete-user-account',
      { userEmail: 'tina@acme.io', confirmation: 'delete my account' },
      owner.cookie,
    );
    expect(wrongPhrase.status).toBe(400);
    expect(await t.database.db.select().from(users).where(eq(users.id, owner.userId))).toHaveLength(1);
  });

  it('deletes the user, their sole-member company and their sessions', async () => {
    const owner = await t.ownerWithCompany('uma@acme.io', 'Uma Co', 'uma-co');
    const res = await t.call(
      'POST',
      '/api/functions/delete-user-account',
      { userEmail: 'UMA@acme.io', confirmation: 'DELETE MY ACCOUNT' },
      owner.cookie,
    );
    expect(res.status).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.id, owner.userId))).toEqual([]);
    expect(await t.database.db.select().from(companies).where(eq(companies.id, owner.companyId))).toEqual([]);
    expect((await t.call('GET', '/api/me', undefined, owner.cookie)).json).toBeNull();
    const signIn = await t.call('POST', '/api/auth/sign-in/email', { email: 'uma@acme.io', password: TEST_PASSWORD });
    expect(signIn.status).toBe(401);
  });

  it('keeps a shared company and hands ownership to the next member', async () => {
    const owner = await t.ownerWithCompany('vera@acme.io', 'Shared Co', 'shared-co');
    const member = await memberOf(t, 'walt@acme.io', owner.companyId, 'member');
    await t.call(
      'POST',
      '/api/functions/delete-user-account',
      { userEmail: 'vera@acme.io', confirmation: 'DELETE MY ACCOUNT' },
      owner.cookie,
    );
    const remaining = await t.database.db
      .select()
      .from(companyMemberships)
      .where(eq(companyMemberships.companyId, owner.companyId));
    expect(remaining).toEqual([expect.objectContaining({ userId: member.userId, role: 'owner' })]);
  });

  it('requires a session', async () => {
    expect(
      (
        await t.call('POST', '/api/functions/delete-user-account', {
          userEmail: 'x@acme.io',
          confirmation: 'DELETE MY ACCOUNT',
        })
      ).status,
    ).toBe(401);
  });
});
