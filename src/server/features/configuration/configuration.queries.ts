import { and, desc, eq } from 'drizzle-orm';
import type { AnalysisConfig } from '#domain/workflow';
import type { Tx } from '../../db/client';
import { analysisSessions } from '../../db/schema/workflow';

export type SessionRow = typeof analysisSessions.$inferSelect;
export type SessionStatus = 'configured' | 'completed';

// The AI configuration is the user's own (spec: "analysis_sessions: latest by user, upsert on save"):
// each member of a company has their own configured session and their own analyses.

/** The user's latest session in the company with the given status (configured: their editable configuration). */
export async function getLatestSession(
  tx: Tx,
  { companyId, userId, status }: { companyId: string; userId: string; status: SessionStatus },
): Promise<SessionRow | null> {
  const [row] = await tx
    .select()
    .from(analysisSessions)
    .where(
      and(
        eq(analysisSessions.companyId, companyId),
        eq(analysisSessions.userId, userId),
        eq(analysisSessions.status, status),
      ),
    )
    .orderBy(desc(analysisSessions.updatedAt), desc(analysisSessions.createdAt))
    .limit(1);
  return row ?? null;
}

/** One session of the company by id (any member's), or null. */
export async function findSession(tx: Tx, { companyId, sessionId }: { companyId: string; sessionId: string }) {
  const [row] = await tx
    .select()
    .from(analysisSessions)
    .where(and(eq(analysisSessions.companyId, companyId), eq(analysisSessions.id, sessionId)));
  return row ?? null;
}

/** Upserts the user's configuration: updates their latest configured session, or creates one. Never another's. */
export async function saveConfiguration(
  tx: Tx,
  { companyId, userId, config }: { companyId: string; userId: string; config: AnalysisConfig },
) {
  const existing = await getLatestSession(tx, { companyId, userId, status: 'configured' });
  if (existing) {
    const [row] = await tx
      .update(analysisSessions)
      .set({ ...config, updatedAt: new Date() })
      .where(and(eq(analysisSessions.id, existing.id), eq(analysisSessions.userId, userId)))
      .returning();
    return row!;
  }
  const [row] = await tx
    .insert(analysisSessions)
    .values({ ...config, companyId, userId, status: 'configured' })
    .returning();
  return row!;
}

export const toConfig = (row: SessionRow): AnalysisConfig => ({
  productName: row.productName ?? '',
  productUrl: row.productUrl ?? '',
  productDescription: row.productDescription ?? '',
  targetMarket: row.targetMarket ?? '',
  successIndustries: row.successIndustries ?? '',
  keyDecisionMakers: row.keyDecisionMakers ?? '',
  salesCycle: row.salesCycle ?? '',
  pricingModel: row.pricingModel ?? '',
  metricsKpis: row.metricsKpis ?? '',
  overallFeedback: row.overallFeedback ?? '',
  competitors: row.competitors ?? '',
});

export const sessionDto = (row: SessionRow) => ({
  id: row.id,
  userId: row.userId,
  status: row.status,
  resultNote: row.resultNote,
  discovery: row.discovery ?? null,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  ...toConfig(row),
});
