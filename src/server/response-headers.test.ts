import { request as httpRequest } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganizations } from './test/seed-organization';
import { createTestApp, type TestApp } from './test/test-app';
import { addResponseHeaders, mergeHeaders, withResponseHeaders } from './response-headers';
import { withJsonCompression } from './api-compression';
import { Hono } from 'hono';
import { CONTENT_SECURITY_POLICY } from './security/security-headers';

const FIXED = { 'X-Frame-Options': 'DENY', 'Content-Security-Policy': "default-src 'self'" };

describe('withResponseHeaders', () => {
  const app = withResponseHeaders(async (request: Request) => {
    const path = new URL(request.url).pathname;
    addResponseHeaders(request, { 'x-asked': path });
    if (path === '/file') return new Response('x', { headers: { 'content-security-policy': 'sandbox' } });
    if (path === '/empty') return new Response(null, { status: 204 });
    throw new Error('no such path');
  }, FIXED);

  it("adds the fixed headers and the ones asked for, keeping an answer's own", async () => {
    const file = await app(new Request('http://localhost/file'));
    expect(file.headers.get('content-security-policy')).toBe('sandbox');
    expect(file.headers.get('x-frame-options')).toBe('DENY');
    expect(file.headers.get('x-asked')).toBe('/file');
    const empty = await app(new Request('http://localhost/empty'));
    expect(empty.status).toBe(204);
    expect(empty.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(empty.headers.get('x-asked')).toBe('/empty');
  });
});

describe('mergeHeaders', () => {
  const fixed = { 'Content-Security-Policy': "default-src 'self'", 'X-Frame-Options': 'DENY' };
  const names = new Set(['content-security-policy', 'x-frame-options']);

  it("keeps the answer's own header over the fixed one whatever its case, and the asked ones over both", () => {
    const merged = mergeHeaders(
      fixed,
      names,
      { 'content-security-policy': 'sandbox', 'Content-Type': 'application/json', 'X-Limit': 'own' },
      { 'x-limit': 'asked' },
      true,
    );
    expect(merged).toEqual({
      'content-security-policy': 'sandbox',
      'x-frame-options': 'DENY',
      'content-type': 'application/json',
      'x-limit': 'asked',
    });
  });

  it('adds the fixed and asked headers as they are, and a type only to a body without one', () => {
    expect(mergeHeaders(fixed, names, { 'Content-Type': 'application/json' }, { 'x-a': '1' }, true)).toEqual({
      ...fixed,
      'Content-Type': 'application/json',
      'x-a': '1',
    });
    expect(mergeHeaders(fixed, names, {}, undefined, true)['content-type']).toBe('text/plain; charset=UTF-8');
    expect(mergeHeaders(fixed, names, {}, undefined, false)['content-type']).toBeUndefined();
  });
});

/** GET through node:http (fetch would decompress the body itself). */
const get = (port: number, path: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) =>
      httpRequest({ port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end(),
  );

describe('the app through the Node server (light responses with plain headers)', () => {
  let t: TestApp;
  let server: ReturnType<typeof serve>;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ workers: false });
    server = serve({ port: 0, hostname: '127.0.0.1', fetch: t.app.fetch });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => {
    server.close();
    await t.close();
  });

  it('answers JSON with the security headers, the rate limit, its type and length, compressed or not', async () => {
    const owner = await t.ownerWithCompany('plain@headers-co.io', 'Headers Co', 'headers-co');
    await seedOrganizations(t.database.db, owner, 30);
    const expected = await (await t.app.request('/api/organizations', { headers: { cookie: owner.cookie } })).json();
    const plain = await get(port, '/api/organizations', { cookie: owner.cookie });
    const brotli = await get(port, '/api/organizations', { cookie: owner.cookie, 'accept-encoding': 'gzip, br' });
    const small = await get(port, '/api/dashboard/stats', { cookie: owner.cookie, 'accept-encoding': 'gzip, br' });
    for (const answer of [plain, brotli, small]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-ratelimit-limit']).toBe('1000');
      expect(Number(answer.headers['x-ratelimit-remaining'])).toBeGreaterThan(900);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
    expect(Number(brotli.headers['x-ratelimit-remaining'])).toBe(Number(plain.headers['x-ratelimit-remaining']) - 1);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString('utf8'))).toEqual(expected);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString('utf8'))).toEqual(expected);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8')).organizationsIdentified).toBe(30);
  });

  it('compresses a plain answer that varies already, with one Vary and one length', async () => {
    const big = { items: Array.from({ length: 100 }, (_, n) => ({ n, text: 'the same words again and again' })) };
    // Made after serve() replaced the global Response: a light response whose headers are a plain record.
    const hono = new Hono().get(
      '/api/big',
      () => new Response(JSON.stringify(big), { headers: { 'Content-Type': 'application/json', Vary: 'Origin' } }),
    );
    const wrapped = serve({
      port: 0,
      hostname: '127.0.0.1',
      fetch: withJsonCompression(withResponseHeaders(hono.fetch, FIXED)),
    });
    try {
      await new Promise((resolve) => wrapped.once('listening', resolve));
      const answer = await get((wrapped.address() as { port: number }).port, '/api/big', { 'accept-encoding': 'br' });
      expect(answer.headers.vary).toBe('Origin, Accept-Encoding');
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(JSON.parse(brotliDecompressSync(answer.body).toString('utf8'))).toEqual(big);
    } finally {
      wrapped.close();
    }
  });

  it('compresses a plain answer from 1 kB of UTF-8, however few characters make it', async () => {
    const text = (n: number) => JSON.stringify({ text: 'é'.repeat(n) });
    const hono = new Hono().get(
      '/api/text/:n',
      (c) => new Response(text(Number(c.req.param('n'))), { headers: { 'content-type': 'application/json' } }),
    );
    const wrapped = serve({ port: 0, hostname: '127.0.0.1', fetch: withJsonCompression(hono.fetch) });
    try {
      await new Promise((resolve) => wrapped.once('listening', resolve));
      const port = (wrapped.address() as { port: number }).port;
      for (const [n, compressed] of [
        [300, false], // 612 bytes
        [600, true], // 1,212 bytes in 613 characters
      ] as const) {
        const answer = await get(port, `/api/text/${n}`, { 'accept-encoding': 'br' });
        expect(answer.headers['content-encoding'], `${n}`).toBe(compressed ? 'br' : undefined);
        const body = compressed ? brotliDecompressSync(answer.body) : answer.body;
        expect(body.toString('utf8')).toBe(text(n));
      }
    } finally {
      wrapped.close();
    }
  });

  it('answers an error with the security headers and a page with its own type', async () => {
    const missing = await get(port, '/api/no-such-route', {});
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(missing.headers['x-frame-options']).toBe('DENY');
    expect(JSON.parse(missing.body.toString('utf8')).error).toBe('NOT_FOUND');
  });
});
