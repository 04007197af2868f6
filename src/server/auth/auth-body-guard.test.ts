import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_BODY_NOT_OBJECT } from '#domain/better-auth-bodies';
import { sessions, users } from '../db/schema/auth';
import { SESSION_NOT_FOUND } from '../features/auth/revoke-session';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';

describe("better-auth's routes, validated at the edge", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ workers: false });
  });
  afterAll(() => t.close());

  const send = (path: string, body: string, cookie?: string) =>
    t.app.request(path, {
      method: 'POST',
      headers: { origin: t.env.APP_URL, 'content-type': 'application/json', ...(cookie && { cookie }) },
      body,
    });

  it('update-user with a null name is a 422 that says so and changes nothing', async () => {
    const user = await t.signUpVerified('named@edge-auth.io');
    const before = await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, user.userId));
    const res = await t.call('POST', '/api/auth/update-user', { name: null }, user.cookie);
    expect([res.status, res.json.message]).toEqual([422, 'Name must be text.']);
    for (const [body, message] of [
      [{ name: '' }, 'Name cannot be empty.'],
      [{ name: 'x'.repeat(5000) }, 'Name is too long.'],
      [{ emailVerified: true }, 'emailVerified cannot be changed here.'],
    ] as const) {
      const refused = await t.call('POST', '/api/auth/update-user', body, user.cookie);
      expect([refused.status, refused.json.message], JSON.stringify(body).slice(0, 40)).toEqual([422, message]);
    }
    const after = await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, user.userId));
    expect(after).toEqual(before);
    const renamed = await t.call('POST', '/api/auth/update-user', { name: 'Ada' }, user.cookie);
    expect(renamed.status).toBe(200);
  });

  it('answers 422, never 5xx, for wrong types and non-object bodies on every better-auth JSON route', async () => {
    const user = await t.signUpVerified('typed@edge-auth.io');
    const paths = [
      'update-user',
      'change-password',
      'change-email',
      'reset-password',
      'request-password-reset',
      'revoke-session',
      'unlink-account',
      'sign-in/social',
      'verify-password',
      'delete-user',
      'get-access-token',
    ];
    for (const path of paths) {
      for (const body of [
        'null',
        '[]',
        '"x"',
        '7',
        '{"password":{"a":1},"token":[],"newPassword":null,"email":1,"newEmail":null,"provider":null,"providerId":false,"name":{}}',
      ]) {
        const res = await send(`/api/auth/${path}`, body, user.cookie);
        expect(res.status, `${path} ${body}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${path} ${body}`).toBeLessThan(500);
      }
      if (path === 'revoke-session') continue; // validated by its own route (features/auth/revoke-session.ts)
      const array = await send(`/api/auth/${path}`, '[]', user.cookie);
      expect((await array.json()).message).toBe(AUTH_BODY_NOT_OBJECT);
    }
  });

  it("revoke-session with another user's token answers 404 and leaves that session alone", async () => {
    const alice = await t.signUpVerified('alice@edge-auth.io');
    const bob = await t.signUpVerified('bob@edge-auth.io');
    const [bobSession] = await t.database.db.select().from(sessions).where(eq(sessions.userId, bob.userId));
    const res = await t.call('POST', '/api/auth/revoke-session', { token: bobSession!.token }, alice.cookie);
    expect([res.status, res.json.message]).toEqual([404, SESSION_NOT_FOUND]);
    const unknown = await t.call('POST', '/api/auth/revoke-session', { token: 'no-such-token' }, alice.cookie);
    expect(unknown.status).toBe(404);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, bobSession!.id))).toHaveLength(1);
    expect((await t.call('GET', '/api/me', undefined, bob.cookie)).status).toBe(200);

    // Their own other session: revoked.
    const second = await t.call('POST', '/api/auth/sign-in/email', {
      email: 'alice@edge-auth.io',
      password: TEST_PASSWORD,
    });
    expect(second.status).toBe(200);
    const mine = await t.database.db.select().from(sessions).where(eq(sessions.userId, alice.userId));
    expect(mine.length).toBe(2);
    const other = mine.find((s) => !alice.cookie.includes(s.token))!;
    const own = await t.call('POST', '/api/auth/revoke-session', { token: other.token }, alice.cookie);
    expect(own.status).toBe(200);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, other.id))).toHaveLength(0);
  });
});
