/**
 * People Data Labs: company search and company enrichment (person search: pdl-people.ts; person enrichment:
 * pdl-person-profile.ts).
 * Follows https://docs.peopledatalabs.com/docs/input-parameters-company-search-api (POST /v5/company/search
 * with an Elasticsearch `query`, `size` up to 100 and `scroll_token` paging; 404 when nothing matches),
 * https://docs.peopledatalabs.com/docs/company-enrichment-api (GET /v5/company/enrich?website=; 404 when
 * no match) and https://docs.peopledatalabs.com/docs/autocomplete-api (the Test connection call).
 * Authentication by the X-Api-Key header; 402 means the account is out of credits. Record types in
 * ../shared/data/api_fixtures/peopledatalabs.
 */
import { providerRequest } from './http-client';
import { pdlEnrichProfile } from './pdl-person-profile';
import { pdlSearchPeople } from './pdl-people';
import { bareDomain, numberOrNull, sizeLabel, sizeRangeOf, stringList, textOrNull, titleCase } from './normalize';
import type { OrganizationQuery, ProviderContext, ProviderModule, ProviderOrganization } from './types';

const SIZE_MAX = 100;
const MAX_PAGES = 5;

type PdlLocation = {
  name?: string | null;
  locality?: string | null;
  region?: string | null;
  country?: string | null;
};
type PdlCompany = Record<string, unknown> & {
  id?: string | null;
  name?: string | null;
  location?: PdlLocation | null;
};
type SearchAnswer = {
  status?: number;
  data?: PdlCompany[];
  scroll_token?: string | null;
  total?: number;
};

const headers = (ctx: ProviderContext) => ({ 'x-api-key': ctx.apiKey });
const failures = { 402: 'quota' } as const;

const titleWords = (v: string | null) => (v ? v.replace(/\b[a-z]/g, (c) => c.toUpperCase()) : null);

/** A PDL company record as Scoutline's fields (PDL's values are lower-case; names are shown title-cased). */
export function fromPdl(c: PdlCompany, fetchedAt: string): ProviderOrganization | null {
  const name = textOrNull(c.display_name) ?? titleWords(textOrNull(c.name));
  if (!name) return null;
  const employees = numberOrNull(c.employee_count);
  const linkedin = textOrNull(c.linkedin_url);
  return {
    provider: 'pdl',
    recordId: textOrNull(c.id),
    name,
    domain: bareDomain(textOrNull(c.website)),
    industry: titleCase(textOrNull(c.industry)),
    sizeRange: sizeLabel(textOrNull(c.size)) ?? sizeRangeOf(employees),
    employeeCount: employees,
    location: titleWords(textOrNull(c.location?.name)),
    revenueRange: textOrNull(c.inferred_revenue),
    founded: numberOrNull(c.founded),
    description: textOrNull(c.summary) ?? textOrNull(c.headline),
    // https://docs.peopledatalabs.com/docs/company-schema: `tags`, the keywords PDL associates with the company.
    keywords: stringList(c.tags),
    linkedinUrl: linkedin ? (linkedin.startsWith('http') ? linkedin : `https://${linkedin}`) : null,
    fetchedAt,
  };
}

const anyOf = (clauses: object[]) => ({
  bool: { should: clauses, minimum_should_match: 1 },
});

/** The Elasticsearch query for the ICP: every named criterion must match one of its values; keywords rank. */
export function pdlSearchQuery(query: OrganizationQuery) {
  const must: object[] = [];
  if (query.industries.length > 0)
    must.push(anyOf(query.industries.map((i) => ({ match: { industry: i.toLowerCase() } }))));
  if (query.employeeRanges.length > 0) {
    must.push(
      anyOf(
        query.employeeRanges.map((r) => ({
          range: {
            employee_count: {
              gte: r.min,
              ...(r.max != null && { lte: r.max }),
            },
          },
        })),
      ),
    );
  }
  if (query.locations.length > 0)
    must.push(
      anyOf(
        query.locations.map((l) => ({
          match: { 'location.name': l.toLowerCase() },
        })),
      ),
    );
  const should = query.keywords.map((k) => ({
    match: { summary: k.toLowerCase() },
  }));
  return { bool: { must, ...(should.length > 0 && { should }) } };
}

export const peopleDataLabs: ProviderModule = {
  id: 'pdl',
  defaultBaseUrl: 'https://api.peopledatalabs.com',
  capabilities: ['organization-search', 'organization-enrich', 'people-search', 'people-enrich'],
  searchPeople: pdlSearchPeople,
  enrichProfile: pdlEnrichProfile,

  async testConnection(ctx) {
    const answer = await providerRequest<{ data?: unknown[] }>(
      {
        provider: 'pdl',
        method: 'GET',
        path: '/v5/autocomplete',
        query: { field: 'industry', text: 'software', size: 1 },
        headers: headers(ctx),
        failures,
      },
      ctx,
    );
    const n = answer?.data?.length ?? 0;
    return {
      ok: true,
      message: `People Data Labs accepted the key (a test lookup returned ${n} result${n === 1 ? '' : 's'}).`,
    };
  },

  async searchOrganizations(query, ctx) {
    const found: ProviderOrganization[] = [];
    let scrollToken: string | undefined;
    for (let page = 0; page < MAX_PAGES && found.length < query.limit; page++) {
      const answer = await providerRequest<SearchAnswer>(
        {
          provider: 'pdl',
          method: 'POST',
          path: '/v5/company/search',
          headers: headers(ctx),
          body: {
            query: pdlSearchQuery(query),
            size: Math.min(SIZE_MAX, query.limit - found.length),
            ...(scrollToken && { scroll_token: scrollToken }),
          },
          notFound: [404],
          failures,
        },
        ctx,
      );
      const at = new Date().toISOString();
      for (const record of answer?.data ?? []) {
        const org = fromPdl(record, at);
        if (org) found.push(org);
      }
      scrollToken = answer?.scroll_token ?? undefined;
      if (!scrollToken || (answer?.data ?? []).length === 0) break;
    }
    return found.slice(0, query.limit);
  },

  async enrichOrganization(domain, ctx) {
    const answer = await providerRequest<PdlCompany>(
      {
        provider: 'pdl',
        method: 'GET',
        path: '/v5/company/enrich',
        query: { website: domain },
        headers: headers(ctx),
        notFound: [404],
        failures,
      },
      ctx,
    );
    return answer ? fromPdl(answer, new Date().toISOString()) : null;
  },
};
