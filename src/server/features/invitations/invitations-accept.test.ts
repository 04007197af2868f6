import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { INVITE_MSG } from '#domain/invitations';
import { companies, companyInvitations, companyMemberships, profiles } from '../../db/schema/companies';
import { createInvitationsTestApp, DAY_MS, type InvitationsTestApp } from './invitations.test-support';

describe('invitation lookup and acceptance', () => {
  let h: InvitationsTestApp;
  let owner: { cookie: string; companyId: string; userId: string };
  beforeAll(async () => {
    h = await createInvitationsTestApp();
    owner = await h.t.ownerWithCompany('otto@acme.io', 'Acme Accept', 'acme-accept');
    await h.t.database.db.update(companies).set({ maxUsers: 50 }).where(eq(companies.id, owner.companyId));
  });
  afterAll(() => h.t.close());

  it('shows a pending invitation to anyone holding the token, and nothing for a wrong token', async () => {
    await h.invite(owner.cookie, owner.companyId, 'paula@acme.io', 'admin');
    const token = await h.tokenFor('paula@acme.io');
    const lookup = await h.t.call('GET', `/api/invitations/by-token/${token}`);
    expect(lookup.status).toBe(200);
    expect(lookup.json).toMatchObject({
      company: { id: owner.companyId, name: 'Acme Accept', slug: 'acme-accept', logoUrl: null },
      role: 'admin',
      email: 'paula@acme.io',
      status: 'pending',
    });
    expect(Object.keys(lookup.json.company).sort()).toEqual(['id', 'logoUrl', 'name', 'slug']);
    const missing = await h.t.call('GET', `/api/invitations/by-token/${'x'.repeat(43)}`);
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe(INVITE_MSG.notFound);
    expect((await h.t.call('GET', '/api/invitations/by-token/short')).status).toBe(404);
  });

  it('accepts: sets accepted_at, adds the membership with the invited role and makes the company current', async () => {
    await h.invite(owner.cookie, owner.companyId, 'Quentin@Acme.io', 'viewer');
    const token = await h.tokenFor('quentin@acme.io');
    const user = await h.t.signUpVerified('quentin@acme.io');
    const accepted = await h.t.call('POST', '/api/invitations/accept', { token }, user.cookie);
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({
      success: true,
      role: 'viewer',
      company: { id: owner.companyId, name: 'Acme Accept' },
    });
    const [invitation] = await h.t.database.db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.email, 'quentin@acme.io'));
    expect(invitation!.acceptedAt).toBeInstanceOf(Date);
    const [membership] = await h.t.database.db
      .select()
      .from(companyMemberships)
      .where(and(eq(companyMemberships.userId, user.userId), eq(companyMemberships.companyId, owner.companyId)));
    expect(membership!.role).toBe('viewer');
    const me = await h.t.call('GET', '/api/me', undefined, user.cookie);
    expect(me.json.currentCompany.id).toBe(owner.companyId);
    expect(me.json.currentRole).toBe('viewer');

    // The token is spent: the lookup and a second accept both say not found.
    expect((await h.t.call('GET', `/api/invitations/by-token/${token}`)).json.message).toBe(INVITE_MSG.notFound);
    const again = await h.t.call('POST', '/api/invitations/accept', { token }, user.cookie);
    expect(again.status).toBe(404);
  });

  it('keeps an existing current company when accepting', async () => {
    const other = await h.t.ownerWithCompany('rosa@acme.io', 'Rosa Co', 'rosa-co');
    await h.invite(owner.cookie, owner.companyId, 'rosa@acme.io');
    const accepted = await h.t.call(
      'POST',
      '/api/invitations/accept',
      { token: await h.tokenFor('rosa@acme.io') },
      other.cookie,
    );
    expect(accepted.status).toBe(200);
    const [profile] = await h.t.database.db.select().from(profiles).where(eq(profiles.userId, other.userId));
    expect(profile!.currentCompanyId).toBe(other.companyId);
  });

  it('refuses a different e-mail, an expired invitation, a signed-out caller and bad input', async () => {
    await h.invite(owner.cookie, owner.companyId, 'sara@acme.io');
    const token = await h.tokenFor('sara@acme.io');
    const intruder = await h.t.signUpVerified('ivan@acme.io');
    const wrong = await h.t.call('POST', '/api/invitations/accept', { token }, intruder.cookie);
    expect(wrong.status).toBe(403);
    expect(wrong.json.message).toBe(INVITE_MSG.differentEmail);
    expect((await h.t.call('POST', '/api/invitations/accept', { token })).status).toBe(401);
    expect((await h.t.call('POST', '/api/invitations/accept', {}, intruder.cookie)).status).toBe(422);

    h.advance(7 * DAY_MS + 60_000);
    const lookup = await h.t.call('GET', `/api/invitations/by-token/${token}`);
    expect(lookup.json.status).toBe('expired');
    const sara = await h.t.signUpVerified('sara@acme.io');
    const expired = await h.t.call('POST', '/api/invitations/accept', { token }, sara.cookie);
    h.resetClock();
    expect(expired.status).toBe(409);
    expect(expired.json.message).toBe(INVITE_MSG.expired);
    const memberships = await h.t.database.db
      .select()
      .from(companyMemberships)
      .where(eq(companyMemberships.userId, sara.userId));
    expect(memberships).toEqual([]);
  });

  it('refuses a member who is already in the company, and an acceptance beyond max_users', async () => {
    const member = await h.joinAs(owner, 'tara@acme.io');
    // A stray second invitation to a member (inserted directly: the send function refuses it).
    await h.t.database.db.insert(companyInvitations).values({
      companyId: owner.companyId,
      email: 'tara@acme.io',
      role: 'admin',
      token: 'stray-token-0123456789abcdef',
      expiresAt: new Date(Date.now() + DAY_MS),
    });
    const dup = await h.t.call(
      'POST',
      '/api/invitations/accept',
      { token: 'stray-token-0123456789abcdef' },
      member.cookie,
    );
    expect(dup.status).toBe(409);
    expect(dup.json.message).toBe(INVITE_MSG.alreadyMember);

    await h.invite(owner.cookie, owner.companyId, 'uma@acme.io');
    const token = await h.tokenFor('uma@acme.io');
    const used = (
      await h.t.database.db.select().from(companyMemberships).where(eq(companyMemberships.companyId, owner.companyId))
    ).length;
    await h.t.database.db.update(companies).set({ maxUsers: used }).where(eq(companies.id, owner.companyId));
    const uma = await h.t.signUpVerified('uma@acme.io');
    const full = await h.t.call('POST', '/api/invitations/accept', { token }, uma.cookie);
    expect(full.status).toBe(409);
    expect(full.json.message).toBe(INVITE_MSG.seatLimitOnAccept(used));
    await h.t.database.db.update(companies).set({ maxUsers: 50 }).where(eq(companies.id, owner.companyId));
  });

  it('the invite link shows the company and accepts the caller’s own pending invitation by id', async () => {
    await h.invite(owner.cookie, owner.companyId, 'vera@acme.io', 'member');
    const vera = await h.t.signUpVerified('vera@acme.io');
    const view = await h.t.call('GET', '/api/companies/by-slug/acme-accept', undefined, vera.cookie);
    expect(view.status).toBe(200);
    expect(view.json).toMatchObject({
      company: { id: owner.companyId, name: 'Acme Accept', slug: 'acme-accept' },
      isMember: false,
      invitation: { role: 'member' },
    });

    const nobody = await h.t.signUpVerified('walt@acme.io');
    const noInvite = await h.t.call('GET', '/api/companies/by-slug/acme-accept', undefined, nobody.cookie);
    expect(noInvite.json).toMatchObject({ isMember: false, invitation: null });
    const steal = await h.t.call(
      'POST',
      '/api/invitations/accept',
      { invitationId: view.json.invitation.id },
      nobody.cookie,
    );
    expect(steal.status).toBe(403);

    const accepted = await h.t.call(
      'POST',
      '/api/invitations/accept',
      { invitationId: view.json.invitation.id },
      vera.cookie,
    );
    expect(accepted.status).toBe(200);
    const after = await h.t.call('GET', '/api/companies/by-slug/acme-accept', undefined, vera.cookie);
    expect(after.json).toMatchObject({ isMember: true, invitation: null });
    expect((await h.t.call('GET', '/api/companies/by-slug/no-such-company', undefined, vera.cookie)).status).toBe(404);
    expect((await h.t.call('GET', '/api/companies/by-slug/acme-accept')).status).toBe(401);
  });
});
