import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '#domain/branding';
import { companyBranding } from '../../db/schema/companies';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { PNG, upload } from './branding.test-support';

describe('branding by host (the sign-in page on a custom domain)', () => {
  let t: TestApp;
  let storageDir: string;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;
  let logoUrl: string;
  let backgroundUrl: string;
  const secrets = { emailFooter: 'Hostco Ltd · 9 Secret Lane', customCss: '.hostco-secret { color: red }' };

  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(tmpdir(), 'scoutline-by-host-'));
    t = await createTestApp({ env: { STORAGE_DIR: storageDir } });
    owner = await t.ownerWithCompany('hana@hostco.io', 'Hostco', 'hostco');
    logoUrl = (await upload(t, owner.cookie, 'logo', PNG)).json.url;
    backgroundUrl = (await upload(t, owner.cookie, 'login_background', PNG)).json.url;
    const saved = await t.call(
      'PUT',
      '/api/branding',
      {
        ...DEFAULT_BRANDING,
        ...secrets,
        primaryColor: '#0f766e',
        secondaryColor: '#9333ea',
        whiteLabelEnabled: true,
        customDomain: 'brand.hostco.io',
        logoUrl,
        loginBackgroundUrl: backgroundUrl,
      },
      owner.cookie,
    );
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  /** A signed-out request, as a browser on `host` sends it. */
  const byHost = async (host: string | null, headers: Record<string, string> = {}) => {
    const response = await t.app.request('/api/branding/by-host', {
      headers: host === null ? headers : { ...headers, host },
    });
    return { status: response.status, text: await response.text(), headers: response.headers };
  };

  it('answers the public branding of the company whose enabled domain the Host names', async () => {
    const res = await byHost('brand.hostco.io');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(JSON.parse(res.text)).toEqual({
      branding: {
        companyName: 'Hostco',
        logoUrl,
        loginBackgroundUrl: backgroundUrl,
        primaryColor: '#0f766e',
        secondaryColor: '#9333ea',
      },
    });
  });

  it('matches a Host with a port, in another case, or with a trailing dot', async () => {
    for (const host of ['Brand.HostCo.IO:3000', 'brand.hostco.io.', 'BRAND.hostco.io.:8443']) {
      expect(JSON.parse((await byHost(host)).text).branding?.companyName, host).toBe('Hostco');
    }
  });

  it('matches a domain stored before saving normalised it (case, trailing dot)', async () => {
    const legacy = await t.ownerWithCompany('lou@legacy.io', 'Legacy Co', 'legacy-co');
    await t.call('PUT', '/api/branding', { ...DEFAULT_BRANDING, whiteLabelEnabled: true }, legacy.cookie);
    await t.database.db
      .update(companyBranding)
      .set({ customDomain: 'Login.Legacy.IO.' })
      .where(eq(companyBranding.companyId, legacy.companyId));
    expect(JSON.parse((await byHost('login.legacy.io')).text).branding?.companyName).toBe('Legacy Co');
  });

  it('answers null for an unknown host, no Host, localhost or an IP address', async () => {
    for (const host of ['other.hostco.io', 'hostco.io', 'localhost:3000', '127.0.0.1:3000', '', null]) {
      const res = await byHost(host);
      expect(res.status, String(host)).toBe(200);
      expect(JSON.parse(res.text), String(host)).toEqual({ branding: null });
    }
  });

  it('ignores X-Forwarded-Host: the app has no trust-proxy setting', async () => {
    expect(JSON.parse((await byHost('localhost:3000', { 'x-forwarded-host': 'brand.hostco.io' })).text)).toEqual({
      branding: null,
    });
  });

  it('answers null while white-label is disabled, and again once it is enabled', async () => {
    const other = await t.ownerWithCompany('ola@offco.io', 'Offco', 'offco');
    const settings = { ...DEFAULT_BRANDING, ...secrets, whiteLabelEnabled: false, customDomain: 'login.offco.io' };
    await t.call('PUT', '/api/branding', settings, other.cookie);
    expect(JSON.parse((await byHost('login.offco.io')).text)).toEqual({ branding: null });
    await t.call('PUT', '/api/branding', { ...settings, whiteLabelEnabled: true }, other.cookie);
    expect(JSON.parse((await byHost('login.offco.io')).text).branding.companyName).toBe('Offco');
  });

  it('refuses a domain another company already saved, and answers null if two rows ever name one domain', async () => {
    const a = await t.ownerWithCompany('ann@twin-a.io', 'Twin A', 'twin-a');
    const b = await t.ownerWithCompany('ben@twin-b.io', 'Twin B', 'twin-b');
    const brand = { ...DEFAULT_BRANDING, whiteLabelEnabled: true, customDomain: 'shared.twins.io' };
    expect((await t.call('PUT', '/api/branding', brand, a.cookie)).status).toBe(200);
    expect((await t.call('PUT', '/api/branding', brand, a.cookie)).status).toBe(200);
    const second = await t.call('PUT', '/api/branding', { ...brand, customDomain: 'Shared.Twins.io.' }, b.cookie);
    expect(second).toMatchObject({ status: 409, json: { message: 'This domain is already used by another company.' } });
    expect(JSON.parse((await byHost('shared.twins.io')).text).branding?.companyName).toBe('Twin A');

    // Rows written before the check existed: the lookup trusts neither.
    await t.call('PUT', '/api/branding', { ...brand, customDomain: null }, b.cookie);
    await t.database.db
      .update(companyBranding)
      .set({ customDomain: 'shared.twins.io' })
      .where(eq(companyBranding.companyId, b.companyId));
    expect(JSON.parse((await byHost('shared.twins.io')).text)).toEqual({ branding: null });
  });

  it('never leaks the CSS, the e-mail footer, the domain or any id', async () => {
    const { text } = await byHost('brand.hostco.io');
    expect(Object.keys(JSON.parse(text).branding).sort()).toEqual([
      'companyName',
      'loginBackgroundUrl',
      'logoUrl',
      'primaryColor',
      'secondaryColor',
    ]);
    for (const secret of [
      secrets.customCss,
      secrets.emailFooter,
      'hostco-secret',
      'customCss',
      'emailFooter',
      'customDomain',
      'companyId',
      '"id"',
    ]) {
      expect(text).not.toContain(secret);
    }
    // The company id appears only inside the image URLs it already names.
    expect(text.replaceAll(logoUrl, '').replaceAll(backgroundUrl, '')).not.toContain(owner.companyId);
  });

  it('serves the logo and login background to a signed-out visitor, with the safe headers', async () => {
    const branding = JSON.parse((await byHost('brand.hostco.io')).text).branding;
    for (const url of [branding.logoUrl, branding.loginBackgroundUrl]) {
      const res = await t.app.request(url, { headers: { host: 'brand.hostco.io' } });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
    }
  });
});

