import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { generatedPitches } from '../../db/schema/workflow';

export type PitchRow = typeof generatedPitches.$inferSelect;

export const pitchDto = (row: PitchRow) => ({
  id: row.id,
  organizationId: row.organizationId,
  solutionProduct: row.solutionProduct,
  solutionPriority: row.solutionPriority,
  pitchContent: row.pitchContent,
  createdAt: row.createdAt,
});

/** The organization's pitches, newest first. */
export async function listPitches(tx: Tx, { companyId, organizationId }: { companyId: string; organizationId: string }) {
  return tx
    .select()
    .from(generatedPitches)
    .where(and(eq(generatedPitches.companyId, companyId), eq(generatedPitches.organizationId, organizationId)))
    .orderBy(desc(generatedPitches.createdAt));
}

/** The pitch already written for this solution, if any (a pitch is created only once per solution). */
export async function findPitchForSolution(tx: Tx, { companyId, organizationId, product }: { companyId: string; organizationId: string; product: string }) {
  const [row] = await tx
    .select()
    .from(generatedPitches)
    .where(and(eq(generatedPitches.companyId, companyId), eq(generatedPitches.organizationId, organizationId), sql`lower(${generatedPitches.solutionProduct}) = lower(${product})`))
    .limit(1);
  return row ?? null;
}
