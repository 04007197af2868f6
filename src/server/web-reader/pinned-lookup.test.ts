import type { LookupAddress, LookupOptions } from 'node:dns';
import { describe, expect, it, vi } from 'vitest';
import type { LookupFn } from './address-guard';
import { pinnedLookup } from './pinned-lookup';

const run = (lookup: LookupFn, options: LookupOptions, allowPrivate = false) =>
  new Promise<{ error: Error | null; address: string | LookupAddress[]; family?: number }>((resolve) =>
    pinnedLookup('https://site.test/', { lookup, allowPrivate })('site.test', options, (error, address, family) =>
      resolve({ error, address, family }),
    ),
  );

const both: LookupFn = async () => [
  { address: '2606:4700::1', family: 6 },
  { address: '93.184.216.34', family: 4 },
];

describe('pinnedLookup', () => {
  it('hands the socket every checked address when it asks for all', async () => {
    expect(await run(both, { all: true })).toEqual({
      error: null,
      address: await both('site.test'),
      family: undefined,
    });
  });

  it('hands the socket the first checked address, of the family asked for', async () => {
    expect(await run(both, {})).toEqual({ error: null, address: '2606:4700::1', family: 6 });
    expect(await run(both, { family: 4 })).toEqual({ error: null, address: '93.184.216.34', family: 4 });
  });

  it('fails the connection with BLOCKED_ADDRESS when any address is private, resolving once', async () => {
    const lookup = vi.fn<LookupFn>(async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '169.254.169.254', family: 4 },
    ]);
    const { error } = await run(lookup, { all: true });
    expect(error).toMatchObject({ code: 'BLOCKED_ADDRESS', url: 'https://site.test/' });
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('passes private addresses when allowPrivate is set', async () => {
    expect(await run(async () => [{ address: '127.0.0.1', family: 4 }], {}, true)).toEqual({
      error: null,
      address: '127.0.0.1',
      family: 4,
    });
  });
});
