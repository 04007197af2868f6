import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '#domain/messages';
import { authAuditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/auth';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

describe('auth API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs up with a trimmed, lowercased work e-mail, keeps the website as metadata, and mails a verification link', async () => {
    const res = await t.call('POST', '/api/auth/sign-up/email', {
      email: '  Ada@Acme.io ',
      password: TEST_PASSWORD,
      signupCompanyUrl: 'https://acme.io',
    });
    expect(res.status).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'ada@acme.io'));
    expect(user?.signupCompanyUrl).toBe('https://acme.io');
    expect(user?.onboardingCompleted).toBe(false);
    const mail = await t.latestMail('ada@acme.io');
    expect(mail?.text).toMatch(/verify-email\?token=.+callbackURL=%2Fcompany-onboarding/);
  });

  it('refuses free e-mail providers and weak passwords, creating nothing', async () => {
    const free = await t.call('POST', '/api/auth/sign-up/email', { email: 'bob@gmail.com', password: TEST_PASSWORD });
    expect(free.status).toBe(422);
    expect(free.json.message).toBe(MSG.workEmailRequired);
    const weak = await t.call('POST', '/api/auth/sign-up/email', { email: 'bob@acme.io', password: 'short' });
    expect(weak.status).toBe(422);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'bob@acme.io'))).toEqual([]);
  });

  it('reports whether an e-mail exists and refuses a second sign-up', async () => {
    expect((await t.call('POST', '/api/functions/check-email-exists', { email: 'ADA@acme.io' })).json.exists).toBe(
      true,
    );
    expect((await t.call('POST', '/api/functions/check-email-exists', { email: 'nobody@acme.io' })).json.exists).toBe(
      false,
    );
    const again = await t.call('POST', '/api/auth/sign-up/email', { email: 'ada@acme.io', password: TEST_PASSWORD });
    expect(again.status).toBe(409);
    expect(again.json.message).toContain('already registered');
  });

  it('maps wrong credentials to the spec message and audits every attempt', async () => {
    await t.signUpVerified('carol@acme.io');
    const res = await t.call('POST', '/api/auth/sign-in/email', {
      email: 'carol@acme.io',
      password: 'Wrong-Password-1',
    });
    expect(res.status).toBe(401);
    expect(res.json.message).toBe(MSG.invalidCredentials);
    const ok = await t.call('POST', '/api/auth/sign-in/email', { email: ' Carol@ACME.io', password: TEST_PASSWORD });
    expect(ok.status).toBe(200);
    const audit = await t.database.db.select().from(authAuditLog).where(eq(authAuditLog.identifier, 'carol@acme.io'));
    expect(audit.map((a) => a.success).sort()).toEqual([false, true, true].sort());
  });

  it('asks for a growing delay after three failures', async () => {
    await t.signUpVerified('erin@acme.io');
    for (let i = 0; i < 3; i++)
      await t.call('POST', '/api/auth/sign-in/email', { email: 'erin@acme.io', password: 'Wrong-Password-1' });
    const check = await t.call('POST', '/api/functions/check-auth-rate-limit', {
      identifier: 'erin@acme.io',
      operationType: 'auth',
    });
    expect(check.json).toMatchObject({ is_rate_limited: false, delay_seconds: 1 });
  });

  it('rejects bad input with 422', async () => {
    expect((await t.call('POST', '/api/functions/check-email-exists', { email: 'not-an-email' })).status).toBe(422);
    expect(
      (await t.call('POST', '/api/functions/check-auth-rate-limit', { identifier: 'x@acme.io', operationType: 'nope' }))
        .status,
    ).toBe(422);
  });

  it('an unverified user cannot sign in', async () => {
    await t.call('POST', '/api/auth/sign-up/email', { email: 'frank@acme.io', password: TEST_PASSWORD });
    const res = await t.call('POST', '/api/auth/sign-in/email', { email: 'frank@acme.io', password: TEST_PASSWORD });
    expect(res.status).toBe(403);
  });
});
