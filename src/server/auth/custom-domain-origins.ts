import { domainFromHostHeader } from '#domain/custom-domain';

/**
 * The origins of a request made on a company's enabled custom domain (its own Host, both schemes, as a
 * proxy may terminate TLS), so members can sign in on their branded sign-in page. Only the origin the
 * request itself was sent to is ever added: one company's domain is never trusted on another host.
 */
export async function customDomainOrigins(
  isCustomDomain: (domain: string) => Promise<boolean>,
  request: Request | undefined,
): Promise<string[]> {
  const host = request?.headers.get('host')?.trim().toLowerCase();
  const domain = domainFromHostHeader(host);
  if (!host || !domain) return [];
  if (!(await isCustomDomain(domain))) return [];
  return [`https://${host}`, `http://${host}`];
}
