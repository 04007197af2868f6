import { and, count, eq, gt, gte, inArray, lte, or } from 'drizzle-orm';
import type { CursorPageQuery } from '#domain/pagination';
import { DAILY_CONTACT_VIEW_LIMIT } from '#domain/workflow';
import type { Db } from '../../db/client';
import { authAuditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/auth';
import { companyMemberships } from '../../db/schema/companies';
import { contactAccessLogs, discoveredContacts, targetOrganizations } from '../../db/schema/workflow';
import { afterCursor, keyColumns, keyOrder, toPage, type KeyPart } from '../../db/keyset';
import { withTenant } from '../../db/tenant';
import { startOfDay } from '../contacts/view-limit';

/** "Expiring soon" means within this many days (administration spec section 9). */
export const EXPIRING_SOON_DAYS = 7;
const ACCESS_LOG_KEY: KeyPart[] = [
  { column: contactAccessLogs.accessedAt, direction: 'desc', kind: 'timestamp' },
  { column: contactAccessLogs.id, direction: 'desc', kind: 'uuid' },
];
const AUTH_EVENT_KEY: KeyPart[] = [
  { column: authAuditLog.createdAt, direction: 'desc', kind: 'timestamp' },
  { column: authAuditLog.id, direction: 'desc', kind: 'uuid' },
];

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

/**
 * The company's access logs, newest first, a page at a time (`nextCursor` for the next one), with the contact (name,
 * title, organization) and who accessed it, and the total for the tab's counter.
 */
export async function listAccessLogs(db: Db, { companyId, cursor, limit }: { companyId: string } & CursorPageQuery) {
  const { rows, total } = await withTenant(db, companyId, async (tx) => {
    const rows = await tx
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
        ...keyColumns(ACCESS_LOG_KEY),
      })
      .from(contactAccessLogs)
      .leftJoin(discoveredContacts, eq(discoveredContacts.id, contactAccessLogs.contactId))
      .leftJoin(targetOrganizations, eq(targetOrganizations.id, discoveredContacts.organizationId))
      .leftJoin(users, eq(users.id, contactAccessLogs.userId))
      .where(and(eq(contactAccessLogs.companyId, companyId), afterCursor(ACCESS_LOG_KEY, cursor)))
      .orderBy(...keyOrder(ACCESS_LOG_KEY))
      .limit(limit + 1);
    const [counted] = await tx
      .select({ n: count() })
      .from(contactAccessLogs)
      .where(eq(contactAccessLogs.companyId, companyId));
    return { rows, total: counted?.n ?? 0 };
  });
  const page = toPage(rows, ACCESS_LOG_KEY, limit);
  const logs = page.items.map((r) => ({
    id: r.id,
    accessType: r.accessType,
    accessedAt: r.accessedAt.toISOString(),
    userEmail: r.userEmail,
    // Rows about a person who was forgotten keep only a hash of who it was.
    erased: Boolean(r.subjectHash),
    contact: r.contactId
      ? { id: r.contactId, name: r.contactName, title: r.contactTitle, organizationName: r.organizationName }
      : null,
  }));
  return { logs, total, nextCursor: page.nextCursor };
}

/**
 * The server's auth audit log for the company's members: rows carrying a member's id, and failed
 * attempts (which carry no id) made with a member's e-mail.
 */
export async function listAuthEvents(db: Db, { companyId, cursor, limit }: { companyId: string } & CursorPageQuery) {
  const members = await db
    .select({ userId: companyMemberships.userId, email: users.email })
    .from(companyMemberships)
    .innerJoin(users, eq(users.id, companyMemberships.userId))
    .where(eq(companyMemberships.companyId, companyId));
  if (members.length === 0) return { events: [], total: 0, nextCursor: null };
  const ofMembers = or(
    inArray(
      authAuditLog.userId,
      members.map((m) => m.userId),
    ),
    inArray(
      authAuditLog.identifier,
      members.map((m) => m.email),
    ),
  );
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
      ...keyColumns(AUTH_EVENT_KEY),
    })
    .from(authAuditLog)
    .where(and(ofMembers, afterCursor(AUTH_EVENT_KEY, cursor)))
    .orderBy(...keyOrder(AUTH_EVENT_KEY))
    .limit(limit + 1);
  const [counted] = await db.select({ n: count() }).from(authAuditLog).where(ofMembers);
  const page = toPage(rows, AUTH_EVENT_KEY, limit);
  const events = page.items.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  return { events, total: counted?.n ?? 0, nextCursor: page.nextCursor };
}
