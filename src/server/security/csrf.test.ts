import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';
import { companies } from '../db/schema/companies';
import { UNSUPPORTED_MEDIA_MESSAGE } from './csrf';

describe('CSRF guard', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ workers: false });
    cookie = (await t.signUpVerified('csrf@acme.io')).cookie;
  });
  afterAll(() => t.close());

  const createCompany = (
    headers: Record<string, string>,
    body: string = JSON.stringify({ name: 'Forged', slug: 'forged' }),
  ) =>
    t.app.request('/api/companies', {
      method: 'POST',
      headers: { cookie, ...headers },
      body,
    });
  const json = { 'content-type': 'application/json' };

  it('refuses a write from a foreign Origin, naming APP_URL and how to set it', async () => {
    const res = await createCompany({
      ...json,
      origin: 'https://evil.example.com',
    });
    expect(res.status).toBe(403);
    const body = await res.json();
    expect(body.code).toBe('INVALID_ORIGIN');
    expect(body.message).toContain('https://evil.example.com');
    expect(body.message).toContain('http://localhost:3000');
    expect(body.message).toContain('APP_URL');
    expect(await t.database.db.select().from(companies).where(eq(companies.slug, 'forged'))).toEqual([]);
  });

  it('refuses a write with no Origin unless Sec-Fetch-Site or the Referer proves it is same-origin', async () => {
    expect((await createCompany(json)).status).toBe(403);
    expect((await createCompany({ ...json, origin: 'null' })).status).toBe(403);
    expect((await createCompany({ ...json, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect(
      (
        await createCompany({
          ...json,
          referer: 'https://evil.example.com/page',
        })
      ).status,
    ).toBe(403);
    const bySecFetch = await createCompany(
      { ...json, 'sec-fetch-site': 'same-origin' },
      JSON.stringify({ name: 'A', slug: 'a-co' }),
    );
    expect(bySecFetch.status).toBe(201);
    const byReferer = await createCompany(
      { ...json, referer: 'http://localhost:3000/company-onboarding' },
      JSON.stringify({ name: 'B', slug: 'b-co' }),
    );
    expect(byReferer.status).toBe(201);
  });

  it('guards sign-in and sign-up too, which need no session', async () => {
    const signIn = await t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { ...json, origin: 'https://evil.example.com' },
      body: JSON.stringify({ email: 'csrf@acme.io', password: TEST_PASSWORD }),
    });
    expect(signIn.status).toBe(403);
    expect(signIn.headers.get('set-cookie')).toBeNull();
  });

  it('answers 415 to a JSON body sent as text/plain or as a form, and accepts application/json with a charset', async () => {
    const origin = t.env.APP_URL;
    const asText = await createCompany({
      origin,
      'content-type': 'text/plain',
    });
    expect(asText.status).toBe(415);
    expect((await asText.json()).message).toBe(UNSUPPORTED_MEDIA_MESSAGE);
    expect(
      (await createCompany({ origin, 'content-type': 'application/x-www-form-urlencoded' }, 'name=F&slug=f')).status,
    ).toBe(415);
    expect((await createCompany({ origin })).status).toBe(415);
    const withCharset = await createCompany(
      { origin, 'content-type': 'application/json; charset=utf-8' },
      JSON.stringify({ name: 'C', slug: 'c-co' }),
    );
    expect(withCharset.status).toBe(201);
  });

  it('takes text/csv only on the streamed import, only from the app itself', async () => {
    const csv = (headers: Record<string, string>, path = '/api/imports/accounts/stream') =>
      t.app.request(`${path}?${new URLSearchParams({ mapping: '{"columns":{"name":"Name"}}' })}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'text/csv', ...headers },
        body: 'Name\nAcme\n',
      });
    // Past the guard: the route answers (this user has no company yet), not the media-type check.
    const streamed = await csv({ origin: t.env.APP_URL });
    expect(streamed.status).not.toBe(415);
    expect((await csv({ 'sec-fetch-site': 'same-origin' })).status).not.toBe(415);
    expect((await csv({ origin: 'https://evil.example.com' })).status).toBe(403);
    expect((await csv({ origin: t.env.APP_URL }, '/api/companies')).status).toBe(415);
  });

  it('leaves the Stripe webhook to its signature check', async () => {
    const res = await t.app.request('/api/stripe/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': 't=1,v1=forged',
      },
      body: JSON.stringify({ id: 'evt_1', type: 'invoice.paid' }),
    });
    expect(res.status).not.toBe(403);
    expect(res.status).toBeGreaterThanOrEqual(400);
  });
});
