import { promises as dns } from 'node:dns';

/** The part of node:dns the checks use; tests pass a fake that throws node's error codes. */
export type DnsResolver = {
  resolveMx(hostname: string): Promise<{ exchange: string; priority: number }[]>;
  resolve4(hostname: string): Promise<string[]>;
};

/** What DNS says about a domain's mail: it has mail servers, none (with why), only a web address, or no answer. */
export type MailDomainAnswer =
  | { kind: 'mail'; hosts: string[] }
  | { kind: 'no-mail'; reason: string }
  | { kind: 'address-only' }
  | { kind: 'unknown'; reason: string };

/** node:dns with short timeouts; `servers` (EMAIL_DNS_SERVERS) replaces the system's resolvers. */
export function createDnsResolver(servers: string[] = []): DnsResolver {
  const resolver = new dns.Resolver({ timeout: 2500, tries: 2 });
  if (servers.length > 0) resolver.setServers(servers);
  return resolver;
}

const codeOf = (error: unknown) => (error as { code?: string } | null)?.code ?? 'ERROR';
const NOT_FOUND = new Set(['ENOTFOUND', 'ENODATA']);

/**
 * Looks up a domain's MX records (cached per domain for `ttlMs`). "Does not exist" is believed only when the
 * resolver answers for `canaryDomain` (a domain known to have MX records): a resolver that answers "not found"
 * for everything (no network, a captive DNS) yields `unknown`, never a wrong `invalid`.
 */
export function createMailDomainCheck(
  resolver: DnsResolver,
  options: { canaryDomain?: string; ttlMs?: number; now?: () => number } = {},
) {
  const { canaryDomain = 'gmail.com', ttlMs = 10 * 60_000, now = Date.now } = options;
  const cache = new Map<string, { at: number; answer: Promise<MailDomainAnswer> }>();

  const resolverWorks = () => cached(`canary:${canaryDomain}`, async () => lookup(canaryDomain, false));

  async function lookup(domain: string, checkCanary: boolean): Promise<MailDomainAnswer> {
    try {
      const records = await resolver.resolveMx(domain);
      const hosts = records.map((r) => r.exchange.replace(/\.$/, '')).filter(Boolean);
      if (records.length > 0 && hosts.length === 0)
        return { kind: 'no-mail', reason: `The domain ${domain} publishes a null MX record: it accepts no e-mail` };
      if (hosts.length > 0) return { kind: 'mail', hosts };
    } catch (error) {
      const code = codeOf(error);
      if (!NOT_FOUND.has(code))
        return { kind: 'unknown', reason: `Could not look up ${domain}'s mail servers (${code})` };
      if (code === 'ENOTFOUND') {
        if (checkCanary && (await resolverWorks()).kind !== 'mail')
          return { kind: 'unknown', reason: 'DNS lookups are not answering, so the domain could not be checked' };
        return { kind: 'no-mail', reason: `The domain ${domain} does not exist` };
      }
    }
    try {
      return (await resolver.resolve4(domain)).length > 0
        ? { kind: 'address-only' }
        : { kind: 'no-mail', reason: `The domain ${domain} has no mail server` };
    } catch (error) {
      return NOT_FOUND.has(codeOf(error))
        ? { kind: 'no-mail', reason: `The domain ${domain} has no mail server` }
        : { kind: 'unknown', reason: `Could not look up ${domain} (${codeOf(error)})` };
    }
  }

  function cached(key: string, load: () => Promise<MailDomainAnswer>) {
    const hit = cache.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.answer;
    const answer = load();
    cache.set(key, { at: now(), answer });
    return answer;
  }

  return (domain: string) => cached(domain.toLowerCase(), () => lookup(domain.toLowerCase(), true));
}

export type MailDomainCheck = ReturnType<typeof createMailDomainCheck>;
