import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

const addressSeen = async (hops: number, forwarded?: string) => {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, hops)));
  const headers: Record<string, string> = forwarded ? { 'x-forwarded-for': forwarded } : {};
  // No socket here (an in-process request), so the peer is "unknown".
  return (await app.request('/', { headers })).text();
};

describe('clientAddress', () => {
  it('ignores X-Forwarded-For unless proxies are trusted', async () => {
    expect(await addressSeen(0, '203.0.113.7')).toBe('unknown');
  });
  it('takes the entry the outermost trusted proxy appended, never a forged one to its left', async () => {
    expect(await addressSeen(1, '203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen(1, '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen(2, '198.51.100.1, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
    expect(await addressSeen(1)).toBe('unknown');
  });
});
