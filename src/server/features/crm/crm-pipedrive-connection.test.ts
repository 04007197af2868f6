import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { memberOf } from '../../test/join-company';
import { startFakePipedrive, type FakePipedrive } from '../../test/fakes/fake-pipedrive';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userWithRole } from '../admin/admin-test-helpers';

const TOKEN = '3f9c1d7e2b4a6c8e0f1a3b5c7d9e1f2a4b6c8d0e';

describe('CRM connection: Pipedrive personal API token', () => {
  let t: TestApp;
  let pipedrive: FakePipedrive;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;
  let member: Awaited<ReturnType<TestApp['signUpVerified']>>;

  beforeAll(async () => {
    pipedrive = await startFakePipedrive({ token: TOKEN, company: { id: 42, name: 'Northwind', domain: 'northwind' } });
    for (let i = 0; i < 1210; i++) pipedrive.add('organizations', { name: `Org ${i}`, website: `o${i}.example` });
    t = await createTestApp({
      env: { PIPEDRIVE_BASE_URL: pipedrive.url, CRM_TIMEOUT_MS: '400', CRM_SYNC_INTERVAL_MINUTES: '0' },
    });
    owner = await t.ownerWithCompany('owner@pd-keys.io', 'PD Keys', 'pd-keys');
    member = await memberOf(t, 'member@pd-keys.io', owner.companyId, 'member');
  });
  afterAll(async () => {
    await t.close();
    await pipedrive.close();
  });

  const testConnection = () => t.call('POST', '/api/integrations/crm/pipedrive/test', {}, owner.cookie);
  const card = async (cookie: string) =>
    (await t.call('GET', '/api/integrations/crm', undefined, cookie)).json.crms.find((c: any) => c.id === 'pipedrive');

  it('saves the token encrypted, shows it masked, and Test connection says what it found', async () => {
    expect((await testConnection()).status).toBe(422);
    await t.call('PUT', '/api/integrations/crm/pipedrive/token', { token: 'wrong-token-000000' }, owner.cookie);
    expect((await testConnection()).json).toEqual({
      ok: false,
      message: 'Pipedrive refused the API token. Check the personal API token on the Integrations tab.',
    });
    const saved = await t.call('PUT', '/api/integrations/crm/pipedrive/token', { token: TOKEN }, owner.cookie);
    expect(saved.status).toBe(200);
    expect((await testConnection()).json).toEqual({
      ok: true,
      message: 'Pipedrive company Northwind: 1,210 organizations',
    });
    const seen = await card(owner.cookie);
    expect(seen).toMatchObject({
      label: 'Pipedrive',
      connected: true,
      tokenLast4: '8d0e',
      accountLabel: 'Pipedrive company Northwind',
    });
    const listed = JSON.stringify((await t.call('GET', '/api/integrations/crm', undefined, owner.cookie)).json);
    expect(listed).not.toContain(TOKEN.slice(0, 16));
    // The token travels in the x-api-token header, never in a URL.
    expect(pipedrive.requests.at(-1)!.path).toBe('/api/v2/organizations');
    expect(pipedrive.requests.every((r) => !r.query.has('api_token'))).toBe(true);
  });

  it('keeps the token out of every table of a dump', async () => {
    const tables: any = await t.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    for (const { table_name } of (tables.rows ?? tables) as { table_name: string }[]) {
      const dump: any = await t.database.db.execute(
        sql.raw(`select string_agg(t::text, ' ') as text from "${table_name}" t`),
      );
      expect(((dump.rows ?? dump)[0]?.text ?? '') as string, table_name).not.toContain(TOKEN.slice(0, 16));
    }
  });

  it('waits what Retry-After says on 429, tries a 5xx again, and says in words what a timeout or bad JSON was', async () => {
    pipedrive.queue({
      status: 429,
      headers: { 'retry-after': '1', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1' },
      body: { success: false, error: 'Request over limit', errorCode: 429 },
    });
    let started = Date.now();
    expect((await testConnection()).json.ok).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);

    // A spent window (x-ratelimit-remaining 0) holds the next call for x-ratelimit-reset seconds.
    pipedrive.queue({
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1' },
      body: { success: true, data: { id: 501, name: 'Dana', company_id: 42, company_name: 'Northwind' } },
    });
    started = Date.now();
    expect((await testConnection()).json.ok).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);

    pipedrive.queue({ status: 502, raw: '<html>Bad gateway</html>' }, { status: 503, body: { success: false } });
    expect((await testConnection()).json.ok).toBe(true);

    pipedrive.queue(...Array.from({ length: 4 }, () => ({ delayMs: 1500, body: {} })));
    expect((await testConnection()).json).toEqual({ ok: false, message: 'Pipedrive did not answer within 400 ms' });

    pipedrive.queue(...Array.from({ length: 4 }, () => ({ raw: '{"success": true, "data": {' })));
    expect((await testConnection()).json).toEqual({
      ok: false,
      message: 'Pipedrive answered with something that is not JSON',
    });

    pipedrive.queue({ status: 403, body: { success: false, error: 'You do not have permission to access this' } });
    expect((await testConnection()).json.message).toBe(
      "Pipedrive refused the call: the token's user lacks the permission it needs: You do not have permission to access this",
    );
  });

  it('lets a member see the connection but never the token, nor change anything', async () => {
    const seen = await card(member.cookie);
    expect(seen).toMatchObject({ connected: true });
    expect(seen).not.toHaveProperty('tokenLast4');
    for (const [method, path, body] of [
      ['PUT', '/api/integrations/crm/pipedrive/token', { token: 'member-token-0000' }],
      ['DELETE', '/api/integrations/crm/pipedrive/token', undefined],
      ['PATCH', '/api/integrations/crm/pipedrive', { excludeCustomers: false }],
      ['POST', '/api/integrations/crm/pipedrive/test', {}],
      ['POST', '/api/integrations/crm/pipedrive/sync', {}],
    ] as const)
      expect((await t.call(method, path, body, member.cookie)).status, `${method} ${path}`).toBe(403);
  });

  it('refuses every CRM write to support impersonating an owner and hides the masked token', async () => {
    const support = await userWithRole(t, 'support@pd-keys.io', 'tech_support');
    await t.call('POST', '/api/support/impersonation/start', { targetUserId: owner.userId }, support.cookie);
    await t.call('PATCH', '/api/support/impersonation', { writeEnabled: true }, support.cookie);
    for (const [method, path, body] of [
      ['PUT', '/api/integrations/crm/pipedrive/token', { token: 'support-token-0000' }],
      ['DELETE', '/api/integrations/crm/pipedrive/token', undefined],
      ['POST', '/api/integrations/crm/pipedrive/test', {}],
      ['POST', '/api/integrations/crm/pipedrive/sync', {}],
      ['POST', '/api/crm/pipedrive/push', { organizationIds: ['00000000-0000-4000-8000-000000000000'] }],
    ] as const)
      expect((await t.call(method, path, body, support.cookie)).status, `${method} ${path}`).toBe(403);
    expect(await card(support.cookie)).not.toHaveProperty('tokenLast4');
    await t.call('POST', '/api/support/impersonation/stop', {}, support.cookie);
  });
});
