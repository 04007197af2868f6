import { and, asc, count, desc, eq, gt, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import {
  invitationStatus,
  type InvitationCounts,
  type InvitationDto,
  type InvitationStatus,
  type InvitationSummary,
  type MemberDto,
} from '#domain/invitations';
import type { CursorPageQuery } from '#domain/pagination';
import type { Db, Tx } from '../../db/client';
import { afterCursor, keyColumns, keyOrder, toPage, type KeyPart } from '../../db/keyset';
import { users } from '../../db/schema/auth';
import {
  companies,
  companyBranding,
  companyInvitations,
  companyMemberships,
  profiles,
} from '../../db/schema/companies';

const invitationColumns = {
  id: companyInvitations.id,
  companyId: companyInvitations.companyId,
  email: companyInvitations.email,
  role: companyInvitations.role,
  createdAt: companyInvitations.createdAt,
  expiresAt: companyInvitations.expiresAt,
  acceptedAt: companyInvitations.acceptedAt,
};

export type InvitationRow = {
  id: string;
  companyId: string;
  email: string;
  role: string;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
};

export const toInvitationDto = (row: InvitationRow, now: Date): InvitationDto => ({
  id: row.id,
  email: row.email,
  role: row.role,
  status: invitationStatus(row, now),
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  acceptedAt: row.acceptedAt?.toISOString() ?? null,
});

// Newest first, then by e-mail; the id breaks ties so pages never repeat or skip an invitation.
const INVITATION_KEY: KeyPart[] = [
  { column: companyInvitations.createdAt, direction: 'desc', kind: 'timestamp' },
  { column: companyInvitations.email, direction: 'asc', kind: 'text' },
  { column: companyInvitations.id, direction: 'asc', kind: 'uuid' },
];

/** The SQL of #domain/invitations invitationStatus: accepted, else expired once expires_at is past, else pending. */
export function statusIs(status: InvitationStatus, now: Date): SQL {
  if (status === 'accepted') return isNotNull(companyInvitations.acceptedAt);
  const open = isNull(companyInvitations.acceptedAt);
  return status === 'expired'
    ? and(open, lt(companyInvitations.expiresAt, now))!
    : and(open, gte(companyInvitations.expiresAt, now))!;
}

/** Every invitation of the company, newest first: the CSV export (inside withTenant). */
export async function listInvitations(tx: Tx, { companyId }: { companyId: string }): Promise<InvitationRow[]> {
  return tx
    .select(invitationColumns)
    .from(companyInvitations)
    .where(eq(companyInvitations.companyId, companyId))
    .orderBy(...keyOrder(INVITATION_KEY));
}

/**
 * The company's invitations, newest first, optionally of one status, a page at a time (`nextCursor`), with the total
 * of that list (inside withTenant).
 */
export async function listInvitationsPage(
  tx: Tx,
  {
    companyId,
    status,
    now,
    cursor,
    limit,
  }: { companyId: string; status?: InvitationStatus | undefined; now: Date } & CursorPageQuery,
) {
  const where = and(eq(companyInvitations.companyId, companyId), status ? statusIs(status, now) : undefined);
  const rows = await tx
    .select({ ...invitationColumns, ...keyColumns(INVITATION_KEY) })
    .from(companyInvitations)
    .where(and(where, afterCursor(INVITATION_KEY, cursor)))
    .orderBy(...keyOrder(INVITATION_KEY))
    .limit(limit + 1);
  const [counted] = await tx.select({ n: count() }).from(companyInvitations).where(where);
  const page = toPage(rows, INVITATION_KEY, limit);
  return { rows: page.items, total: counted?.n ?? 0, nextCursor: page.nextCursor };
}

const countOf = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** Total Sent and the count of each status, for the counters and the tab labels (inside withTenant). */
export async function invitationCounts(
  tx: Tx,
  { companyId, now }: { companyId: string; now: Date },
): Promise<InvitationCounts> {
  const [row] = await tx
    .select({
      total: count(),
      pending: countOf(statusIs('pending', now)),
      accepted: countOf(statusIs('accepted', now)),
      expired: countOf(statusIs('expired', now)),
    })
    .from(companyInvitations)
    .where(eq(companyInvitations.companyId, companyId));
  return row ?? { total: 0, pending: 0, accepted: 0, expired: 0 };
}

/**
 * What the analytics need, without every row: the counts, the average time from sending to acceptance, and when
 * each invitation of the last `recentSince` on was sent (the client groups those by its own calendar days).
 */
export async function invitationSummary(
  tx: Tx,
  { companyId, now, recentSince }: { companyId: string; now: Date; recentSince: Date },
): Promise<InvitationSummary> {
  const [counts, [response], recent] = await Promise.all([
    invitationCounts(tx, { companyId, now }),
    tx
      .select({
        avgMs: sql<
          number | null
        >`(avg(extract(epoch from (${companyInvitations.acceptedAt} - ${companyInvitations.createdAt}))) * 1000)::float8`,
      })
      .from(companyInvitations)
      .where(and(eq(companyInvitations.companyId, companyId), isNotNull(companyInvitations.acceptedAt))),
    tx
      .select({ createdAt: companyInvitations.createdAt })
      .from(companyInvitations)
      .where(and(eq(companyInvitations.companyId, companyId), gte(companyInvitations.createdAt, recentSince)))
      .orderBy(desc(companyInvitations.createdAt)),
  ]);
  return {
    ...counts,
    avgResponseMs: response?.avgMs ?? null,
    recentCreatedAt: recent.map((r) => r.createdAt.toISOString()),
  };
}

const publicCompany = { id: companies.id, name: companies.name, slug: companies.slug, logoUrl: companies.logoUrl };

/**
 * An invitation with its company, by token or by id. Runs on the base connection: at this point the
 * company is not known yet, and the unguessable token (or the e-mail check that follows) is the authority.
 */
export async function findInvitation(db: Db, where: { token: string } | { invitationId: string }) {
  const condition =
    'token' in where ? eq(companyInvitations.token, where.token) : eq(companyInvitations.id, where.invitationId);
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
  const [row] = await tx
    .select({ id: companies.id, name: companies.name, maxUsers: companies.maxUsers })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return row ?? null;
}

/** The not-yet-accepted invitation for this address (pending or expired), if any. */
export async function findOpenInvitation(tx: Tx, { companyId, email }: { companyId: string; email: string }) {
  const [row] = await tx
    .select(invitationColumns)
    .from(companyInvitations)
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        eq(companyInvitations.email, email),
        isNull(companyInvitations.acceptedAt),
      ),
    )
    .orderBy(desc(companyInvitations.expiresAt))
    .limit(1);
  return row ?? null;
}

