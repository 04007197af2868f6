import { AI_JOB_TYPES } from '#domain/jobs';
import type { RecommendedSolution } from '#domain/workflow';
import { withTenant } from '../../db/tenant';
import { registerAiJob } from '../../jobs/ai-jobs';
import { prepareDiscovery } from './discover-organization';

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

/**
 * Contact Discovery for one organization (discover-organization.ts). Never stores a person on the do-not-contact
 * list; a run that stores no new contact is not charged.
 */
registerAiJob<DiscoveryInput>(
  DISCOVERY_JOB,
  async ({ deps, input, companyId, userId, jobId, progress, refund }): Promise<DiscoveryResult> => {
    const run = await prepareDiscovery(deps, { ...input, companyId, userId, jobId });
    if (run.skipped) {
      await refund();
      return { skipped: true, contactIds: [], newCount: 0, charged: false, summary: run.summary };
    }
    await progress(70);
    const saved = await withTenant(deps.database.db, companyId, (tx) => run.save(tx));
    if (!run.charged) await refund();
    const { contactIds, newCount: stored, added, updated, mobileNumbersAdded } = saved;
    const { charged, summary } = run;
    return { skipped: false, contactIds, newCount: stored, charged, summary, added, updated, mobileNumbersAdded };
  },
);
