import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDING_MSG, DEFAULT_BRANDING } from '#domain/branding';
import { createTestApp, type TestApp } from '../../test/test-app';
import { getCompanyEmailFooter } from './branding.service';
import { PNG, upload } from './branding.test-support';
import { memberOf } from '../../test/join-company';

describe('branding API', () => {
  let t: TestApp;
  let storageDir: string;
  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(tmpdir(), 'scoutline-branding-'));
    t = await createTestApp({ env: { STORAGE_DIR: storageDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  const settings = {
    ...DEFAULT_BRANDING,
    primaryColor: '#0F766E',
    secondaryColor: '#9333ea',
    whiteLabelEnabled: true,
    customDomain: 'app.acme.io',
    emailFooter: 'Acme Corp · 1 Main St',
    customCss: '.card { border-radius: 0 }',
  };

  it('answers branding null for a company that never saved any, then upserts and returns it', async () => {
    const owner = await t.ownerWithCompany('bea@acme.io', 'Brand Co', 'brand-co');
    const empty = await t.call('GET', '/api/branding', undefined, owner.cookie);
    expect(empty.status).toBe(200);
    expect(empty.json).toEqual({ branding: null });

    const saved = await t.call('PUT', '/api/branding', settings, owner.cookie);
    expect(saved.status).toBe(200);
    expect(saved.json.branding).toMatchObject({ ...settings, primaryColor: '#0f766e' });

    const updated = await t.call(
      'PUT',
      '/api/branding',
      { ...settings, whiteLabelEnabled: false, customDomain: '', emailFooter: '' },
      owner.cookie,
    );
    expect(updated.json.branding).toMatchObject({ whiteLabelEnabled: false, customDomain: null, emailFooter: null });
    const read = await t.call('GET', '/api/branding', undefined, owner.cookie);
    expect(read.json.branding).toEqual(updated.json.branding);
  });

  it('refuses bad colours, unsafe CSS and images that are not the company’s own uploads', async () => {
    const owner = await t.ownerWithCompany('cal@acme.io', 'Strict Co', 'strict-co');
    const bad = await t.call('PUT', '/api/branding', { ...settings, primaryColor: 'red' }, owner.cookie);
    expect(bad.status).toBe(422);
    expect(bad.json.message).toBe(BRANDING_MSG.badColor);
    const css = await t.call(
      'PUT',
      '/api/branding',
      { ...settings, customCss: 'a{}</style><script>alert(1)</script>' },
      owner.cookie,
    );
    expect(css.status).toBe(422);
    expect(css.json.message).toMatch(/^Custom CSS may not contain/);
    const foreign = await t.call(
      'PUT',
      '/api/branding',
      { ...settings, logoUrl: 'https://evil.example/pixel.png' },
      owner.cookie,
    );
    expect(foreign.status).toBe(422);
    expect(foreign.json.message).toBe(BRANDING_MSG.badImageUrl);
    expect((await t.call('GET', '/api/branding', undefined, owner.cookie)).json.branding).toBeNull();
  });

  it('lets members read the branding but only owners and admins change it', async () => {
    const owner = await t.ownerWithCompany('dan@acme.io', 'Roles Co', 'roles-co');
    await t.call('PUT', '/api/branding', settings, owner.cookie);
    for (const role of ['member', 'viewer', 'admin'] as const) {
      const user = await memberOf(t, `${role}@roles.io`, owner.companyId, role);
      const read = await t.call('GET', '/api/branding', undefined, user.cookie);
      expect(read.json.branding.primaryColor).toBe('#0f766e');
      const write = await t.call('PUT', '/api/branding', { ...settings, primaryColor: '#000000' }, user.cookie);
      expect(write.status).toBe(role === 'admin' ? 200 : 403);
      const file = await upload(t, user.cookie, 'logo', PNG);
      expect(file.status).toBe(role === 'admin' ? 201 : 403);
    }
  });

  it('keeps each company’s branding to itself', async () => {
    const a = await t.ownerWithCompany('eve@a.io', 'Company A', 'company-a');
    const b = await t.ownerWithCompany('fay@b.io', 'Company B', 'company-b');
    await t.call('PUT', '/api/branding', { ...settings, customCss: '.a{color:red}' }, a.cookie);
    expect((await t.call('GET', '/api/branding', undefined, b.cookie)).json.branding).toBeNull();
    const aLogo = (await upload(t, a.cookie, 'logo', PNG)).json.url as string;
    const stolen = await t.call('PUT', '/api/branding', { ...settings, logoUrl: aLogo }, b.cookie);
    expect(stolen.status).toBe(422);
  });

  it('gives the saved e-mail footer for outgoing e-mails', async () => {
    const owner = await t.ownerWithCompany('gus@acme.io', 'Footer Co', 'footer-co');
    const { db } = t.database;
    expect(await getCompanyEmailFooter(db, owner.companyId)).toBeNull();
    // A domain of its own: another company in this file already saved the shared settings' domain.
    const own = { ...settings, customDomain: 'app.footer-co.io' };
    await t.call('PUT', '/api/branding', own, owner.cookie);
    expect(await getCompanyEmailFooter(db, owner.companyId)).toBe('Acme Corp · 1 Main St');
    await t.call('PUT', '/api/branding', { ...own, emailFooter: '   ' }, owner.cookie);
    expect(await getCompanyEmailFooter(db, owner.companyId)).toBeNull();
  });

  it('requires a session', async () => {
    expect((await t.call('GET', '/api/branding')).status).toBe(401);
    expect((await t.call('PUT', '/api/branding', settings)).status).toBe(401);
  });
});
