import { domainSuppressedMessage } from '#domain/people/discovery-trail';
import { PROVIDER_LABELS } from '#domain/providers';
import type { EmailCheck } from '#domain/people/email-status';
import type { FieldSource } from '#domain/people/field-sources';
import type { ListedPerson } from '../../../ai/engine';
import type { Deps } from '../../../context';
import { withTenant } from '../../../db/tenant';
import { cachedProviderCall } from '../../../providers/cache';
import { ProviderError } from '../../../providers/provider-error';
import { providerContext } from '../../../providers/provider-context';
import { connectedProviders, type ConnectedProvider } from '../../../providers/registry';
import type { FoundEmail, ProviderPerson } from '../../../providers/types';
import { registerEmailVerifierSource } from '../email/choose-verifier';
import type { EmailVerifier } from '../email/email-verifier';
import { StepUnavailable, type PeopleStep, type PersonCandidate, type StepContext } from './people-step';
import { registerPeopleStepSource } from './provider-steps';
import { providerRecordKey } from '../../privacy/subject-keys';
import { recheckWithheld, withholdSuppressed } from './withhold-suppressed';

/** The seniorities asked for: the buyers a sales team reaches first. */
const SENIORITIES = ['executive', 'director', 'manager'];
/** People asked per search: fixed, so a repeated run asks the same request and the 30-day cache answers it. */
const ASK = 25;
/** People/match and e-mail finder calls per run at most (each may cost the company a provider credit). */
const MAX_LOOKUPS = 10;

/** The titles of the saved configuration's "key decision makers", split into a list. */
export const titlesOf = (config: StepContext['config']) =>
  (config.keyDecisionMakers ?? '')
    .split(/[,;\n]| and /)
    .map((t) => t.trim())
    .filter((t) => t.length > 1 && t.length <= 60)
    .slice(0, 5);

/** One cached, counted call to a connected provider; a ProviderError becomes the step's failure in words. */
async function call<T>(
  deps: Deps,
  companyId: string,
  provider: ConnectedProvider,
  request: unknown,
  now: Date,
  run: () => Promise<T>,
) {
  try {
    return await cachedProviderCall(deps.database.db, { companyId, provider: provider.id, request, now }, run);
  } catch (error) {
    if (error instanceof ProviderError) throw new StepUnavailable(error.message);
    throw error;
  }
}

/** What the do-not-contact list knows a provider's person by (Apollo's search gives little but the record id). */
const subjectOf = (provider: ConnectedProvider['id']) => (p: ProviderPerson) => ({
  email: p.email,
  linkedinUrl: p.linkedinUrl,
  name: p.name,
  recordKeys: p.recordId ? [providerRecordKey(provider, p.recordId)] : [],
});

const splitName = (name: string) => {
  const parts = name.trim().split(/\s+/);
  return parts.length >= 2 ? { firstName: parts[0]!, lastName: parts.at(-1)! } : null;
};

const checkOf = (
  provider: ConnectedProvider,
  person: ProviderPerson,
  origin: EmailCheck['origin'],
): EmailCheck | null =>
  person.email && person.emailStatus
    ? {
        status: person.emailStatus,
        reason: `${PROVIDER_LABELS[provider.id]}: ${person.emailStatus}${person.emailScore !== null ? `, score ${person.emailScore}` : ''}`,
        verifier: provider.id,
        label: PROVIDER_LABELS[provider.id],
        checkedAt: person.fetchedAt,
        origin,
        score: person.emailScore,
      }
    : null;

/** One connected people provider as a waterfall step: search the domain, reveal e-mails, fill known gaps. */
export function providerStep(provider: ConnectedProvider): PeopleStep {
  const label = PROVIDER_LABELS[provider.id];
  const module = provider.module;
  return {
    id: provider.id,
    label,
    async run(ctx) {
      if (!ctx.domain) throw new StepUnavailable('No website on record, so no domain to search', 'skipped');
      const { deps, companyId, now } = ctx;
      const pctx = providerContext(deps, companyId, provider);
      const query = {
        domain: ctx.domain,
        titles: titlesOf(ctx.config),
        seniorities: SENIORITIES,
        limit: ASK,
      };
      if (ctx.domainSuppressed) throw new StepUnavailable(domainSuppressedMessage(ctx.domain), 'skipped');
      const searched = await call(deps, companyId, provider, { op: 'people-search', ...query }, now, async () =>
        withholdSuppressed(await module.searchPeople!(query, pctx), subjectOf(provider.id), ctx.suppressed),
      );
      const answer = await recheckWithheld<ProviderPerson>(searched.value, subjectOf(provider.id), ctx.suppressed);
      let people = answer.people;
      let withheld = answer.withheld;
      let lookups = 0;
      let revealed = 0;
      // Apollo's search hides surnames and e-mails: people/match reveals them, for as many as are still wanted.
      if (module.enrichPerson) {
        const enriched: ProviderPerson[] = [];
        for (const person of people) {
          if ((person.name && person.email) || lookups >= Math.min(MAX_LOOKUPS, Math.max(1, ctx.wanted))) {
            if (person.name) enriched.push(person);
            continue;
          }
          lookups++;
          const match = await call(
            deps,
            companyId,
            provider,
            { op: 'people-enrich', id: person.recordId, domain: ctx.domain },
            now,
            async () => {
              const found = await module.enrichPerson!(
                {
                  recordId: person.recordId,
                  firstName: person.firstName,
                  lastName: person.lastName,
                  domain: ctx.domain!,
                },
                pctx,
              );
              return withholdSuppressed(found ? [found] : [], subjectOf(provider.id), ctx.suppressed);
            },
          );
          const matched = await recheckWithheld<ProviderPerson>(match.value, subjectOf(provider.id), ctx.suppressed);
          withheld += matched.withheld;
          const [revealedPerson] = matched.people;
          if (revealedPerson?.name) {
            enriched.push(revealedPerson);
            if (revealedPerson.email) revealed++;
          }
        }
        people = enriched;
      }
      const named = people.filter((p): p is ProviderPerson & { name: string } => Boolean(p.name));
      const byKey = new Map(named.map((p, i) => [p.recordId ?? `#${i}`, p]));
      const listed: ListedPerson[] = [...byKey].map(([key, p]) => ({
        key,
        name: p.name,
        title: p.title,
        email: p.email,
        phone: null,
        linkedinUrl: p.linkedinUrl,
        location: p.location,
      }));
      const sourceOf = (l: ListedPerson): FieldSource => {
        const p = byKey.get(l.key!);
        return {
          source: provider.id,
          label,
          ...(p?.recordId && { recordId: p.recordId }),
          at: p?.fetchedAt ?? now.toISOString(),
        };
      };
      const candidates = await ctx.score(listed, sourceOf);
      for (const candidate of candidates) {
        const p = named.find((n) => n.name === candidate.values.name);
        // Only a verifier's word (Hunter) is an e-mail check; others' addresses go to the company's verifier.
        if (p && candidate.values.email && module.verifyEmail) candidate.emailCheck = checkOf(provider, p, 'found');
      }
      const notes: string[] = [];
      if (revealed > 0) notes.push(`${revealed} e-mail${revealed === 1 ? '' : 's'} revealed`);
      if (module.findEmail) {
        const found = await findMissingEmails(ctx, provider, pctx, [...ctx.known, ...candidates]);
        candidates.push(...found.candidates);
        withheld += found.withheld;
        if (found.note) notes.push(found.note);
      }
      return { candidates, withheld, ...(notes.length > 0 && { note: notes.join(', ') }) };
    },
  };
}

