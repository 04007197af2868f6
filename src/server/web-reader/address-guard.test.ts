import { describe, expect, it } from 'vitest';
import { assertPublicUrl, isBlockedAddress, type LookupFn } from './address-guard';

const lookupTo =
  (...addresses: string[]): LookupFn =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('isBlockedAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.5',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.20',
    '169.254.169.254',
    '169.254.0.1',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd00::1',
    'fc00::abcd',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.1.2.3',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isBlockedAddress(address)).toBe(false);
    },
  );
});

describe('assertPublicUrl', () => {
  it.each([
    'http://127.0.0.1/',
    'http://10.1.2.3:8080/x',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://0.0.0.0/',
  ])('refuses %s', async (url) => {
    await expect(assertPublicUrl(new URL(url))).rejects.toMatchObject({ code: 'BLOCKED_ADDRESS' });
  });

  it('refuses localhost after resolving it', async () => {
    await expect(assertPublicUrl(new URL('http://localhost:3000/'))).rejects.toMatchObject({ code: 'BLOCKED_ADDRESS' });
  });

  it('refuses a name when any of its addresses is private', async () => {
    const lookup = lookupTo('93.184.216.34', '10.0.0.7');
    await expect(assertPublicUrl(new URL('https://mixed.example/'), { lookup })).rejects.toMatchObject({
      code: 'BLOCKED_ADDRESS',
    });
  });

  it('allows a name whose addresses are all public', async () => {
    await expect(
      assertPublicUrl(new URL('https://public.example/'), { lookup: lookupTo('93.184.216.34') }),
    ).resolves.toBeUndefined();
  });

  it('allows private and loopback addresses when allowPrivate is set', async () => {
    await expect(assertPublicUrl(new URL('http://127.0.0.1/'), { allowPrivate: true })).resolves.toBeUndefined();
    await expect(assertPublicUrl(new URL('http://169.254.169.254/'), { allowPrivate: true })).resolves.toBeUndefined();
  });

  it('reports a name that does not resolve as unreachable, with a readable message', async () => {
    const lookup: LookupFn = async () => {
      throw new Error('ENOTFOUND');
    };
    await expect(assertPublicUrl(new URL('https://nowhere.example/'), { lookup })).rejects.toMatchObject({
      code: 'UNREACHABLE',
      message: 'Could not read https://nowhere.example/: the name nowhere.example could not be resolved',
    });
  });
});
