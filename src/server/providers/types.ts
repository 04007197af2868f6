import type { KeyOutcome } from './key-state';
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
  /** Told what an answer said of the key (accepted, refused, out of credits); it never fails the call. */
  onKeyOutcome?: (outcome: KeyOutcome) => Promise<void>;
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
  /** The provider's own keywords or tags (Apollo `keywords`, PDL `tags`), as given; empty when none. */
  keywords: string[];
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

/** One person as a people provider returned them, normalised; every value is the provider's own. */
export type ProviderPerson = {
  provider: ProviderId;
  recordId: string | null;
  firstName: string | null;
  lastName: string | null;
  /** Null when the provider hides the surname (Apollo's search): such a person needs enrichment to be named. */
  name: string | null;
  title: string | null;
  email: string | null;
  /** The provider's own word on the e-mail ("verified", Hunter's confidence…), when it gives one. */
  emailStatus: ProviderEmailStatus | null;
  emailScore: number | null;
  linkedinUrl: string | null;
  location: string | null;
  fetchedAt: string;
};
export type ProviderEmailStatus = 'verified' | 'accept-all' | 'risky' | 'invalid' | 'unknown';
/** `seniorities` in Scoutline's words ('executive', 'director', 'manager'); each module maps them to its own. */
export type PeopleQuery = {
  domain: string;
  titles: string[];
  seniorities: string[];
  limit: number;
};
export type PeopleSearch = {
  searchPeople(query: PeopleQuery, ctx: ProviderContext): Promise<ProviderPerson[]>;
};
/** Reveals one person's work e-mail (Apollo people/match); null when the provider has no match. */
export type PersonEnrich = {
  enrichPerson(
    person: {
      recordId: string | null;
      firstName: string | null;
      lastName: string | null;
      domain: string;
    },
    ctx: ProviderContext,
  ): Promise<ProviderPerson | null>;
};
/** Who to look up for deep research: any of e-mail, LinkedIn, a provider's record id, or name at a domain. */
export type PersonMatch = {
  email: string | null;
  linkedinUrl: string | null;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  domain: string | null;
  /** The provider's own record id, when an earlier step stored one (field sources). */
  recordId: string | null;
};
export type ProfileJob = {
  organization: string | null;
  title: string | null;
  startDate: string | null;
  endDate: string | null;
  current: boolean;
};
export type ProfileSchool = {
  school: string | null;
  degrees: string[];
  majors: string[];
  startDate: string | null;
  endDate: string | null;
};
/** One person's profile as an enrichment provider returned it; every value is the provider's own. */
export type PersonProfile = {
  provider: ProviderId;
  recordId: string | null;
  name: string | null;
  email: string | null;
  linkedinUrl: string | null;
  location: string | null;
  employment: ProfileJob[];
  education: ProfileSchool[];
  skills: string[];
  fetchedAt: string;
};
/** Deep research's one-to-one lookup (Apollo people/match, PDL person/enrich); null when there is no match. */
export type PersonProfileEnrich = {
  enrichProfile(match: PersonMatch, ctx: ProviderContext): Promise<PersonProfile | null>;
};
export type FoundEmail = {
  email: string;
  score: number | null;
  status: ProviderEmailStatus;
};
export type EmailFinder = {
  findEmail(
    query: { domain: string; firstName: string; lastName: string },
    ctx: ProviderContext,
  ): Promise<FoundEmail | null>;
};
export type VerifiedEmail = {
  status: ProviderEmailStatus;
  score: number | null;
  reason: string;
};
export type EmailVerifier = {
  verifyEmail(email: string, ctx: ProviderContext): Promise<VerifiedEmail>;
};

/** One provider module: its id, the documented host, and the capabilities it implements. */
export type ProviderModule = {
  id: ProviderId;
  defaultBaseUrl: string;
  capabilities: readonly Capability[];
  testConnection(ctx: ProviderContext): Promise<ConnectionReport>;
} & Partial<
  OrganizationSearch &
    OrganizationEnrich &
    WebSearch &
    PeopleSearch &
    PersonEnrich &
    PersonProfileEnrich &
    EmailFinder &
    EmailVerifier
>;
