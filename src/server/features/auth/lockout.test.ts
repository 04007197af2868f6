import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#domain/messages';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

/** A clock the test moves by hand; the limiter and the audit rows both read it. */
const manualClock = (start: Date) => {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
};

describe('sign-in lockout', () => {
  const clock = manualClock(new Date());
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string) => t.call('POST', '/api/auth/sign-in/email', { email, password });
  const check = (email: string) =>
    t.call('POST', '/api/functions/check-auth-rate-limit', { identifier: email, identifierType: 'email', operationType: 'auth' });

  it('enforces the 1 s and 2 s delays after the 3rd and 4th failures on the server, without counting early attempts', async () => {
    const email = 'gina@acme.io';
    await t.signUpVerified(email);
    for (let i = 0; i < 3; i++) expect((await signIn(email, 'Wrong-Password-1')).status).toBe(401);
    const early = await signIn(email, TEST_PASSWORD);
    expect(early.status).toBe(429);
    expect(early.json.message).toBe(MSG.tooManyAttempts(1));
    clock.advance(1_000);
    expect((await signIn(email, 'Wrong-Password-1')).status).toBe(401);
    clock.advance(1_500);
    const stillEarly = await signIn(email, 'Wrong-Password-1');
    expect(stillEarly.status).toBe(429);
    expect(stillEarly.json.message).toBe(MSG.tooManyAttempts(1));
    expect((await check(email)).json).toMatchObject({ is_rate_limited: false, delay_seconds: 2 });
    clock.advance(500);
    expect((await signIn(email, TEST_PASSWORD)).status).toBe(200);
  });

  it('ends a lock at the time it announced; attempts during the lock neither count nor push it forward', async () => {
    const email = 'hank@acme.io';
    await t.signUpVerified(email);
    for (let i = 0; i < 5; i++) {
      expect((await signIn(email, 'Wrong-Password-1')).status).toBe(401);
      clock.advance(3_000);
    }
    const announced = (await check(email)).json.locked_until_timestamp as string;
    expect(new Date(announced).getTime()).toBeGreaterThan(clock.now().getTime());
    for (let i = 0; i < 10; i++) {
      clock.advance(60_000);
      const refused = await signIn(email, i % 2 ? TEST_PASSWORD : 'Wrong-Password-1');
      expect(refused.status).toBe(429);
      expect(refused.json.message).toMatch(/^Account locked until /);
      expect((await check(email)).json.locked_until_timestamp).toBe(announced);
    }
    clock.advance(new Date(announced).getTime() - clock.now().getTime() + 1);
    expect((await check(email)).json.is_rate_limited).toBe(false);
    expect((await signIn(email, TEST_PASSWORD)).status).toBe(200);
  });
});
