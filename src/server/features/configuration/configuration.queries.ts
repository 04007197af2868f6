import { and, desc, eq } from 'drizzle-orm';
import type { AnalysisConfig } from '#domain/workflow';
import type { Tx } from '../../db/client';
import { analysisSessions } from '../../db/schema/workflow';

export type SessionRow = typeof analysisSessions.$inferSelect;

/** The company's latest session with the given status (configured: the editable configuration). */
export async function getLatestSession(tx: Tx, { companyId, status }: { companyId: string; status: 'configured' | 'completed' }): Promise<SessionRow | null> {
  const [row] = await tx
    .select()
    .from(analysisSessions)
    .where(and(eq(analysisSessions.companyId, companyId), eq(analysisSessions.status, status)))
    .orderBy(desc(analysisSessions.updatedAt), desc(analysisSessions.createdAt))
    .limit(1);
  return row ?? null;
}

/** Upserts the configuration: updates the latest configured session, or creates one. */
export async function saveConfiguration(tx: Tx, { companyId, userId, config }: { companyId: string; userId: string; config: AnalysisConfig }) {
  const existing = await getLatestSession(tx, { companyId, status: 'configured' });
  if (existing) {
    const [row] = await tx
      .update(analysisSessions)
      .set({ ...config, userId, updatedAt: new Date() })
      .where(eq(analysisSessions.id, existing.id))
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

export const sessionDto = (row: SessionRow) => ({ id: row.id, status: row.status, createdAt: row.createdAt, updatedAt: row.updatedAt, ...toConfig(row) });
