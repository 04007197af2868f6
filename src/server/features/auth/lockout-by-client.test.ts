import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#domain/messages';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

/** A clock the test moves by hand; the limiter and the audit rows both read it. */
const manualClock = (start: Date) => {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
};

describe('sign-in lockout per e-mail and client', () => {
  const clock = manualClock(new Date());
  let t: TestApp;
  beforeAll(async () => {
    // One trusted proxy: the client is the address it puts in X-Forwarded-For.
    t = await createTestApp({ clock, env: { TRUST_PROXY_HOPS: '1' } });
  });
  afterAll(() => t.close());

  const post = async (path: string, body: unknown, client: string) => {
    const response = await t.app.request(path, {
      method: 'POST',
      headers: { origin: t.env.APP_URL, 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json().catch(() => null)) as any, response };
  };
  const signIn = (email: string, password: string, client: string) =>
    post('/api/auth/sign-in/email', { email, password }, client);

  /** Wrong passwords from one client, waiting out each announced delay, until that client is locked. */
  const strangerFails = async (email: string, client: string, times: number) => {
    let last = 0;
    for (let i = 0; i < times; i++) {
      const answer = await signIn(email, 'Wrong-Password-1', client);
      last = answer.status;
      clock.advance(3_000);
    }
    return last;
  };

  it("a stranger's 8 + 8 failures from one client lock that client, not the owner on another", async () => {
    const email = 'owner-one@acme.io';
    await t.signUpVerified(email);
    expect(await strangerFails(email, '203.0.113.7', 8)).toBe(429);
    const refused = await signIn(email, TEST_PASSWORD, '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(/^Account locked until /);
    clock.advance(16 * 60_000);
    expect(await strangerFails(email, '203.0.113.7', 8)).toBe(429);
    // A forged X-Forwarded-For entry to the left of the trusted hop changes nothing: still the same client.
    expect((await signIn(email, TEST_PASSWORD, '198.51.100.1, 203.0.113.7')).status).toBe(429);
    expect((await signIn(email, TEST_PASSWORD, '198.51.100.20')).status).toBe(200);
  });

  it('locks the account for every client once failures come from three clients', async () => {
    const email = 'owner-two@acme.io';
    await t.signUpVerified(email);
    for (const client of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) await strangerFails(email, client, 2);
    const locked = await signIn(email, TEST_PASSWORD, '192.0.2.99');
    expect(locked.status).toBe(429);
    expect(locked.json.message).toMatch(/^Account locked until /);
    const check = await post(
      '/api/functions/check-auth-rate-limit',
      { identifier: email, identifierType: 'email', operationType: 'auth' },
      '192.0.2.100',
    );
    expect(check.json.is_rate_limited).toBe(true);
  });

  it('lets the owner in during a lock with a one-time link, which works once only', async () => {
    const email = 'owner-three@acme.io';
    await t.signUpVerified(email);
    for (const client of ['192.0.2.11', '192.0.2.12', '192.0.2.13']) await strangerFails(email, client, 2);
    expect((await signIn(email, TEST_PASSWORD, '192.0.2.14')).status).toBe(429);

    const asked = await post('/api/auth/sign-in/magic-link', { email }, '192.0.2.14');
    expect(asked.status).toBe(200);
    expect(asked.json.message).toBe(MSG.signInLinkSent);
    const mail = await t.latestMail(email);
    expect(mail?.subject).toBe('Your Scoutline sign-in link');
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);

    const open = () => t.app.request(`${link.pathname}${link.search}`, { headers: { origin: t.env.APP_URL } });
    const first = await open();
    const cookie = t.cookieFrom(first.headers);
    expect(cookie).not.toBe('');
    const me = await t.call('GET', '/api/me', undefined, cookie);
    expect(me.json.user.email).toBe(email);

    const second = await open();
    expect(t.cookieFrom(second.headers)).toBe('');
    expect(second.headers.get('location')).toContain('error=');
  });

  it('rate-limits sign-in links per address and answers the same for an unknown one', async () => {
    const email = 'owner-four@acme.io';
    await t.signUpVerified(email);
    expect((await post('/api/auth/sign-in/magic-link', { email }, '192.0.2.21')).status).toBe(200);
    const again = await post('/api/auth/sign-in/magic-link', { email }, '192.0.2.22');
    expect(again.status).toBe(429);
    expect(again.json.message).toMatch(/^Too many attempts\. Please wait \d+ seconds\.$/);
    clock.advance(61_000);
    expect((await post('/api/auth/sign-in/magic-link', { email }, '192.0.2.21')).status).toBe(200);

    const unknown = await post('/api/auth/sign-in/magic-link', { email: 'nobody@acme.io' }, '192.0.2.21');
    expect(unknown.status).toBe(200);
    expect(unknown.json.message).toBe(MSG.signInLinkSent);
    expect(await t.latestMail('nobody@acme.io')).toBeNull();
    expect((await post('/api/auth/sign-in/magic-link', { email: 'not an address' }, '192.0.2.21')).status).toBe(422);
  });
});
