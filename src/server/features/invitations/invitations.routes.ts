import { Hono } from 'hono';
import { z } from 'zod';
import {
  acceptInvitationBody,
  INVITE_MSG,
  invitationsCsv,
  invitationsPageQuery,
  invitationStatus,
  RECENT_ACTIVITY_DAYS,
  sendInvitationBody,
  type CompanyBySlug,
  type InvitationLookup,
} from '#domain/invitations';
import { normalizeEmail } from '#domain/email';
import { MSG } from '#domain/messages';
import { SLUG_PATTERN } from '#domain/slug';
import type { AppEnv } from '../../context';
import { requireCompany, requireUser } from '../../auth/middleware';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { parseJson, parseParams, parseQuery } from '../../validate';
import { findMembership } from '../companies/companies.queries';
import {
  findCompanyBySlug,
  findInvitation,
  findPendingInvitationFor,
  invitationCounts,
  invitationSummary,
  listInvitations,
  listInvitationsPage,
  listMembers,
  toInvitationDto,
} from './invitations.queries';
import { acceptInvitation, deleteInvitation, sendInvitation } from './invitations.service';

const manager = requireCompany({ roles: ['owner', 'admin'] });
const idParam = z.object({ id: z.string().uuid() });
const tokenParam = z.object({ token: z.string().min(16).max(200) });
const slugParam = z.object({ slug: z.string().max(63).regex(SLUG_PATTERN) });

/**
 * Invitations: sending (the spec's send-company-invitation function), the company's list, export and delete,
 * the public lookup by token, acceptance, the member list, and the invite-link view of a company by slug.
 * Mounted at /api, so every guard is per route.
 */
export const invitationRoutes = new Hono<AppEnv>()
  .post('/functions/send-company-invitation', requireUser, async (c) => {
    const body = await parseJson(c, sendInvitationBody);
    const invitation = await sendInvitation(c.get('deps'), { inviter: c.get('user')!, ...body });
    return c.json({ success: true, message: INVITE_MSG.sent, invitation });
  })
  // A page of the list (optionally one status), its total, and the counts of every status for counters and tabs.
  .get('/invitations', requireCompany(), async (c) => {
    const query = parseQuery(c.req.query(), invitationsPageQuery);
    const companyId = c.get('company').id;
    const now = c.get('deps').clock.now();
    const { page, counts } = await withTenant(c.get('deps').database.db, companyId, async (tx) => ({
      page: await listInvitationsPage(tx, { companyId, now, ...query }),
      counts: await invitationCounts(tx, { companyId, now }),
    }));
    const invitations = page.rows.map((r) => toInvitationDto(r, now));
    return c.json({ invitations, total: page.total, nextCursor: page.nextCursor, counts });
  })
  // The analytics tab's figures, summed up on the server (a day more than the 7 shown covers every time zone).
  .get('/invitations/analytics', requireCompany(), async (c) => {
    const companyId = c.get('company').id;
    const now = c.get('deps').clock.now();
    const recentSince = new Date(now.getTime() - (RECENT_ACTIVITY_DAYS + 1) * 24 * 60 * 60 * 1000);
    return c.json(
      await withTenant(c.get('deps').database.db, companyId, (tx) =>
        invitationSummary(tx, { companyId, now, recentSince }),
      ),
    );
  })
  .get('/invitations/export.csv', requireCompany(), async (c) => {
    const { id: companyId, slug } = c.get('company');
    const rows = await withTenant(c.get('deps').database.db, companyId, (tx) => listInvitations(tx, { companyId }));
    const now = c.get('deps').clock.now();
    const filename = `invitations-${slug}-${now.toISOString().slice(0, 10)}.csv`;
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header('content-disposition', `attachment; filename="${filename}"`);
    return c.body(invitationsCsv(rows.map((r) => toInvitationDto(r, now))));
  })
  // Public: the token is the secret; an accepted invitation looks the same as a missing one.
  .get('/invitations/by-token/:token', async (c) => {
    const params = tokenParam.safeParse(c.req.param());
    if (!params.success) throw new AppError('NOT_FOUND', INVITE_MSG.notFound);
    const invitation = await findInvitation(c.get('deps').database.db, { token: params.data.token });
    if (!invitation || invitation.acceptedAt) throw new AppError('NOT_FOUND', INVITE_MSG.notFound);
    const { maxUsers: _maxUsers, ...company } = invitation.company;
    const body: InvitationLookup = {
      company,
      role: invitation.role,
      email: invitation.email,
      expiresAt: invitation.expiresAt.toISOString(),
      status: invitationStatus(invitation, c.get('deps').clock.now()),
    };
    return c.json(body);
  })
  .post('/invitations/accept', requireUser, async (c) => {
    const where = await parseJson(c, acceptInvitationBody);
    const result = await acceptInvitation(c.get('deps'), { user: c.get('user')!, where });
    return c.json({ success: true, ...result });
  })
  .delete('/invitations/:id', manager, async (c) => {
    const { id } = parseParams(c.req.param(), idParam);
    await deleteInvitation(c.get('deps'), { companyId: c.get('company').id, id });
    return c.json({ success: true, message: INVITE_MSG.deleted });
  })
  .get('/companies/current/members', requireCompany(), async (c) => {
    const { id: companyId, maxUsers } = c.get('company');
    const members = await listMembers(c.get('deps').database.db, { companyId });
    return c.json({ members, used: members.length, maxUsers });
  })
  // The invite link: a signed-in user sees the company and the pending invitation addressed to them, if any.
  .get('/companies/by-slug/:slug', requireUser, async (c) => {
    const { slug } = parseParams(c.req.param(), slugParam);
    const { db } = c.get('deps').database;
    const company = await findCompanyBySlug(db, { slug });
    if (!company) throw new AppError('NOT_FOUND', MSG.notFound);
    const user = c.get('user')!;
    const now = c.get('deps').clock.now();
    const membership = await findMembership(db, { userId: user.id, companyId: company.id });
    const invitation = membership
      ? null
      : await withTenant(db, company.id, (tx) =>
          findPendingInvitationFor(tx, { companyId: company.id, email: normalizeEmail(user.email), now }),
        );
    const body: CompanyBySlug = {
      company,
      isMember: Boolean(membership),
      invitation: invitation ? { ...invitation, expiresAt: invitation.expiresAt.toISOString() } : null,
    };
    return c.json(body);
  });
