/**
 * Apollo.io people: search and enrichment.
 * Follows https://docs.apollo.io/reference/people-api-search (POST /api/v1/mixed_people/api_search with
 * q_organization_domains_list, person_titles, person_seniorities, page, per_page; answers `people` and
 * `pagination`; no e-mails) and https://docs.apollo.io/reference/people-enrichment (POST /api/v1/people/match
 * with id or first_name/last_name/domain; answers `person` with `email` and `email_status`). Shapes as in
 * ../shared/data/api_fixtures/apollo (official-docs/_people.md, _enrichment.md, samples).
 */
import { providerRequest } from './http-client';
import { joinPlace, textOrNull } from './normalize';
import { emptyPerson, fullName, realEmail } from './people-normalize';
import type { PeopleQuery, PersonEnrich, ProviderContext, ProviderPerson } from './types';

const PER_PAGE_MAX = 100;
const MAX_PAGES = 3;

type ApolloPerson = Record<string, unknown>;

/** Scoutline's seniority words (executive, director, manager) as Apollo's person_seniorities. */
const APOLLO_SENIORITIES: Record<string, string[]> = {
  executive: ['owner', 'founder', 'c_suite', 'partner', 'vp'],
  director: ['head', 'director'],
  manager: ['manager'],
};

const headers = (ctx: ProviderContext) => ({
  'x-api-key': ctx.apiKey,
  'cache-control': 'no-cache',
});

export function fromApolloPerson(p: ApolloPerson, fetchedAt: string): ProviderPerson | null {
  const first = textOrNull(p.first_name);
  // The search hides surnames (last_name_obfuscated): such a person is named only after enrichment.
  const last = textOrNull(p.last_name);
  const email = realEmail(p.email);
  const status = textOrNull(p.email_status);
  const person: ProviderPerson = {
    ...emptyPerson('apollo', fetchedAt),
    recordId: textOrNull(p.id),
    firstName: first,
    lastName: last,
    name: last ? fullName(first, last, textOrNull(p.name)) : null,
    title: textOrNull(p.title),
    email,
    emailStatus: email && status === 'verified' ? 'verified' : null,
    linkedinUrl: textOrNull(p.linkedin_url),
    location: joinPlace(textOrNull(p.city), textOrNull(p.state), textOrNull(p.country)),
  };
  return person.recordId || person.name ? person : null;
}

export async function apolloSearchPeople(query: PeopleQuery, ctx: ProviderContext): Promise<ProviderPerson[]> {
  const found: ProviderPerson[] = [];
  const perPage = Math.min(PER_PAGE_MAX, Math.max(1, query.limit));
  for (let page = 1; page <= MAX_PAGES && found.length < query.limit; page++) {
    const answer = await providerRequest<{
      people?: ApolloPerson[];
      pagination?: { total_pages?: number };
    }>(
      {
        provider: 'apollo',
        method: 'POST',
        path: '/api/v1/mixed_people/api_search',
        headers: headers(ctx),
        body: {
          q_organization_domains_list: [query.domain],
          ...(query.titles.length > 0 && { person_titles: query.titles }),
          ...(query.seniorities.length > 0 && {
            person_seniorities: query.seniorities.flatMap((s) => APOLLO_SENIORITIES[s] ?? []),
          }),
          page,
          per_page: perPage,
        },
      },
      ctx,
    );
    const at = new Date().toISOString();
    const people = answer?.people ?? [];
    for (const record of people) {
      const person = fromApolloPerson(record, at);
      if (person) found.push(person);
    }
    if (people.length === 0 || page >= (answer?.pagination?.total_pages ?? page)) break;
  }
  return found.slice(0, query.limit);
}

export const apolloEnrichPerson: PersonEnrich['enrichPerson'] = async (person, ctx) => {
  const answer = await providerRequest<{ person?: ApolloPerson | null }>(
    {
      provider: 'apollo',
      method: 'POST',
      path: '/api/v1/people/match',
      headers: headers(ctx),
      body: {
        ...(person.recordId && { id: person.recordId }),
        ...(person.firstName && { first_name: person.firstName }),
        ...(person.lastName && { last_name: person.lastName }),
        domain: person.domain,
        reveal_personal_emails: false,
      },
    },
    ctx,
  );
  return answer?.person ? fromApolloPerson(answer.person, new Date().toISOString()) : null;
};
