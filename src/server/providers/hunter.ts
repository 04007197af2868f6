/**
 * Hunter: domain search, e-mail finder and e-mail verifier.
 * Follows https://hunter.io/api-documentation/v2 — GET /v2/domain-search?domain=&limit=&offset=&seniority=
 * (answers data.emails[] with value, confidence, first_name, last_name, position, linkedin, verification.status,
 * and meta.results for paging), GET /v2/email-finder?domain=&first_name=&last_name= (data.email, data.score,
 * data.verification.status), GET /v2/email-verifier?email= (data.status: valid, invalid, accept_all, webmail,
 * disposable, unknown; data.score) and GET /v2/account (the Test connection call). The key goes in the api_key
 * query parameter; 401 for a bad key, 429 when rate-limited. Shapes as in ../shared/data/api_fixtures/hunter.
 */
import { providerRequest, type ProviderRequest } from './http-client';
import { numberOrNull, textOrNull } from './normalize';
import { emptyPerson, fullName, hunterStatus, realEmail } from './people-normalize';
import { ProviderError } from './provider-error';
import type { ProviderContext, ProviderModule, ProviderPerson } from './types';

/** Hunter's documented page-size ceiling for domain search. */
const LIMIT_MAX = 100;
const MAX_PAGES = 3;
/**
 * Scoutline's seniority words as Hunter's seniority filter (junior, senior, executive). Without the mapping only
 * "executive" passed, and Hunter left out every director and manager the other providers were asked for.
 */
const HUNTER_SENIORITIES: Record<string, string> = {
  executive: 'executive',
  director: 'senior',
  manager: 'senior',
  senior: 'senior',
  junior: 'junior',
};

type HunterEmail = Record<string, unknown> & {
  verification?: { status?: string | null } | null;
};
type Data<T> = {
  data?: T;
  meta?: { results?: number; limit?: number; offset?: number };
};

const get = <T>(path: string, query: ProviderRequest['query'], ctx: ProviderContext) =>
  providerRequest<Data<T>>(
    // Hunter answers 400 with an error body for a request it cannot run; 404 with no such record.
    {
      provider: 'hunter',
      method: 'GET',
      path,
      query: { ...query, api_key: ctx.apiKey },
      notFound: [404],
    },
    ctx,
  );

const statusOf = (verification: HunterEmail['verification']) =>
  verification?.status ? hunterStatus(verification.status) : null;

export function fromHunterEmail(e: HunterEmail, fetchedAt: string): ProviderPerson | null {
  const email = realEmail(e.value);
  if (!email) return null;
  const first = textOrNull(e.first_name);
  const last = textOrNull(e.last_name);
  return {
    ...emptyPerson('hunter', fetchedAt),
    recordId: email,
    firstName: first,
    lastName: last,
    name: first && last ? fullName(first, last, null) : null,
    title: textOrNull(e.position),
    email,
    emailStatus: statusOf(e.verification),
    emailScore: numberOrNull(e.confidence),
    linkedinUrl: textOrNull(e.linkedin),
  };
}

export const hunter: ProviderModule = {
  id: 'hunter',
  defaultBaseUrl: 'https://api.hunter.io',
  capabilities: ['people-search', 'email-finder', 'email-verifier'],

  async testConnection(ctx) {
    const answer = await get<{ email?: string }>('/v2/account', {}, ctx);
    if (!answer?.data) throw new ProviderError('hunter', 'auth');
    return {
      ok: true,
      message: 'Hunter accepted the key (the account endpoint answered).',
    };
  },

  async searchPeople(query, ctx) {
    const found: ProviderPerson[] = [];
    const limit = Math.min(LIMIT_MAX, Math.max(1, query.limit));
    const seniority =
      [...new Set(query.seniorities.flatMap((s) => HUNTER_SENIORITIES[s] ?? []))].join(',') || undefined;
    for (let page = 0; page < MAX_PAGES && found.length < query.limit; page++) {
      const offset = page * limit;
      const answer = await get<{ emails?: HunterEmail[] }>(
        '/v2/domain-search',
        { domain: query.domain, limit, offset, type: 'personal', seniority },
        ctx,
      );
      const at = new Date().toISOString();
      const emails = answer?.data?.emails ?? [];
      for (const record of emails) {
        const person = fromHunterEmail(record, at);
        if (person) found.push(person);
      }
      if (emails.length < limit || offset + emails.length >= (answer?.meta?.results ?? 0)) break;
    }
    return found.slice(0, query.limit);
  },

  async findEmail(query, ctx) {
    const answer = await get<HunterEmail & { email?: string; score?: number }>(
      '/v2/email-finder',
      {
        domain: query.domain,
        first_name: query.firstName,
        last_name: query.lastName,
      },
      ctx,
    );
    const email = realEmail(answer?.data?.email);
    if (!email) return null;
    return {
      email,
      score: numberOrNull(answer?.data?.score),
      status: statusOf(answer?.data?.verification) ?? 'unknown',
    };
  },

  async verifyEmail(email, ctx) {
    const answer = await get<{
      status?: string;
      result?: string;
      score?: number;
    }>('/v2/email-verifier', { email }, ctx);
    const raw = answer?.data?.status ?? null;
    const status = hunterStatus(raw);
    const score = numberOrNull(answer?.data?.score);
    return {
      status,
      score,
      reason: raw
        ? `Hunter: ${raw.replace('_', '-')}${score !== null ? `, score ${score}` : ''}`
        : 'Hunter gave no verdict',
    };
  },
};