/**
 * The e-mail finder for people who have a name but no e-mail: a result shows its score and status; an invalid
 * result is dropped (never shown as found).
 */
async function findMissingEmails(
  ctx: StepContext,
  provider: ConnectedProvider,
  pctx: ReturnType<typeof providerContext>,
  people: readonly PersonCandidate[],
): Promise<{ candidates: PersonCandidate[]; withheld: number; note?: string }> {
  const label = PROVIDER_LABELS[provider.id];
  const out: PersonCandidate[] = [];
  let asked = 0;
  let invalid = 0;
  let withheld = 0;
  for (const person of people) {
    if (person.values.email || !person.values.name || asked >= MAX_LOOKUPS) continue;
    const name = splitName(person.values.name);
    if (!name) continue;
    asked++;
    const query = { domain: ctx.domain!, ...name };
    const subject = (f: FoundEmail) => ({ email: f.email, name: person.values.name });
    const result = await call(
      ctx.deps,
      ctx.companyId,
      provider,
      { op: 'email-finder', ...query },
      ctx.now,
      async () => {
        const answer = await provider.module.findEmail!(query, pctx);
        return withholdSuppressed(answer ? [answer] : [], subject, ctx.suppressed);
      },
    );
    const checked = await recheckWithheld<FoundEmail>(result.value, subject, ctx.suppressed);
    withheld += checked.withheld;
    const [found] = checked.people;
    if (!found) continue;
    if (found.status === 'invalid') {
      invalid++;
      continue;
    }
    const at = result.fetchedAt.toISOString();
    out.push({
      ...person,
      values: { name: person.values.name, email: found.email },
      sources: { email: { source: provider.id, label: `${label} e-mail finder`, at } },
      emailCheck: {
        status: found.status,
        reason: `${label} e-mail finder: ${found.status}${found.score !== null ? `, score ${found.score}` : ''}`,
        verifier: provider.id,
        label,
        checkedAt: at,
        origin: 'pattern',
        score: found.score,
      },
    });
  }
  if (asked === 0) return { candidates: out, withheld };
  const parts = [`${out.length} of ${asked} e-mails found by the finder`];
  if (invalid > 0) parts.push(`${invalid} invalid left out`);
  return { candidates: out, withheld, note: parts.join(', ') };
}

/** A connected verifier provider (Hunter) as the company's e-mail verifier; cached and counted like every call. */
export function providerVerifier(deps: Deps, companyId: string, provider: ConnectedProvider): EmailVerifier {
  const label = PROVIDER_LABELS[provider.id];
  return {
    id: provider.id,
    label,
    async verify(input) {
      const now = deps.clock.now();
      const result = await cachedProviderCall(
        deps.database.db,
        { companyId, provider: provider.id, request: { op: 'email-verifier', email: input.email }, now },
        () => provider.module.verifyEmail!(input.email, providerContext(deps, companyId, provider)),
      );
      return {
        status: result.value.status,
        reason: result.value.reason,
        verifier: provider.id,
        label,
        checkedAt: result.fetchedAt.toISOString(),
        origin: input.origin,
        score: result.value.score,
      };
    },
  };
}

const connected = (deps: Deps, companyId: string, capability: 'people-search' | 'email-verifier') =>
  withTenant(deps.database.db, companyId, (tx) =>
    connectedProviders(tx, deps.env, deps.secrets, companyId, capability),
  );

registerPeopleStepSource(async (deps, company) =>
  (await connected(deps, company.id, 'people-search')).map(providerStep),
);
registerEmailVerifierSource(async (deps, company) => {
  const [first] = await connected(deps, company.id, 'email-verifier');
  return first ? providerVerifier(deps, company.id, first) : null;
});
