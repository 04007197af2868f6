import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { WebReaderError } from './web-reader-errors';

export type ResolvedAddress = { address: string; family: number };

/** Resolves a hostname to every address it has (same shape as dns.promises.lookup with all: true). */
export type LookupFn = (hostname: string) => Promise<ResolvedAddress[]>;

export type GuardOptions = { allowPrivate?: boolean; lookup?: LookupFn };

export const defaultLookup: LookupFn = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network", includes 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, includes the cloud metadata address 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** True for loopback, private, link-local, CGNAT, unique-local, multicast and unspecified addresses. */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  // BlockList also matches IPv4-mapped IPv6 (::ffff:127.0.0.1) against the IPv4 rules.
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The host of a URL as a resolver or an IP check wants it (no brackets around IPv6). */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[|\]$/g, '');

/**
 * Resolves a host once and returns its addresses, each checked: throws BLOCKED_ADDRESS when any is private
 * (unless allowPrivate is set) and UNREACHABLE when the name does not resolve. `url` is what errors report.
 */
export async function resolveAllowedAddresses(
  host: string,
  url: string,
  options: GuardOptions = {},
): Promise<ResolvedAddress[]> {
  let addresses: ResolvedAddress[];
  const family = isIP(host);
  if (family) {
    addresses = [{ address: host, family }];
  } else {
    try {
      addresses = await (options.lookup ?? defaultLookup)(host);
    } catch (cause) {
      throw new WebReaderError('UNREACHABLE', url, { detail: `the name ${host} could not be resolved`, cause });
    }
  }
  if (options.allowPrivate) {
    if (addresses.length === 0)
      throw new WebReaderError('UNREACHABLE', url, { detail: `the name ${host} could not be resolved` });
    return addresses;
  }
  if (addresses.length === 0 || addresses.some((a) => isBlockedAddress(a.address)))
    throw new WebReaderError('BLOCKED_ADDRESS', url);
  return addresses;
}

/** Throws BLOCKED_ADDRESS unless every address the URL's host resolves to is public (or allowPrivate is set). */
export async function assertPublicUrl(url: URL, options: GuardOptions = {}): Promise<void> {
  if (options.allowPrivate) return;
  await resolveAllowedAddresses(hostOf(url), url.href, options);
}
