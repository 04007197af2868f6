import type { FakePerson } from './fake-people';
import { apolloEmploymentHistory } from './fake-person-profiles';
import type { FakeCompany } from './fake-records';
import { startFakeProvider, type FakeReply, type FakeRequest } from './fake-provider-server';

/** Apollo's documented organization record (the fields Scoutline reads, as in api_fixtures/apollo/samples). */
export const apolloOrganization = (c: FakeCompany) => ({
  id: c.id,
  name: c.name,
  website_url: `http://www.${c.domain}`,
  linkedin_url: `http://www.linkedin.com/company/${c.id}`,
  founded_year: c.founded,
  primary_domain: c.domain,
  industry: c.industry,
  keywords: c.keywords ?? ['sales', 'software'],
  estimated_num_employees: c.employees,
  city: c.city,
  state: c.state,
  country: c.country,
  short_description: c.description,
  annual_revenue: c.revenue,
});

const refuse = (req: FakeRequest, key: string): FakeReply | null =>
  req.headers['x-api-key'] === key
    ? null
    : {
        status: 401,
        body: {
          error: 'Invalid access credentials.',
          error_code: 'INVALID_API_KEY',
        },
      };

/**
 * A local Apollo: /v1/auth/health, /api/v1/mixed_companies/search (paged), /api/v1/organizations/enrich,
 * /api/v1/mixed_people/api_search (paged; person_titles and person_locations filter, as in
 * https://docs.apollo.io/reference/people-api-search) and /api/v1/people/match (with `organization.primary_domain`,
 * https://docs.apollo.io/reference/people-enrichment).
 */
/** Apollo's people-search record: surname hidden (last_name_obfuscated), no e-mail until enrichment. */
export const apolloSearchPerson = (p: FakePerson) => ({
  id: p.id,
  first_name: p.firstName,
  last_name_obfuscated: `${p.lastName[0]}***${p.lastName.at(-1)}`,
  title: p.title,
  last_refreshed_at: '2026-11-01T10:00:00.000+00:00',
  has_email: true,
  has_city: true,
  has_state: true,
  has_country: true,
  has_direct_phone: 'Maybe: please request direct dial via people/bulk_match',
  organization: { name: p.domain, has_industry: true, has_phone: true },
});

/** Apollo's people/match record: the full person with the work e-mail. */
export const apolloMatchedPerson = (p: FakePerson) => ({
  id: p.id,
  first_name: p.firstName,
  last_name: p.lastName,
  name: `${p.firstName} ${p.lastName}`,
  linkedin_url: p.linkedin.replace('https://www.', 'http://www.'),
  title: p.title,
  email_status: p.hunterStatus === 'valid' ? 'verified' : 'unavailable',
  email: p.email,
  city: p.city,
  state: 'Texas',
  country: 'United States',
  seniority: p.seniority === 'executive' ? 'c_suite' : p.seniority,
  organization_id: `org-${p.domain}`,
  organization: { id: `org-${p.domain}`, name: p.domain, primary_domain: p.domain },
  headline: `${p.title} at ${p.domain}`,
  employment_history: apolloEmploymentHistory(p),
});

/** people/match finds by id, e-mail, LinkedIn URL, or first and last name at the domain (Apollo's documented inputs). */
const matches = (p: FakePerson, body: any) =>
  p.id === body?.id ||
  (Boolean(body?.email) && p.email === String(body.email).toLowerCase()) ||
  (Boolean(body?.linkedin_url) &&
    String(body.linkedin_url).toLowerCase().includes(p.linkedin.replace('https://www.', ''))) ||
  (p.domain === body?.domain && p.firstName === body?.first_name && p.lastName === body?.last_name);

export function startFakeApollo({
  key,
  companies,
  people = [],
  port,
  searchDelayMs,
}: {
  key: string;
  companies: FakeCompany[];
  people?: FakePerson[];
  port?: number;
  /** Each people search answers this much later (a crash test kills a worker while one is waiting). */
  searchDelayMs?: number;
}) {
  return startFakeProvider({
    port,
    authorize: (req) => refuse(req, key),
    routes: {
      'GET /v1/auth/health': () => ({ body: { is_logged_in: true } }),
      'POST /api/v1/mixed_companies/search': (req) => {
        const page = Number(req.body?.page ?? 1);
        const perPage = Math.min(100, Number(req.body?.per_page ?? 10));
        const slice = companies.slice((page - 1) * perPage, page * perPage);
        return {
          body: {
            breadcrumbs: [],
            partial_results_only: false,
            disable_eu_prospecting: false,
            partial_results_limit: 10000,
            pagination: {
              page,
              per_page: perPage,
              total_entries: companies.length,
              total_pages: Math.ceil(companies.length / perPage),
            },
            accounts: [],
            organizations: slice.map(apolloOrganization),
            model_ids: slice.map((c) => c.id),
            num_fetch_result: null,
          },
        };
      },
      'POST /api/v1/mixed_people/api_search': (req) => {
        const domains: string[] = req.body?.q_organization_domains_list ?? [];
        const titles: string[] = (req.body?.person_titles ?? []).map((t: string) => t.toLowerCase());
        const locations: string[] = (req.body?.person_locations ?? []).map((l: string) => l.toLowerCase());
        const matching = people.filter(
          (p) =>
            (domains.length === 0 || domains.includes(p.domain)) &&
            (locations.length === 0 || locations.some((l) => l.includes(p.city.toLowerCase()))) &&
            (titles.length === 0 ||
              titles.some((t) => t.split(/\W+/).some((w) => w.length > 2 && p.title.toLowerCase().includes(w)))),
        );
        const page = Number(req.body?.page ?? 1);
        const perPage = Math.min(100, Number(req.body?.per_page ?? 10));
        return {
          delayMs: searchDelayMs,
          body: {
            total_entries: matching.length,
            pagination: {
              page,
              per_page: perPage,
              total_entries: matching.length,
              total_pages: Math.ceil(matching.length / perPage),
            },
            people: matching.slice((page - 1) * perPage, page * perPage).map(apolloSearchPerson),
          },
        };
      },
      'POST /api/v1/people/match': (req) => {
        const found = people.find((p) => matches(p, req.body));
        return {
          body: found ? { person: apolloMatchedPerson(found) } : { person: null },
        };
      },
      'GET /api/v1/organizations/enrich': (req) => {
        const found = companies.find((c) => c.domain === req.query.get('domain'));
        return {
          body: found ? { organization: apolloOrganization(found) } : {},
        };
      },
    },
  });
}
