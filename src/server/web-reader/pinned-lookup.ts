import type { LookupFunction } from 'node:net';
import { resolveAllowedAddresses, type GuardOptions } from './address-guard';

/**
 * A `lookup` for net/tls connections that resolves the name once, checks every address with the guard and hands
 * the socket only those checked addresses, so the connection cannot go to an address a second resolution returned.
 * `url` is the page being read, for the errors.
 */
export function pinnedLookup(url: string, guard: GuardOptions): LookupFunction {
  return (hostname, options, callback) => {
    resolveAllowedAddresses(hostname, url, guard).then(
      (resolved) => {
        const addresses =
          options.family === 4 || options.family === 6 ? resolved.filter((a) => a.family === options.family) : resolved;
        const first = addresses[0];
        if (!first)
          return callback(
            Object.assign(new Error(`no IPv${options.family} address for ${hostname}`), { code: 'ENOTFOUND' }),
            '',
          );
        // With `all` (Node's autoSelectFamily asks for it) the socket may try each address; all of them were checked.
        if (options.all) return callback(null, addresses);
        callback(null, first.address, first.family);
      },
      (error: Error) => callback(error, ''),
    );
  };
}
