/**
 * Apollo.io people enrichment for deep research: one person's profile.
 * Follows https://docs.apollo.io/reference/people-enrichment and the tutorial
 * https://docs.apollo.io/docs/enrich-people-data (POST /api/v1/people/match with any of id, email, linkedin_url,
 * first_name/last_name/name with domain; answers `person` with `employment_history` [organization_name, title,
 * start_date, end_date, current], `city`/`state`/`country`, `linkedin_url`, `headline`; `person` is null or absent
 * when Apollo has no match). Shapes as in ../shared/data/api_fixtures/apollo (samples/v1_people_match…).
 */
import { providerRequest } from './http-client';
import { joinPlace, textOrNull } from './normalize';
import { realEmail } from './people-normalize';
import type { PersonMatch, PersonProfile, ProfileJob, ProviderContext } from './types';

type ApolloRecord = Record<string, unknown>;

/** The request body Apollo's people/match gets for a match: only the identifiers Scoutline has. */
export function apolloMatchBody(match: PersonMatch) {
  const named = match.firstName && match.lastName && match.domain;
  return {
    ...(match.recordId && { id: match.recordId }),
    ...(match.email && { email: match.email }),
    ...(match.linkedinUrl && { linkedin_url: match.linkedinUrl }),
    ...(named && { first_name: match.firstName, last_name: match.lastName, domain: match.domain }),
    reveal_personal_emails: false,
  };
}

/** Whether the match holds enough for Apollo to identify one person. */
export const apolloCanMatch = (m: PersonMatch) =>
  Boolean(m.recordId || m.email || m.linkedinUrl || (m.firstName && m.lastName && m.domain));

function job(entry: ApolloRecord): ProfileJob | null {
  const organization = textOrNull(entry.organization_name);
  const title = textOrNull(entry.title);
  if (!organization && !title) return null;
  return {
    organization,
    title,
    startDate: textOrNull(entry.start_date),
    endDate: textOrNull(entry.end_date),
    current: entry.current === true,
  };
}

export function apolloProfile(p: ApolloRecord, fetchedAt: string): PersonProfile {
  const history = Array.isArray(p.employment_history) ? (p.employment_history as ApolloRecord[]) : [];
  return {
    provider: 'apollo',
    recordId: textOrNull(p.id),
    name: textOrNull(p.name) ?? ([textOrNull(p.first_name), textOrNull(p.last_name)].filter(Boolean).join(' ') || null),
    email: realEmail(p.email),
    linkedinUrl: textOrNull(p.linkedin_url),
    location: joinPlace(textOrNull(p.city), textOrNull(p.state), textOrNull(p.country)),
    employment: history
      .filter((e) => e && typeof e === 'object')
      .map(job)
      .filter((j): j is ProfileJob => j !== null),
    education: [],
    skills: [],
    fetchedAt,
  };
}

export async function apolloEnrichProfile(match: PersonMatch, ctx: ProviderContext): Promise<PersonProfile | null> {
  if (!apolloCanMatch(match)) return null;
  const answer = await providerRequest<{ person?: ApolloRecord | null }>(
    {
      provider: 'apollo',
      method: 'POST',
      path: '/api/v1/people/match',
      headers: { 'x-api-key': ctx.apiKey, 'cache-control': 'no-cache' },
      body: apolloMatchBody(match),
    },
    ctx,
  );
  const person = answer?.person;
  return person && typeof person === 'object' ? apolloProfile(person, new Date().toISOString()) : null;
}
