import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { companyMemberships } from '../../db/schema/companies';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A fixture CSV from src/server/test/fixtures/csv. */
export const fixtureCsv = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../test/fixtures/csv/${name}`, import.meta.url)), 'utf8');

/**
 * The test app for the import tests: the whole app, middleware stack included (security headers, NUL and depth
 * guard, CSRF and media types, session, rate limit, impersonation guard), as a browser's request meets it.
 */
export async function createImportsTestApp() {
  const t: TestApp = await createTestApp();
  const app = t.app;

  const call = async (method: string, path: string, body?: unknown, cookie?: string) => {
    const headers: Record<string, string> = { origin: t.env.APP_URL };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (cookie) headers.cookie = cookie;
    // Rows written directly reach the auth cache by NOTIFY on PostgreSQL: wait for them, as t.call does.
    if (t.database.kind === 'postgres') await t.deps.authCache.sync();
    const response = await app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
  };

  /** A second user who joins `companyId` with `role`. */
  const memberOf = async (email: string, companyId: string, role: 'viewer' | 'member' | 'admin') => {
    const user = await t.signUpVerified(email);
    await t.database.db.insert(companyMemberships).values({ userId: user.userId, companyId, role });
    return user;
  };

  return { t, app, call, memberOf };
}

/** The mapping a user would confirm for accounts-mixed.csv (industry is not auto-suggested there). */
export const MIXED_MAPPING = {
  columns: {
    name: 'Organization',
    domain: 'Homepage',
    industry: 'Biz Category',
    employeeCount: 'EMPLOYEES',
    city: 'City',
    state: 'State',
    revenue: 'REVENUES',
    founded: 'Year Founded',
    description: 'Tagline',
  },
  revenueInMillions: true,
};
