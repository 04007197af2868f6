import { DISCOVERY_CANDIDATE_LIMIT, PROVIDER_LABELS, PROVIDER_MSG, type ProviderId } from '#domain/providers';
import type { AnalysisConfig } from '#domain/workflow';
import type { Candidate } from '../../../ai/engine';
import type { Deps } from '../../../context';
import { withTenant } from '../../../db/tenant';
import { AppError } from '../../../errors';
import { cachedProviderCall } from '../../../providers/cache';
import { bareDomain } from '../../../providers/normalize';
import { ProviderError } from '../../../providers/provider-error';
import { providerContext } from '../../../providers/provider-context';
import { connectedProviders, type ConnectedProvider } from '../../../providers/registry';
import type { ProviderOrganization, WebSearchHit } from '../../../providers/types';
import { mapLimit } from '../../../web-reader/map-limit';
import { providerCandidate, webCandidate } from './discovered-candidates';
import { organizationQuery, webSearchPhrase } from './icp-query';

/** How many web leads are read at most per run (each is a home-page fetch), and how many at once. */
const WEB_LEADS_READ = 15;
const READ_CONCURRENCY = 4;

export type ProviderOutcome = {
  provider: ProviderId;
  status: 'ok' | 'cached' | 'failed';
  found: number;
  message?: string;
};
export type DiscoveryReport = {
  providers: ProviderOutcome[];
  cached: boolean;
  summary: string;
};

type Run = { deps: Deps; companyId: string; now: Date; known: Set<string> };

async function askOrganizationProvider(
  run: Run,
  provider: ConnectedProvider,
  query: ReturnType<typeof organizationQuery>,
) {
  const { value, cached } = await cachedProviderCall<ProviderOrganization[]>(
    run.deps.database.db,
    {
      companyId: run.companyId,
      provider: provider.id,
      request: { op: 'organization-search', query },
      now: run.now,
    },
    () => provider.module.searchOrganizations!(query, providerContext(run.deps, run.companyId, provider)),
  );
  return { records: value.map(providerCandidate), cached };
}

async function askWebProvider(run: Run, provider: ConnectedProvider, phrase: string, limit: number) {
  const { value, cached } = await cachedProviderCall<WebSearchHit[]>(
    run.deps.database.db,
    {
      companyId: run.companyId,
      provider: provider.id,
      request: { op: 'web-search', phrase, limit },
      now: run.now,
    },
    () => provider.module.webSearch!(phrase, limit, providerContext(run.deps, run.companyId, provider)),
  );
  return { hits: value, cached };
}

/** Reads each new lead's home page; a lead whose page cannot be read is dropped (it never becomes an organization). */
async function readLeads(run: Run, hits: WebSearchHit[]): Promise<Candidate[]> {
  const leads: WebSearchHit[] = [];
  for (const hit of hits) {
    const domain = bareDomain(hit.url);
    if (!domain || run.known.has(domain) || leads.some((l) => bareDomain(l.url) === domain)) continue;
    leads.push(hit);
    if (leads.length >= WEB_LEADS_READ) break;
  }
  const read = await mapLimit(leads, READ_CONCURRENCY, async (hit) => {
    try {
      return webCandidate(await run.deps.readSite(new URL(hit.url).origin + '/', { maxPages: 1 }));
    } catch {
      return null;
    }
  });
  return read.filter((c): c is Candidate => c !== null);
}

/**
 * Asks the company's connected providers (in its order) for up to 100 organizations matching the saved
 * configuration: organization providers first, then web search leads read through the web reader. Answers
 * come from the 30-day cache when the same request was made. Organizations whose domain is in `known`
 * (directory, imports) are left out. Fails when no provider is connected, when the monthly cap stops it,
 * or when every connected provider failed (with their reasons).
 */
export async function discoverOrganizations(
  deps: Deps,
  { companyId, config, known }: { companyId: string; config: AnalysisConfig; known: Set<string> },
): Promise<{ candidates: Candidate[]; report: DiscoveryReport }> {
  const run: Run = {
    deps,
    companyId,
    now: deps.clock.now(),
    known: new Set(known),
  };
  const { orgProviders, webProviders } = await withTenant(deps.database.db, companyId, async (tx) => ({
    orgProviders: await connectedProviders(tx, deps.env, deps.secrets, companyId, 'organization-search'),
    webProviders: await connectedProviders(tx, deps.env, deps.secrets, companyId, 'web-search'),
  }));
  if (orgProviders.length + webProviders.length === 0) throw new AppError('INVALID_INPUT', PROVIDER_MSG.noProvider);
  const query = organizationQuery(config);
  const candidates: Candidate[] = [];
  const outcomes: ProviderOutcome[] = [];
  const add = (found: Candidate[]) => {
    let added = 0;
    for (const c of found) {
      if (candidates.length >= DISCOVERY_CANDIDATE_LIMIT) break;
      const domain = c.domain;
      if (!domain || run.known.has(domain)) continue;
      run.known.add(domain);
      candidates.push(c);
      added++;
    }
    return added;
  };
  const attempt = async (provider: ConnectedProvider, ask: () => Promise<{ found: Candidate[]; cached: boolean }>) => {
    if (candidates.length >= DISCOVERY_CANDIDATE_LIMIT) return;
    try {
      const { found, cached } = await ask();
      outcomes.push({
        provider: provider.id,
        status: cached ? 'cached' : 'ok',
        found: add(found),
      });
    } catch (error) {
      if (error instanceof ProviderError && error.failure === 'cap') throw new AppError('INVALID_INPUT', error.message);
      if (!(error instanceof ProviderError)) throw error;
      outcomes.push({
        provider: provider.id,
        status: 'failed',
        found: 0,
        message: error.message,
      });
    }
  };
  for (const provider of orgProviders) {
    await attempt(provider, async () => {
      const { records, cached } = await askOrganizationProvider(run, provider, query);
      return { found: records, cached };
    });
  }
  const phrase = webSearchPhrase(query);
  for (const provider of webProviders) {
    await attempt(provider, async () => {
      const { hits, cached } = await askWebProvider(run, provider, phrase, 20);
      return { found: await readLeads(run, hits), cached };
    });
  }
  const failed = outcomes.filter((o) => o.status === 'failed');
  if (failed.length === outcomes.length && outcomes.length > 0) {
    throw new AppError('UNAVAILABLE', `${PROVIDER_MSG.allFailed}: ${failed.map((f) => f.message).join(' ')}`);
  }
  const cached = outcomes.length > 0 && outcomes.every((o) => o.status === 'cached');
  return {
    candidates,
    report: {
      providers: outcomes,
      cached,
      summary: summarize(outcomes, candidates.length, cached),
    },
  };
}

function summarize(outcomes: ProviderOutcome[], total: number, cached: boolean): string {
  const parts = outcomes.map((o) =>
    o.status === 'failed'
      ? `${PROVIDER_LABELS[o.provider]} failed: ${o.message}`
      : `${PROVIDER_LABELS[o.provider]} ${o.found}`,
  );
  const head = `${total} new organization${total === 1 ? '' : 's'} discovered (${parts.join('; ')}).`;
  return cached ? `${head} ${PROVIDER_MSG.cached}` : head;
}
