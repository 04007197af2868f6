import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { companyMemberships, userRoles } from '../db/schema/companies';
import { closeDeps, createDeps } from '../deps';
import { testDatabaseUrl } from '../env';
import { createLogger } from '../logger';
import { impersonate, userWithRole } from '../features/support/support.test-support';
import { createTestApp, type TestApp } from '../test/test-app';
import { memberOf } from '../test/join-company';

const UNKNOWN_ORG = '00000000-0000-4000-8000-000000000000';

describe('the auth cache never outlives a change to what it holds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ workers: false });
  });
  afterAll(() => t.close());

  /** A change made outside this process's requests (another process, an operator): committed, then delivered. */
  const changeElsewhere = async (change: () => Promise<unknown>) => {
    await change();
    await t.deps.authCache.sync();
  };

  /** Calls twice so the second answer comes from the cache. */
  const warm = async (path: string, cookie: string) => {
    await t.call('GET', path, undefined, cookie);
    return t.call('GET', path, undefined, cookie);
  };

  it('sign-out ends the session at once', async () => {
    const owner = await t.ownerWithCompany('signout@cache-co.io', 'Sign Out Co', 'sign-out-co');
    expect((await warm('/api/me', owner.cookie)).json.user.id).toBe(owner.userId);
    expect((await t.call('POST', '/api/auth/sign-out', {}, owner.cookie)).status).toBe(200);
    expect((await t.call('GET', '/api/me', undefined, owner.cookie)).json).toBeNull();
    expect((await t.call('GET', '/api/dashboard/stats', undefined, owner.cookie)).status).toBe(401);
  });

  it('a removed member loses the company at once', async () => {
    const owner = await t.ownerWithCompany('owner@removal-co.io', 'Removal Co', 'removal-co');
    const member = await memberOf(t, 'member@removal-co.io', owner.companyId, 'member');
    expect((await warm('/api/dashboard/stats', member.cookie)).status).toBe(200);
    await changeElsewhere(() =>
      t.database.db.delete(companyMemberships).where(eq(companyMemberships.userId, member.userId)),
    );
    const res = await t.call('GET', '/api/dashboard/stats', undefined, member.cookie);
    expect([res.status, res.json.message]).toEqual([
      403,
      'No company context available. Please select a company first.',
    ]);
  });

  it('a changed company role applies to the next request', async () => {
    const owner = await t.ownerWithCompany('owner@role-co.io', 'Role Co', 'role-co');
    const member = await memberOf(t, 'member@role-co.io', owner.companyId, 'member');
    const contacts = `/api/organizations/${UNKNOWN_ORG}/contacts`;
    expect((await warm(contacts, member.cookie)).status).toBe(404);
    const setRole = (role: 'viewer' | 'member') =>
      changeElsewhere(() =>
        t.database.db
          .update(companyMemberships)
          .set({ role })
          .where(and(eq(companyMemberships.userId, member.userId), eq(companyMemberships.companyId, owner.companyId))),
      );
    await setRole('viewer');
    expect((await t.call('GET', contacts, undefined, member.cookie)).status).toBe(403);
    await setRole('member');
    expect((await t.call('GET', contacts, undefined, member.cookie)).status).toBe(404);
  });

  it('a platform role granted or taken away through the API applies at once', async () => {
    const admin = await userWithRole(t, 'admin', 'cache-admin');
    const user = await userWithRole(t, 'user', 'cache-user');
    expect((await warm('/api/admin/users', user.cookie)).status).toBe(403);
    expect(
      (await t.call('POST', `/api/admin/users/${user.userId}/roles`, { role: 'admin' }, admin.cookie)).status,
    ).toBeLessThan(300);
    expect((await t.call('GET', '/api/admin/users', undefined, user.cookie)).status).toBe(200);
    expect(
      (await t.call('DELETE', `/api/admin/users/${user.userId}/roles/admin`, undefined, admin.cookie)).status,
    ).toBeLessThan(300);
    expect((await t.call('GET', '/api/admin/users', undefined, user.cookie)).status).toBe(403);
  });

  it('impersonation start and end switch the acting user on the very next request', async () => {
    const support = await userWithRole(t, 'tech_support', 'cache-support');
    const target = await userWithRole(t, 'user', 'cache-target');
    expect((await warm('/api/me', support.cookie)).json.user.id).toBe(support.userId);
    await impersonate(t, support.cookie, target.userId);
    expect((await t.call('GET', '/api/me', undefined, support.cookie)).json.user.id).toBe(target.userId);
    expect((await t.call('POST', '/api/support/impersonation/stop', {}, support.cookie)).status).toBe(200);
    expect((await t.call('GET', '/api/me', undefined, support.cookie)).json.user.id).toBe(support.userId);
  });

  it('an impersonation whose real user lost tech_support elsewhere is not honoured', async () => {
    const support = await userWithRole(t, 'tech_support', 'cache-lost');
    const target = await userWithRole(t, 'user', 'cache-lost-target');
    await impersonate(t, support.cookie, target.userId);
    expect((await warm('/api/me', support.cookie)).json.user.id).toBe(target.userId);
    await changeElsewhere(() => t.database.db.delete(userRoles).where(eq(userRoles.userId, support.userId)));
    expect((await t.call('GET', '/api/me', undefined, support.cookie)).json.user.id).toBe(support.userId);
  });

  it('a forged or unknown session cookie is never served from the cache', async () => {
    const owner = await t.ownerWithCompany('forged@cache-co.io', 'Forged Co', 'forged-co');
    await warm('/api/me', owner.cookie);
    const [name, value] = owner.cookie.split('=') as [string, string];
    const forged = `${name}=${value.slice(0, -4)}AAAA`;
    expect((await t.call('GET', '/api/me', undefined, forged)).json).toBeNull();
  });
});

