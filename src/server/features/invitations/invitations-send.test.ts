import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INVITE_MSG } from '#domain/invitations';
import { companies, companyBranding, companyInvitations } from '../../db/schema/companies';
import { createInvitationsTestApp, DAY_MS, type InvitationsTestApp } from './invitations.test-support';

describe('send-company-invitation', () => {
  let h: InvitationsTestApp;
  let owner: { cookie: string; companyId: string; userId: string };
  let stranger: { cookie: string; companyId: string };
  beforeAll(async () => {
    h = await createInvitationsTestApp();
    owner = await h.t.ownerWithCompany('olga@acme.io', 'Acme Send', 'acme-send');
    stranger = await h.t.ownerWithCompany('sven@other.io', 'Other Send', 'other-send');
    // Room for every invitation below; the seat limit has its own test.
    await h.t.database.db.update(companies).set({ maxUsers: 50 }).where(eq(companies.id, owner.companyId));
  });
  afterAll(() => h.t.close());

  it('stores a lowercased member invitation for 7 days and mails the accept link', async () => {
    const before = Date.now();
    const res = await h.invite(owner.cookie, owner.companyId, '  New.Person@Acme.io ');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      message: 'Invitation Sent',
      invitation: { email: 'new.person@acme.io', role: 'member', status: 'pending', acceptedAt: null },
    });
    const [row] = await h.t.database.db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.id, res.json.invitation.id));
    expect(row!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row!.invitedBy).toBe(owner.userId);
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(ttl).toBe(7 * DAY_MS);
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const mail = await h.t.latestMail('new.person@acme.io');
    expect(mail!.subject).toBe("You're invited to join Acme Send on Scoutline");
    expect(mail!.text).toContain(`http://localhost:3000/accept-invite?token=${row!.token}`);
    expect(mail!.text).toContain('as member');
    expect(mail!.text).toContain('olga');
    expect(mail!.text).toMatch(/expires on \w+ \d+, \d{4}/);
    expect(mail!.html).toContain(`href="http://localhost:3000/accept-invite?token=${row!.token}"`);
  });

  it('accepts viewer, member and admin, and refuses owner, bad e-mails and missing fields', async () => {
    for (const role of ['viewer', 'admin']) {
      const res = await h.invite(owner.cookie, owner.companyId, `${role}@acme.io`, role);
      expect(res.status).toBe(200);
      expect(res.json.invitation.role).toBe(role);
    }
    const asOwner = await h.invite(owner.cookie, owner.companyId, 'boss@acme.io', 'owner');
    expect(asOwner.status).toBe(422);
    expect(asOwner.json.message).toBe(INVITE_MSG.invalidRole);
    const empty = await h.invite(owner.cookie, owner.companyId, '   ');
    expect(empty.status).toBe(422);
    expect(empty.json.message).toBe(INVITE_MSG.emailRequired);
    const bad = await h.invite(owner.cookie, owner.companyId, 'not-an-email');
    expect(bad.json.message).toBe(INVITE_MSG.invalidEmail);
    const noCompany = await h.t.call(
      'POST',
      '/api/functions/send-company-invitation',
      { email: 'x@acme.io' },
      owner.cookie,
    );
    expect(noCompany.status).toBe(422);
    expect(
      (
        await h.t.call('POST', '/api/functions/send-company-invitation', {
          email: 'x@acme.io',
          companyId: owner.companyId,
        })
      ).status,
    ).toBe(401);
  });

  it('answers 404 for a company the caller is not in, and 403 to a member or viewer', async () => {
    const foreign = await h.invite(stranger.cookie, owner.companyId, 'sneaky@other.io');
    expect(foreign.status).toBe(404);
    const member = await h.joinAs(owner, 'mia@acme.io', 'member');
    const viewer = await h.joinAs(owner, 'vic@acme.io', 'viewer');
    for (const user of [member, viewer]) {
      const res = await h.invite(user.cookie, owner.companyId, 'friend@acme.io');
      expect(res.status).toBe(403);
      expect(res.json.message).toContain('Required roles: owner, admin');
    }
    const rows = await h.t.database.db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.email, 'friend@acme.io'));
    expect(rows).toEqual([]);
  });

  it('lets an admin invite, and refuses to invite an existing member', async () => {
    const admin = await h.joinAs(owner, 'ada@acme.io', 'admin');
    expect((await h.invite(admin.cookie, owner.companyId, 'guest@acme.io', 'viewer')).status).toBe(200);
    const again = await h.invite(owner.cookie, owner.companyId, 'MIA@acme.io');
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(INVITE_MSG.inviteeAlreadyMember);
  });

  it('re-sending to a pending address refreshes its token and expiry instead of adding a row', async () => {
    const first = await h.invite(owner.cookie, owner.companyId, 'resend@acme.io', 'viewer');
    const firstToken = await h.tokenFor('resend@acme.io');
    h.advance(DAY_MS);
    const second = await h.invite(owner.cookie, owner.companyId, 'resend@acme.io', 'member');
    h.resetClock();
    expect(second.json.invitation.id).toBe(first.json.invitation.id);
    expect(second.json.invitation.role).toBe('member');
    expect(
      new Date(second.json.invitation.expiresAt).getTime() - new Date(first.json.invitation.expiresAt).getTime(),
    ).toBeGreaterThan(DAY_MS - 5000);
    const newToken = await h.tokenFor('resend@acme.io');
    expect(newToken).not.toBe(firstToken);
    const lookup = await h.t.call('GET', `/api/invitations/by-token/${firstToken}`);
    expect(lookup.status).toBe(404);
    const rows = await h.t.database.db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.email, 'resend@acme.io'));
    expect(rows).toHaveLength(1);
  });

  it('appends the company e-mail footer when one is set', async () => {
    await h.t.database.db
      .insert(companyBranding)
      .values({ companyId: owner.companyId, emailFooter: 'Acme Send · 1 Main St' });
    await h.invite(owner.cookie, owner.companyId, 'footer@acme.io');
    const mail = await h.t.latestMail('footer@acme.io');
    expect(mail!.text.trimEnd().endsWith('Acme Send · 1 Main St')).toBe(true);
    expect(mail!.html).toContain('Acme Send · 1 Main St');
  });
});

