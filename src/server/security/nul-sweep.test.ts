import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concreteRoutes } from '../test/app-routes';
import { createTestApp, type TestApp } from '../test/test-app';
import { NUL_MESSAGE } from './nul-guard';

describe('a NUL character anywhere in a request', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ workers: false });
    cookie = (await t.ownerWithCompany('nul@acme.io', 'Nul Co')).cookie;
  });
  afterAll(() => t.close());

  const send = async (method: string, path: string, body?: string, signedIn = true) => {
    const headers: Record<string, string> = {
      origin: t.env.APP_URL,
      ...(signedIn ? { cookie } : {}),
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await t.app.request(path, { method, headers, body });
    return {
      status: res.status,
      json: (await res.json().catch(() => null)) as { message?: string } | null,
    };
  };

  it('is refused with a 422 on every route: in a path parameter, in the query and in a JSON body', async () => {
    const failures: string[] = [];
    const expect422 = (what: string, res: { status: number; json: { message?: string } | null }) => {
      if (res.status !== 422 || res.json?.message !== NUL_MESSAGE)
        failures.push(`${what}: ${res.status} ${JSON.stringify(res.json)}`);
    };
    const routes = concreteRoutes(t, 'x%00y');
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
      if (route.template.includes(':'))
        expect422(`${route.method} ${route.template} (path)`, await send(route.method, route.path));
      const clean = concreteRoutes(t, '00000000-0000-4000-8000-000000000000').find(
        (r) => r.template === route.template && r.method === route.method,
      )!;
      for (const signedIn of [true, false]) {
        const who = signedIn ? 'signed in' : 'anonymous';
        expect422(
          `${route.method} ${route.template} (query, ${who})`,
          await send(route.method, `${clean.path}?q=a%00b`, undefined, signedIn),
        );
        if (hasBody) {
          const body = JSON.stringify({
            name: 'a\u0000b',
            email: 'x\u0000@acme.io',
            nested: { list: ['\u0000'] },
          });
          expect422(
            `${route.method} ${route.template} (body, ${who})`,
            await send(route.method, clean.path, body, signedIn),
          );
          const raw = `{"email":"a@acme.io","password":"x\u0000y"}`;
          expect422(
            `${route.method} ${route.template} (raw body, ${who})`,
            await send(route.method, clean.path, raw, signedIn),
          );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
