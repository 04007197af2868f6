import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { memberOf } from '../../test/join-company';
import { startFakeSalesforce, type FakeSalesforce } from '../../test/fakes/fake-salesforce';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userWithRole } from '../admin/admin-test-helpers';

const CREDENTIALS = {
  clientId: '3MVG9fake.consumer.key.0123456789',
  clientSecret: 'F1E2D3C4B5A6978877665544',
  refreshToken: '5Aep861fakeRefreshTokenQwErTy9zK2',
};

describe('CRM connection: Salesforce connected app', () => {
  let t: TestApp;
  let salesforce: FakeSalesforce;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;
  let member: Awaited<ReturnType<TestApp['signUpVerified']>>;

  beforeAll(async () => {
    salesforce = await startFakeSalesforce({ ...CREDENTIALS, orgName: 'Northwind', dailyMax: 15_000 });
    for (let i = 0; i < 1234; i++) salesforce.add('Account', { Name: `Account ${i}`, Website: `a${i}.example` });
    t = await createTestApp({
      env: { SALESFORCE_LOGIN_URL: salesforce.url, CRM_TIMEOUT_MS: '1000', CRM_SYNC_INTERVAL_MINUTES: '0' },
    });
    owner = await t.ownerWithCompany('owner@sf-keys.io', 'SF Keys', 'sf-keys');
    member = await memberOf(t, 'member@sf-keys.io', owner.companyId, 'member');
  });
  afterAll(async () => {
    await t.close();
    await salesforce.close();
  });

  const save = (body: object) => t.call('PUT', '/api/integrations/crm/salesforce/token', body, owner.cookie);
  const testConnection = () => t.call('POST', '/api/integrations/crm/salesforce/test', {}, owner.cookie);
  const card = async (cookie = owner.cookie) =>
    (await t.call('GET', '/api/integrations/crm', undefined, cookie)).json.crms.find((c: any) => c.id === 'salesforce');

  it('takes the connected app credentials, refreshes a session, and says what the org holds', async () => {
    expect((await save({ token: 'a-hubspot-style-token' })).status).toBe(422);
    expect((await save({ ...CREDENTIALS, clientSecret: 'short' })).status).toBe(422);

    await save({ ...CREDENTIALS, refreshToken: '5Aep861revokedRefreshToken00' });
    expect((await testConnection()).json).toEqual({
      ok: false,
      message:
        'Salesforce refused the refresh token (it expired or was revoked). Connect Salesforce again on the Integrations tab.',
    });
    await save({ ...CREDENTIALS, clientSecret: 'not-the-secret-0000' });
    expect((await testConnection()).json.message).toMatch(/^Salesforce does not know this connected app/);

    expect((await save(CREDENTIALS)).status).toBe(200);
    expect((await testConnection()).json).toEqual({ ok: true, message: 'Salesforce org Northwind: 1,234 accounts' });
    const shown = await card();
    expect(shown).toMatchObject({
      connected: true,
      tokenLast4: '9zK2',
      accountLabel: 'Salesforce org Northwind',
      apiLimit: { used: salesforce.apiUsage().used, max: 15_000 },
    });
    const text = JSON.stringify(await t.call('GET', '/api/integrations/crm', undefined, owner.cookie));
    for (const secret of Object.values(CREDENTIALS)) expect(text).not.toContain(secret.slice(0, 12));
    expect(salesforce.requests.some((r) => r.path === '/services/oauth2/token')).toBe(true);
  });

  it('refreshes an expired session once and goes on; a second refusal is said in words', async () => {
    const tokensBefore = salesforce.tokenRequests();
    // The session just issued is refused once (it timed out): one refresh, and the call goes through.
    salesforce.queue({
      status: 401,
      body: [{ message: 'Session expired or invalid', errorCode: 'INVALID_SESSION_ID' }],
    });
    expect((await testConnection()).json.ok).toBe(true);
    expect(salesforce.tokenRequests() - tokensBefore).toBe(2);

    salesforce.queue(
      ...Array.from({ length: 2 }, () => ({
        status: 401,
        body: [{ message: 'Session expired or invalid', errorCode: 'INVALID_SESSION_ID' }],
      })),
    );
    expect((await testConnection()).json).toEqual({
      ok: false,
      message: 'Salesforce refused the session even after a refresh. Connect Salesforce again on the Integrations tab.',
    });
  });

  it('waits on 503 REQUEST_LIMIT_EXCEEDED and 5xx, and says what a timeout, bad JSON, 403 or a spent day was', async () => {
    salesforce.queue(
      {
        status: 503,
        headers: { 'retry-after': '1' },
        body: [{ message: 'ConcurrentPerOrgLongTxn Limit exceeded.', errorCode: 'REQUEST_LIMIT_EXCEEDED' }],
      },
      { status: 500, raw: '<html>Internal error</html>' },
    );
    const started = Date.now();
    expect((await testConnection()).json.ok).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);

    salesforce.queue(...Array.from({ length: 4 }, () => ({ delayMs: 2500, body: {} })));
    expect((await testConnection()).json).toEqual({ ok: false, message: 'Salesforce did not answer within 1 s' });

    salesforce.queue(...Array.from({ length: 4 }, () => ({ raw: '{"totalSize": 12' })));
    expect((await testConnection()).json).toEqual({
      ok: false,
      message: 'Salesforce answered with something that is not JSON',
    });

    salesforce.queue({
      status: 403,
      body: [{ message: 'TotalRequests Limit exceeded.', errorCode: 'REQUEST_LIMIT_EXCEEDED' }],
    });
    expect((await testConnection()).json.message).toBe(
      "Salesforce's daily API limit is used up (TotalRequests Limit exceeded.); it frees up over 24 hours",
    );
    salesforce.queue({
      status: 403,
      body: [{ message: 'The REST API is not enabled for this Organization.', errorCode: 'API_DISABLED_FOR_ORG' }],
    });
    expect((await testConnection()).json.message).toMatch(/^Salesforce refused the call: the connected user lacks/);
  });

  it('keeps the credentials out of every table of a dump', async () => {
    const tables: any = await t.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    for (const { table_name } of (tables.rows ?? tables) as { table_name: string }[]) {
      const dump: any = await t.database.db.execute(
        sql.raw(`select string_agg(t::text, ' ') as text from "${table_name}" t`),
      );
      const text: string = (dump.rows ?? dump)[0]?.text ?? '';
      for (const secret of Object.values(CREDENTIALS)) expect(text, table_name).not.toContain(secret.slice(0, 12));
    }
  });

  it('shows a member the connection and its API use, never a secret, and refuses them and support every change', async () => {
    const seen = await card(member.cookie);
    expect(seen).toMatchObject({ connected: true, apiLimit: expect.objectContaining({ max: 15_000 }) });
    expect(seen).not.toHaveProperty('tokenLast4');
    const writes = [
      ['PUT', '/api/integrations/crm/salesforce/token', CREDENTIALS],
      ['DELETE', '/api/integrations/crm/salesforce/token', undefined],
      ['PATCH', '/api/integrations/crm/salesforce', { excludeCustomers: false }],
      ['POST', '/api/integrations/crm/salesforce/test', {}],
      ['POST', '/api/integrations/crm/salesforce/sync', {}],
    ] as const;
    for (const [method, path, body] of writes)
      expect((await t.call(method, path, body, member.cookie)).status, `${method} ${path}`).toBe(403);

    const support = await userWithRole(t, 'support@sf-keys.io', 'tech_support');
    await t.call('POST', '/api/support/impersonation/start', { targetUserId: owner.userId }, support.cookie);
    await t.call('PATCH', '/api/support/impersonation', { writeEnabled: true }, support.cookie);
    for (const [method, path, body] of [
      ...writes,
      ['POST', '/api/crm/salesforce/push', { organizationIds: ['00000000-0000-4000-8000-000000000000'] }],
    ] as const)
      expect((await t.call(method, path, body, support.cookie)).status, `${method} ${path}`).toBe(403);
    expect(await card(support.cookie)).not.toHaveProperty('tokenLast4');
    await t.call('POST', '/api/support/impersonation/stop', {}, support.cookie);
  });
});
