import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDnsServer } from '../test/fake-dns-server';
import { createDnsResolver, createMailDomainCheck } from './mail-domain';

describe('mail-domain checks through node:dns (EMAIL_DNS_SERVERS pointed at a local DNS server)', () => {
  let server: Awaited<ReturnType<typeof startFakeDnsServer>>;
  beforeAll(async () => {
    server = await startFakeDnsServer({
      'acme.com': { mx: ['mx1.acme.com', 'mx2.acme.com'] },
      'nomail.com': { mx: [''] },
      'webonly.io': { a: ['203.0.113.7'] },
      'broken.io': { error: 'ESERVFAIL' },
    });
  });
  afterAll(() => server.close());

  it('reads MX records, a null MX, an address-only domain, a missing domain and a failing server', async () => {
    const check = createMailDomainCheck(createDnsResolver([server.address]));
    expect(await check('acme.com')).toEqual({ kind: 'mail', hosts: ['mx1.acme.com', 'mx2.acme.com'] });
    expect(await check('nomail.com')).toEqual({
      kind: 'no-mail',
      reason: 'The domain nomail.com publishes a null MX record: it accepts no e-mail',
    });
    expect(await check('webonly.io')).toEqual({ kind: 'address-only' });
    expect(await check('nobody-here.invalid')).toEqual({
      kind: 'no-mail',
      reason: 'The domain nobody-here.invalid does not exist',
    });
    expect(await check('broken.io')).toEqual({
      kind: 'unknown',
      reason: "Could not look up broken.io's mail servers (ESERVFAIL)",
    });
  });

  it('answers unknown, never invalid, when the resolver cannot be reached', async () => {
    const check = createMailDomainCheck(createDnsResolver(['127.0.0.1:1']));
    expect((await check('acme.com')).kind).toBe('unknown');
  });
});
