import { and, asc, count, eq, exists, ilike, inArray, max, min, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SearchPageQuery } from '#domain/pagination';
import type { Db } from '../../db/client';
import { afterCursor, keyColumns, keyOrder, toPage, type KeyPart } from '../../db/keyset';
import { containsPattern } from '../../db/search';
import { authAuditLog } from '../../db/schema/audit';
import { sessions, users } from '../../db/schema/auth';
import { companies, companyMemberships, profiles, userRoles } from '../../db/schema/companies';

/** User Management lists users newest first; the id breaks ties so pages never repeat or skip a user. */
const USER_KEY: KeyPart[] = [
  { column: users.createdAt, direction: 'desc', kind: 'timestamp' },
  { column: users.id, direction: 'asc', kind: 'uuid' },
];

export type SignInTimes = { first: Date | null; last: Date | null };

const later = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a > b ? a : b);
const earlier = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a < b ? a : b);

/**
 * First and last sign-in per user: sessions (sign-out deletes them) and successful sign-ins in the
 * audit log together; e-mail verification signs the user in, so it counts as a session too.
 */
export async function signInTimes(db: Db, userIds?: string[]): Promise<Map<string, SignInTimes>> {
  const [fromSessions, fromAudit] = await Promise.all([
    db
      .select({ userId: sessions.userId, first: min(sessions.createdAt), last: max(sessions.createdAt) })
      .from(sessions)
      .where(userIds ? inArray(sessions.userId, userIds) : undefined)
      .groupBy(sessions.userId),
    db
      .select({ userId: authAuditLog.userId, first: min(authAuditLog.createdAt), last: max(authAuditLog.createdAt) })
      .from(authAuditLog)
      .where(
        and(
          eq(authAuditLog.success, true),
          eq(authAuditLog.operationType, 'auth'),
          userIds ? inArray(authAuditLog.userId, userIds) : undefined,
        ),
      )
      .groupBy(authAuditLog.userId),
  ]);
  const times = new Map<string, SignInTimes>();
  for (const row of [...fromSessions, ...fromAudit]) {
    if (!row.userId) continue;
    const seen = times.get(row.userId) ?? { first: null, last: null };
    times.set(row.userId, { first: earlier(seen.first, row.first), last: later(seen.last, row.last) });
  }
  return times;
}

/** A user whose e-mail, username, profile company or one of whose companies contains `q` (any case). */
function userMatches(q: string): SQL {
  const pattern = containsPattern(q);
  const inCompany = exists(
    sql`(select 1 from ${companyMemberships} join ${companies} on ${companies.id} = ${companyMemberships.companyId}
      where ${companyMemberships.userId} = ${users.id} and ${companies.name} ilike ${pattern})`,
  );
  return or(
    ilike(users.email, pattern),
    ilike(profiles.username, pattern),
    ilike(profiles.companyName, pattern),
    inCompany,
  )!;
}

/**
 * The platform's users, newest first, a page at a time (`nextCursor`), optionally searched (`q`), with profile,
 * platform roles, company names, verification and last sign-in, and the total of the search.
 */
export async function listUsersForAdmin(db: Db, { q, cursor, limit }: SearchPageQuery) {
  const where = q ? userMatches(q) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        emailVerified: users.emailVerified,
        createdAt: users.createdAt,
        username: profiles.username,
        profileEmail: profiles.email,
        companyName: profiles.companyName,
        isProtected: profiles.isProtected,
        ...keyColumns(USER_KEY),
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(and(where, afterCursor(USER_KEY, cursor)))
      .orderBy(...keyOrder(USER_KEY))
      .limit(limit + 1),
    db.select({ n: count() }).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(where),
  ]);
  const page = toPage(rows, USER_KEY, limit);
  const ids = page.items.map((row) => row.id);
  if (ids.length === 0) return { users: [], total: counted?.n ?? 0, nextCursor: null };
  const [roles, memberships, times] = await Promise.all([
    db
      .select({ userId: userRoles.userId, role: userRoles.role })
      .from(userRoles)
      .where(inArray(userRoles.userId, ids))
      .orderBy(asc(userRoles.createdAt)),
    db
      .select({
        userId: companyMemberships.userId,
        companyId: companies.id,
        name: companies.name,
        role: companyMemberships.role,
      })
      .from(companyMemberships)
      .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
      .where(inArray(companyMemberships.userId, ids))
      .orderBy(asc(companyMemberships.joinedAt)),
    signInTimes(db, ids),
  ]);
  const group = <T extends { userId: string }>(list: T[]) => {
    const byUser = new Map<string, T[]>();
    for (const item of list) byUser.set(item.userId, [...(byUser.get(item.userId) ?? []), item]);
    return byUser;
  };
  const rolesByUser = group(roles);
  const companiesByUser = group(memberships);
  const list = page.items.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    username: row.username,
    profileEmail: row.profileEmail,
    companyName: row.companyName,
    isProtected: row.isProtected ?? false,
    emailVerified: row.emailVerified,
    createdAt: row.createdAt,
    lastSignInAt: times.get(row.id)?.last ?? null,
    roles: (rolesByUser.get(row.id) ?? []).map((r) => r.role),
    companies: (companiesByUser.get(row.id) ?? []).map((m) => ({ id: m.companyId, name: m.name, role: m.role })),
  }));
  return { users: list, total: counted?.n ?? 0, nextCursor: page.nextCursor };
}

/** get-users-verification-status: the time of confirmation is not stored, so the first known sign-in after it stands in. */
export async function usersVerificationStatus(db: Db) {
  const [rows, times] = await Promise.all([
    db.select({ id: users.id, emailVerified: users.emailVerified }).from(users),
    signInTimes(db),
  ]);
  return rows.map((row) => ({
    user_id: row.id,
    email_verified: row.emailVerified,
    email_confirmed_at: row.emailVerified ? (times.get(row.id)?.first?.toISOString() ?? null) : null,
    last_sign_in_at: times.get(row.id)?.last?.toISOString() ?? null,
  }));
}

/** sync-user-emails: copies users.email into profiles.email where they differ; returns how many changed. */
export async function syncUserEmails(db: Db, now: Date): Promise<number> {
  const changed = await db
    .update(profiles)
    .set({ email: sql`${users.email}`, updatedAt: now })
    .from(users)
    .where(and(eq(users.id, profiles.userId), ne(users.email, profiles.email)))
    .returning({ userId: profiles.userId });
  return changed.length;
}

export async function findUserForAdmin(db: Db, { userId }: { userId: string }) {
  const [row] = await db
    .select({ id: users.id, email: users.email, isProtected: profiles.isProtected, companyName: profiles.companyName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row ? { ...row, isProtected: row.isProtected ?? false } : null;
}

export async function countMemberships(db: Db, { userId }: { userId: string }) {
  const rows = await db
    .select({ id: companyMemberships.id })
    .from(companyMemberships)
    .where(eq(companyMemberships.userId, userId));
  return rows.length;
}
