import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { authAuditLog } from '../../db/schema/audit';
import { memberOf } from '../../test/join-company';
import { startFakeHubSpot, type FakeHubSpot } from '../../test/fakes/fake-hubspot';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userWithRole } from '../admin/admin-test-helpers';

const TOKEN = 'pat-na1-7c4e2d90-aaaa-bbbb-cccc-4f1e9b2a31d7';

describe('CRM connection: HubSpot private app token', () => {
  let t: TestApp;
  let hubspot: FakeHubSpot;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;
  let member: Awaited<ReturnType<TestApp['signUpVerified']>>;

  beforeAll(async () => {
    hubspot = await startFakeHubSpot({ token: TOKEN, portalId: 123 });
    for (let i = 0; i < 4210; i++) hubspot.add('companies', { name: `Company ${i}`, domain: `c${i}.example` });
    t = await createTestApp({
      env: { HUBSPOT_BASE_URL: hubspot.url, CRM_TIMEOUT_MS: '400', CRM_SYNC_INTERVAL_MINUTES: '0' },
    });
    owner = await t.ownerWithCompany('owner@crm-keys.io', 'CRM Keys', 'crm-keys');
    member = await memberOf(t, 'member@crm-keys.io', owner.companyId, 'member');
  });
  afterAll(async () => {
    await t.close();
    await hubspot.close();
  });

  const testConnection = () => t.call('POST', '/api/integrations/crm/hubspot/test', {}, owner.cookie);

  it('saves the token encrypted, shows it masked, and Test connection says what it found', async () => {
    expect((await t.call('PUT', '/api/integrations/crm/hubspot/token', { token: 'short' }, owner.cookie)).status).toBe(
      422,
    );
    expect((await t.call('PUT', '/api/integrations/crm/nocrm/token', { token: TOKEN }, owner.cookie)).status).toBe(404);
    expect((await testConnection()).status).toBe(422);

    await t.call('PUT', '/api/integrations/crm/hubspot/token', { token: 'pat-na1-wrong-token-0000' }, owner.cookie);
    expect((await testConnection()).json).toEqual({
      ok: false,
      message: 'HubSpot refused the access token. Check the private app token on the Integrations tab.',
    });

    expect((await t.call('PUT', '/api/integrations/crm/hubspot/token', { token: TOKEN }, owner.cookie)).status).toBe(
      200,
    );
    expect((await testConnection()).json).toEqual({ ok: true, message: 'HubSpot portal 123: 4,210 companies' });
    const list = await t.call('GET', '/api/integrations/crm', undefined, owner.cookie);
    expect(list.json.crms[0]).toMatchObject({
      id: 'hubspot',
      connected: true,
      tokenLast4: '31d7',
      accountLabel: 'HubSpot portal 123',
      excludeCustomers: true,
    });
    expect(JSON.stringify(list.json)).not.toContain(TOKEN.slice(0, 20));
    expect(hubspot.requests.at(-1)!.path).toBe('/crm/v3/objects/companies/search');
  });

  it('keeps the token out of every table of a dump', async () => {
    const tables: any = await t.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    for (const { table_name } of (tables.rows ?? tables) as { table_name: string }[]) {
      const dump: any = await t.database.db.execute(
        sql.raw(`select string_agg(t::text, ' ') as text from "${table_name}" t`),
      );
      const text: string = (dump.rows ?? dump)[0]?.text ?? '';
      expect(text, table_name).not.toContain(TOKEN.slice(0, 16));
    }
  });

  it('waits what Retry-After says on 429, tries a 5xx again, and says in words what a timeout or bad JSON was', async () => {
    hubspot.queue({
      status: 429,
      headers: { 'retry-after': '1' },
      body: {
        status: 'error',
        category: 'RATE_LIMITS',
        policyName: 'TEN_SECONDLY_ROLLING',
        message: 'You have reached your ten_secondly_rolling limit.',
      },
    });
    const started = Date.now();
    expect((await testConnection()).json.ok).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);

    hubspot.queue(
      { status: 502, raw: '<html>Bad gateway</html>' },
      { status: 503, body: { status: 'error', message: 'down' } },
    );
    expect((await testConnection()).json.ok).toBe(true);

    hubspot.queue(...Array.from({ length: 4 }, () => ({ delayMs: 1500, body: {} })));
    expect((await testConnection()).json).toEqual({ ok: false, message: 'HubSpot did not answer within 400 ms' });

    hubspot.queue(...Array.from({ length: 4 }, () => ({ raw: '{"portalId": 12' })));
    expect((await testConnection()).json).toEqual({
      ok: false,
      message: 'HubSpot answered with something that is not JSON',
    });

    hubspot.queue({
      status: 403,
      body: {
        status: 'error',
        category: 'MISSING_SCOPES',
        message: "This app hasn't been granted all required scopes to make this call.",
      },
    });
    expect((await testConnection()).json.message).toMatch(/^HubSpot refused the call: the private app lacks a scope/);
  });

  it('lets a member see the connection but never the token, nor change anything', async () => {
    const seen = (await t.call('GET', '/api/integrations/crm', undefined, member.cookie)).json;
    expect(seen.canManage).toBe(false);
    expect(seen.crms[0]).toMatchObject({ connected: true });
    expect(seen.crms[0]).not.toHaveProperty('tokenLast4');
    for (const [method, path, body] of [
      ['PUT', '/api/integrations/crm/hubspot/token', { token: 'pat-na1-member-token' }],
      ['DELETE', '/api/integrations/crm/hubspot/token', undefined],
      ['PATCH', '/api/integrations/crm/hubspot', { excludeCustomers: false }],
      ['POST', '/api/integrations/crm/hubspot/test', {}],
      ['POST', '/api/integrations/crm/hubspot/sync', {}],
    ] as const)
      expect((await t.call(method, path, body, member.cookie)).status, `${method} ${path}`).toBe(403);
  });

  it('refuses every CRM write to support impersonating an owner, even with write actions on, and hides the masked token', async () => {
    const support = await userWithRole(t, 'support@crm-keys.io', 'tech_support');
    expect(
      (await t.call('POST', '/api/support/impersonation/start', { targetUserId: owner.userId }, support.cookie)).status,
    ).toBe(201);
    await t.call('PATCH', '/api/support/impersonation', { writeEnabled: true }, support.cookie);
    for (const [method, path, body] of [
      ['PUT', '/api/integrations/crm/hubspot/token', { token: 'pat-na1-support-token' }],
      ['DELETE', '/api/integrations/crm/hubspot/token', undefined],
      ['PATCH', '/api/integrations/crm/hubspot', { excludeCustomers: false }],
      ['POST', '/api/integrations/crm/hubspot/test', {}],
      ['POST', '/api/integrations/crm/hubspot/sync', {}],
      ['POST', '/api/crm/hubspot/push', { organizationIds: ['00000000-0000-4000-8000-000000000000'] }],
    ] as const)
      expect((await t.call(method, path, body, support.cookie)).status, `${method} ${path}`).toBe(403);
    const seen = (await t.call('GET', '/api/integrations/crm', undefined, support.cookie)).json;
    expect(seen.canManage).toBe(false);
    expect(seen.crms[0]).not.toHaveProperty('tokenLast4');
    await t.call('POST', '/api/support/impersonation/stop', {}, support.cookie);
  });

  it('audits every change and removes the token', async () => {
    expect((await t.call('PATCH', '/api/integrations/crm/hubspot', {}, owner.cookie)).status).toBe(422);
    expect(
      (await t.call('PATCH', '/api/integrations/crm/hubspot', { excludeCustomers: false }, owner.cookie)).status,
    ).toBe(200);
    expect((await t.call('DELETE', '/api/integrations/crm/hubspot/token', undefined, owner.cookie)).status).toBe(200);
    expect((await t.call('GET', '/api/integrations/crm', undefined, owner.cookie)).json.crms[0]).toMatchObject({
      connected: false,
      tokenLast4: null,
      excludeCustomers: false,
    });
    const audit = await t.database.db
      .select()
      .from(authAuditLog)
      .where(sql`${authAuditLog.operationType} like 'integration_crm_%'`);
    expect(audit.map((a) => a.operationType)).toEqual(
      expect.arrayContaining([
        'integration_crm_token_saved',
        'integration_crm_token_replaced',
        'integration_crm_tested',
        'integration_crm_settings_changed',
        'integration_crm_token_removed',
      ]),
    );
    expect(JSON.stringify(audit)).not.toContain(TOKEN.slice(0, 16));
  });
});
