/**
 * Apollo.io: organization search and organization enrichment (people: apollo-people.ts).
 * Follows https://docs.apollo.io/reference/organization-search (POST /api/v1/mixed_companies/search),
 * https://docs.apollo.io/reference/organization-enrichment (GET /api/v1/organizations/enrich?domain=) and
 * https://docs.apollo.io/reference/authentication (X-Api-Key header; GET /v1/auth/health answers
 * {"is_logged_in": true}). Shapes as in ../shared/data/api_fixtures/apollo.
 */
import { apolloEnrichPerson, apolloSearchPeople } from './apollo-people';
import { apolloEnrichProfile } from './apollo-person-profile';
import { providerRequest } from './http-client';
import {
  bareDomain,
  joinPlace,
  numberOrNull,
  revenueRangeOf,
  sizeRangeOf,
  stringList,
  textOrNull,
  titleCase,
} from './normalize';
import { ProviderError } from './provider-error';
import type { OrganizationQuery, ProviderContext, ProviderModule, ProviderOrganization } from './types';

/** Apollo's documented page-size ceiling. */
const PER_PAGE_MAX = 100;
const MAX_PAGES = 5;

type ApolloOrganization = Record<string, unknown> & {
  id?: string;
  name?: string;
};
type SearchAnswer = {
  organizations?: ApolloOrganization[];
  accounts?: ApolloOrganization[];
  pagination?: { page?: number; total_pages?: number };
};

const headers = (ctx: ProviderContext) => ({
  'x-api-key': ctx.apiKey,
  'cache-control': 'no-cache',
});

/** An Apollo organization (or CRM account) as Scoutline's fields; the address uses either record's names. */
export function fromApollo(o: ApolloOrganization, fetchedAt: string): ProviderOrganization | null {
  const name = textOrNull(o.name);
  if (!name) return null;
  const employees = numberOrNull(o.estimated_num_employees);
  return {
    provider: 'apollo',
    recordId: textOrNull(o.id),
    name,
    domain: bareDomain(textOrNull(o.primary_domain) ?? textOrNull(o.domain) ?? textOrNull(o.website_url)),
    industry: titleCase(textOrNull(o.industry)),
    sizeRange: sizeRangeOf(employees),
    employeeCount: employees,
    location: joinPlace(
      textOrNull(o.city) ?? textOrNull(o.organization_city),
      textOrNull(o.state) ?? textOrNull(o.organization_state),
      textOrNull(o.country) ?? textOrNull(o.organization_country),
    ),
    revenueRange: revenueRangeOf(numberOrNull(o.annual_revenue)),
    founded: numberOrNull(o.founded_year),
    description: textOrNull(o.short_description) ?? textOrNull(o.seo_description),
    keywords: stringList(o.keywords),
    linkedinUrl: textOrNull(o.linkedin_url),
    fetchedAt,
  };
}

/** The request body for one page of an ICP search. */
export function apolloSearchBody(query: OrganizationQuery, page: number, perPage: number) {
  const tags = [...query.industries, ...query.keywords].map((t) => t.toLowerCase());
  return {
    page,
    per_page: perPage,
    ...(query.employeeRanges.length > 0 && {
      organization_num_employees_ranges: query.employeeRanges.map((r) => `${r.min},${r.max ?? ''}`),
    }),
    ...(query.locations.length > 0 && {
      organization_locations: query.locations,
    }),
    ...(tags.length > 0 && { q_organization_keyword_tags: [...new Set(tags)] }),
  };
}

export const apollo: ProviderModule = {
  id: 'apollo',
  defaultBaseUrl: 'https://api.apollo.io',
  capabilities: ['organization-search', 'organization-enrich', 'people-search', 'people-enrich'],
  searchPeople: apolloSearchPeople,
  enrichPerson: apolloEnrichPerson,
  enrichProfile: apolloEnrichProfile,

  async testConnection(ctx) {
    const answer = await providerRequest<{ is_logged_in?: boolean }>(
      {
        provider: 'apollo',
        method: 'GET',
        path: '/v1/auth/health',
        headers: headers(ctx),
      },
      ctx,
    );
    if (answer?.is_logged_in !== true) throw new ProviderError('apollo', 'auth');
    return {
      ok: true,
      message: 'Apollo accepted the key (the API health check says you are logged in).',
    };
  },

  async searchOrganizations(query, ctx) {
    const found: ProviderOrganization[] = [];
    const perPage = Math.min(PER_PAGE_MAX, Math.max(1, query.limit));
    for (let page = 1; page <= MAX_PAGES && found.length < query.limit; page++) {
      const answer = await providerRequest<SearchAnswer>(
        {
          provider: 'apollo',
          method: 'POST',
          path: '/api/v1/mixed_companies/search',
          headers: headers(ctx),
          body: apolloSearchBody(query, page, perPage),
        },
        ctx,
      );
      const at = new Date().toISOString();
      const records = [...(answer?.organizations ?? []), ...(answer?.accounts ?? [])];
      for (const record of records) {
        const org = fromApollo(record, at);
        if (org) found.push(org);
      }
      if (records.length === 0 || page >= (answer?.pagination?.total_pages ?? page)) break;
    }
    return found.slice(0, query.limit);
  },

  async enrichOrganization(domain, ctx) {
    const answer = await providerRequest<{
      organization?: ApolloOrganization | null;
    }>(
      {
        provider: 'apollo',
        method: 'GET',
        path: '/api/v1/organizations/enrich',
        query: { domain },
        headers: headers(ctx),
      },
      ctx,
    );
    return answer?.organization ? fromApollo(answer.organization, new Date().toISOString()) : null;
  },
};
