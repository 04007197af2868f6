import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';

/** A newcomer opening http://127.0.0.1:3000 while APP_URL says localhost (the default). */
describe('the app opened on the other loopback name', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ workers: false, env: { NODE_ENV: 'development' } });
  });
  afterAll(() => t.close());

  const post = (path: string, origin: string, body: unknown, cookie?: string) =>
    t.app.request(path, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });

  it('signs up, signs in and signs out from http://127.0.0.1:3000', async () => {
    const origin = 'http://127.0.0.1:3000';
    const signUp = await post('/api/auth/sign-up/email', origin, { email: 'newcomer@acme.io', password: TEST_PASSWORD });
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    const link = new URL((await t.latestMail('newcomer@acme.io'))!.text.match(/https?:\/\/\S+/)![0]);
    await t.app.request(`${link.pathname}${link.search}`);
    // A cookie makes better-auth check the origin too.
    const signIn = await post('/api/auth/sign-in/email', origin, { email: 'newcomer@acme.io', password: TEST_PASSWORD }, 'x=1');
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const cookie = t.cookieFrom(signIn.headers);
    expect((await post('/api/auth/sign-out', origin, {}, cookie)).status).toBe(200);
  });

  it('refuses another address with a message naming APP_URL', async () => {
    const res = await post('/api/auth/sign-up/email', 'http://192.168.1.5:3000', { email: 'lan@acme.io', password: TEST_PASSWORD });
    expect(res.status).toBe(403);
    const body = await res.json();
    expect(body.message).toContain('http://localhost:3000');
    expect(body.message).toContain('APP_URL');
  });
});