describe('signing in on a custom domain', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = (email: string, host: string) =>
    t.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      // A browser that already holds a cookie for the host, so better-auth checks the origin.
      headers: { host, origin: `https://${host}`, cookie: 'sidebar_state=true', 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });

  it('is accepted on a company’s enabled domain and refused on any other host', async () => {
    const owner = await t.ownerWithCompany('sam@signin-domain.io', 'Signin Domain', 'signin-domain');
    const brand = { ...DEFAULT_BRANDING, customDomain: 'login.signin-domain.io' };
    await t.call('PUT', '/api/branding', { ...brand, whiteLabelEnabled: false }, owner.cookie);
    const whileDisabled = await signIn('sam@signin-domain.io', 'login.signin-domain.io');
    expect(whileDisabled.status).toBe(403);
    expect(await whileDisabled.json()).toMatchObject({ code: 'INVALID_ORIGIN' });

    await t.call('PUT', '/api/branding', { ...brand, whiteLabelEnabled: true }, owner.cookie);
    const onDomain = await signIn('sam@signin-domain.io', 'login.signin-domain.io');
    expect(onDomain.status, await onDomain.clone().text()).toBe(200);
    expect(onDomain.headers.get('set-cookie')).toMatch(/session_token=/);
    expect((await signIn('sam@signin-domain.io', 'evil.example.com')).status).toBe(403);
  });
});
