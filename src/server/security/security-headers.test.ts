import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { serveWebApp } from '../spa/serve-web-app';
import { PNG, upload } from '../features/branding/branding.test-support';
import { securityHeaders } from './security-headers';

const expectHardened = (headers: Headers) => {
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy')).toContain('camera=()');
};

describe('security headers', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    t = await createTestApp({ workers: false });
    webRoot = mkdtempSync(path.join(tmpdir(), 'scoutline-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(webRoot, 'assets', 'app.js'), 'console.log(1)');
    serveWebApp(t.app, webRoot);
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('are on the HTML, the assets, API answers (errors included) and stored files', async () => {
    const html = await t.app.request('/dashboard');
    expect(html.headers.get('content-type')).toContain('text/html');
    expectHardened(html.headers);
    expect(html.headers.get('content-security-policy')).toContain("script-src 'self';");
    expectHardened((await t.app.request('/assets/app.js')).headers);
    expectHardened((await t.call('GET', '/api/health')).headers);
    expectHardened((await t.call('GET', '/api/me')).headers);
    expectHardened((await t.call('GET', '/api/no-such-route')).headers);
    const owner = await t.ownerWithCompany('hdr@acme.io', 'Header Co');
    const logo = await upload(t, owner.cookie, 'logo', PNG);
    const file = await t.app.request(new URL(logo.json.url, t.env.APP_URL).pathname);
    expect(file.status).toBe(200);
    expectHardened(file.headers);
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
    expect(html.headers.get('strict-transport-security')).toBeNull();
  });

  it('add HSTS only when APP_URL is https', () => {
    expect(securityHeaders({ APP_URL: 'https://app.example.com' })['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(securityHeaders({ APP_URL: 'http://localhost:3000' })['Strict-Transport-Security']).toBeUndefined();
  });
});
