import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress-assets';
import { serveWebApp } from './serve-web-app';
import { chunkFiles } from './first-load-html';

const html =
  '<!doctype html><html><head><title>Scoutline</title>' +
  '<script type="module" crossorigin src="/assets/index-A1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
// The shape Vite writes to .vite/manifest.json (build.manifest), reduced to this app's first-load chain.
const manifest = {
  '_runtime-R1.js': { file: 'assets/runtime-R1.js' },
  '_vendor-V1.js': { file: 'assets/vendor-V1.js', imports: ['_runtime-R1.js'] },
  '_data-libs-D1.js': { file: 'assets/data-libs-D1.js', imports: ['_runtime-R1.js', '_vendor-V1.js'] },
  'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: ['_runtime-R1.js', '_vendor-V1.js'] },
  'features/auth/pages/auth-page.tsx': { file: 'assets/auth-page-P1.js', imports: ['_vendor-V1.js'] },
  'app/data-routes.tsx': { file: 'assets/data-routes-Q1.js', imports: ['_vendor-V1.js', '_data-libs-D1.js'] },
  'app/layout/dashboard-layout.tsx': { file: 'assets/dashboard-layout-L1.js', imports: ['_data-libs-D1.js'] },
  'app/routes/dashboard-home.tsx': { file: 'assets/dashboard-home-H1.js', imports: ['_data-libs-D1.js'] },
};

let dir: string;
let app: Hono;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'scoutline-first-load-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, 'index.html'), html);
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  await precompressDirectory(dir);
  app = new Hono();
  serveWebApp(app, dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const preloads = (page: string) =>
  [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const page = async (url: string, acceptEncoding: string) => {
  const response = await app.request(url, { headers: { 'accept-encoding': acceptEncoding } });
  const body = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  const text = (
    encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body
  ).toString();
  return { response, encoding, text };
};

describe('index.html names the first load’s chunks (modulepreload)', () => {
  it('/auth: the shell’s chunks and the sign-in page’s, nothing of the data pages', async () => {
    const { text } = await page('/auth', 'gzip, deflate, br');
    expect(preloads(text)).toEqual(['/assets/runtime-R1.js', '/assets/vendor-V1.js', '/assets/auth-page-P1.js']);
    expect(text.indexOf('modulepreload')).toBeGreaterThan(text.indexOf('/assets/index-A1.js'));
    expect(text).toContain('</head><body>');
    // Who is signed in is asked with the code, credentials included as the app's own fetch sends them.
    for (const url of ['/api/me', '/api/support/impersonation'])
      expect(text).toContain(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`);
  });

  it('/dashboard: routes, query library, layout and home page, each once, in every encoding', async () => {
    const expected = [
      '/assets/runtime-R1.js',
      '/assets/vendor-V1.js',
      '/assets/data-libs-D1.js',
      '/assets/data-routes-Q1.js',
      '/assets/dashboard-layout-L1.js',
      '/assets/dashboard-home-H1.js',
    ];
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['identity', null],
    ] as const) {
      const { response, text, encoding: sent } = await page('/dashboard', acceptEncoding);
      expect(sent).toBe(encoding);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(preloads(text)).toEqual(expected);
    }
  });

  it('a deeper dashboard page gets the layout; a path no rule knows gets only the shell', async () => {
    expect(preloads((await page('/dashboard/billing', 'br')).text)).toEqual([
      '/assets/runtime-R1.js',
      '/assets/vendor-V1.js',
      '/assets/data-libs-D1.js',
      '/assets/data-routes-Q1.js',
      '/assets/dashboard-layout-L1.js',
    ]);
    expect(preloads((await page('/no-such-page', 'br')).text)).toEqual([
      '/assets/runtime-R1.js',
      '/assets/vendor-V1.js',
    ]);
  });

  it('chunkFiles: dependencies first, each once, unknown keys skipped', () => {
    expect(chunkFiles(manifest, ['app/data-routes.tsx', 'app/layout/dashboard-layout.tsx', 'nope.tsx'])).toEqual([
      'assets/runtime-R1.js',
      'assets/vendor-V1.js',
      'assets/data-libs-D1.js',
      'assets/data-routes-Q1.js',
      'assets/dashboard-layout-L1.js',
    ]);
  });
});
