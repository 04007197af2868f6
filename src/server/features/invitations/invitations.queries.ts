import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { invitationStatus, type InvitationDto, type MemberDto } from '#domain/invitations';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { companies, companyBranding, companyInvitations, companyMemberships, profiles } from '../../db/schema/companies';

const invitationColumns = {
  id: companyInvitations.id,
  companyId: companyInvitations.companyId,
  email: companyInvitations.email,
  role: companyInvitations.role,
  createdAt: companyInvitations.createdAt,
  expiresAt: companyInvitations.expiresAt,
  acceptedAt: companyInvitations.acceptedAt,
};

export type InvitationRow = { id: string; companyId: string; email: string; role: string; createdAt: Date; expiresAt: Date; acceptedAt: Date | null };

export const toInvitationDto = (row: InvitationRow, now: Date): InvitationDto => ({
  id: row.id,
  email: row.email,
  role: row.role,
  status: invitationStatus(row, now),
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  acceptedAt: row.acceptedAt?.toISOString() ?? null,
});

/** The company's invitations, newest first (inside withTenant). */
export async function listInvitations(tx: Tx, { companyId }: { companyId: string }): Promise<InvitationRow[]> {
  return tx.select(invitationColumns).from(companyInvitations).where(eq(companyInvitations.companyId, companyId)).orderBy(desc(companyInvitations.createdAt), asc(companyInvitations.email));
}

const publicCompany = { id: companies.id, name: companies.name, slug: companies.slug, logoUrl: companies.logoUrl };

/**
 * An invitation with its company, by token or by id. Runs on the base connection: at this point the
 * company is not known yet, and the unguessable token (or the e-mail check that follows) is the authority.
 */
export async function findInvitation(db: Db, where: { token: string } | { invitationId: string }) {
  const condition = 'token' in where ? eq(companyInvitations.token, where.token) : eq(companyInvitations.id, where.invitationId);
  const [row] = await db
    .select({ ...invitationColumns, company: { ...publicCompany, maxUsers: companies.maxUsers } })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(condition);
  return row ?? null;
}

export async function findCompanyBySlug(db: Db, { slug }: { slug: string }) {
  const [row] = await db.select(publicCompany).from(companies).where(eq(companies.slug, slug));
  return row ?? null;
}

/** Locks the company row for the rest of the transaction, so seat counts cannot race. */
export async function lockCompany(tx: Tx, { companyId }: { companyId: string }) {
  const [row] = await tx.select({ id: companies.id, name: companies.name, maxUsers: companies.maxUsers }).from(companies).where(eq(companies.id, companyId)).for('update');
  return row ?? null;
}

/** The not-yet-accepted invitation for this address (pending or expired), if any. */
export async function findOpenInvitation(tx: Tx, { companyId, email }: { companyId: string; email: string }) {
  const [row] = await tx
    .select(invitationColumns)
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), eq(companyInvitations.email, email), isNull(companyInvitations.acceptedAt)))
    .orderBy(desc(companyInvitations.expiresAt))
    .limit(1);
  return row ?? null;
}

/** The caller's own pending, unexpired invitation to a company (the invite-link view). */
export async function findPendingInvitationFor(tx: Tx, { companyId, email, now }: { companyId: string; email: string; now: Date }) {
  const [row] = await tx
    .select({ id: companyInvitations.id, role: companyInvitations.role, expiresAt: companyInvitations.expiresAt })
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), eq(companyInvitations.email, email), isNull(companyInvitations.acceptedAt), gt(companyInvitations.expiresAt, now)))
    .orderBy(desc(companyInvitations.expiresAt))
    .limit(1);
  return row ?? null;
}

export async function countMembers(tx: Tx | Db, { companyId }: { companyId: string }) {
  const [row] = await tx.select({ n: count() }).from(companyMemberships).where(eq(companyMemberships.companyId, companyId));
  return row?.n ?? 0;
}

/** Seats taken: members plus pending, unexpired invitations. */
export async function countSeats(tx: Tx, { companyId, now }: { companyId: string; now: Date }) {
  const [pending] = await tx
    .select({ n: count() })
    .from(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), isNull(companyInvitations.acceptedAt), gt(companyInvitations.expiresAt, now)));
  return (await countMembers(tx, { companyId })) + (pending?.n ?? 0);
}

export async function isMemberByEmail(tx: Tx, { companyId, email }: { companyId: string; email: string }) {
  const [row] = await tx
    .select({ id: companyMemberships.id })
    .from(companyMemberships)
    .innerJoin(users, eq(users.id, companyMemberships.userId))
    .where(and(eq(companyMemberships.companyId, companyId), sql`lower(${users.email}) = ${email}`));
  return Boolean(row);
}

export async function getEmailFooter(tx: Tx, { companyId }: { companyId: string }) {
  const [row] = await tx.select({ emailFooter: companyBranding.emailFooter }).from(companyBranding).where(eq(companyBranding.companyId, companyId));
  return row?.emailFooter?.trim() || null;
}

/** The company's members, oldest first, with username and e-mail from their profiles. */
export async function listMembers(db: Db, { companyId }: { companyId: string }): Promise<MemberDto[]> {
  const rows = await db
    .select({
      id: companyMemberships.id,
      userId: companyMemberships.userId,
      role: companyMemberships.role,
      joinedAt: companyMemberships.joinedAt,
      username: profiles.username,
      profileEmail: profiles.email,
      userEmail: users.email,
    })
    .from(companyMemberships)
    .innerJoin(users, eq(users.id, companyMemberships.userId))
    .leftJoin(profiles, eq(profiles.userId, companyMemberships.userId))
    .where(eq(companyMemberships.companyId, companyId))
    .orderBy(asc(companyMemberships.joinedAt), asc(companyMemberships.id));
  return rows.map((r) => ({ id: r.id, userId: r.userId, role: r.role, joinedAt: r.joinedAt.toISOString(), username: r.username, email: r.profileEmail ?? r.userEmail }));
}
