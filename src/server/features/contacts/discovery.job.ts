import { AI_JOB_TYPES } from '#domain/jobs';
import { describeRun, discoveryIsCharged } from '#domain/people/discovery-trail';
import { organizationKey } from '#domain/people/person-keys';
import { matchesSolution } from '#domain/contacts';
import { CONTACT_RETENTION_DAYS, type RecommendedSolution } from '#domain/workflow';
import { withTenant } from '../../db/tenant';
import { registerAiJob } from '../../jobs/ai-jobs';
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

export const DISCOVERY_JOB = AI_JOB_TYPES.discovery;
export type DiscoveryInput = { organizationId: string; solution?: RecommendedSolution; includeMobile?: boolean };
/** The job's result: every contact the run touched, which it added or gave new details, and what it cost. */
export type DiscoveryResult = {
  skipped: boolean;
  contactIds: string[];
  newCount: number;
  charged: boolean;
  summary: string;
  added?: string[];
  updated?: string[];
  mobileNumbersAdded?: number;
};

const DAY_MS = 86_400_000;
const bareDomain = (website: string | null) => {
  if (!website) return null;
  const key = organizationKey({ name: '', website });
  return key.includes('.') ? key : null;
};

/**
 * The Contact Discovery waterfall: public pages, then imports, then the connected people providers, until the
 * company's target of Good-fit contacts is reached. Never stores a person on the do-not-contact list; a run
 * that stores no new contact is not charged.
 */
registerAiJob<DiscoveryInput>(
  DISCOVERY_JOB,
  async ({ deps, input, companyId, userId, jobId, progress, refund }): Promise<DiscoveryResult> => {
    const { db } = deps.database;
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
    if (solution && existing.some((c) => matchesSolution(c, solution))) {
      await refund();
      return {
        skipped: true,
        contactIds: [],
        newCount: 0,
        charged: false,
        summary: 'Contacts already found for this solution',
      };
    }
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
    await progress(70);
    const { verifier, fallback } = await chooseEmailVerifier(deps, companyId);
    const checks = await verifyPoolEmails(pool, { verifier, fallback, orgWebsite: org.website });
    if (checks) trail.push(checks);

    const newCount = pool.filter((e) => e.isNew).length;
    const charged = discoveryIsCharged(newCount);
    const summary = describeRun({ steps: trail, newCount, providersConnected: providerSteps.length > 0 });
    const expiresAt = new Date(now.getTime() + CONTACT_RETENTION_DAYS * DAY_MS);
    const saved = await withTenant(db, companyId, (tx) =>
      saveDiscovery(tx, {
        companyId,
        userId,
        organizationId: org.id,
        jobId,
        pool,
        solution,
        includeMobile: Boolean(input.includeMobile),
        expiresAt,
        now,
        run: { trail, summary, target, charged },
      }),
    );
    if (!charged) await refund();
    const { contactIds, newCount: stored, added, updated, mobileNumbersAdded } = saved;
    return { skipped: false, contactIds, newCount: stored, charged, summary, added, updated, mobileNumbersAdded };
  },
);
