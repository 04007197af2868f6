import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedOrganizations } from './test/seed-organization';
import { createTestApp, type TestApp } from './test/test-app';
import { acceptedEncoding, withJsonCompression } from './api-compression';

describe('API JSON is compressed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ workers: false });
  });
  afterAll(() => t.close());

  it('compresses a large JSON answer for a client that accepts it, and not for one that does not', async () => {
    const owner = await t.ownerWithCompany('gzip@compress-co.io', 'Compress Co', 'compress-co');
    await seedOrganizations(t.database.db, owner, 40);
    const get = (encoding?: string) =>
      t.app.request('/api/organizations', {
        headers: { cookie: owner.cookie, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const brotli = await get('gzip, deflate, br, zstd');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const fromBrotli = JSON.parse(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString('utf8'));
    expect(fromBrotli.organizations).toHaveLength(40);
    const gzipped = await get('gzip, deflate');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const body = JSON.parse(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString('utf8'));
    expect(body).toEqual(fromBrotli);
    const plain = await get();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.json()).organizations).toHaveLength(40);
  });
});

describe('withJsonCompression', () => {
  const big = { items: Array.from({ length: 100 }, (_, n) => ({ n, text: 'the same words again and again' })) };
  const app = withJsonCompression(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/small') return Response.json({ ok: true });
    if (url.pathname === '/api/events')
      return new Response('data: x\n\n'.repeat(200), { headers: { 'content-type': 'text/event-stream' } });
    if (url.pathname === '/api/no-transform')
      return Response.json(big, { headers: { 'cache-control': 'no-transform' } });
    return Response.json(big, { headers: { vary: 'Origin', 'set-cookie': 'a=1' } });
  });
  const get = (path: string, encoding?: string) =>
    app(new Request(`http://localhost${path}`, { headers: encoding ? { 'accept-encoding': encoding } : {} }));

  it('sends large API JSON with brotli to a client that names it, with Vary and the length sent', async () => {
    const res = await get('/api/big', 'gzip, deflate, br');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Origin, Accept-Encoding');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect(JSON.parse(brotliDecompressSync(bytes).toString('utf8'))).toEqual(big);
  });

  it('gzips large API JSON for a client that accepts gzip and not brotli, with Vary and the length', async () => {
    const res = await get('/api/big', 'gzip, deflate');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Origin, Accept-Encoding');
    expect(res.headers.get('set-cookie')).toBe('a=1');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(big);
  });

  it('compresses a body past the on-the-spot limit in the thread pool, with either encoding', async () => {
    const huge = { items: Array.from({ length: 3000 }, (_, n) => ({ n, text: `row ${n} of a long export` })) };
    const hugeApp = withJsonCompression(async (_request: Request) => Response.json(huge));
    expect(JSON.stringify(huge).length).toBeGreaterThan(64 * 1024);
    const decode = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await hugeApp(new Request('http://localhost/api/huge', { headers: { 'accept-encoding': encoding } }));
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(JSON.parse(decode[encoding](Buffer.from(await res.arrayBuffer())).toString('utf8'))).toEqual(huge);
    }
  });

  it('falls back to deflate, and sends as it is what nobody asked to compress, or should not be', async () => {
    expect((await get('/api/big', 'deflate')).headers.get('content-encoding')).toBe('deflate');
    for (const [path, encoding] of [
      ['/api/big', undefined],
      ['/api/big', 'gzip;q=0, deflate;q=0'],
      ['/api/big', 'br;q=0, gzip;q=0, deflate;q=0'],
      ['/api/small', 'gzip'],
      ['/api/events', 'gzip'],
      ['/api/no-transform', 'gzip'],
      ['/not-api', 'gzip'],
    ] as const) {
      const res = await get(path, encoding);
      expect(res.headers.get('content-encoding'), `${path} ${encoding}`).toBeNull();
      expect((await res.text()).length).toBeGreaterThan(0);
    }
  });

  it('reads Accept-Encoding weights and the wildcard', () => {
    expect(acceptedEncoding(null)).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('br')).toBe('br');
    expect(acceptedEncoding('gzip, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('gzip;q=0, *;q=0.5')).toBe('deflate');
    expect(acceptedEncoding('GZIP;Q=0.8')).toBe('gzip');
  });

  it('gives the same answers for headers it has read before, past the number it remembers', () => {
    const headers = Array.from({ length: 150 }, (_, i) => (i % 2 ? `deflate;q=0.${i}` : `gzip;q=0, x-${i}`));
    const first = headers.map(acceptedEncoding);
    expect(first.filter((e) => e === 'deflate')).toHaveLength(75);
    expect(first.filter((e) => e === null)).toHaveLength(75);
    expect(headers.map(acceptedEncoding)).toEqual(first);
    expect(acceptedEncoding('gzip;q=0, x-0')).toBeNull();
  });

  it("through the Node server, compresses the adapter's light response without reading it back", async () => {
    const hono = new Hono().get('/api/big', (c) => c.json(big));
    const readBack = vi.fn();
    const server = serve({
      port: 0,
      hostname: '127.0.0.1',
      fetch: withJsonCompression(async (request: Request) => {
        const response = await hono.fetch(request);
        const original = response.arrayBuffer.bind(response);
        // The adapter's prototype method is read-only: the spy goes on the instance.
        Object.defineProperty(response, 'arrayBuffer', { value: () => (readBack(), original()) });
        return response;
      }),
    });
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as { port: number };
      // node:http, not fetch: fetch would decompress the body itself.
      const { request } = await import('node:http');
      const { headers, body } = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>(
        (resolve, reject) =>
          request({ port, path: '/api/big', headers: { 'accept-encoding': 'gzip' } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
            .on('error', reject)
            .end(),
      );
      expect(headers['content-encoding']).toBe('gzip');
      expect(Number(headers['content-length'])).toBe(body.length);
      expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual(big);
      expect(readBack).not.toHaveBeenCalled();
    } finally {
      server.close();
    }
  });
});
