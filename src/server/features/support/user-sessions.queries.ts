import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { companies } from '../../db/schema/companies';
import { analysisSessions } from '../../db/schema/workflow';

const LIST_LIMIT = 100;

/**
 * The user's analysis sessions in every company, newest first, each saying whose it is (the owner's
 * e-mail), in which company, and whether it is the user's current configuration or latest analysis there.
 */
export async function listUserSessions(db: Db, { userId }: { userId: string }) {
  const rows = await db
    .select({
      id: analysisSessions.id,
      companyId: analysisSessions.companyId,
      companyName: companies.name,
      userId: analysisSessions.userId,
      ownerEmail: users.email,
      productName: analysisSessions.productName,
      productUrl: analysisSessions.productUrl,
      productDescription: analysisSessions.productDescription,
      targetMarket: analysisSessions.targetMarket,
      status: analysisSessions.status,
      createdAt: analysisSessions.createdAt,
      updatedAt: analysisSessions.updatedAt,
    })
    .from(analysisSessions)
    .innerJoin(users, eq(users.id, analysisSessions.userId))
    .innerJoin(companies, eq(companies.id, analysisSessions.companyId))
    .where(eq(analysisSessions.userId, userId))
    .orderBy(desc(analysisSessions.createdAt))
    .limit(LIST_LIMIT);
  const latest = new Map<string, string>();
  for (const row of [...rows].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())) {
    const key = `${row.companyId}:${row.status}`;
    if (!latest.has(key)) latest.set(key, row.id);
  }
  return rows.map((row) => ({
    ...row,
    current: latest.get(`${row.companyId}:${row.status}`) === row.id && row.status !== 'demo',
  }));
}
