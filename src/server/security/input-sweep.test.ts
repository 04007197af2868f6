import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concreteRoutes } from '../test/app-routes';
import { createTestApp, type TestApp } from '../test/test-app';

const ID = '00000000-0000-4000-8000-000000000000';
/** Field names the app's request bodies use, each to be sent null, of a wrong type and huge. */
const FIELDS = [
  'name',
  'email',
  'password',
  'newPassword',
  'currentPassword',
  'newEmail',
  'token',
  'image',
  'apiKey',
  'provider',
  'providerId',
  'id',
  'ids',
  'companyId',
  'userId',
  'targetUserId',
  'sessionId',
  'writeEnabled',
  'enabled',
  'position',
  'monthlyCallCap',
  'website',
  'domain',
  'url',
  'title',
  'description',
  'config',
  'data',
  'action',
  'table',
  'items',
  'status',
  'role',
  'csv',
  'mapping',
  'cursor',
  'limit',
  'q',
  'filters',
  'sort',
  'columns',
  'format',
  'listId',
  'organizationId',
  'contactId',
  'slug',
  'confirmation',
  'userEmail',
  'plan',
  'priceId',
  'message',
  'notes',
  'tone',
];
const fill = (value: unknown) => JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, value])));
const BODIES: [string, string][] = [
  ['nested 5,000 deep', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`],
  ['arrays 100 deep', `${'['.repeat(100)}${']'.repeat(100)}`],
  ['null', 'null'],
  ['an array', '[]'],
  ['a string', '"x"'],
  ['a number', '1e309'],
  ['nulls in every field', fill(null)],
  ['huge numbers', fill(1e308)],
  ['objects', fill({ $gt: '' })],
  ['arrays of nulls', fill([null])],
  ['huge strings', fill('x'.repeat(8000))],
  ['booleans', fill(true)],
];
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
/** Cursors shaped like the lists' own (a key tuple) whose values PostgreSQL would refuse. */
const CURSORS = [
  base64(`["0000-01-01 00:00:00+00","${ID}"]`),
  base64(`["2026-01-01 00:00:00+99","${ID}"]`),
  base64(`["a\\u0000b","${ID}"]`),
  base64(`[1e308,"${ID}"]`),
  base64(`[99999999999999999999,"${ID}"]`),
  base64(`["x","${ID}",3]`),
  'not base64 %%%',
];
/** These end the session the sweep runs with: swept signed out only. */
const SESSION_ENDING = /\/(sign-out|revoke-sessions|revoke-other-sessions|delete-user|delete-user-account)$/;

describe('no input yields a 5xx', () => {
  let t: TestApp;
  let cookie: string;
  // The sweep sends more than the hourly API limit: the clock moves on an hour now and then, so every request
  // reaches its route rather than a 429.
  let hoursAhead = 0;
  let signedInRequests = 0;
  const clock = { now: () => new Date(Date.now() + hoursAhead * 3_600_000) };
  beforeAll(async () => {
    t = await createTestApp({ workers: false, clock });
    cookie = (await t.ownerWithCompany('sweep@acme.io', 'Sweep Co')).cookie;
  });
  afterAll(() => t.close());

  const send = async (method: string, path: string, body: string | undefined, signedIn: boolean) => {
    const headers: Record<string, string> = { origin: t.env.APP_URL, ...(signedIn ? { cookie } : {}) };
    if (signedIn && ++signedInRequests % 500 === 0) hoursAhead++;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await t.app.request(path, { method, headers, body });
    // The live event stream never ends: its status is the answer.
    if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
      await res.body?.cancel();
      return { status: res.status, text: '' };
    }
    return { status: res.status, text: await res.text() };
  };

  it('walks every route with nested JSON, nulls, wrong types, huge strings and forged cursors', async () => {
    const started = Date.now();
    const failures: string[] = [];
    const check = (what: string, res: { status: number; text: string }) => {
      if (res.status === 429) failures.push(`${what}: rate-limited, so not swept`);
      // 503 UNAVAILABLE is the server's state (billing not configured here), the same for any input.
      const unconfigured = res.status === 503 && res.text.includes('"error":"UNAVAILABLE"');
      if (res.status >= 500 && !unconfigured) failures.push(`${what}: ${res.status} ${res.text.slice(0, 200)}`);
    };
    const routes = concreteRoutes(t, ID, 'update-user');
    const authRoutes = [
      'update-user',
      'change-password',
      'change-email',
      'reset-password',
      'request-password-reset',
      'revoke-session',
      'unlink-account',
      'sign-in/social',
      'link-social',
      'verify-password',
      'get-access-token',
      'refresh-token',
      'update-session',
      'sign-up/email',
      'sign-in/email',
    ].map((tail) => ({
      method: 'POST',
      path: `/api/auth/${tail}`,
      template: `/api/auth/${tail}`,
    }));
    expect(routes.length).toBeGreaterThan(100);
    let requests = 0;
    for (const route of [...routes, ...authRoutes]) {
      const what = `${route.method} ${route.template}`;
      if (route.method === 'GET') {
        for (const cursor of CURSORS) {
          const query = new URLSearchParams({ cursor, limit: '20', q: 'x' });
          check(`${what} cursor ${cursor}`, await send('GET', `${route.path}?${query}`, undefined, true));
          requests++;
        }
        const odd = new URLSearchParams({ limit: '1e309', q: 'q'.repeat(5000), page: '-1', sort: '__proto__' });
        check(`${what} odd query`, await send('GET', `${route.path}?${odd}`, undefined, true));
        requests++;
        continue;
      }
      for (const [label, body] of BODIES) {
        for (const signedIn of SESSION_ENDING.test(route.path) ? [false] : [true, false]) {
          if (!signedIn && label !== 'nested 5,000 deep' && label !== 'nulls in every field') continue;
          check(
            `${what} ${label}${signedIn ? '' : ' (anonymous)'}`,
            await send(route.method, route.path, body, signedIn),
          );
          requests++;
        }
      }
    }
    // The session survived the sweep, so every route was walked signed in.
    expect((await send('GET', '/api/me', undefined, true)).status).toBe(200);
    expect(failures).toEqual([]);
    console.info(`input sweep: ${requests} requests in ${Date.now() - started} ms`);
  }, 120_000);
});
