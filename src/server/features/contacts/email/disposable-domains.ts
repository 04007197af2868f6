import { domainAndParents } from '#domain/people/suppression';

type Lists = { exact: Set<string>; wildcard: Set<string> };
let lists: Promise<Lists> | null = null;

// The list (disposable-email-domains, ~120k domains) is read on first use, not at start-up.
const load = async (): Promise<Lists> => {
  const [exact, wildcard] = await Promise.all([
    import('disposable-email-domains/index.json', { with: { type: 'json' } }),
    import('disposable-email-domains/wildcard.json', { with: { type: 'json' } }),
  ]);
  return { exact: new Set(exact.default as string[]), wildcard: new Set(wildcard.default as string[]) };
};

/** True when the domain (or a domain above it) belongs to a throwaway-mailbox service. */
export async function isDisposableDomain(domain: string): Promise<boolean> {
  lists ??= load();
  const { exact, wildcard } = await lists;
  return domainAndParents(domain).some((d) => exact.has(d) || wildcard.has(d));
}
