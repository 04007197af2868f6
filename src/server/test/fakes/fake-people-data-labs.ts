import type { FakePerson } from './fake-people';
import { pdlCareer } from './fake-person-profiles';
import type { FakeCompany } from './fake-records';
import { pdlQueryMatches } from './fake-pdl-query';
import { startFakeProvider, type FakeReply, type FakeRequest } from './fake-provider-server';

/** A PDL CompanyResponse (api_fixtures/peopledatalabs/common-types.d.ts), lower-cased as PDL returns it. */
export const pdlCompany = (c: FakeCompany) => ({
  id: `pdl-${c.id}`,
  name: c.name.toLowerCase(),
  display_name: c.name,
  website: c.domain,
  industry: 'computer software',
  size: c.employees <= 50 ? '11-50' : c.employees <= 200 ? '51-200' : '201-500',
  employee_count: c.employees,
  founded: c.founded,
  location: {
    name: `${c.city}, ${c.state}, ${c.country}`.toLowerCase(),
    locality: c.city.toLowerCase(),
    region: c.state.toLowerCase(),
    country: c.country.toLowerCase(),
  },
  inferred_revenue: '$10M-$25M',
  summary: c.description.toLowerCase(),
  tags: (c.keywords ?? []).map((k) => k.toLowerCase()),
  linkedin_url: `linkedin.com/company/${c.id}`,
});

/** PDL's documented error envelope. */
export const pdlError = (status: number, type: string, message: string): FakeReply => ({
  status,
  body: { status, error: { type, message } },
});

const refuse = (req: FakeRequest, key: string): FakeReply | null =>
  req.headers['x-api-key'] === key ? null : pdlError(401, 'authentication_error', 'Invalid API key');

/** A PDL person record (the fields Scoutline reads, as in api_fixtures/peopledatalabs). */
export const pdlPerson = (p: FakePerson) => ({
  id: p.id,
  full_name: `${p.firstName} ${p.lastName}`.toLowerCase(),
  first_name: p.firstName.toLowerCase(),
  last_name: p.lastName.toLowerCase(),
  job_title: p.title.toLowerCase(),
  job_title_levels: [p.seniority === 'executive' ? 'cxo' : p.seniority === 'senior' ? 'manager' : 'entry'],
  job_title_role: /sales|account/i.test(p.title) ? 'sales' : 'engineering',
  job_company_name: p.domain.split('.')[0]!,
  job_company_website: p.domain,
  job_company_size: '51-200',
  job_company_industry: 'computer software',
  work_email: p.hunterStatus === 'valid' ? p.email : null,
  linkedin_url: p.linkedin.replace('https://www.', ''),
  location_name: 'austin, texas, united states',
});

/**
 * A local PDL: /v5/autocomplete, /v5/company/search (scroll_token paging, 404 when empty), /v5/company/enrich,
 * /v5/person/search (https://docs.peopledatalabs.com/docs/reference-person-search-api: the query's filters, 404
 * when nothing matches) and /v5/person/enrich (by pdl_id, e-mail, profile or name at a company). 401 for a wrong key;
 * 402 (out of credits) and 429 (rate limit) are queued by a test with `pdlError`.
 */
export function startFakePeopleDataLabs({
  key,
  companies,
  people = [],
  port,
}: {
  key: string;
  companies: FakeCompany[];
  people?: FakePerson[];
  /** A fixed port (browser tests point the app's PDL_BASE_URL at it); random when unset. */
  port?: number;
}) {
  return startFakeProvider({
    port,
    authorize: (req) => refuse(req, key),
    routes: {
      'GET /v5/autocomplete': () => ({
        body: {
          status: 200,
          data: [{ name: 'computer software', count: 100 }],
        },
      }),
      'POST /v5/person/search': (req) => {
        // The waterfall's top-level `should` (titles or levels at one domain) is not applied, as before; every
        // `must` clause is (the People page's filters), read by fake-pdl-query.ts.
        const must: object[] = req.body?.query?.bool?.must ?? [];
        const matching = people.filter((p) => must.every((clause) => pdlQueryMatches(pdlPerson(p), clause)));
        if (matching.length === 0) return pdlError(404, 'not_found', 'No records were found matching your search');
        const from = req.body?.scroll_token ? Number(req.body.scroll_token) : 0;
        const size = Math.min(100, Number(req.body?.size ?? 1));
        const next = from + size;
        return {
          body: {
            status: 200,
            data: matching.slice(from, next).map(pdlPerson),
            scroll_token: next < matching.length ? String(next) : null,
            total: matching.length,
          },
        };
      },
      'GET /v5/person/enrich': (req) => {
        const q = req.query;
        const found = people.find(
          (p) =>
            q.get('pdl_id') === p.id ||
            q.get('email')?.toLowerCase() === p.email ||
            Boolean(q.get('profile')?.toLowerCase().includes(p.linkedin.replace('https://www.', ''))) ||
            (q.get('name')?.toLowerCase() === `${p.firstName} ${p.lastName}`.toLowerCase() &&
              q.get('company') === p.domain),
        );
        if (!found) return pdlError(404, 'not_found', 'No records were found matching your request');
        return { body: { status: 200, likelihood: 9, data: { ...pdlPerson(found), ...pdlCareer(found) } } };
      },
      'POST /v5/company/search': (req) => {
        if (companies.length === 0) return pdlError(404, 'not_found', 'No records were found matching your search');
        const from = req.body?.scroll_token ? Number(req.body.scroll_token) : 0;
        const size = Math.min(100, Number(req.body?.size ?? 1));
        const data = companies.slice(from, from + size).map(pdlCompany);
        const next = from + size < companies.length ? String(from + size) : null;
        return {
          body: {
            status: 200,
            data,
            scroll_token: next,
            total: companies.length,
          },
        };
      },
      'GET /v5/company/enrich': (req) => {
        const found = companies.find((c) => c.domain === req.query.get('website'));
        if (!found) return pdlError(404, 'not_found', 'No records were found matching your request');
        return { body: { status: 200, likelihood: 8, ...pdlCompany(found) } };
      },
    },
  });
}
