import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/auth';
import { companies, companyMemberships, profiles } from '../../db/schema/companies';
import { AppError } from '../../errors';

/**
 * Deletes the user and everything the user owns, in one transaction: sessions first (the user is
 * signed out before anything else goes), then companies where they are the only member; a company
 * they owned that still has members passes ownership to the longest-standing member. The user's own
 * rows (sessions, research, pitches, contacts, analyses, roles, profile) go with the user by cascade.
 */
export async function deleteUserAccount(db: Db, { userId }: { userId: string }) {
  const [profile] = await db
    .select({ isProtected: profiles.isProtected })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (profile?.isProtected) throw new AppError('FORBIDDEN', 'This account is protected and cannot be deleted.');
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    const memberships = await tx.select().from(companyMemberships).where(eq(companyMemberships.userId, userId));
    for (const membership of memberships) {
      const others = await tx
        .select()
        .from(companyMemberships)
        .where(and(eq(companyMemberships.companyId, membership.companyId), ne(companyMemberships.userId, userId)))
        .orderBy(
          sql`case role when 'owner' then 0 when 'admin' then 1 when 'member' then 2 else 3 end`,
          asc(companyMemberships.joinedAt),
        );
      if (others.length === 0) {
        await tx.delete(companies).where(eq(companies.id, membership.companyId));
      } else if (membership.role === 'owner' && !others.some((o) => o.role === 'owner')) {
        await tx.update(companyMemberships).set({ role: 'owner' }).where(eq(companyMemberships.id, others[0]!.id));
      }
    }
    await tx.delete(users).where(eq(users.id, userId));
  });
}
