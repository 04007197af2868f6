import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { SALESFORCE_OAUTH_MSG as MSG } from '#domain/crm-oauth';
import { crmTokenContext } from '../../crm/crm-adapters';
import { authAuditLog } from '../../db/schema/audit';
import { companyBranding } from '../../db/schema/companies';
import { crmConnections, crmOauthStates } from '../../db/schema/crm';
import { memberOf } from '../../test/join-company';
import { startFakeSalesforce, type FakeSalesforce } from '../../test/fakes/fake-salesforce';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userWithRole } from '../admin/admin-test-helpers';

const APP = { clientId: '3MVG9fake.oauth.consumer.key.42', clientSecret: 'B7C6D5E4F3A2918273645546' };
const CALLBACK = 'http://localhost:3000/dashboard/company/salesforce/callback';
const BRAND_HOST = 'crm.sf-brand.io';
const BRAND_CALLBACK = `https://${BRAND_HOST}/dashboard/company/salesforce/callback`;

describe('Connect with Salesforce (OAuth 2.0 web server flow)', () => {
  let t: TestApp;
  let salesforce: FakeSalesforce;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;
  let admin: Awaited<ReturnType<typeof memberOf>>;
  let member: Awaited<ReturnType<typeof memberOf>>;

  beforeAll(async () => {
    salesforce = await startFakeSalesforce({
      ...APP,
      refreshToken: '5Aep861never-pasted-refresh-token',
      callbackUrl: [CALLBACK, BRAND_CALLBACK],
      orgName: 'Northwind',
    });
    for (let i = 0; i < 12; i++) salesforce.add('Account', { Name: `Account ${i}`, Website: `a${i}.example` });
    t = await createTestApp({
      env: { SALESFORCE_LOGIN_URL: salesforce.url, CRM_TIMEOUT_MS: '2000', CRM_SYNC_INTERVAL_MINUTES: '0' },
    });
    owner = await t.ownerWithCompany('owner@sf-oauth.io', 'SF OAuth', 'sf-oauth');
    admin = await memberOf(t, 'admin@sf-oauth.io', owner.companyId, 'admin');
    member = await memberOf(t, 'member@sf-oauth.io', owner.companyId, 'member');
  });
  afterAll(async () => {
    await t.close();
    await salesforce.close();
  });

  const start = (body: object = APP, cookie = owner.cookie) =>
    t.call('POST', '/api/integrations/crm/salesforce/oauth/start', body, cookie);
  /** The browser at Salesforce's authorize URL: where it is sent back to. */
  const authorize = async (url: string) => {
    const answer = await fetch(url, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    return new URL(answer.headers.get('location')!);
  };
  /** What the callback page posts: the query Salesforce sent the browser back with. */
  const callback = (back: URL | Record<string, string>, cookie = owner.cookie) =>
    t.call(
      'POST',
      '/api/integrations/crm/salesforce/oauth/callback',
      back instanceof URL ? Object.fromEntries(back.searchParams) : back,
      cookie,
    );
  const startAndAuthorize = async (body: object = APP, cookie = owner.cookie) => {
    const started = await start(body, cookie);
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    return authorize(started.json.authorizeUrl);
  };
  const connection = async () => {
    const [row] = await t.database.db
      .select()
      .from(crmConnections)
      .where(and(eq(crmConnections.companyId, owner.companyId), eq(crmConnections.crm, 'salesforce')));
    return row ?? null;
  };
  const stored = async () =>
    JSON.parse(
      t.deps.secrets.decrypt((await connection())!.encryptedToken!, crmTokenContext(owner.companyId, 'salesforce')),
    );

  it('sends the browser to the authorize endpoint with the documented parameters and shows the callback URL', async () => {
    expect((await start({ clientId: 'short', clientSecret: APP.clientSecret })).status).toBe(422);
    const started = await start();
    expect(started.json.callbackUrl).toBe(CALLBACK);
    const url = new URL(started.json.authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${salesforce.url}/services/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: APP.clientId,
      redirect_uri: CALLBACK,
      scope: 'api refresh_token',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    const card = (await t.call('GET', '/api/integrations/crm', undefined, owner.cookie)).json.crms.find(
      (c: { id: string }) => c.id === 'salesforce',
    );
    expect(card.oauthCallbackUrls).toEqual([CALLBACK]);
    // The state is kept hashed; the key and secret only encrypted.
    const text = JSON.stringify(await t.database.db.select().from(crmOauthStates));
    for (const secret of [url.searchParams.get('state')!, APP.clientSecret]) expect(text).not.toContain(secret);
  });

  it('says an access_denied in words and keeps nothing', async () => {
    salesforce.denyNext();
    const back = await startAndAuthorize();
    expect(back.searchParams.get('error')).toBe('access_denied');
    const answer = await callback(back);
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe(MSG.denied);
    expect(await connection()).toBeNull();
  });

  it('refuses an unknown, expired, reused or someone else’s state with 4xx and keeps nothing', async () => {
    expect((await callback({ state: 'made-up-state', code: 'aPrxWhatever' })).json.message).toBe(MSG.unknownState);

    const late = await startAndAuthorize();
    await t.database.db
      .update(crmOauthStates)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(crmOauthStates.companyId, owner.companyId));
    const expired = await callback(late);
    expect(expired.status).toBe(400);
    expect(expired.json.message).toBe(MSG.expiredState);

    // Another admin of the same company cannot finish the owner's sign-in.
    const owners = await startAndAuthorize();
    const stolen = await callback(owners, admin.cookie);
    expect(stolen.status).toBe(400);
    expect(stolen.json.message).toBe(MSG.unknownState);

    // A wrong consumer secret: Salesforce refuses the code exchange, said in words.
    const wrongSecret = await startAndAuthorize({ ...APP, clientSecret: 'not-the-secret-0000' });
    const refused = await callback(wrongSecret);
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(MSG.badClient);
    const reused = await callback(wrongSecret);
    expect(reused.status).toBe(400);
    expect(reused.json.message).toBe(MSG.usedState);
    expect(await connection()).toBeNull();
  });

  it('exchanges the code, keeps the refresh token encrypted with the instance URL, tests and audits', async () => {
    const back = await startAndAuthorize();
    expect(back.origin + back.pathname).toBe(CALLBACK);
    const answer = await callback(back);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json).toEqual({ ok: true, message: 'Salesforce org Northwind: 12 accounts' });

    const exchange = salesforce.requests.find((r) => r.body?.grant_type === 'authorization_code');
    expect(exchange?.body).toMatchObject({ client_id: APP.clientId, redirect_uri: CALLBACK });
    expect(exchange?.body.code_verifier).toMatch(/^[\w-]{86}$/);
    const secret = await stored();
    expect(secret).toMatchObject({ ...APP, instanceUrl: salesforce.url });
    expect(salesforce.liveRefreshTokens()).toContain(secret.refreshToken);
    const row = (await connection())!;
    expect(row.encryptedToken).not.toContain(secret.refreshToken);
    expect(row.tokenLast4).toBe(secret.refreshToken.slice(-4));
    expect(row.accountLabel).toBe('Salesforce org Northwind');
    const audit = await t.database.db
      .select()
      .from(authAuditLog)
      .where(eq(authAuditLog.operationType, 'integration_crm_token_saved'));
    expect(audit.at(-1)?.details).toMatchObject({ crm: 'salesforce', via: 'oauth', instanceUrl: salesforce.url });

    // The same callback again is refused and changes nothing.
    const again = await callback(back);
    expect(again.status).toBe(400);
    expect(again.json.message).toBe(MSG.usedState);
    expect((await connection())!.encryptedToken).toBe(row.encryptedToken);
  });

  it('keeps a rotated refresh token in place of the old one', async () => {
    const before = (await stored()).refreshToken;
    salesforce.rotateRefreshTokens(true);
    const test = () => t.call('POST', '/api/integrations/crm/salesforce/test', {}, owner.cookie);
    expect((await test()).json.ok).toBe(true);
    const after = await stored();
    expect(after.refreshToken).not.toBe(before);
    expect(salesforce.liveRefreshTokens()).not.toContain(before);
    expect(after).toMatchObject({ ...APP, instanceUrl: salesforce.url });
    expect((await connection())!.tokenLast4).toBe(after.refreshToken.slice(-4));
    // The next call starts from the kept token (the old one is spent): it still works.
    expect((await test()).json).toEqual({ ok: true, message: 'Salesforce org Northwind: 12 accounts' });
    salesforce.rotateRefreshTokens(false);
  });

  it('lets two jobs refresh at once with rotation on: the second starts from the token the first kept', async () => {
    salesforce.rotateRefreshTokens(true);
    const test = () => t.call('POST', '/api/integrations/crm/salesforce/test', {}, owner.cookie);
    const rotations = async () =>
      (
        await t.database.db
          .select()
          .from(authAuditLog)
          .where(eq(authAuditLog.operationType, 'integration_crm_token_rotated'))
      ).filter((row) => (row.details as { companyId?: string }).companyId === owner.companyId).length;
    const before = await rotations();
    const answers = await Promise.all([test(), test(), test()]);
    expect(answers.map((a) => a.json)).toEqual(
      Array(3).fill({ ok: true, message: 'Salesforce org Northwind: 12 accounts' }),
    );
    expect(salesforce.liveRefreshTokens()).toContain((await stored()).refreshToken);
    // Each rotation is in the audit trail, made by no user.
    expect(await rotations()).toBe(before + 3);
    salesforce.rotateRefreshTokens(false);
  });

  it('signs in through the custom domain when started there (white label), listing both callbacks', async () => {
    await t.database.db
      .insert(companyBranding)
      .values({ companyId: owner.companyId, whiteLabelEnabled: true, customDomain: BRAND_HOST });
    const card = (await t.call('GET', '/api/integrations/crm', undefined, owner.cookie)).json.crms.find(
      (c: { id: string }) => c.id === 'salesforce',
    );
    expect(card.oauthCallbackUrls).toEqual([CALLBACK, BRAND_CALLBACK]);
    // A browser on the custom domain: Salesforce must send it back there, where its session is.
    const onBrand = async (path: string, body: object) => {
      const answer = await t.app.request(path, {
        method: 'POST',
        headers: {
          host: BRAND_HOST,
          origin: `https://${BRAND_HOST}`,
          cookie: owner.cookie,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      return { status: answer.status, json: await answer.json() };
    };
    const started = await onBrand('/api/integrations/crm/salesforce/oauth/start', APP);
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    expect(started.json.callbackUrl).toBe(BRAND_CALLBACK);
    const back = await authorize(started.json.authorizeUrl);
    expect(`${back.origin}${back.pathname}`).toBe(BRAND_CALLBACK);
    const done = await onBrand(
      '/api/integrations/crm/salesforce/oauth/callback',
      Object.fromEntries(back.searchParams),
    );
    expect(done.json).toEqual({ ok: true, message: 'Salesforce org Northwind: 12 accounts' });
    // Started on the app's own address, the sign-in still comes back there.
    const plain = await start();
    expect(plain.json.callbackUrl).toBe(CALLBACK);
    await t.database.db.delete(companyBranding).where(eq(companyBranding.companyId, owner.companyId));
  });

  it('refuses members and impersonating support both steps', async () => {
    expect((await start(APP, member.cookie)).status).toBe(403);
    expect((await callback({ state: 'x', code: 'y' }, member.cookie)).status).toBe(403);
    const support = await userWithRole(t, 'support@sf-oauth.io', 'tech_support');
    await t.call('POST', '/api/support/impersonation/start', { targetUserId: owner.userId }, support.cookie);
    await t.call('PATCH', '/api/support/impersonation', { writeEnabled: true }, support.cookie);
    expect((await start(APP, support.cookie)).status).toBe(403);
    expect((await callback({ state: 'x', code: 'y' }, support.cookie)).status).toBe(403);
    const card = (await t.call('GET', '/api/integrations/crm', undefined, support.cookie)).json.crms.find(
      (c: { id: string }) => c.id === 'salesforce',
    );
    expect(card).not.toHaveProperty('oauthCallbackUrls');
    await t.call('POST', '/api/support/impersonation/stop', {}, support.cookie);
  });
});
