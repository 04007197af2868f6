import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { INVITE_MSG, invitationExpiry, invitationStatus, type InvitableRole } from '#domain/invitations';
import { normalizeEmail } from '#domain/email';
import { MSG } from '#domain/messages';
import type { Deps, SessionUser } from '../../context';
import { companyInvitations, companyMemberships, profiles } from '../../db/schema/companies';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { findMembership } from '../companies/companies.queries';
import { getProfile } from '../../auth/memberships';
import { invitationEmail } from './invitation-email';
import {
  countMembers,
  countSeats,
  findInvitation,
  findOpenInvitation,
  getEmailFooter,
  isMemberByEmail,
  lockCompany,
  toInvitationDto,
} from './invitations.queries';

const MANAGER_ROLES = ['owner', 'admin'];

/** 32 random bytes, base64url: the secret in the accept link. */
export const newInvitationToken = () => randomBytes(32).toString('base64url');

type SendInput = { inviter: SessionUser; companyId: string; email: string; role: InvitableRole };

/** send-company-invitation: owner/admin of that company only; a pending address is refreshed and re-mailed; seats are enforced. */
export async function sendInvitation(deps: Deps, input: SendInput) {
  const { db } = deps.database;
  const membership = await findMembership(db, { userId: input.inviter.id, companyId: input.companyId });
  if (!membership) throw new AppError('NOT_FOUND', MSG.notFound);
  if (!MANAGER_ROLES.includes(membership.role)) throw new AppError('FORBIDDEN', MSG.permissionDenied(MANAGER_ROLES));

  const now = deps.clock.now();
  const token = newInvitationToken();
  const expiresAt = invitationExpiry(now);
  const saved = await withTenant(db, input.companyId, async (tx) => {
    const company = await lockCompany(tx, { companyId: input.companyId });
    if (!company) throw new AppError('NOT_FOUND', MSG.notFound);
    if (await isMemberByEmail(tx, { companyId: company.id, email: input.email }))
      throw new AppError('CONFLICT', INVITE_MSG.inviteeAlreadyMember);
    const existing = await findOpenInvitation(tx, { companyId: company.id, email: input.email });
    // A pending invitation already holds its seat; a new or expired one needs a free seat.
    if (!existing || invitationStatus(existing, now) === 'expired') {
      const used = await countSeats(tx, { companyId: company.id, now });
      if (used >= company.maxUsers) throw new AppError('CONFLICT', INVITE_MSG.seatLimit(used, company.maxUsers));
    }
    const values = { token, expiresAt, role: input.role, invitedBy: input.inviter.id };
    const [row] = existing
      ? await tx.update(companyInvitations).set(values).where(eq(companyInvitations.id, existing.id)).returning()
      : await tx
          .insert(companyInvitations)
          .values({ ...values, companyId: company.id, email: input.email, createdAt: now })
          .returning();
    const footer = await getEmailFooter(tx, { companyId: company.id });
    return { invitation: row!, companyName: company.name, footer };
  });

  const profile = await getProfile(db, { userId: input.inviter.id });
  const inviterName = profile?.username || input.inviter.name || input.inviter.email;
  const acceptUrl = `${deps.env.APP_URL}/accept-invite?token=${encodeURIComponent(token)}`;
  try {
    await deps.mailer.send(
      invitationEmail({
        to: input.email,
        companyName: saved.companyName,
        role: input.role,
        inviterName,
        acceptUrl,
        expiresAt,
        footer: saved.footer,
      }),
    );
  } catch (error) {
    deps.logger.error('invitation e-mail failed', {
      to: input.email,
      error: error instanceof Error ? error.message : String(error),
    });
    throw new AppError('UNAVAILABLE', INVITE_MSG.mailFailed);
  }
  return toInvitationDto(saved.invitation, now);
}

type AcceptInput = { user: SessionUser; where: { token: string } | { invitationId: string } };

/** Accepts for the signed-in user: re-checks validity, e-mail, membership and seats; then one transaction. */
export async function acceptInvitation(deps: Deps, { user, where }: AcceptInput) {
  const { db } = deps.database;
  const now = deps.clock.now();
  const invitation = await findInvitation(db, where);
  if (!invitation || invitation.acceptedAt) throw new AppError('NOT_FOUND', INVITE_MSG.notFound);
  if (invitationStatus(invitation, now) === 'expired') throw new AppError('CONFLICT', INVITE_MSG.expired);
  if (!user.emailVerified || normalizeEmail(user.email) !== normalizeEmail(invitation.email))
    throw new AppError('FORBIDDEN', INVITE_MSG.differentEmail);

  const companyId = invitation.companyId;
  await withTenant(db, companyId, async (tx) => {
    const company = await lockCompany(tx, { companyId });
    if (!company) throw new AppError('NOT_FOUND', INVITE_MSG.notFound);
    if (await findMembership(tx, { userId: user.id, companyId }))
      throw new AppError('CONFLICT', INVITE_MSG.alreadyMember);
    if ((await countMembers(tx, { companyId })) >= company.maxUsers)
      throw new AppError('CONFLICT', INVITE_MSG.seatLimitOnAccept(company.maxUsers));
    const [accepted] = await tx
      .update(companyInvitations)
      .set({ acceptedAt: now })
      .where(and(eq(companyInvitations.id, invitation.id), isNull(companyInvitations.acceptedAt)))
      .returning({ id: companyInvitations.id });
    if (!accepted) throw new AppError('NOT_FOUND', INVITE_MSG.notFound);
    await tx.insert(companyMemberships).values({ companyId, userId: user.id, role: invitation.role, joinedAt: now });
    await tx
      .update(profiles)
      .set({ currentCompanyId: companyId, updatedAt: now })
      .where(and(eq(profiles.userId, user.id), isNull(profiles.currentCompanyId)));
  });
  const { maxUsers: _maxUsers, ...company } = invitation.company;
  return { company, role: invitation.role };
}

/** Deletes one of the company's invitations permanently; another company's id is simply not found. */
export async function deleteInvitation(deps: Deps, { companyId, id }: { companyId: string; id: string }) {
  const deleted = await withTenant(deps.database.db, companyId, (tx) =>
    tx
      .delete(companyInvitations)
      .where(and(eq(companyInvitations.id, id), eq(companyInvitations.companyId, companyId)))
      .returning({ id: companyInvitations.id }),
  );
  if (deleted.length === 0) throw new AppError('NOT_FOUND', MSG.notFound);
}
