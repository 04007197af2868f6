import { promises as dns } from 'node:dns';
import type { LookupFn, ResolvedAddress } from './address-guard';

/**
 * A LookupFn that asks only the given DNS servers (WEB_READER_DNS_SERVERS, comma-separated `host[:port]`) for a
 * name's A and AAAA records, instead of the system's resolver. A name neither answers for fails with the A query's
 * error (node's code), which the address guard reports as "could not be resolved".
 */
export function resolverLookup(servers: string[]): LookupFn {
  const resolver = new dns.Resolver({ timeout: 2500, tries: 1 });
  resolver.setServers(servers);
  return async (hostname) => {
    const [v4, v6] = await Promise.allSettled([resolver.resolve4(hostname), resolver.resolve6(hostname)]);
    const found: ResolvedAddress[] = [
      ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 })) : []),
      ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 })) : []),
    ];
    if (found.length === 0 && v4.status === 'rejected') throw v4.reason;
    return found;
  };
}
