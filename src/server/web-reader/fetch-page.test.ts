import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSiteServer, type SiteServer } from '../test/site-server';
import type { LookupFn } from './address-guard';
import { fetchPage, type FetchFn } from './fetch-page';

const html = (res: ServerResponse, body: string) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(body);
};
const redirect =
  (location: string, status = 302) =>
  (_req: unknown, res: ServerResponse) => {
    res.writeHead(status, { location });
    res.end();
  };

let server: SiteServer;
beforeAll(async () => {
  server = await startSiteServer(null, {
    '/page': (_req, res) => html(res, '<title>Page</title><p>Hello</p>'),
    '/latin1': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain; charset=iso-8859-1' });
      res.end(Buffer.from([0x63, 0x61, 0x66, 0xe9])); // "café"
    },
    '/image': (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.alloc(10));
    },
    '/missing-type': (_req, res) => res.end('no content type'),
    '/gone': (_req, res) => {
      res.writeHead(410, { 'content-type': 'text/html' });
      res.end('gone');
    },
    '/never': () => undefined, // accepts the request and never answers
    '/stall': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<p>first bytes'); // then nothing more
    },
    '/huge': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const push = () => {
        while (sent < 3 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', push);
        }
        res.end();
      };
      push();
    },
    '/declared-huge': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(3 * 1024 * 1024) });
      res.write('<p>'); // the declared length alone must be enough to refuse
    },
    '/r1': redirect('/r2', 301),
    '/r2': redirect('/r3', 307),
    '/r3': redirect('/page'),
    '/loop': redirect('/loop'),
    '/to-file': redirect('file:///etc/passwd'),
  });
});
afterAll(() => server.close());

const local = { allowPrivate: true };

describe('fetchPage', () => {
  it('fetches an HTML page and reports the final URL, content type and time', async () => {
    const now = () => new Date('2025-03-01T10:00:00Z');
    const page = await fetchPage(`${server.url}/page`, { ...local, now });
    expect(page).toMatchObject({
      url: `${server.url}/page`,
      status: 200,
      body: '<title>Page</title><p>Hello</p>',
      fetchedAt: '2025-03-01T10:00:00.000Z',
    });
    expect(page.contentType).toContain('text/html');
  });

  it('decodes the charset the server declares', async () => {
    expect((await fetchPage(`${server.url}/latin1`, local)).body).toBe('café');
  });

  it('refuses the loopback test server unless allowPrivate is set, without sending a request', async () => {
    const before = server.requests.length;
    await expect(fetchPage(`${server.url}/page`)).rejects.toMatchObject({
      code: 'BLOCKED_ADDRESS',
      message: `Could not read ${server.url}/page: the address is private or local, and reading it is not allowed`,
    });
    expect(server.requests.length).toBe(before);
  });

  it.each(['ftp://example.com/file', 'javascript:alert(1)', 'not a url', 'http://user:pass@example.com/'])(
    'refuses %s as an invalid URL',
    async (url) => {
      await expect(fetchPage(url, local)).rejects.toMatchObject({ code: 'INVALID_URL' });
    },
  );

  it('times out a server that never answers', async () => {
    const started = Date.now();
    await expect(fetchPage(`${server.url}/never`, { ...local, timeoutMs: 200 })).rejects.toMatchObject({
      code: 'TIMEOUT',
      message: `Could not read ${server.url}/never: the site did not answer in time`,
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('times out a body that stalls after the headers', async () => {
    await expect(fetchPage(`${server.url}/stall`, { ...local, timeoutMs: 200 })).rejects.toMatchObject({
      code: 'TIMEOUT',
    });
  });

  it('stops reading past the size cap (streamed, no content-length)', async () => {
    await expect(fetchPage(`${server.url}/huge`, local)).rejects.toMatchObject({
      code: 'TOO_LARGE',
      message: `Could not read ${server.url}/huge: the page is larger than 2 MB`,
    });
    await expect(fetchPage(`${server.url}/huge`, { ...local, maxBytes: 100_000 })).rejects.toMatchObject({
      code: 'TOO_LARGE',
    });
  });

  it('refuses a declared content-length over the cap before reading the body', async () => {
    await expect(fetchPage(`${server.url}/declared-huge`, { ...local, timeoutMs: 2_000 })).rejects.toMatchObject({
      code: 'TOO_LARGE',
    });
  });

  it('accepts only HTML and plain text', async () => {
    await expect(fetchPage(`${server.url}/image`, local)).rejects.toMatchObject({
      code: 'BAD_CONTENT',
      message: expect.stringContaining('image/png'),
    });
    await expect(fetchPage(`${server.url}/missing-type`, local)).rejects.toMatchObject({ code: 'BAD_CONTENT' });
  });

  it('reports HTTP errors with their status', async () => {
    await expect(fetchPage(`${server.url}/gone`, local)).rejects.toMatchObject({
      code: 'HTTP_ERROR',
      status: 410,
      message: expect.stringContaining('HTTP 410'),
    });
  });

  it('follows redirects itself and returns the final URL', async () => {
    const page = await fetchPage(`${server.url}/r1`, local);
    expect(page.url).toBe(`${server.url}/page`);
    expect(page.body).toContain('Hello');
  });

  it('gives up after five redirects', async () => {
    const before = server.requests.filter((p) => p === '/loop').length;
    await expect(fetchPage(`${server.url}/loop`, local)).rejects.toMatchObject({
      code: 'HTTP_ERROR',
      message: expect.stringContaining('redirected too many times'),
    });
    expect(server.requests.filter((p) => p === '/loop').length - before).toBe(6);
  });

  it('refuses a redirect to a non-http scheme', async () => {
    await expect(fetchPage(`${server.url}/to-file`, local)).rejects.toMatchObject({ code: 'INVALID_URL' });
  });

  it('re-checks every redirect hop against the address guard', async () => {
    const lookup: LookupFn = async (host) => [
      { address: host === 'public.example' ? '93.184.216.34' : '10.0.0.9', family: 4 },
    ];
    const fakeFetch = vi.fn<FetchFn>(async (input) => {
      if (input === 'https://public.example/')
        return new Response(null, { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } });
      return new Response('<p>secret</p>', { headers: { 'content-type': 'text/html' } });
    });
    await expect(fetchPage('https://public.example/', { fetch: fakeFetch, lookup })).rejects.toMatchObject({
      code: 'BLOCKED_ADDRESS',
      url: 'http://169.254.169.254/latest/meta-data/',
    });
    expect(fakeFetch).toHaveBeenCalledTimes(1);
    expect(fakeFetch.mock.calls[0]![1]).toMatchObject({
      redirect: 'manual',
      headers: { 'user-agent': 'ScoutlineBot/1.0 (+https://scoutline.app/bot)' },
    });

    const viaName = vi.fn<FetchFn>(
      async () => new Response(null, { status: 301, headers: { location: 'https://internal.example/' } }),
    );
    await expect(fetchPage('https://public.example/', { fetch: viaName, lookup })).rejects.toMatchObject({
      code: 'BLOCKED_ADDRESS',
    });
    expect(viaName).toHaveBeenCalledTimes(1);
  });

  it('reports a refused connection as unreachable', async () => {
    const closed = await startSiteServer(null);
    await closed.close();
    await expect(fetchPage(`${closed.url}/`, local)).rejects.toMatchObject({ code: 'UNREACHABLE' });
  });
});
