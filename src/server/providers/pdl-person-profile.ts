/**
 * People Data Labs Person Enrichment for deep research: one person's profile.
 * Follows https://docs.peopledatalabs.com/docs/reference-person-enrichment-api and
 * https://docs.peopledatalabs.com/docs/output-response-person-enrichment-api (GET /v5/person/enrich with any of
 * email, profile, pdl_id, or name with company, plus min_likelihood; answers { status, likelihood, data } where
 * `data` is a person record with experience[] {company{name}, title{name}, start_date, end_date, is_primary},
 * education[] {school{name}, degrees, majors, start_date, end_date}, skills[], location_name, linkedin_url;
 * 404 when nothing matches, 402 when the account is out of credits). Authentication by the X-Api-Key header.
 * Record types in ../shared/data/api_fixtures/peopledatalabs (enrichment-types.d.ts, common-types.d.ts).
 */
import { providerRequest } from './http-client';
import { titleCaseWords } from './pdl-people';
import { textOrNull } from './normalize';
import { realEmail } from './people-normalize';
import type { PersonMatch, PersonProfile, ProfileJob, ProfileSchool, ProviderContext } from './types';

/** PDL's likelihood runs 1–10; below this the profile may be someone else, and a wrong person is worse than none. */
export const PDL_MIN_LIKELIHOOD = 6;

type PdlRecord = Record<string, unknown>;

const objectOr = (v: unknown): PdlRecord => (v && typeof v === 'object' ? (v as PdlRecord) : {});
const listOf = (v: unknown): PdlRecord[] =>
  Array.isArray(v) ? v.filter((e): e is PdlRecord => Boolean(e) && typeof e === 'object') : [];
const textsOf = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(textOrNull).filter((t): t is string => t !== null) : [];

/** The query string for a match: only the identifiers Scoutline has. */
export function pdlEnrichQuery(match: PersonMatch): Record<string, string | number> | null {
  const query: Record<string, string | number> = {};
  if (match.recordId) query.pdl_id = match.recordId;
  if (match.email) query.email = match.email;
  if (match.linkedinUrl) query.profile = match.linkedinUrl;
  if (match.name && match.domain) {
    query.name = match.name;
    query.company = match.domain;
  }
  if (Object.keys(query).length === 0) return null;
  return { ...query, min_likelihood: PDL_MIN_LIKELIHOOD };
}

function job(e: PdlRecord): ProfileJob | null {
  const organization = titleCaseWords(textOrNull(objectOr(e.company).name));
  const title = titleCaseWords(textOrNull(objectOr(e.title).name));
  if (!organization && !title) return null;
  return {
    organization,
    title,
    startDate: textOrNull(e.start_date),
    endDate: textOrNull(e.end_date),
    current: e.is_primary === true,
  };
}

function school(e: PdlRecord): ProfileSchool | null {
  const name = titleCaseWords(textOrNull(objectOr(e.school).name));
  const degrees = textsOf(e.degrees);
  const majors = textsOf(e.majors);
  if (!name && degrees.length === 0 && majors.length === 0) return null;
  return { school: name, degrees, majors, startDate: textOrNull(e.start_date), endDate: textOrNull(e.end_date) };
}

export function pdlProfile(p: PdlRecord, fetchedAt: string): PersonProfile {
  const linkedin = textOrNull(p.linkedin_url);
  return {
    provider: 'pdl',
    recordId: textOrNull(p.id),
    name: titleCaseWords(textOrNull(p.full_name)),
    email: realEmail(p.work_email),
    linkedinUrl: linkedin && !/^https?:\/\//.test(linkedin) ? `https://${linkedin}` : linkedin,
    // On some plans PDL answers `true` instead of the value (the field exists but is not included).
    location: titleCaseWords(textOrNull(p.location_name)),
    employment: listOf(p.experience)
      .map(job)
      .filter((j): j is ProfileJob => j !== null),
    education: listOf(p.education)
      .map(school)
      .filter((s): s is ProfileSchool => s !== null),
    skills: textsOf(p.skills),
    fetchedAt,
  };
}

export async function pdlEnrichProfile(match: PersonMatch, ctx: ProviderContext): Promise<PersonProfile | null> {
  const query = pdlEnrichQuery(match);
  if (!query) return null;
  const answer = await providerRequest<{ data?: PdlRecord | null }>(
    {
      provider: 'pdl',
      method: 'GET',
      path: '/v5/person/enrich',
      query,
      headers: { 'x-api-key': ctx.apiKey },
      notFound: [404],
      failures: { 402: 'quota' },
    },
    ctx,
  );
  const data = answer?.data;
  return data && typeof data === 'object' ? pdlProfile(data, new Date().toISOString()) : null;
}
