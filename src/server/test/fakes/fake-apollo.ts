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
  keywords: ['sales', 'software'],
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

/** A local Apollo: /v1/auth/health, /api/v1/mixed_companies/search (paged) and /api/v1/organizations/enrich. */
export function startFakeApollo({ key, companies, port }: { key: string; companies: FakeCompany[]; port?: number }) {
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
      'GET /api/v1/organizations/enrich': (req) => {
        const found = companies.find((c) => c.domain === req.query.get('domain'));
        return {
          body: found ? { organization: apolloOrganization(found) } : {},
        };
      },
    },
  });
}
