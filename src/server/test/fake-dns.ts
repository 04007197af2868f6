import type { DnsResolver } from '../mail/mail-domain';

/** What the fake says of one domain: its MX hosts ('' for a null MX), A addresses, or node's error code. */
export type FakeDnsAnswer = {
  mx?: string[];
  a?: string[];
  error?: 'ENOTFOUND' | 'ENODATA' | 'ETIMEOUT' | 'ESERVFAIL' | 'ECONNREFUSED';
};

const fail = (code: string, hostname: string) =>
  Object.assign(new Error(`query ${code} ${hostname}`), { code, hostname });

/**
 * A DnsResolver answering from a table the way node:dns does (errors carry node's codes). Domains not in the
 * table have mail servers, except names under the reserved .invalid TLD, which do not exist; `otherwise`
 * changes that default. Records every lookup. Tests never ask a real DNS server.
 */
export function fakeDns(
  table: Record<string, FakeDnsAnswer> = {},
  otherwise: FakeDnsAnswer = { mx: ['mx.example.net'] },
) {
  const lookups: string[] = [];
  const answer = (hostname: string): FakeDnsAnswer => {
    const name = hostname.toLowerCase();
    if (table[name]) return table[name]!;
    if (name === 'gmail.com') return { mx: ['gmail-smtp-in.l.google.com'] };
    return name.endsWith('.invalid') ? { error: 'ENOTFOUND' } : otherwise;
  };
  const resolver: DnsResolver & { lookups: string[] } = {
    lookups,
    async resolveMx(hostname) {
      lookups.push(`MX ${hostname}`);
      const a = answer(hostname);
      if (a.error) throw fail(a.error, hostname);
      if (!a.mx) throw fail(a.a ? 'ENODATA' : 'ENOTFOUND', hostname);
      return a.mx.map((exchange, i) => ({ exchange, priority: 10 * (i + 1) }));
    },
    async resolve4(hostname) {
      lookups.push(`A ${hostname}`);
      const a = answer(hostname);
      if (a.error) throw fail(a.error, hostname);
      if (!a.a) throw fail('ENODATA', hostname);
      return a.a;
    },
  };
  return resolver;
}
