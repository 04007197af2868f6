/**
 * People Data Labs person search across organizations (no domain), for the People page.
 * Follows https://docs.peopledatalabs.com/docs/reference-person-search-api and
 * https://docs.peopledatalabs.com/docs/input-parameters-person-search-api: POST /v5/person/search with an
 * Elasticsearch `query` over the Person Schema (job_title, job_title_levels, job_title_role, location_name,
 * job_company_size, job_company_industry), `size` up to 100; answers `data` person records; 404 when nothing
 * matches, 402 when the account is out of credits, 429 over the rate limit. PDL charges per record returned, so the
 * call is cached by the caller. The records carry work_email, which is withheld here: revealing is
 * GET /v5/person/enrich?pdl_id= (https://docs.peopledatalabs.com/docs/reference-person-enrichment-api).
 */
import type { PeopleAcrossHit, PeopleAcrossQuery } from './apollo-people-across';
import { providerRequest } from './http-client';
import { textOrNull } from './normalize';
import { fromPdlPerson, titleCaseWords } from './pdl-people';
import type { ProviderContext } from './types';

/** Scoutline's seniority words as PDL's job_title_levels. */
const PDL_LEVELS: Record<string, string[]> = {
  executive: ['cxo', 'owner', 'vp', 'partner'],
  director: ['director'],
  manager: ['manager'],
};

/** PDL's job_company_size buckets with their bounds. */
const PDL_SIZES: [string, number, number][] = [
  ['1-10', 1, 10],
  ['11-50', 11, 50],
  ['51-200', 51, 200],
  ['201-500', 201, 500],
  ['501-1000', 501, 1000],
  ['1001-5000', 1001, 5000],
  ['5001-10000', 5001, 10000],
  ['10001+', 10001, Number.MAX_SAFE_INTEGER],
];

/** "min,max" employees → every PDL size bucket that overlaps it. */
export function pdlSizesFor(ranges: string[]): string[] {
  const sizes = new Set<string>();
  for (const range of ranges) {
    const [min, max] = range.split(',').map(Number) as [number, number];
    for (const [size, low, high] of PDL_SIZES) if (low <= max && high >= min) sizes.add(size);
  }
  return [...sizes];
}

/** A department as PDL writes job_title_role: lower case, words joined by "_" ("Human Resources" → human_resources). */
const pdlRole = (department: string) => department.trim().toLowerCase().replace(/\s+/g, '_');

const anyOf = (clauses: object[]) => (clauses.length === 1 ? clauses[0]! : { bool: { should: clauses } });

/** The Elasticsearch query: every filter given must hold; within a filter, any of its words. */
export function pdlPeopleAcrossQuery(query: PeopleAcrossQuery) {
  const lower = (v: string) => v.toLowerCase();
  const levels = query.seniorities.flatMap((s) => PDL_LEVELS[s] ?? []);
  const sizes = pdlSizesFor(query.employeeRanges);
  const must: object[] = [];
  if (query.text)
    must.push({ multi_match: { query: lower(query.text), fields: ['full_name', 'job_title', 'job_company_name'] } });
  if (query.titles.length > 0) must.push(anyOf(query.titles.map((t) => ({ match: { job_title: lower(t) } }))));
  if (levels.length > 0) must.push({ terms: { job_title_levels: levels } });
  if (query.departments.length > 0) must.push({ terms: { job_title_role: query.departments.map(pdlRole) } });
  if (query.locations.length > 0)
    must.push(anyOf(query.locations.map((l) => ({ match: { location_name: lower(l) } }))));
  if (sizes.length > 0) must.push({ terms: { job_company_size: sizes } });
  if (query.industries.length > 0)
    must.push(anyOf(query.industries.map((i) => ({ match: { job_company_industry: lower(i) } }))));
  // Only people with a current employer: the page stores a person at the organization they work for.
  must.push({ exists: { field: 'job_company_website' } });
  return { bool: { must } };
}

export async function pdlSearchPeopleAcross(
  query: PeopleAcrossQuery,
  ctx: ProviderContext,
): Promise<PeopleAcrossHit[]> {
  const answer = await providerRequest<{ data?: Record<string, unknown>[] }>(
    {
      provider: 'pdl',
      method: 'POST',
      path: '/v5/person/search',
      headers: { 'x-api-key': ctx.apiKey },
      body: { query: pdlPeopleAcrossQuery(query), size: Math.min(100, Math.max(1, query.limit)) },
      notFound: [404],
      failures: { 402: 'quota' },
    },
    ctx,
  );
  const hits: PeopleAcrossHit[] = [];
  for (const p of answer?.data ?? []) {
    const recordId = textOrNull(p.id);
    const name = titleCaseWords(textOrNull(p.full_name));
    if (!recordId || !name) continue;
    hits.push({
      recordId,
      name,
      title: titleCaseWords(textOrNull(p.job_title)),
      location: titleCaseWords(textOrNull(p.location_name)),
      organizationName: titleCaseWords(textOrNull(p.job_company_name)),
    });
  }
  return hits.slice(0, query.limit);
}

/** PDL's record by its id (person/enrich with pdl_id): the work e-mail and the employer's domain; null when none. */
export async function pdlRevealPerson(recordId: string, ctx: ProviderContext) {
  const answer = await providerRequest<{ data?: Record<string, unknown> }>(
    {
      provider: 'pdl',
      method: 'GET',
      path: '/v5/person/enrich',
      query: { pdl_id: recordId },
      headers: { 'x-api-key': ctx.apiKey },
      notFound: [404],
      failures: { 402: 'quota' },
    },
    ctx,
  );
  const record = answer?.data;
  if (!record) return null;
  const person = fromPdlPerson(record, new Date().toISOString());
  const website = textOrNull(record.job_company_website);
  return {
    name: person?.name ?? null,
    title: person?.title ?? null,
    email: person?.email ?? null,
    /** PDL gives no verdict on the address: the company's verifier judges it. */
    verified: null,
    linkedinUrl: person?.linkedinUrl ?? null,
    location: person?.location ?? null,
    domain: website,
  };
}
