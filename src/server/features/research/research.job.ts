import { AI_JOB_TYPES } from '#domain/jobs';
import { accountResearch } from '../../db/schema/workflow';
import { withTenant } from '../../db/tenant';
import { registerAiJob } from '../../jobs/ai-jobs';
import { loadOrgContext, readOrgSite } from './org-context';

export const RESEARCH_JOB = AI_JOB_TYPES.research;

/** Reads the organization's site and stores a sourced account research. */
registerAiJob<{ organizationId: string }>(RESEARCH_JOB, async ({ deps, input, companyId, userId, progress }) => {
  const { org, config } = await withTenant(deps.database.db, companyId, (tx) => loadOrgContext(tx, { companyId, userId, organizationId: input.organizationId }));
  const site = await readOrgSite(deps, org);
  await progress(50);
  const research = await deps.engine.researchAccount(org, config, site);
  const [row] = await withTenant(deps.database.db, companyId, (tx) =>
    tx
      .insert(accountResearch)
      .values({
        organizationId: org.id,
        companyId,
        userId,
        overviewData: research.overview,
        whyTarget: research.whyTarget,
        recommendedSolutions: research.recommendedSolutions,
        keyInsights: research.keyInsights,
      })
      .returning({ id: accountResearch.id }),
  );
  return { researchId: row!.id };
});