// Two processes on one PostgreSQL database: each with its own pool and LISTEN connection, so the
// invalidation really travels through the server.
describe.runIf(testDatabaseUrl())('across processes (PostgreSQL)', () => {
  let a: TestApp;
  let otherDatabase: Database;
  let other: Awaited<ReturnType<typeof createDeps>>;
  let otherApp: ReturnType<typeof createApp>;
  beforeAll(async () => {
    a = await createTestApp({ workers: false });
    const { rows } = await a.database.query<{ name: string }>('select current_database() as name');
    const url = new URL(testDatabaseUrl()!);
    url.pathname = `/${rows[0]!.name}`;
    otherDatabase = await openDatabase({ url: url.toString(), dataDir: '' });
    other = await createDeps(a.env, otherDatabase, {
      logger: createLogger('silent'),
    });
    otherApp = createApp(other);
  });
  afterAll(async () => {
    await closeDeps(other);
    await a.close();
  });

  const callOther = async (path: string, cookie: string) => {
    const res = await otherApp.request(path, {
      headers: { cookie, origin: a.env.APP_URL },
    });
    return { status: res.status, json: (await res.json()) as any };
  };

  // The other process applies an invalidation when PostgreSQL delivers its notification (decision 012: about a
  // millisecond on one host, more on a loaded one). Its own sync marker arrives after every notification committed
  // before it, so awaiting it makes "delivered" exact here instead of a race with the machine's load.
  const delivered = () => other.authCache.sync();

  it('sign-out in one process ends the session in the other as soon as PostgreSQL delivers it', async () => {
    const owner = await a.ownerWithCompany('signout@two-process.io', 'Two Process Co', 'two-process-co');
    await callOther('/api/me', owner.cookie);
    expect((await callOther('/api/me', owner.cookie)).json.user.id).toBe(owner.userId);
    expect((await a.call('POST', '/api/auth/sign-out', {}, owner.cookie)).status).toBe(200);
    await delivered();
    expect((await callOther('/api/me', owner.cookie)).json).toBeNull();
  });

  it('a role taken away in one process applies in the other as soon as PostgreSQL delivers it', async () => {
    const admin = await userWithRole(a, 'admin', 'two-admin');
    const user = await userWithRole(a, 'admin', 'two-user');
    await callOther('/api/admin/users', user.cookie);
    expect((await callOther('/api/admin/users', user.cookie)).status).toBe(200);
    expect(
      (await a.call('DELETE', `/api/admin/users/${user.userId}/roles/admin`, undefined, admin.cookie)).status,
    ).toBeLessThan(300);
    await delivered();
    expect((await callOther('/api/admin/users', user.cookie)).status).toBe(403);
  });
});
