import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress-assets';
import { acceptedEncodings, IMMUTABLE, serveWebApp } from './serve-web-app';

const CHROME = 'gzip, deflate, br, zstd';
const script = `export const pages = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Page ${i}` })))};\n`;
const html = `<!doctype html><html><head><title>Scoutline - Sales Intelligence</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>`;

let dir: string;
let app: Hono;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'scoutline-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), html);
  writeFileSync(path.join(dir, 'assets/index-Ab12Cd34.js'), script);
  writeFileSync(path.join(dir, 'assets/logo-Ef56Gh78.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]));
  writeFileSync(path.join(dir, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(50)}</svg>`);
  await precompressDirectory(dir);
  app = new Hono();
  serveWebApp(app, dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const get = (url: string, acceptEncoding?: string) =>
  app.request(url, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('the built front end: precompressed, cached by kind', () => {
  it('the build writes brotli and gzip beside each text file, never beside images', () => {
    for (const file of ['index.html', 'favicon.svg', 'assets/index-Ab12Cd34.js']) {
      expect(existsSync(path.join(dir, `${file}.br`)), file).toBe(true);
      expect(existsSync(path.join(dir, `${file}.gz`)), file).toBe(true);
    }
    expect(existsSync(path.join(dir, 'assets/logo-Ef56Gh78.png.br'))).toBe(false);
  });

  it('serves a hashed script as brotli to a browser that accepts it, immutable for a year, varying by encoding', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', CHROME);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('last-modified')).toBeNull();
    const body = await bytes(response);
    expect(body.length).toBeLessThan(Buffer.byteLength(script) / 4);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('falls back to gzip, then to the plain file, still cached and still varying', async () => {
    const gzipped = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzipped)).toString()).toBe(script);

    const refused = await get('/assets/index-Ab12Cd34.js', 'br;q=0, gzip;q=0');
    const plain = await get('/assets/index-Ab12Cd34.js');
    for (const response of [refused, plain]) {
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect((await bytes(response)).toString()).toBe(script);
    }
  });

  it('answers a missing asset with 404, not with the index page', async () => {
    const response = await get('/assets/index-Zz99Zz99.js', CHROME);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).not.toContain('<!doctype html>');
  });

  it('serves index.html for every page path, compressed, revalidated on each visit', async () => {
    for (const url of ['/', '/auth', '/dashboard/accounts']) {
      const response = await get(url, CHROME);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(brotliDecompressSync(await bytes(response)).toString()).toBe(html);
    }
    const plain = await get('/auth');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(html);
  });

  it('serves the favicon compressed with a short cache', async () => {
    const response = await get('/favicon.svg', CHROME);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});

describe('acceptedEncodings', () => {
  it('reads names, ignores case and weights, and drops those refused with q=0', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')]).toEqual(['gzip', 'deflate', 'br', 'zstd']);
    expect([...acceptedEncodings('BR;q=0.9, gzip;q=0')]).toEqual(['br']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});
