import { desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/auth';
import { impersonationActions, impersonationSessions } from '../../db/schema/platform';
import {
  accountResearch,
  analysisSessions,
  discoveredContacts,
  generatedPitches,
  targetOrganizations,
} from '../../db/schema/workflow';
import { listPlatformRoles } from '../../auth/platform-roles';
import { getProfile, listMemberships } from '../../auth/memberships';
import { listUserSessions } from './user-sessions.queries';

// The user troubleshooting panel reads one user's data across every company they belong to, so
// it deliberately uses the base connection (not withTenant, which would show one company only).
// It is reachable only through the tech_support / super_admin guard.

/** Each list is the newest 100 rows; enough to troubleshoot, bounded for the payload. */
const LIST_LIMIT = 100;

/** Who impersonated this user, when, with the write switch, and how many audited writes each session made. */
async function listImpersonationHistory(db: Db, { userId }: { userId: string }) {
  const rows = await db
    .select({
      id: impersonationSessions.id,
      realUserId: impersonationSessions.realUserId,
      realUserEmail: users.email,
      writeEnabled: impersonationSessions.writeEnabled,
      startedAt: impersonationSessions.startedAt,
      endedAt: impersonationSessions.endedAt,
    })
    .from(impersonationSessions)
    .leftJoin(users, eq(users.id, impersonationSessions.realUserId))
    .where(eq(impersonationSessions.targetUserId, userId))
    .orderBy(desc(impersonationSessions.startedAt))
    .limit(20);
  if (rows.length === 0) return [];
  const actions = await db
    .select({
      impersonationId: impersonationActions.impersonationId,
      action: impersonationActions.action,
      tableName: impersonationActions.tableName,
      createdAt: impersonationActions.createdAt,
    })
    .from(impersonationActions)
    .where(
      inArray(
        impersonationActions.impersonationId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(desc(impersonationActions.createdAt));
  return rows.map((row) => ({
    ...row,
    actions: actions.filter((a) => a.impersonationId === row.id).map(({ impersonationId: _id, ...rest }) => rest),
  }));
}

/** How many of each the user has in all, so a list cut at LIST_LIMIT is never taken for the whole. */
async function countUserData(db: Db, { userId }: { userId: string }) {
  const n = (
    table:
      | typeof analysisSessions
      | typeof targetOrganizations
      | typeof discoveredContacts
      | typeof generatedPitches
      | typeof accountResearch,
  ) => sql<number>`(select count(*) from ${table} where ${table.userId} = ${userId})`.mapWith(Number);
  const [row] = await db
    .select({
      configs: n(analysisSessions),
      organizations: n(targetOrganizations),
      contacts: n(discoveredContacts),
      pitches: n(generatedPitches),
      research: n(accountResearch),
    })
    .from(sql`(select 1) as one`);
  return row!;
}

/** Everything the panel's tabs show, read in parallel by user_id; null when the user has no profile. */
export async function getUserDetail(db: Db, { userId }: { userId: string }) {
  const profile = await getProfile(db, { userId });
  if (!profile) return null;
  const [
    [account],
    [lastSignIn],
    roles,
    memberships,
    configs,
    organizations,
    contacts,
    pitches,
    research,
    impersonations,
    totals,
  ] = await Promise.all([
    db
      .select({ emailVerified: users.emailVerified, name: users.name, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, userId)),
    db
      .select({ at: max(sessions.createdAt) })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    listPlatformRoles(db, { userId }),
    listMemberships(db, { userId }),
    listUserSessions(db, { userId }),
    db
      .select({
        id: targetOrganizations.id,
        name: targetOrganizations.name,
        industry: targetOrganizations.industry,
        sizeRange: targetOrganizations.sizeRange,
        fitScore: targetOrganizations.fitScore,
        fitCategory: targetOrganizations.fitCategory,
        aiReasoning: targetOrganizations.aiReasoning,
        createdAt: targetOrganizations.createdAt,
      })
      .from(targetOrganizations)
      .where(eq(targetOrganizations.userId, userId))
      .orderBy(desc(targetOrganizations.fitScore), desc(targetOrganizations.createdAt))
      .limit(LIST_LIMIT),
    db
      .select({
        id: discoveredContacts.id,
        name: discoveredContacts.name,
        title: discoveredContacts.title,
        department: discoveredContacts.department,
        email: discoveredContacts.email,
        location: discoveredContacts.location,
        fitScore: discoveredContacts.fitScore,
        isVerified: discoveredContacts.isVerified,
        dataExpiresAt: discoveredContacts.dataExpiresAt,
        accessCount: discoveredContacts.accessCount,
        createdAt: discoveredContacts.createdAt,
      })
      .from(discoveredContacts)
      .where(eq(discoveredContacts.userId, userId))
      .orderBy(desc(discoveredContacts.createdAt))
      .limit(LIST_LIMIT),
    db
      .select({
        id: generatedPitches.id,
        solutionProduct: generatedPitches.solutionProduct,
        solutionPriority: generatedPitches.solutionPriority,
        pitchContent: generatedPitches.pitchContent,
        createdAt: generatedPitches.createdAt,
      })
      .from(generatedPitches)
      .where(eq(generatedPitches.userId, userId))
      .orderBy(desc(generatedPitches.createdAt))
      .limit(LIST_LIMIT),
    db
      .select({
        id: accountResearch.id,
        organizationId: accountResearch.organizationId,
        createdAt: accountResearch.createdAt,
      })
      .from(accountResearch)
      .where(eq(accountResearch.userId, userId))
      .orderBy(desc(accountResearch.createdAt))
      .limit(LIST_LIMIT),
    listImpersonationHistory(db, { userId }),
    countUserData(db, { userId }),
  ]);
  return {
    profile: {
      userId: profile.userId,
      email: profile.email,
      username: profile.username,
      companyName: profile.companyName,
      currentCompanyId: profile.currentCompanyId,
      isProtected: profile.isProtected,
      createdAt: profile.createdAt,
      updatedAt: profile.updatedAt,
    },
    account: {
      name: account?.name ?? null,
      emailVerified: account?.emailVerified ?? false,
      createdAt: account?.createdAt ?? null,
      lastSignInAt: lastSignIn?.at ?? null,
    },
    roles,
    memberships: memberships.map((m) => ({
      companyId: m.companyId,
      companyName: m.company.name,
      role: m.role,
      planType: m.company.planType,
      joinedAt: m.joinedAt,
    })),
    configs,
    organizations,
    contacts,
    pitches,
    research,
    /** Each list above holds the newest LIST_LIMIT rows; these are the user's totals. */
    totals,
    listLimit: LIST_LIMIT,
    impersonations,
  };
}

export type UserDetail = NonNullable<Awaited<ReturnType<typeof getUserDetail>>>;
