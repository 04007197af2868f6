import type { Capability, ProviderId } from '#domain/providers';

/**
 * What every provider call gets: the key (never logged, never returned), the base URL (env override or
 * the documented host), and injected network and time so tests run against local fakes without waiting.
 */
export type ProviderContext = {
  apiKey: string;
  baseUrl: string;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
  /** Runs before every HTTP request (counting, the monthly cap); throwing stops the call. */
  beforeRequest?: () => Promise<void>;
};

/** The ICP filters discovery derives from the saved configuration. */
export type OrganizationQuery = {
  industries: string[];
  /** Employee bands; max null means no upper bound. */
  employeeRanges: { min: number; max: number | null }[];
  locations: string[];
  keywords: string[];
  limit: number;
};

/** One organization as a provider returned it, normalised. Every value is the provider's own. */
export type ProviderOrganization = {
  provider: ProviderId;
  recordId: string | null;
  name: string;
  domain: string | null;
  industry: string | null;
  sizeRange: string | null;
  employeeCount: number | null;
  location: string | null;
  revenueRange: string | null;
  founded: number | null;
  description: string | null;
  linkedinUrl: string | null;
  fetchedAt: string;
};

/** A web search hit: only a lead (its page must be read before it becomes an organization). */
export type WebSearchHit = {
  provider: ProviderId;
  url: string;
  title: string;
  snippet: string;
};

/** What Test connection reports, in words. */
export type ConnectionReport = { ok: true; message: string };

export type OrganizationSearch = {
  searchOrganizations(query: OrganizationQuery, ctx: ProviderContext): Promise<ProviderOrganization[]>;
};
export type OrganizationEnrich = {
  enrichOrganization(domain: string, ctx: ProviderContext): Promise<ProviderOrganization | null>;
};
export type WebSearch = {
  webSearch(query: string, limit: number, ctx: ProviderContext): Promise<WebSearchHit[]>;
};

/** Issue 9, phase B: the shapes people providers will fill (Apollo, People Data Labs, Hunter). */
export type ProviderPerson = {
  provider: ProviderId;
  recordId: string | null;
  name: string;
  title: string | null;
  email: string | null;
  linkedinUrl: string | null;
  location: string | null;
  fetchedAt: string;
};
export type PeopleSearch = {
  searchPeople(
    query: { domain: string; titles: string[]; limit: number },
    ctx: ProviderContext,
  ): Promise<ProviderPerson[]>;
};
export type EmailFinder = {
  findEmail(
    query: { domain: string; firstName: string; lastName: string },
    ctx: ProviderContext,
  ): Promise<string | null>;
};
export type EmailVerifier = {
  verifyEmail(email: string, ctx: ProviderContext): Promise<'valid' | 'invalid' | 'risky' | 'unknown'>;
};

/** One provider module: its id, the documented host, and the capabilities it implements. */
export type ProviderModule = {
  id: ProviderId;
  defaultBaseUrl: string;
  capabilities: readonly Capability[];
  testConnection(ctx: ProviderContext): Promise<ConnectionReport>;
} & Partial<OrganizationSearch & OrganizationEnrich & WebSearch & PeopleSearch & EmailFinder & EmailVerifier>;
