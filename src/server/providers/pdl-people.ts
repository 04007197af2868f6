/**
 * People Data Labs person search.
 * Follows https://docs.peopledatalabs.com/docs/person-search-api (POST /v5/person/search with an Elasticsearch
 * `query` on job_company_website, job_title and job_title_levels, `size` up to 100 and `scroll_token` paging;
 * answers `data` person records with full_name, job_title, work_email, linkedin_url, location_name; 404 when
 * nothing matches, 402 when out of credits). Record types in ../shared/data/api_fixtures/peopledatalabs.
 */
import { providerRequest } from './http-client';
import { textOrNull } from './normalize';
import { emptyPerson, fullName, realEmail } from './people-normalize';
import type { PeopleQuery, ProviderContext, ProviderPerson } from './types';

const SIZE_MAX = 100;
const MAX_PAGES = 3;
/** Scoutline's seniority words as PDL's job_title_levels. */
const PDL_LEVELS: Record<string, string[]> = {
  executive: ['cxo', 'owner', 'vp', 'partner'],
  director: ['director'],
  manager: ['manager'],
};

type PdlPerson = Record<string, unknown>;

/** Words PDL lower-cases that a title writes in capitals ("vp of sales" → "VP of Sales"). */
const ACRONYMS = new Set([
  'vp',
  'svp',
  'evp',
  'avp',
  'ceo',
  'cto',
  'cfo',
  'coo',
  'cmo',
  'cro',
  'cio',
  'ciso',
  'cpo',
  'hr',
  'it',
  'ai',
  'qa',
  'ux',
  'ui',
  'us',
  'uk',
  'emea',
  'apac',
  'b2b',
  'saas',
  'ciso',
  'hr',
  'mba',
]);
/** Joining words that stay lower case inside a title ("Head of Engineering"). */
const SMALL = new Set(['of', 'and', 'the', 'for', 'in', 'at', 'to', 'on', 'a', 'an', 'de', 'van', 'von']);

/** PDL's lower-cased names, titles and places, written as people write them. */
export function titleCaseWords(v: string | null): string | null {
  if (!v) return null;
  return v.replace(/[\p{L}\p{N}]+/gu, (word, offset: number) => {
    // A word after a dot is part of a domain-like name ("acme.io"), not a new word.
    if (offset > 0 && v[offset - 1] === '.') return word;
    if (ACRONYMS.has(word)) return word.toUpperCase();
    if (offset > 0 && SMALL.has(word)) return word;
    return word.charAt(0).toUpperCase() + word.slice(1);
  });
}

export function fromPdlPerson(p: PdlPerson, fetchedAt: string): ProviderPerson | null {
  const first = titleCaseWords(textOrNull(p.first_name));
  const last = titleCaseWords(textOrNull(p.last_name));
  const name = titleCaseWords(textOrNull(p.full_name)) ?? fullName(first, last, null);
  if (!name) return null;
  const linkedin = textOrNull(p.linkedin_url);
  return {
    ...emptyPerson('pdl', fetchedAt),
    recordId: textOrNull(p.id),
    firstName: first,
    lastName: last,
    name,
    title: titleCaseWords(textOrNull(p.job_title)),
    email: realEmail(p.work_email),
    linkedinUrl: linkedin && !linkedin.startsWith('http') ? `https://${linkedin}` : linkedin,
    location: titleCaseWords(textOrNull(p.location_name)),
  };
}

export function pdlPeopleQuery(query: PeopleQuery) {
  const levels = query.seniorities.flatMap((s) => PDL_LEVELS[s] ?? []);
  const should = [
    ...query.titles.map((t) => ({ match: { job_title: t.toLowerCase() } })),
    ...(levels.length > 0 ? [{ terms: { job_title_levels: levels } }] : []),
  ];
  return {
    bool: {
      must: [{ term: { job_company_website: query.domain } }],
      ...(should.length > 0 && { should, minimum_should_match: 1 }),
    },
  };
}

export async function pdlSearchPeople(query: PeopleQuery, ctx: ProviderContext): Promise<ProviderPerson[]> {
  const found: ProviderPerson[] = [];
  let scrollToken: string | undefined;
  for (let page = 0; page < MAX_PAGES && found.length < query.limit; page++) {
    const answer = await providerRequest<{
      data?: PdlPerson[];
      scroll_token?: string | null;
    }>(
      {
        provider: 'pdl',
        method: 'POST',
        path: '/v5/person/search',
        headers: { 'x-api-key': ctx.apiKey },
        body: {
          query: pdlPeopleQuery(query),
          size: Math.min(SIZE_MAX, query.limit - found.length),
          ...(scrollToken && { scroll_token: scrollToken }),
        },
        notFound: [404],
        failures: { 402: 'quota' },
      },
      ctx,
    );
    const at = new Date().toISOString();
    for (const record of answer?.data ?? []) {
      const person = fromPdlPerson(record, at);
      if (person) found.push(person);
    }
    scrollToken = answer?.scroll_token ?? undefined;
    if (!scrollToken || (answer?.data ?? []).length === 0) break;
  }
  return found.slice(0, query.limit);
}
