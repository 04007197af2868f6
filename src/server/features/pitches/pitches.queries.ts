import { and, count, eq, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { cursorPageQuery } from '#domain/pagination';
import { MAX_PITCH_SOLUTIONS } from '#domain/pitches';
import type { Tx } from '../../db/client';
import { afterCursor, keyColumns, keyOrder, toPage, type KeyPart } from '../../db/keyset';
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

export const PITCH_SOLUTION_MSG = `solution must be 1 to ${MAX_PITCH_SOLUTIONS} product names of up to 300 characters.`;

/**
 * `GET /organizations/:id/pitches`: a cursor page, newest first, narrowed to the pitches of some solutions
 * (`solution`, repeated: their product names, in any case) when given.
 */
export const pitchListQuery = cursorPageQuery.extend({
  solution: z
    .array(z.string().trim().min(1, PITCH_SOLUTION_MSG).max(300, PITCH_SOLUTION_MSG))
    .max(MAX_PITCH_SOLUTIONS, PITCH_SOLUTION_MSG)
    .optional(),
});
export type PitchListQuery = z.output<typeof pitchListQuery>;

// Newest first; the id breaks ties so pages never repeat or skip a pitch.
const PITCH_KEY: KeyPart[] = [
  { column: generatedPitches.createdAt, direction: 'desc', kind: 'timestamp' },
  { column: generatedPitches.id, direction: 'desc', kind: 'uuid' },
];

/** A solution's pitch is matched by its product name in any case (as findPitchForSolution does). */
function matchesSolutions(products: string[] | undefined): SQL | undefined {
  if (!products?.length) return undefined;
  return or(...products.map((p) => sql`lower(${generatedPitches.solutionProduct}) = lower(${p})`));
}

/** One page of the organization's pitches, newest first, the total of the (narrowed) list and the next cursor. */
export async function listPitches(
  tx: Tx,
  {
    companyId,
    organizationId,
    solution,
    cursor,
    limit,
  }: { companyId: string; organizationId: string } & PitchListQuery,
) {
  const where = and(
    eq(generatedPitches.companyId, companyId),
    eq(generatedPitches.organizationId, organizationId),
    matchesSolutions(solution),
  );
  const rows = await tx
    .select({ row: generatedPitches, ...keyColumns(PITCH_KEY) })
    .from(generatedPitches)
    .where(and(where, afterCursor(PITCH_KEY, cursor)))
    .orderBy(...keyOrder(PITCH_KEY))
    .limit(limit + 1);
  const [counted] = await tx.select({ n: count() }).from(generatedPitches).where(where);
  const page = toPage(rows, PITCH_KEY, limit);
  return { pitches: page.items.map((item) => item.row), total: counted?.n ?? 0, nextCursor: page.nextCursor };
}

/** The pitch already written for this solution, if any (a pitch is created only once per solution). */
export async function findPitchForSolution(
  tx: Tx,
  { companyId, organizationId, product }: { companyId: string; organizationId: string; product: string },
) {
  const [row] = await tx
    .select()
    .from(generatedPitches)
    .where(
      and(
        eq(generatedPitches.companyId, companyId),
        eq(generatedPitches.organizationId, organizationId),
        sql`lower(${generatedPitches.solutionProduct}) = lower(${product})`,
      ),
    )
    .limit(1);
  return row ?? null;
}
