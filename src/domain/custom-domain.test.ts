import { describe, expect, it } from 'vitest';
import { brandingBody, DEFAULT_BRANDING } from './branding';
import { canonicalDomain, domainFromHostHeader } from './custom-domain';

describe('custom domains', () => {
  it('stores and compares one canonical form', () => {
    expect(canonicalDomain(' App.Example.COM. ')).toBe('app.example.com');
    expect(brandingBody.parse({ ...DEFAULT_BRANDING, customDomain: 'App.Example.com.' }).customDomain).toBe(
      'app.example.com',
    );
    expect(brandingBody.safeParse({ ...DEFAULT_BRANDING, customDomain: 'app..example.com' }).success).toBe(false);
  });

  it('reads the domain from a Host header, without its port', () => {
    expect(domainFromHostHeader('Brand.Example.com:8443')).toBe('brand.example.com');
    expect(domainFromHostHeader('brand.example.com.')).toBe('brand.example.com');
    expect(domainFromHostHeader('brand.example.com')).toBe('brand.example.com');
  });

  it('names no domain for a missing header, an IP address, localhost or junk', () => {
    for (const host of [
      undefined,
      null,
      '',
      'localhost:3000',
      '127.0.0.1:3000',
      '[::1]:3000',
      'a b.com',
      'evil.com/x',
      'x.com:80:80',
    ]) {
      expect(domainFromHostHeader(host), String(host)).toBeNull();
    }
  });
});