describe('the seat limit', () => {
  let h: InvitationsTestApp;
  beforeAll(async () => {
    h = await createInvitationsTestApp();
  });
  afterAll(() => h.t.close());

  it('counts members plus pending unexpired invitations against max_users', async () => {
    const owner = await h.t.ownerWithCompany('sally@seats.io', 'Seats Co', 'seats-co');
    await h.t.database.db.update(companies).set({ maxUsers: 3 }).where(eq(companies.id, owner.companyId));
    expect((await h.invite(owner.cookie, owner.companyId, 'a@seats.io')).status).toBe(200);
    expect((await h.invite(owner.cookie, owner.companyId, 'b@seats.io')).status).toBe(200);
    const full = await h.invite(owner.cookie, owner.companyId, 'c@seats.io');
    expect(full.status).toBe(409);
    expect(full.json.message).toBe(INVITE_MSG.seatLimit(3, 3));
    // Re-sending a pending invitation takes no new seat.
    expect((await h.invite(owner.cookie, owner.companyId, 'a@seats.io')).status).toBe(200);

    // Once b's invitation has expired its seat is free again, and resending b needs one.
    const [b] = await h.t.database.db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.email, 'b@seats.io'));
    await h.t.database.db
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvitations.id, b!.id));
    expect((await h.invite(owner.cookie, owner.companyId, 'c@seats.io')).status).toBe(200);
    const resendB = await h.invite(owner.cookie, owner.companyId, 'b@seats.io');
    expect(resendB.status).toBe(409);
  });
});
