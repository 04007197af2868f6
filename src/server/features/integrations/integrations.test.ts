import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { authAuditLog } from '../../db/schema/audit';
import { openSecretBox, WRONG_SECRETS_KEY } from '../../secrets/secret-box';
import { startFakeApollo } from '../../test/fakes/fake-apollo';
import type { FakeProviderServer } from '../../test/fakes/fake-provider-server';
import { fakeCompanies } from '../../test/fakes/fake-records';
import { createTestApp, type TestApp } from '../../test/test-app';
import { memberOf } from '../../test/join-company';

const COMPANY_KEY = 'apollo-company-key-9f3c7a21';
const DEPLOYMENT_KEY = 'apollo-deployment-key-0000';

describe('Integrations: company provider keys', () => {
  let t: TestApp;
  let apollo: FakeProviderServer;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;
  let member: Awaited<ReturnType<TestApp['signUpVerified']>>;

  beforeAll(async () => {
    apollo = await startFakeApollo({
      key: COMPANY_KEY,
      companies: fakeCompanies(5),
    });
    t = await createTestApp({
      env: { APOLLO_BASE_URL: apollo.url, APOLLO_API_KEY: DEPLOYMENT_KEY },
    });
    owner = await t.ownerWithCompany('owner@keys.io', 'Keys Co', 'keys-co');
    member = await memberOf(t, 'member@keys.io', owner.companyId, 'member');
  });
  afterAll(async () => {
    await t.close();
    await apollo.close();
  });

  it('shows deployment keys as connected, then a saved company key wins and Test connection uses it', async () => {
    const before = (await t.call('GET', '/api/integrations', undefined, owner.cookie)).json;
    expect(before.providers.find((p: any) => p.id === 'apollo')).toMatchObject({
      connected: true,
      keySource: 'deployment',
      keyLast4: null,
    });
    expect(before.monthlyCallCap).toBe(1000);
    const failing = await t.call('POST', '/api/integrations/apollo/test', {}, owner.cookie);
    expect(failing.json).toEqual({
      ok: false,
      message: 'Apollo refused the API key. Check the key on the Integrations tab.',
    });

    expect((await t.call('PUT', '/api/integrations/apollo/key', { apiKey: COMPANY_KEY }, owner.cookie)).status).toBe(
      200,
    );
    const after = (await t.call('GET', '/api/integrations', undefined, owner.cookie)).json;
    expect(after.providers.find((p: any) => p.id === 'apollo')).toMatchObject({
      connected: true,
      keySource: 'company',
      keyLast4: '7a21',
      enabled: true,
    });
    expect(JSON.stringify(after)).not.toContain(COMPANY_KEY);
    const ok = await t.call('POST', '/api/integrations/apollo/test', {}, owner.cookie);
    expect(ok.json).toEqual({
      ok: true,
      message: expect.stringMatching(/^Apollo accepted the key/),
    });
    expect(apollo.requests.at(-1)!.headers['x-api-key']).toBe(COMPANY_KEY);
    const usage = (await t.call('GET', '/api/integrations', undefined, owner.cookie)).json;
    expect(usage.providers.find((p: any) => p.id === 'apollo').callsThisMonth).toBe(2);
  });

  it('never stores a key in clear: no table of a dump holds it', async () => {
    const tables: any = await t.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const rows = tables.rows ?? tables;
    expect(rows.length).toBeGreaterThan(10);
    for (const { table_name } of rows as { table_name: string }[]) {
      const dump: any = await t.database.db.execute(
        sql.raw(`select string_agg(t::text, ' ') as text from "${table_name}" t`),
      );
      const text: string = (dump.rows ?? dump)[0]?.text ?? '';
      expect(text, table_name).not.toContain(COMPANY_KEY);
      expect(text, table_name).not.toContain(COMPANY_KEY.slice(0, 12));
    }
  });

  it('lets a member see what is connected but never a key, nor change anything', async () => {
    const seen = (await t.call('GET', '/api/integrations', undefined, member.cookie)).json;
    const apolloRow = seen.providers.find((p: any) => p.id === 'apollo');
    expect(apolloRow).toMatchObject({ connected: true, keySource: 'company' });
    expect(apolloRow).not.toHaveProperty('keyLast4');
    expect(seen.canManage).toBe(false);
    for (const [method, path, body] of [
      ['PUT', '/api/integrations/apollo/key', { apiKey: 'member-key-123456' }],
      ['DELETE', '/api/integrations/apollo/key', undefined],
      ['PATCH', '/api/integrations/apollo', { enabled: false }],
      ['POST', '/api/integrations/apollo/test', {}],
      ['PUT', '/api/integrations/settings', { monthlyCallCap: 5 }],
    ] as const) {
      expect((await t.call(method, path, body, member.cookie)).status, `${method} ${path}`).toBe(403);
    }
  });

  it('keeps one company keys away from another company', async () => {
    const other = await t.ownerWithCompany('owner@other-keys.io', 'Other Keys', 'other-keys');
    const seen = (await t.call('GET', '/api/integrations', undefined, other.cookie)).json;
    expect(seen.providers.find((p: any) => p.id === 'apollo')).toMatchObject({
      keySource: 'deployment',
      keyLast4: null,
    });
    expect(seen.callsThisMonth).toBe(0);
  });

  it('validates input, switches a provider off, sets the cap, removes the key, and audits every change', async () => {
    expect((await t.call('PUT', '/api/integrations/apollo/key', { apiKey: 'short' }, owner.cookie)).status).toBe(422);
    expect(
      (await t.call('PUT', '/api/integrations/nobody/key', { apiKey: 'long-enough-key' }, owner.cookie)).status,
    ).toBe(404);
    expect((await t.call('PUT', '/api/integrations/settings', { monthlyCallCap: -1 }, owner.cookie)).status).toBe(422);
    expect(
      (await t.call('PATCH', '/api/integrations/apollo', { enabled: false, position: 2 }, owner.cookie)).status,
    ).toBe(200);
    expect((await t.call('PUT', '/api/integrations/settings', { monthlyCallCap: 250 }, owner.cookie)).status).toBe(200);
    const list = (await t.call('GET', '/api/integrations', undefined, owner.cookie)).json;
    expect(list.monthlyCallCap).toBe(250);
    expect(list.providers.find((p: any) => p.id === 'apollo')).toMatchObject({
      enabled: false,
      position: 2,
    });
    expect((await t.call('DELETE', '/api/integrations/apollo/key', undefined, owner.cookie)).status).toBe(200);
    const removed = (await t.call('GET', '/api/integrations', undefined, owner.cookie)).json;
    expect(removed.providers.find((p: any) => p.id === 'apollo')).toMatchObject({
      keySource: 'deployment',
      keyLast4: null,
    });

    const audit = await t.database.db
      .select()
      .from(authAuditLog)
      .where(sql`${authAuditLog.operationType} like 'integration_%'`);
    expect(audit.map((a) => [a.operationType, a.identifier, (a.details as any).provider ?? null])).toEqual(
      expect.arrayContaining([
        ['integration_key_saved', 'owner@keys.io', 'apollo'],
        ['integration_updated', 'owner@keys.io', 'apollo'],
        ['integration_cap_changed', 'owner@keys.io', null],
        ['integration_key_removed', 'owner@keys.io', 'apollo'],
      ]),
    );
    expect(JSON.stringify(audit)).not.toContain(COMPANY_KEY);
  });

  it('refuses to start with another SECRETS_KEY than the one the secrets were stored under', async () => {
    const wrong = Buffer.alloc(32, 9).toString('base64');
    await expect(
      openSecretBox(t.database.db, {
        SECRETS_KEY: wrong,
        DATA_DIR: '/nonexistent',
        NODE_ENV: 'test',
      }),
    ).rejects.toThrow(WRONG_SECRETS_KEY);
  });
});