/** The caller's own pending, unexpired invitation to a company (the invite-link view). */
export async function findPendingInvitationFor(
  tx: Tx,
  { companyId, email, now }: { companyId: string; email: string; now: Date },
) {
  const [row] = await tx
    .select({ id: companyInvitations.id, role: companyInvitations.role, expiresAt: companyInvitations.expiresAt })
    .from(companyInvitations)
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        eq(companyInvitations.email, email),
        isNull(companyInvitations.acceptedAt),
        gt(companyInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(companyInvitations.expiresAt))
    .limit(1);
  return row ?? null;
}

export async function countMembers(tx: Tx | Db, { companyId }: { companyId: string }) {
  const [row] = await tx
    .select({ n: count() })
    .from(companyMemberships)
    .where(eq(companyMemberships.companyId, companyId));
  return row?.n ?? 0;
}

/** Seats taken: members plus pending, unexpired invitations. */
export async function countSeats(tx: Tx, { companyId, now }: { companyId: string; now: Date }) {
  const [pending] = await tx
    .select({ n: count() })
    .from(companyInvitations)
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        isNull(companyInvitations.acceptedAt),
        gt(companyInvitations.expiresAt, now),
      ),
    );
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
  const [row] = await tx
    .select({ emailFooter: companyBranding.emailFooter })
    .from(companyBranding)
    .where(eq(companyBranding.companyId, companyId));
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
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    role: r.role,
    joinedAt: r.joinedAt.toISOString(),
    username: r.username,
    email: r.profileEmail ?? r.userEmail,
  }));
}
