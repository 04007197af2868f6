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

/** `count` organizations of the owner's company ("Org 0" …, good fits scored 60 and up) in one completed analysis. */
export async function seedOrganizations(db: Db, owner: { companyId: string; userId: string }, count: number) {
  const [session] = await db
    .insert(analysisSessions)
    .values({ userId: owner.userId, companyId: owner.companyId, status: 'completed' })
    .returning();
  await db.insert(targetOrganizations).values(
    Array.from({ length: count }, (_, n) => ({
      analysisSessionId: session!.id,
      companyId: owner.companyId,
      userId: owner.userId,
      name: `Org ${n}`,
      fitCategory: 'good',
      fitScore: 60 + n,
      description: 'A company that makes things for other companies.',
    })),
  );
}
