import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { crmOauthStates } from '../../db/schema/crm';

export type OauthStateRow = typeof crmOauthStates.$inferSelect;

/** Keeps a started sign-in; the company's expired ones are cleared on the way. */
export async function insertOauthState(tx: Tx, row: typeof crmOauthStates.$inferInsert) {
  await tx
    .delete(crmOauthStates)
    .where(and(eq(crmOauthStates.companyId, row.companyId), lt(crmOauthStates.expiresAt, sql`now()`)));
  await tx.insert(crmOauthStates).values(row);
}

/** The sign-in this state started, when the same user of the same company started it. */
export async function findOauthState(
  tx: Tx,
  { companyId, userId, stateHash }: { companyId: string; userId: string; stateHash: string },
): Promise<OauthStateRow | null> {
  const [row] = await tx
    .select()
    .from(crmOauthStates)
    .where(
      and(
        eq(crmOauthStates.stateHash, stateHash),
        eq(crmOauthStates.companyId, companyId),
        eq(crmOauthStates.userId, userId),
      ),
    );
  return row ?? null;
}

/** Marks the state used; false when another request used it first (single use). */
export async function useOauthState(tx: Tx, id: string, at: Date): Promise<boolean> {
  const used = await tx
    .update(crmOauthStates)
    .set({ usedAt: at })
    .where(and(eq(crmOauthStates.id, id), isNull(crmOauthStates.usedAt)))
    .returning({ id: crmOauthStates.id });
  return used.length > 0;
}
