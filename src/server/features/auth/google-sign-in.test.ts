import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, WORK_EMAIL_REQUIRED } from '#domain/messages';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

const CLIENT_ID = 'scoutline-test.apps.googleusercontent.com';

describe('Google sign-in', () => {
  let google: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    google = await createTestApp({ env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: 'test-secret' } });
    plain = await createTestApp();
  });
  afterAll(async () => {
    await google.close();
    await plain.close();
  });

  it('when configured, starts the OAuth flow at Google with our client id, callback and a state', async () => {
    expect((await google.call('GET', '/api/config')).json).toEqual({ googleEnabled: true, mailConfigured: false });
    const started = await google.call('POST', '/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/company-onboarding',
      errorCallbackURL: '/auth',
    });
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    expect(started.json.redirect).toBe(true);
    const url = new URL(started.json.url);
    expect(url.origin).toBe('https://accounts.google.com');
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(`${google.env.APP_URL}/api/auth/callback/google`);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toMatch(/email/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(started.headers.get('set-cookie')).toBeTruthy();
  });

  it('refuses a callback URL on another site', async () => {
    const hijack = await google.call(
      'POST',
      '/api/auth/sign-in/social',
      { provider: 'google', callbackURL: 'https://evil.example.com/steal' },
      'sidebar_state=true',
    );
    expect(hijack.status).toBe(403);
  });

  it('when not configured, says so and offers no provider', async () => {
    expect((await plain.call('GET', '/api/config')).json).toEqual({ googleEnabled: false, mailConfigured: false });
    const started = await plain.call('POST', '/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/company-onboarding',
    });
    expect(started.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(started.json)).not.toContain('accounts.google.com');
  });

  it('applies the work e-mail rule to every new account, whichever way it is created', async () => {
    await expect(
      (await google.deps.auth()).api.signUpEmail({
        body: { email: 'someone@gmail.com', password: TEST_PASSWORD, name: 'Someone' },
      }),
    ).rejects.toMatchObject({ body: { code: WORK_EMAIL_REQUIRED, message: MSG.workEmailRequired } });
    const work = await (
      await google.deps.auth()
    ).api.signUpEmail({ body: { email: 'someone@acme-google.io', password: TEST_PASSWORD, name: 'Someone' } });
    expect(work.user.email).toBe('someone@acme-google.io');
  });
});
