import { and, desc, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { companyMemberships } from '../../db/schema/companies';
import { analysisSessions } from '../../db/schema/workflow';
import { findSession, getLatestSession, saveConfiguration, toConfig } from './configuration.queries';

/** Each teammate's current configuration (their latest configured session), newest first. */
export async function listTeammateConfigurations(tx: Tx, { companyId, userId }: { companyId: string; userId: string }) {
  const rows = await tx
    .selectDistinctOn([analysisSessions.userId], {
      id: analysisSessions.id,
      userId: analysisSessions.userId,
      ownerEmail: users.email,
      ownerName: users.name,
      productName: analysisSessions.productName,
      productUrl: analysisSessions.productUrl,
      targetMarket: analysisSessions.targetMarket,
      updatedAt: analysisSessions.updatedAt,
    })
    .from(analysisSessions)
    .innerJoin(users, eq(users.id, analysisSessions.userId))
    // Only people who are still members: a former member's configuration is not offered.
    .innerJoin(
      companyMemberships,
      and(eq(companyMemberships.userId, analysisSessions.userId), eq(companyMemberships.companyId, companyId)),
    )
    .where(
      and(
        eq(analysisSessions.companyId, companyId),
        eq(analysisSessions.status, 'configured'),
        ne(analysisSessions.userId, userId),
      ),
    )
    .orderBy(analysisSessions.userId, desc(analysisSessions.updatedAt), desc(analysisSessions.createdAt));
  return rows.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
}

/**
 * Starts the user's configuration from a teammate's: the teammate's current configuration is copied into
 * the user's own (created or replaced); the teammate's stays as it was. Null when the session is not a
 * teammate's current configuration in this company.
 */
export async function copyTeammateConfiguration(
  tx: Tx,
  { companyId, userId, sessionId }: { companyId: string; userId: string; sessionId: string },
) {
  const source = await findSession(tx, { companyId, sessionId });
  if (!source || source.userId === userId || source.status !== 'configured') return null;
  const current = await getLatestSession(tx, { companyId, userId: source.userId, status: 'configured' });
  if (current?.id !== source.id) return null;
  return saveConfiguration(tx, { companyId, userId, config: toConfig(source) });
}
