import { and, desc, eq } from 'drizzle-orm';
import type { AccountResearchResult } from '../../ai/engine';
import type { Tx } from '../../db/client';
import { accountResearch } from '../../db/schema/workflow';

export type ResearchRow = typeof accountResearch.$inferSelect;

export const researchDto = (row: ResearchRow) => ({
  id: row.id,
  organizationId: row.organizationId,
  createdAt: row.createdAt,
  overviewData: row.overviewData as AccountResearchResult['overview'],
  whyTarget: row.whyTarget as string[],
  recommendedSolutions: row.recommendedSolutions as AccountResearchResult['recommendedSolutions'],
  keyInsights: row.keyInsights as AccountResearchResult['keyInsights'],
  sourceNote: row.sourceNote,
});

/** The organization's newest research, or null. */
export async function getLatestResearch(
  tx: Tx,
  { companyId, organizationId }: { companyId: string; organizationId: string },
) {
  const [row] = await tx
    .select()
    .from(accountResearch)
    .where(and(eq(accountResearch.companyId, companyId), eq(accountResearch.organizationId, organizationId)))
    .orderBy(desc(accountResearch.createdAt))
    .limit(1);
  return row ?? null;
}
