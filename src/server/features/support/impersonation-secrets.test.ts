import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPERSONATION_RESTRICTED } from '#domain/access';
import { providerConnections } from '../../db/schema/providers';
import { startFakeApollo } from '../../test/fakes/fake-apollo';
import type { FakeProviderServer } from '../../test/fakes/fake-provider-server';
import { fakeCompanies } from '../../test/fakes/fake-records';
import { createTestApp, type TestApp } from '../../test/test-app';
import { impersonate, userWithRole } from './support.test-support';

const OWNER_KEY = 'apollo-owner-key-5be81d07';
const SUPPORT_KEY = 'apollo-support-key-c41f99e2';
const BODY_SECRETS = ['hunter-key-in-body-0a9b8c7d', 'refresh-token-deep-1f2e3d4c', 'Hunter2-Password-77'];

/** Every route that reads or changes a company's provider keys, each with a body carrying a key. */
const SECRET_ROUTES = [
  ['PUT', '/api/integrations/apollo/key', { apiKey: SUPPORT_KEY }],
  ['PUT', '/api/integrations/hunter/key', { apiKey: SUPPORT_KEY }],
  ['POST', '/api/integrations/apollo/test', { apiKey: SUPPORT_KEY }],
  ['PATCH', '/api/integrations/apollo', { enabled: false, position: 3 }],
  ['DELETE', '/api/integrations/apollo/key', undefined],
  ['PUT', '/api/integrations/settings', { monthlyCallCap: 1 }],
] as const;

describe('impersonation and company secrets', () => {
  let t: TestApp;
  let apollo: FakeProviderServer;
  beforeAll(async () => {
    apollo = await startFakeApollo({ key: OWNER_KEY, companies: fakeCompanies(2) });
    t = await createTestApp({ env: { APOLLO_BASE_URL: apollo.url } });
  });
  afterAll(async () => {
    await t.close();
    await apollo.close();
  });

  const auditText = async (userId: string) => {
    const result: any = await t.database.db.execute(
      sql`select coalesce(string_agg(data::text, ' '), '') as text from impersonation_actions where impersonated_user_id = ${userId}`,
    );
    return ((result.rows ?? result)[0]?.text ?? '') as string;
  };

  it('refuses every key route with writes on, shows no part of a key, and changes nothing', async () => {
    const support = await userWithRole(t, 'tech_support');
    const owner = await userWithRole(t, 'user', 'key-owner');
    expect((await t.call('PUT', '/api/integrations/apollo/key', { apiKey: OWNER_KEY }, owner.cookie)).status).toBe(200);
    await impersonate(t, support.cookie, owner.userId, true);

    for (const [method, path, body] of SECRET_ROUTES) {
      const res = await t.call(method, path, body, support.cookie);
      expect([res.status, res.json.message], `${method} ${path}`).toEqual([403, IMPERSONATION_RESTRICTED]);
    }
    // The list says what is connected (targeting needs it), with no part of a key and nothing to manage.
    const list = await t.call('GET', '/api/integrations', undefined, support.cookie);
    expect(list.status).toBe(200);
    const row = list.json.providers.find((p: any) => p.id === 'apollo');
    expect(row).toMatchObject({ connected: true, keySource: 'company', enabled: true });
    expect(row).not.toHaveProperty('keyLast4');
    expect(list.json.canManage).toBe(false);
    expect(JSON.stringify(list.json)).not.toContain(OWNER_KEY.slice(-4));

    const [stored] = await t.database.db
      .select()
      .from(providerConnections)
      .where(eq(providerConnections.companyId, owner.companyId));
    expect([stored!.keyLast4, stored!.enabled]).toEqual([OWNER_KEY.slice(-4), true]);
    expect(apollo.requests).toHaveLength(0);
    expect(await auditText(owner.userId)).not.toContain(SUPPORT_KEY);
  });

  it('never stores a secret in the audit, whatever route or depth carries it', async () => {
    const support = await userWithRole(t, 'tech_support');
    const target = await userWithRole(t, 'user', 'audited');
    await impersonate(t, support.cookie, target.userId, true);
    const [hunterKey, refreshToken, password] = BODY_SECRETS;

    // A write the product allows, with secrets riding along in fields the route ignores.
    const created = await t.call(
      'POST',
      '/api/demo/sessions',
      { name: 'Audited write', apiKey: hunterKey, nested: [{ deeper: { Refresh_Token: refreshToken } }] },
      support.cookie,
    );
    expect(created.status).toBe(201);
    // The browser's own audit call, with a body as JSON text and as a value.
    for (const data of [
      JSON.stringify({ profile: { newPassword: password, 'X-API-KEY': hunterKey } }),
      { headers: { Authorization: `Bearer ${refreshToken}` }, list: [{ clientSecret: password }] },
      `password=${password}`,
    ]) {
      const logged = await t.call(
        'POST',
        '/api/functions/log-impersonated-action',
        {
          adminUserId: support.userId,
          impersonatedUserId: target.userId,
          action: 'UPDATE',
          table: 'profiles',
          data,
          timestamp: new Date().toISOString(),
        },
        support.cookie,
      );
      expect(logged.status).toBe(201);
    }

    const text = await auditText(target.userId);
    expect(text).toContain('Audited write');
    expect(text).toContain('[redacted]');
    for (const secret of BODY_SECRETS) expect(text).not.toContain(secret);
  });
});
