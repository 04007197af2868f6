import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDnsServer } from '../test/fake-dns-server';
import { startSiteServer, type SiteServer } from '../test/site-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { readSite } from './read-site';
import { resolverLookup } from './resolver-lookup';

describe('the web reader resolves names with WEB_READER_DNS_SERVERS when set', () => {
  let site: SiteServer;
  let dns: Awaited<ReturnType<typeof startFakeDnsServer>>;
  let port: string;
  let t: TestApp;

  beforeAll(async () => {
    site = await startSiteServer(null, {
      '/': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html><head><title>Docs Test</title></head><body><p>Served on loopback.</p></body></html>');
      },
    });
    port = new URL(site.url).port;
    dns = await startFakeDnsServer({ 'docs.test': { a: ['127.0.0.1'] } });
    t = await createTestApp({ env: { WEB_READER_ALLOW_PRIVATE: 'true', WEB_READER_DNS_SERVERS: dns.address } });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([site.close(), dns.close()]);
  });

  it('reads a site whose name only the given server knows', async () => {
    const read = await readSite(`http://docs.test:${port}/`, {
      allowPrivate: true,
      lookup: resolverLookup([dns.address]),
    });
    expect(read.pages[0]!.title).toBe('Docs Test');
  });

  it('reports a name the server does not know as not resolved', async () => {
    await expect(
      readSite(`http://nowhere.invalid:${port}/`, { allowPrivate: true, lookup: resolverLookup([dns.address]) }),
    ).rejects.toMatchObject({ code: 'UNREACHABLE' });
  });

  it("the app's reader asks only those servers: localhost (which the system resolves) is not found", async () => {
    const before = site.requests.length;
    await expect(t.deps.readSite(`http://localhost:${port}/`)).rejects.toMatchObject({ code: 'UNREACHABLE' });
    expect(site.requests.length).toBe(before);
    expect((await t.deps.readSite(`http://docs.test:${port}/`)).pages[0]!.title).toBe('Docs Test');
  });
});
