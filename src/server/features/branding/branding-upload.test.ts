import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDING_MSG, DEFAULT_BRANDING, MAX_UPLOAD_BYTES } from '#domain/branding';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PNG, upload } from './branding.test-support';

const ascii = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));

describe('branding uploads and file serving', () => {
  let t: TestApp;
  let storageDir: string;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;
  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(tmpdir(), 'scoutline-upload-'));
    t = await createTestApp({ env: { STORAGE_DIR: storageDir } });
    owner = await t.ownerWithCompany('hal@acme.io', 'Upload Co', 'upload-co');
  });
  afterAll(async () => {
    await t.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  it('stores an image under the company, serves it publicly and saves its URL into its own field', async () => {
    const logo = await upload(t, owner.cookie, 'logo', PNG, { name: 'evil.svg', type: 'image/svg+xml' });
    expect(logo.status).toBe(201);
    expect(logo.json.url).toMatch(new RegExp(`^/api/files/${owner.companyId}/logo-\\d+-[0-9a-f]{16}\\.png$`));
    const background = await upload(t, owner.cookie, 'login_background', PNG);
    expect(background.json.url).toMatch(/\/login_background-\d+-[0-9a-f]{16}\.png$/);
    expect(await readdir(path.join(storageDir, owner.companyId))).toHaveLength(2);

    const served = await t.app.request(logo.json.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    const saved = await t.call(
      'PUT',
      '/api/branding',
      { ...DEFAULT_BRANDING, logoUrl: logo.json.url, loginBackgroundUrl: background.json.url },
      owner.cookie,
    );
    expect(saved.json.branding).toMatchObject({ logoUrl: logo.json.url, loginBackgroundUrl: background.json.url });
    const swapped = await t.call(
      'PUT',
      '/api/branding',
      { ...DEFAULT_BRANDING, logoUrl: background.json.url },
      owner.cookie,
    );
    expect(swapped.status).toBe(422);
  });

  it('recognises JPEG, GIF and WebP by their bytes', async () => {
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
    const gif = ascii('GIF89a\x01\x00\x01\x00');
    const webp = ascii('RIFF\x1a\x00\x00\x00WEBPVP8 ');
    for (const [bytes, ext, type] of [
      [jpeg, 'jpg', 'image/jpeg'],
      [gif, 'gif', 'image/gif'],
      [webp, 'webp', 'image/webp'],
    ] as const) {
      const res = await upload(t, owner.cookie, 'logo', bytes);
      expect(res.json.url).toMatch(new RegExp(`\\.${ext}$`));
      expect((await t.app.request(res.json.url)).headers.get('content-type')).toBe(type);
    }
  });

  it('refuses SVG, HTML dressed as PNG, empty and oversized files, and unknown fields', async () => {
    const svg = await upload(
      t,
      owner.cookie,
      'logo',
      ascii('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      { type: 'image/svg+xml', name: 'x.svg' },
    );
    expect(svg.status).toBe(422);
    expect(svg.json.message).toBe(BRANDING_MSG.notAnImage);
    const html = await upload(t, owner.cookie, 'logo', ascii('<html><script>alert(1)</script>'), { name: 'x.png' });
    expect(html.json.message).toBe(BRANDING_MSG.notAnImage);
    expect((await upload(t, owner.cookie, 'logo', new Uint8Array())).json.message).toBe(BRANDING_MSG.noFile);
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PNG);
    const tooBig = await upload(t, owner.cookie, 'logo', big);
    expect([413, 422]).toContain(tooBig.status);
    expect(tooBig.json.message).toBe(BRANDING_MSG.tooLarge);
    const huge = await upload(t, owner.cookie, 'logo', new Uint8Array(MAX_UPLOAD_BYTES + 200_000));
    expect(huge.status).toBe(413);
    const field = await upload(t, owner.cookie, 'avatar', PNG);
    expect(field.status).toBe(422);
    expect(field.json.message).toBe(BRANDING_MSG.badField);
  });

  it('serves nothing outside the storage folder and nothing that was not uploaded', async () => {
    const id = owner.companyId;
    for (const url of [
      `/api/files/${id}/..%2F..%2Fetc%2Fpasswd`,
      `/api/files/${id}/logo-1750000000000-0123456789abcdef.png`,
      `/api/files/..%2F${id}/logo-1750000000000-0123456789abcdef.png`,
      `/api/files/not-a-uuid/logo-1750000000000-0123456789abcdef.png`,
      `/api/files/${id}/logo.png`,
    ]) {
      expect((await t.app.request(url)).status, url).toBe(404);
    }
  });
});
