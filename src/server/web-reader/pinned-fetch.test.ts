import type { AddressInfo } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSiteServer, type SiteServer } from '../test/site-server';
import type { LookupFn } from './address-guard';
import { fetchPage } from './fetch-page';

const answer = (address: string) => [{ address, family: address.includes(':') ? 6 : 4 }];

let server: SiteServer;
let port: string;
beforeAll(async () => {
  server = await startSiteServer(null, {
    '/page': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<p>internal</p>');
    },
  });
  port = new URL(server.url).port;
});
afterAll(() => server.close());

describe('fetchPage address pinning', () => {
  it('connects to the address that was checked when DNS answers public, then loopback (DNS rebinding)', async () => {
    // 192.0.2.1 (TEST-NET-1) passes the guard but is never routed, so the pinned request goes nowhere.
    // `localhost` makes any second resolution (the system's) land on the loopback test server.
    let calls = 0;
    const lookup = vi.fn<LookupFn>(async () => answer(calls++ === 0 ? '192.0.2.1' : '127.0.0.1'));
    const before = server.requests.length;
    await expect(fetchPage(`http://localhost:${port}/page`, { lookup, timeoutMs: 500 })).rejects.toMatchObject({
      code: expect.stringMatching(/^(TIMEOUT|UNREACHABLE)$/),
    });
    expect(server.requests.length).toBe(before);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('refuses a name that resolves to a private address before any connection', async () => {
    const lookup = vi.fn<LookupFn>(async () => answer('127.0.0.1'));
    const before = server.requests.length;
    await expect(fetchPage(`http://localhost:${port}/page`, { lookup })).rejects.toMatchObject({
      code: 'BLOCKED_ADDRESS',
      url: `http://localhost:${port}/page`,
    });
    expect(server.requests.length).toBe(before);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('refuses a name when any of its addresses is private, even if a public one comes first', async () => {
    const lookup: LookupFn = async () => [...answer('192.0.2.1'), ...answer('::ffff:127.0.0.1')];
    const before = server.requests.length;
    await expect(fetchPage(`http://localhost:${port}/page`, { lookup })).rejects.toMatchObject({
      code: 'BLOCKED_ADDRESS',
    });
    expect(server.requests.length).toBe(before);
  });

  it('connects to the address its own resolver answered, once per connection', async () => {
    // site.test does not resolve on the system, so reaching the server proves the answer was used.
    const lookup = vi.fn<LookupFn>(async () => answer('127.0.0.1'));
    const page = await fetchPage(`http://site.test:${port}/page`, { lookup, allowPrivate: true });
    expect(page).toMatchObject({ url: `http://site.test:${port}/page`, status: 200, body: '<p>internal</p>' });
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup).toHaveBeenCalledWith('site.test');
  });

  it('reports a name that does not resolve as unreachable', async () => {
    const lookup: LookupFn = async () => {
      throw new Error('ENOTFOUND');
    };
    await expect(fetchPage('https://nowhere.example/', { lookup })).rejects.toMatchObject({
      code: 'UNREACHABLE',
      message: 'Could not read https://nowhere.example/: the name nowhere.example could not be resolved',
    });
  });

  it('keeps the host name for TLS (SNI) when the address is pinned', async () => {
    const names: string[] = [];
    // No certificate: the handshake is refused right after the client hello names the host.
    const tls = createTlsServer({
      SNICallback: (name, callback) => {
        names.push(name);
        callback(new Error('no certificate here'), undefined);
      },
    });
    tls.on('tlsClientError', () => undefined);
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
    try {
      const tlsPort = (tls.address() as AddressInfo).port;
      await expect(
        fetchPage(`https://secure.test:${tlsPort}/`, { lookup: async () => answer('127.0.0.1'), allowPrivate: true }),
      ).rejects.toMatchObject({
        code: 'UNREACHABLE',
      });
      expect(names).toEqual(['secure.test']);
    } finally {
      await new Promise((resolve) => tls.close(resolve));
    }
  });
});
