/** A hostname such as app.example.com: lower-case labels, at least one dot, a letter-led last label. */
const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

/** The one form a custom domain is stored and compared in: trimmed, lower-case, no trailing dot. */
export const canonicalDomain = (value: string): string => value.trim().toLowerCase().replace(/\.$/, '');

/** True for a canonical domain that a company may claim (not an IP, not `localhost`). */
export const isCustomDomain = (value: string): boolean => HOSTNAME.test(value);

/**
 * The canonical domain a request's Host header names (port dropped), or null when it names
 * none (missing, an IP address, an IPv6 literal, a single label).
 */
export function domainFromHostHeader(host: string | null | undefined): string | null {
  if (!host) return null;
  const domain = canonicalDomain(host.trim().replace(/:\d*$/, ''));
  return isCustomDomain(domain) ? domain : null;
}
