/**
 * Apollo.io people search across organizations (no domain): https://docs.apollo.io/reference/people-api-search
 * (POST /api/v1/mixed_people/api_search with person_titles, person_seniorities, person_locations,
 * organization_num_employees_ranges ("11,50"), q_organization_keyword_tags and q_keywords; answers `people` with the
 * surname hidden and no e-mail, so searching reveals and costs nothing). Revealing is people/match by id
 * (https://docs.apollo.io/reference/people-enrichment), whose `person.organization.primary_domain` names the employer.
 */
import { providerRequest } from './http-client';
import { textOrNull } from './normalize';
import type { ProviderContext } from './types';

export type PeopleAcrossQuery = {
  text: string;
  titles: string[];
  seniorities: string[];
  departments: string[];
  locations: string[];
  employeeRanges: string[];
  industries: string[];
  limit: number;
};

export type PeopleAcrossHit = {
  recordId: string;
  name: string;
  title: string | null;
  location: string | null;
  organizationName: string | null;
};

const APOLLO_SENIORITIES: Record<string, string[]> = {
  executive: ['owner', 'founder', 'c_suite', 'partner', 'vp'],
  director: ['head', 'director'],
  manager: ['manager'],
};

export async function apolloSearchPeopleAcross(
  query: PeopleAcrossQuery,
  ctx: ProviderContext,
): Promise<PeopleAcrossHit[]> {
  // Apollo's search has no department filter; departments are sent as keywords with the free text.
  const keywords = [query.text, ...query.departments].filter(Boolean).join(' ');
  const answer = await providerRequest<{ people?: Record<string, unknown>[] }>(
    {
      provider: 'apollo',
      method: 'POST',
      path: '/api/v1/mixed_people/api_search',
      headers: { 'x-api-key': ctx.apiKey, 'cache-control': 'no-cache' },
      body: {
        ...(query.titles.length > 0 && { person_titles: query.titles }),
        ...(query.seniorities.length > 0 && {
          person_seniorities: query.seniorities.flatMap((s) => APOLLO_SENIORITIES[s] ?? []),
        }),
        ...(query.locations.length > 0 && { person_locations: query.locations }),
        ...(query.employeeRanges.length > 0 && { organization_num_employees_ranges: query.employeeRanges }),
        ...(query.industries.length > 0 && { q_organization_keyword_tags: query.industries }),
        ...(keywords && { q_keywords: keywords }),
        page: 1,
        per_page: Math.min(100, Math.max(1, query.limit)),
      },
    },
    ctx,
  );
  const hits: PeopleAcrossHit[] = [];
  for (const p of answer?.people ?? []) {
    const recordId = textOrNull(p.id);
    const first = textOrNull(p.first_name);
    if (!recordId || !first) continue;
    const hidden = textOrNull(p.last_name_obfuscated);
    const org = (p.organization ?? {}) as Record<string, unknown>;
    hits.push({
      recordId,
      name: hidden ? `${first} ${hidden}` : first,
      title: textOrNull(p.title),
      location: null,
      organizationName: textOrNull(org.name),
    });
  }
  return hits.slice(0, query.limit);
}

/** Apollo's people/match by record id: the work e-mail, its status and the employer's domain. */
export async function apolloRevealPerson(recordId: string, ctx: ProviderContext) {
  const answer = await providerRequest<{ person?: Record<string, unknown> | null }>(
    {
      provider: 'apollo',
      method: 'POST',
      path: '/api/v1/people/match',
      headers: { 'x-api-key': ctx.apiKey, 'cache-control': 'no-cache' },
      body: { id: recordId, reveal_personal_emails: false },
    },
    ctx,
  );
  const p = answer?.person;
  if (!p) return null;
  const org = (p.organization ?? {}) as Record<string, unknown>;
  const email = textOrNull(p.email);
  return {
    name: textOrNull(p.name),
    title: textOrNull(p.title),
    email: email && !email.includes('email_not_unlocked') ? email.toLowerCase() : null,
    verified: textOrNull(p.email_status) === 'verified',
    linkedinUrl: textOrNull(p.linkedin_url),
    domain: textOrNull(org.primary_domain),
  };
}
