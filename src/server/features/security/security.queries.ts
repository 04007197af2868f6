import { and, count, desc, eq, gt, gte, inArray, lte, or } from 'drizzle-orm';
import { DAILY_CONTACT_VIEW_LIMIT } from '#domain/workflow';
import type { Db } from '../../db/client';
import { authAuditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/auth';
import { companyMemberships } from '../../db/schema/companies';
import { contactAccessLogs, discoveredContacts, targetOrganizations } from '../../db/schema/workflow';
import { withTenant } from '../../db/tenant';
import { startOfDay } from '../contacts/view-limit';

/** "Expiring soon" means within this many days (administration spec section 9). */
export const EXPIRING_SOON_DAYS = 7;
/** Rows the Contact Access and Auth Events tabs show. */
export const SECURITY_LIST_LIMIT = 50;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The four tiles: today's contact views, unexpired contacts, those expiring within 7 days, and data health. */
export async function securityOverview(db: Db, { companyId, now }: { companyId: string; now: Date }) {
  const soon = new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY_MS);
  return withTenant(db, companyId, async (tx) => {
    const [[views], [total], [expiring], [expired]] = await Promise.all([
      tx
        .select({ n: count() })
        .from(contactAccessLogs)
        .where(and(eq(contactAccessLogs.accessType, 'view'), gte(contactAccessLogs.accessedAt, startOfDay(now)))),
      tx.select({ n: count() }).from(discoveredContacts).where(gt(discoveredContacts.dataExpiresAt, now)),
      tx
        .select({ n: count() })
        .from(discoveredContacts)
        .where(and(gt(discoveredContacts.dataExpiresAt, now), lte(discoveredContacts.dataExpiresAt, soon))),
      tx.select({ n: count() }).from(discoveredContacts).where(lte(discoveredContacts.dataExpiresAt, now)),
    ]);
    const expiredCount = expired?.n ?? 0;
    return {
      dailyViews: views?.n ?? 0,
      dailyLimit: DAILY_CONTACT_VIEW_LIMIT,
      totalContacts: total?.n ?? 0,
      expiringSoon: expiring?.n ?? 0,
      expired: expiredCount,
      dataHealth: expiredCount === 0 ? ('Good' as const) : ('Needs attention' as const),
    };
  });
}

/** The latest access logs of the company with the contact (name, title, organization) and who accessed it. */
export async function listAccessLogs(db: Db, { companyId }: { companyId: string }) {
  const rows = await withTenant(db, companyId, (tx) =>
    tx
      .select({
        id: contactAccessLogs.id,
        accessType: contactAccessLogs.accessType,
        accessedAt: contactAccessLogs.accessedAt,
        subjectHash: contactAccessLogs.subjectHash,
        userEmail: users.email,
        contactId: discoveredContacts.id,
        contactName: discoveredContacts.name,
        contactTitle: discoveredContacts.title,
        organizationName: targetOrganizations.name,
      })
      .from(contactAccessLogs)
      .leftJoin(discoveredContacts, eq(discoveredContacts.id, contactAccessLogs.contactId))
      .leftJoin(targetOrganizations, eq(targetOrganizations.id, discoveredContacts.organizationId))
      .leftJoin(users, eq(users.id, contactAccessLogs.userId))
      .orderBy(desc(contactAccessLogs.accessedAt), desc(contactAccessLogs.id))
      .limit(SECURITY_LIST_LIMIT),
  );
  return rows.map((r) => ({
    id: r.id,
    accessType: r.accessType,
    accessedAt: r.accessedAt.toISOString(),
    userEmail: r.userEmail,
    // Rows about a person who was forgotten keep only a hash of who it was.
    erased: Boolean(r.subjectHash),
    contact: r.contactId ? { id: r.contactId, name: r.contactName, title: r.contactTitle, organizationName: r.organizationName } : null,
  }));
}

/**
 * The server's auth audit log for the company's members: rows carrying a member's id, and failed
 * attempts (which carry no id) made with a member's e-mail.
 */
export async function listAuthEvents(db: Db, { companyId }: { companyId: string }) {
  const members = await db
    .select({ userId: companyMemberships.userId, email: users.email })
    .from(companyMemberships)
    .innerJoin(users, eq(users.id, companyMemberships.userId))
    .where(eq(companyMemberships.companyId, companyId));
  if (members.length === 0) return [];
  const rows = await db
    .select({
      id: authAuditLog.id,
      identifier: authAuditLog.identifier,
      operationType: authAuditLog.operationType,
      success: authAuditLog.success,
      userId: authAuditLog.userId,
      ipAddress: authAuditLog.ipAddress,
      userAgent: authAuditLog.userAgent,
      details: authAuditLog.details,
      createdAt: authAuditLog.createdAt,
    })
    .from(authAuditLog)
    .where(
      or(
        inArray(
          authAuditLog.userId,
          members.map((m) => m.userId),
        ),
        inArray(
          authAuditLog.identifier,
          members.map((m) => m.email),
        ),
      ),
    )
    .orderBy(desc(authAuditLog.createdAt), desc(authAuditLog.id))
    .limit(SECURITY_LIST_LIMIT);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
