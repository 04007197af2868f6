import { AI_JOB_TYPES } from '#domain/jobs';
import type { TargetingSource } from '#domain/workflow';
import { analysisSessions, targetOrganizations } from '../../db/schema/workflow';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { registerAiJob } from '../../jobs/ai-jobs';
import { getLatestSession, toConfig } from '../configuration/configuration.queries';
import { candidatesForTargeting } from './candidates-for-targeting';

export const TARGETING_JOB = AI_JOB_TYPES.targeting;
export const TARGETING_LIMIT = 50;

/** Ranks the candidates against the user's configuration and stores them as the user's completed session. */
registerAiJob<{ source: TargetingSource }>(TARGETING_JOB, async ({ deps, input, companyId, userId, progress }) => {
  const { db } = deps.database;
  const configured = await withTenant(db, companyId, (tx) =>
    getLatestSession(tx, { companyId, userId, status: 'configured' }),
  );
  if (!configured) throw new AppError('INVALID_INPUT', 'Configuration Required');
  // Past a few thousand imported accounts the database prefilters them (decision 014).
  const config = toConfig(configured);
  const candidates = await candidatesForTargeting(deps.database, { companyId, source: input.source, config });
  if (candidates.length === 0) throw new AppError('INVALID_INPUT', 'There are no organizations to rank: import your account list or include the directory.');
  await progress(40);
  const ranked = (await deps.engine.rankOrganizations(config, candidates)).slice(0, TARGETING_LIMIT);
  await progress(80);
  return withTenant(db, companyId, async (tx) => {
    const [session] = await tx
      .insert(analysisSessions)
      .values({ ...config, companyId, userId, status: 'completed' })
      .returning({ id: analysisSessions.id });
    if (ranked.length > 0) {
      await tx.insert(targetOrganizations).values(
        ranked.map((o) => ({
          analysisSessionId: session!.id,
          companyId,
          userId,
          name: o.name,
          industry: o.industry,
          sizeRange: o.sizeRange,
          employeeCount: o.employeeCount,
          location: o.location,
          revenueRange: o.revenueRange,
          website: o.domain ? `https://${o.domain}` : null,
          founded: o.founded,
          description: o.description,
          source: o.source,
          aiReasoning: o.reasoning,
          fitScore: Math.round(o.fitScore),
          fitCategory: o.fitCategory,
        })),
      );
    }
    return { sessionId: session!.id, organizationsFound: ranked.length };
  });
});
