import { describe, expect, it } from 'vitest';
import { fakeDns } from '../../../test/fake-dns';
import { createBuiltinVerifier } from './builtin-verifier';
import { isDisposableDomain } from './disposable-domains';
import { createMailDomainCheck, type DnsResolver } from '../../../mail/mail-domain';

const NOW = new Date('2026-11-23T10:00:00.000Z');
const verifierOn = (dns: DnsResolver) =>
  createBuiltinVerifier({ mailDomain: createMailDomainCheck(dns), isDisposable: isDisposableDomain, now: () => NOW });

const dns = fakeDns({
  'acme.com': { mx: ['mx1.acme.com', 'mx2.acme.com'] },
  'nomail.com': { mx: [''] },
  'webonly.io': { a: ['203.0.113.7'] },
  'gone.io': { error: 'ENOTFOUND' },
  'flaky.io': { error: 'ETIMEOUT' },
  'mailinator.com': { mx: ['mail.mailinator.com'] },
});
const verify = (email: string, publishedOn: string | null = null) =>
  verifierOn(dns).verify({ email, origin: 'found', publishedOn });

describe("Scoutline's own e-mail checks", () => {
  it('judges each address with the reason in words', async () => {
    expect(await verify('jane@acme.com')).toEqual({
      status: 'unknown',
      reason: 'acme.com accepts mail (MX records found); the mailbox itself was not checked',
      verifier: 'scoutline',
      label: 'E-mail checks',
      checkedAt: NOW.toISOString(),
      origin: 'found',
    });
    expect(await verify('jane@acme')).toMatchObject({
      status: 'invalid',
      reason: 'Not a valid address: "acme" is not a domain name',
    });
    expect(await verify('jane@gone.io')).toMatchObject({
      status: 'invalid',
      reason: 'The domain gone.io does not exist',
    });
    expect(await verify('jane@nomail.com')).toMatchObject({
      status: 'invalid',
      reason: 'The domain nomail.com publishes a null MX record: it accepts no e-mail',
    });
    expect(await verify('jane@webonly.io')).toMatchObject({
      status: 'risky',
      reason: 'webonly.io has no MX record; mail would go to its web host',
    });
    expect(await verify('sales@acme.com')).toMatchObject({
      status: 'risky',
      reason: "Role address (sales@): a shared mailbox, not a person's",
    });
    expect(await verify('temp@mailinator.com')).toMatchObject({
      status: 'risky',
      reason: 'mailinator.com is a throwaway-mailbox service',
    });
    expect(await verify('jane@flaky.io')).toMatchObject({
      status: 'unknown',
      reason: "Could not look up flaky.io's mail servers (ETIMEOUT)",
    });
  });

  it('calls an address verified only when the organization printed it on its own site and the domain accepts mail', async () => {
    expect(await verify('jane@acme.com', 'https://acme.com/team/')).toMatchObject({
      status: 'verified',
      reason: 'Published on acme.com/team, and acme.com accepts mail',
    });
    expect(await verify('sales@acme.com', 'https://acme.com/contact')).toMatchObject({ status: 'risky' });
    expect(await verify('jane@gone.io', 'https://acme.com/team')).toMatchObject({ status: 'invalid' });
    const guessed = await verifierOn(dns).verify({
      email: 'jane@acme.com',
      origin: 'pattern',
      publishedOn: 'https://acme.com/team',
    });
    expect(guessed).toMatchObject({ status: 'unknown', origin: 'pattern' });
  });

  it('never calls a domain non-existent when DNS answers "not found" for everything (no network)', async () => {
    const deaf = fakeDns({ 'gmail.com': { error: 'ENOTFOUND' } }, { error: 'ENOTFOUND' });
    expect(await verifierOn(deaf).verify({ email: 'jane@acme.com', origin: 'found' })).toMatchObject({
      status: 'unknown',
      reason: 'DNS lookups are not answering, so the domain could not be checked',
    });
  });

  it('looks each domain up once while the answer is fresh', async () => {
    const counted = fakeDns({ 'acme.com': { mx: ['mx.acme.com'] } });
    const verifier = verifierOn(counted);
    await Promise.all(
      ['a@acme.com', 'b@acme.com', 'c@acme.com'].map((email) => verifier.verify({ email, origin: 'found' })),
    );
    expect(counted.lookups.filter((l) => l === 'MX acme.com')).toHaveLength(1);
  });
});
