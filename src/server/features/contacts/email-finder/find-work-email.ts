import { EMAIL_FINDER_MSG, type EmailFinderResult, type EmailFinderStep } from '#domain/email-finder';
import type { EmailCheck } from '#domain/people/email-status';
import { PROVIDER_LABELS } from '#domain/providers';
import type { Deps } from '../../../context';
import { withTenant } from '../../../db/tenant';
import { AppError } from '../../../errors';
import { cachedProviderCall } from '../../../providers/cache';
import { bareDomain } from '../../../providers/normalize';
import { providerContext } from '../../../providers/provider-context';
import { ProviderError } from '../../../providers/provider-error';
import { connectedProviders, type ConnectedProvider } from '../../../providers/registry';
import type { FoundEmail, ProviderPerson } from '../../../providers/types';
import { readFailureMessage } from '../../research/site-read';
import { domainIsSuppressed, suppressedFlags } from '../../privacy/suppression.queries';
import { chooseEmailVerifier } from '../email/choose-verifier';

type Found = {
  email: string;
  score: number | null;
  status: FoundEmail['status'] | null;
  source: EmailFinderResult['source'];
};

const splitName = (fullName: string) => {
  const parts = fullName.trim().split(/\s+/);
  return { firstName: parts[0]!, lastName: parts.at(-1)! };
};
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Hunter's e-mail finder (GET /v2/email-finder): its result with its score; an `invalid` one is not found. */
async function askFinder(
  deps: Deps,
  companyId: string,
  provider: ConnectedProvider,
  query: Query,
): Promise<Found | null> {
  const { value } = await cachedProviderCall<FoundEmail | null>(
    deps.database.db,
    { companyId, provider: provider.id, request: { op: 'email-finder', ...query }, now: deps.clock.now() },
    async () => (await provider.module.findEmail!(query, providerContext(deps, companyId, provider))) ?? null,
  );
  if (!value || value.status === 'invalid') return null;
  const label = `${PROVIDER_LABELS[provider.id]} e-mail finder`;
  return { email: value.email, score: value.score, status: value.status, source: { source: provider.id, label } };
}

/** A people provider's one-to-one match (Apollo people/match) by name at the domain. */
async function askMatch(
  deps: Deps,
  companyId: string,
  provider: ConnectedProvider,
  query: Query,
): Promise<Found | null> {
  const { value } = await cachedProviderCall<ProviderPerson | null>(
    deps.database.db,
    { companyId, provider: provider.id, request: { op: 'people-enrich', name: query }, now: deps.clock.now() },
    async () =>
      (await provider.module.enrichPerson!({ recordId: null, ...query }, providerContext(deps, companyId, provider))) ??
      null,
  );
  if (!value?.email) return null;
  const label = `${PROVIDER_LABELS[provider.id]} person match`;
  return {
    email: value.email,
    score: value.emailScore,
    status: value.emailStatus,
    source: { source: provider.id, label },
  };
}

type Query = { domain: string; firstName: string; lastName: string };

/**
 * An address printed on the organization's own pages, at its domain, whose local part names this person
 * (first or last name) or that stands within a line of the full name. Only an address on a page counts.
 */
async function askPublicPages(deps: Deps, query: Query, fullName: string): Promise<Found | null> {
  const site = await deps.readSite(`https://${query.domain}/`);
  const first = fold(query.firstName);
  const last = fold(query.lastName);
  const name = fold(fullName);
  const pattern = new RegExp(`[a-z0-9._%+-]+@(?:[a-z0-9-]+\\.)*${query.domain.replace(/\./g, '\\.')}`, 'gi');
  for (const page of site.pages) {
    const text = fold(page.text);
    for (const match of text.matchAll(pattern)) {
      const local = match[0].split('@')[0]!;
      const near = text.slice(Math.max(0, match.index - 120), match.index + match[0].length + 120);
      if (local.includes(last) || (local.includes(first) && local.length > first.length) || near.includes(name))
        return {
          email: match[0],
          score: null,
          status: null,
          source: { source: 'web', label: 'Public pages', url: page.url },
        };
    }
  }
  return null;
}

const failureWords = (error: unknown) =>
  error instanceof ProviderError || error instanceof AppError ? error.message : 'failed unexpectedly';

/**
 * The e-mail finder: the connected e-mail finders (Hunter), then the people providers' matches (Apollo
 * people/match), then the organization's public pages, stopping at the first address; then the company's verifier
 * judges it. Never a guessed pattern: with no source, the answer is "not found". Not charged.
 */
export async function findWorkEmail(
  deps: Deps,
  companyId: string,
  input: { fullName: string; domain: string },
): Promise<EmailFinderResult> {
  const domain = bareDomain(input.domain);
  if (!domain) throw new AppError('INVALID_INPUT', EMAIL_FINDER_MSG.badDomain);
  const fullName = input.fullName.trim().replace(/\s+/g, ' ');
  const query = { domain, ...splitName(fullName) };
  const empty = { fullName, domain, email: null, status: null, score: null, source: null, check: null };
  const { db } = deps.database;
  const { suppressed, finders, matchers } = await withTenant(db, companyId, async (tx) => ({
    suppressed: await domainIsSuppressed(tx, { companyId, domain }),
    finders: await connectedProviders(tx, deps.env, deps.secrets, companyId, 'email-finder'),
    matchers: (await connectedProviders(tx, deps.env, deps.secrets, companyId, 'people-enrich')).filter(
      (p) => p.module.enrichPerson,
    ),
  }));
  if (suppressed) return { ...empty, steps: [], message: EMAIL_FINDER_MSG.suppressedDomain };
  const steps: EmailFinderStep[] = [];
  let found: Found | null = null;
  const sources: [string, string, () => Promise<Found | null>][] = [
    ...finders.map(
      (p) => [p.id, `${PROVIDER_LABELS[p.id]} e-mail finder`, () => askFinder(deps, companyId, p, query)] as const,
    ),
    ...matchers.map(
      (p) => [p.id, `${PROVIDER_LABELS[p.id]} person match`, () => askMatch(deps, companyId, p, query)] as const,
    ),
    ['web', 'Public pages', () => askPublicPages(deps, query, fullName)] as const,
  ].map((s) => [...s] as [string, string, () => Promise<Found | null>]);
  for (const [source, label, ask] of sources) {
    try {
      found = await ask();
      steps.push({ source, label, result: found ? `Found ${found.email}` : 'No address for this person' });
    } catch (error) {
      const words = source === 'web' ? readFailureMessage(error, `https://${domain}/`) : failureWords(error);
      steps.push({ source, label, result: words });
    }
    if (found) break;
  }
  if (!found) return { ...empty, steps, message: EMAIL_FINDER_MSG.notFound };
  const [isSuppressed] = await withTenant(db, companyId, (tx) =>
    suppressedFlags(tx, {
      companyId,
      people: [{ name: fullName, email: found!.email, linkedinUrl: null }],
      orgKeyOf: () => domain,
    }),
  );
  if (isSuppressed) return { ...empty, steps, message: EMAIL_FINDER_MSG.suppressedPerson };
  const { verifier, fallback } = await chooseEmailVerifier(deps, companyId);
  const toVerify = { email: found.email, origin: 'found' as const, publishedOn: found.source?.url ?? null };
  let check: EmailCheck;
  try {
    check = await verifier.verify(toVerify);
  } catch {
    check = await fallback.verify(toVerify);
  }
  return {
    fullName,
    domain,
    email: found.email,
    status: check.status,
    score: check.score ?? found.score,
    source: found.source,
    check,
    steps,
    message: `${found.email} (${check.status}) from ${found.source!.label}.`,
  };
}
