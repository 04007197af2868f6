import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companyMemberships } from '../../db/schema/companies';

export async function findMembership(db: Db | Tx, { userId, companyId }: { userId: string; companyId: string }) {
  const [row] = await db
    .select()
    .from(companyMemberships)
    .where(and(eq(companyMemberships.userId, userId), eq(companyMemberships.companyId, companyId)));
  return row ?? null;
}
