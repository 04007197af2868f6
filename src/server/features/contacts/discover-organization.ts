import { describeRun, discoveryIsCharged } from '#domain/people/discovery-trail';
import { organizationKey } from '#domain/people/person-keys';
import { matchesSolution } from '#domain/contacts';
import { CONTACT_RETENTION_DAYS, type RecommendedSolution } from '#domain/workflow';
import type { Deps } from '../../context';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { loadOrgContext } from '../research/org-context';
import { domainIsSuppressed, suppressedFlags } from '../privacy/suppression.queries';
import { listOrgContacts } from './contacts.queries';
import { rowToKnown } from './contact-sources';
import { getDiscoverySettings } from './discovery-settings.queries';
import { chooseEmailVerifier } from './email/choose-verifier';
import { verifyPoolEmails } from './email/verify-emails';
import { saveDiscovery } from './save-discovery';
import { scoreWith } from './waterfall/score-listed';
import { importsStep } from './waterfall/imports-step';
import { connectedPeopleSteps } from './waterfall/provider-steps';
import { publicPagesStep } from './waterfall/public-pages-step';
import { runWaterfall } from './waterfall/run-waterfall';
import './waterfall/people-provider-steps';

export type DiscoverInput = {
  companyId: string;
  userId: string;
  organizationId: string;
  /** The run's id in the discovery runs' record (an AI job's or a bulk job's). */
  jobId: string;
  solution?: RecommendedSolution;
  includeMobile?: boolean;
};

export type SavedDiscovery = Awaited<ReturnType<typeof saveDiscovery>>;

/** A run found and checked, not yet stored: `save` writes it in the caller's (tenant) transaction. */
export type PreparedDiscovery =
  | { skipped: true; summary: string }
  | { skipped: false; charged: boolean; summary: string; newCount: number; save: (tx: Tx) => Promise<SavedDiscovery> };

const DAY_MS = 86_400_000;
const bareDomain = (website: string | null) => {
  if (!website) return null;
  const key = organizationKey({ name: '', website });
  return key.includes('.') ? key : null;
};

/**
 * The Contact Discovery waterfall for one organization: public pages, then imports, then the connected people
 * providers, until the company's target of Good-fit contacts is reached, e-mails checked. Writes nothing: the
 * caller stores the run with `save`, in the transaction that also records what it cost.
 */
export async function prepareDiscovery(deps: Deps, input: DiscoverInput): Promise<PreparedDiscovery> {
  const { db } = deps.database;
  const { companyId, userId } = input;
  const now = deps.clock.now();
  const { org, config, existing, target, domainSuppressed } = await withTenant(db, companyId, async (tx) => {
    const context = await loadOrgContext(tx, { companyId, userId, organizationId: input.organizationId });
    const rows = await listOrgContacts(tx, { companyId, organizationId: input.organizationId, now, sort: 'newest' });
    const orgKey = organizationKey(context.org);
    const flags = await suppressedFlags(tx, { companyId, people: rows, orgKeyOf: () => orgKey });
    const { targetGoodContacts } = await getDiscoverySettings(tx, { companyId });
    const domain = bareDomain(context.org.website);
    const domainSuppressed = domain ? await domainIsSuppressed(tx, { companyId, domain }) : false;
    return { ...context, existing: rows.filter((_, i) => !flags[i]), target: targetGoodContacts, domainSuppressed };
  });
  const { solution } = input;
  if (solution && existing.some((c) => matchesSolution(c, solution)))
    return { skipped: true, summary: 'Contacts already found for this solution' };
  const orgKey = organizationKey(org);
  const providerSteps = await connectedPeopleSteps(deps, companyId);
  const context = {
    deps,
    companyId,
    org,
    domain: bareDomain(org.website),
    domainSuppressed,
    config,
    solution,
    now,
    score: scoreWith(deps, org, config, solution),
  };
  const { pool, trail } = await runWaterfall({
    steps: [publicPagesStep, importsStep, ...providerSteps],
    context,
    existing: existing.map(rowToKnown),
    target,
    counts: solution ? (entry) => entry.touched : undefined,
    suppressed: (people) =>
      withTenant(db, companyId, (tx) => suppressedFlags(tx, { companyId, people, orgKeyOf: () => orgKey })),
  });
  const { verifier, fallback } = await chooseEmailVerifier(deps, companyId);
  const checks = await verifyPoolEmails(pool, { verifier, fallback, orgWebsite: org.website });
  if (checks) trail.push(checks);

  const newCount = pool.filter((e) => e.isNew).length;
  const charged = discoveryIsCharged(newCount);
  const summary = describeRun({ steps: trail, newCount, providersConnected: providerSteps.length > 0 });
  const expiresAt = new Date(now.getTime() + CONTACT_RETENTION_DAYS * DAY_MS);
  return {
    skipped: false,
    charged,
    summary,
    newCount,
    save: (tx) =>
      saveDiscovery(tx, {
        companyId,
        userId,
        organizationId: org.id,
        jobId: input.jobId,
        pool,
        solution,
        includeMobile: Boolean(input.includeMobile),
        expiresAt,
        now,
        run: { trail, summary, target, charged },
      }),
  };
}
