import type { Db } from '../db/client';
import { analysisSessions, targetOrganizations } from '../db/schema/workflow';

/** One organization of the owner's company, in a completed analysis of its own; returns its id. */
export async function seedOrganization(
  db: Db,
  owner: { companyId: string; userId: string },
  name: string,
): Promise<string> {
  const [session] = await db
    .insert(analysisSessions)
    .values({ companyId: owner.companyId, userId: owner.userId, status: 'completed' })
    .returning();
  const [org] = await db
    .insert(targetOrganizations)
    .values({
      analysisSessionId: session!.id,
      companyId: owner.companyId,
      userId: owner.userId,
      name,
      fitScore: 80,
      fitCategory: 'great',
    })
    .returning();
  return org!.id;
}
