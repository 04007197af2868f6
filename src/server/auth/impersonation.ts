import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';
import { impersonationActions, impersonationSessions } from '../db/schema/platform';
import { contactAccessLogs } from '../db/schema/workflow';
import { withTenant } from '../db/tenant';
import type { ActiveImpersonation, SessionUser } from '../context';
import { isTechSupport } from '#domain/roles';
import { listPlatformRoles } from './platform-roles';
import { resolveCurrentMembership } from './memberships';
import { redactSecrets } from './audit-redaction';

export type ImpersonationRow = typeof impersonationSessions.$inferSelect;
export type AuditAction = 'INSERT' | 'UPDATE' | 'DELETE';

/** The open impersonation on a session (ended_at null), newest first should two ever exist. */
export async function findOpenImpersonation(
  db: Db,
  { sessionId }: { sessionId: string },
): Promise<ImpersonationRow | null> {
  const [row] = await db
    .select()
    .from(impersonationSessions)
    .where(and(eq(impersonationSessions.sessionId, sessionId), isNull(impersonationSessions.endedAt)))
    .orderBy(desc(impersonationSessions.startedAt))
    .limit(1);
  return row ?? null;
}

export async function findUser(db: Db, { userId }: { userId: string }): Promise<SessionUser | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * What loadSession puts on the context: the impersonated user acts, the real one is remembered.
 * An impersonation whose real user has since lost tech_support/super_admin is ended, not honoured.
 */
export async function resolveImpersonation(
  db: Db,
  { sessionId, now }: { sessionId: string; now: Date },
): Promise<{ target: SessionUser; impersonation: ActiveImpersonation } | null> {
  const row = await findOpenImpersonation(db, { sessionId });
  if (!row) return null;
  const [target, realRoles] = await Promise.all([
    findUser(db, { userId: row.targetUserId }),
    listPlatformRoles(db, { userId: row.realUserId }),
  ]);
  if (!isTechSupport(realRoles)) {
    await endImpersonation(db, { sessionId, now, userAgent: null });
    return null;
  }
  if (!target) return null;
  return { target, impersonation: { id: row.id, writeEnabled: row.writeEnabled, startedAt: row.startedAt } };
}

/**
 * Writes impersonation_start / impersonation_end into the target's current company's contact
 * access log. A target without a company has no log to write to; the impersonation_sessions row
 * stays the authoritative record either way.
 */
async function logTransition(
  db: Db,
  input: {
    accessType: 'impersonation_start' | 'impersonation_end';
    realUserId: string;
    targetUserId: string;
    impersonationId: string;
    userAgent: string | null;
  },
) {
  const membership = await resolveCurrentMembership(db, { userId: input.targetUserId });
  if (!membership) return;
  await withTenant(db, membership.companyId, (tx) =>
    tx.insert(contactAccessLogs).values({
      companyId: membership.companyId,
      userId: input.realUserId,
      contactId: null,
      accessType: input.accessType,
      ipAddress: null,
      userAgent: input.userAgent,
      details: {
        impersonationId: input.impersonationId,
        realUserId: input.realUserId,
        targetUserId: input.targetUserId,
      },
    }),
  );
}

/** Closes the session's open impersonation (if any) and writes its end record. */
export async function endImpersonation(
  db: Db,
  input: { sessionId: string; now: Date; userAgent: string | null },
): Promise<ImpersonationRow | null> {
  const open = await findOpenImpersonation(db, { sessionId: input.sessionId });
  if (!open) return null;
  const [ended] = await db
    .update(impersonationSessions)
    .set({ endedAt: input.now })
    .where(and(eq(impersonationSessions.id, open.id), isNull(impersonationSessions.endedAt)))
    .returning();
  if (!ended) return null;
  await logTransition(db, {
    accessType: 'impersonation_end',
    realUserId: ended.realUserId,
    targetUserId: ended.targetUserId,
    impersonationId: ended.id,
    userAgent: input.userAgent,
  });
  return ended;
}

/** Ends any open impersonation on the session, then opens a new one (write actions off) and logs its start. */
export async function beginImpersonation(
  db: Db,
  input: { sessionId: string; realUserId: string; targetUserId: string; now: Date; userAgent: string | null },
): Promise<ImpersonationRow> {
  await endImpersonation(db, { sessionId: input.sessionId, now: input.now, userAgent: input.userAgent });
  const [row] = await db
    .insert(impersonationSessions)
    .values({
      sessionId: input.sessionId,
      realUserId: input.realUserId,
      targetUserId: input.targetUserId,
      writeEnabled: false,
      startedAt: input.now,
    })
    .returning();
  await logTransition(db, {
    accessType: 'impersonation_start',
    realUserId: input.realUserId,
    targetUserId: input.targetUserId,
    impersonationId: row!.id,
    userAgent: input.userAgent,
  });
  return row!;
}

export async function setWriteEnabled(
  db: Db,
  { impersonationId, writeEnabled }: { impersonationId: string; writeEnabled: boolean },
) {
  const [row] = await db
    .update(impersonationSessions)
    .set({ writeEnabled })
    .where(and(eq(impersonationSessions.id, impersonationId), isNull(impersonationSessions.endedAt)))
    .returning();
  return row ?? null;
}

/** log-impersonated-action: one audit row per insert, update or delete made while impersonating. */
export async function recordImpersonatedAction(
  db: Db,
  input: {
    impersonationId: string;
    adminUserId: string;
    impersonatedUserId: string;
    action: AuditAction;
    tableName: string;
    data: unknown;
  },
) {
  await db.insert(impersonationActions).values({
    impersonationId: input.impersonationId,
    adminUserId: input.adminUserId,
    impersonatedUserId: input.impersonatedUserId,
    action: input.action,
    tableName: input.tableName,
    // Redacted here too, so no caller can put a secret in the audit, whatever it passes.
    data: (redactSecrets(input.data) ?? null) as never,
  });
}
