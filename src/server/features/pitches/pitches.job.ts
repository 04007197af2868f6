import { AI_JOB_TYPES } from '#domain/jobs';
import type { RecommendedSolution } from '#domain/workflow';
import { generatedPitches } from '../../db/schema/workflow';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { registerAiJob } from '../../jobs/ai-jobs';
import { loadOrgContext } from '../research/org-context';
import { getLatestResearch, researchDto } from '../research/research.queries';
import { pitchRecipient } from './pitch-recipient';
import { findPitchForSolution } from './pitches.queries';

export const PITCH_JOB = AI_JOB_TYPES.pitch;

/** Writes one pitch per solution from the configuration, the research and the solution. */
registerAiJob<{ organizationId: string; solution: RecommendedSolution }>(
  PITCH_JOB,
  async ({ deps, input, companyId, userId, refund }) => {
    const { db } = deps.database;
    const { org, config, research, recipient } = await withTenant(db, companyId, async (tx) => {
      const context = await loadOrgContext(tx, { companyId, userId, organizationId: input.organizationId });
      const row = await getLatestResearch(tx, { companyId, organizationId: input.organizationId });
      const to = await pitchRecipient(tx, {
        companyId,
        org: context.org,
        solution: input.solution,
        now: deps.clock.now(),
      });
      return { ...context, research: row ? researchDto(row) : null, recipient: to };
    });
    const content = await deps.engine.writePitch(
      org,
      research && {
        overview: research.overviewData,
        whyTarget: research.whyTarget,
        recommendedSolutions: research.recommendedSolutions,
        keyInsights: research.keyInsights,
      },
      input.solution,
      config,
      recipient,
    );
    // A pitch that could not be written fails, and a failed job is refunded (issue 22: no charge for nothing).
    if (!content.trim()) throw new AppError('UNAVAILABLE', 'The pitch could not be written. No credit was charged.');
    const saved = await withTenant(db, companyId, async (tx) => {
      const existing = await findPitchForSolution(tx, {
        companyId,
        organizationId: org.id,
        product: input.solution.product,
      });
      if (existing) return { pitchId: existing.id, existed: true };
      const [row] = await tx
        .insert(generatedPitches)
        .values({
          organizationId: org.id,
          companyId,
          userId,
          solutionProduct: input.solution.product,
          solutionPriority: input.solution.priority,
          pitchContent: content,
        })
        .returning({ id: generatedPitches.id });
      return { pitchId: row!.id, existed: false };
    });
    // Already written for this solution: nothing new was produced, so the credit goes back.
    if (saved.existed) await refund();
    return { pitchId: saved.pitchId };
  },
);
