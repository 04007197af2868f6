import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A test app whose clock can be moved forward (expiry), plus invitation helpers. */
export async function createInvitationsTestApp(env: Record<string, string> = {}) {
  let offsetMs = 0;
  const t = await createTestApp({ clock: { now: () => new Date(Date.now() + offsetMs) }, env });

  const invite = (cookie: string, companyId: string, email: string, role?: string) =>
    t.call(
      'POST',
      '/api/functions/send-company-invitation',
      role === undefined ? { email, companyId } : { email, companyId, role },
      cookie,
    );

  /** The accept link's token from the newest invitation mail to `email` (the outbox keeps sent mail too). */
  const tokenFor = async (email: string) => {
    const mail = await t.latestMail(email);
    expect(mail?.subject).toMatch(/^You're invited to join /);
    return new URL(mail!.text.match(/https?:\/\/\S+accept-invite\S*/)![0]).searchParams.get('token')!;
  };

  /** Invites `email` into the owner's company, signs the invitee up and accepts; returns the invitee. */
  const joinAs = async (owner: { cookie: string; companyId: string }, email: string, role = 'member') => {
    const sent = await invite(owner.cookie, owner.companyId, email, role);
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    const token = await tokenFor(email);
    const user = await t.signUpVerified(email);
    const accepted = await t.call('POST', '/api/invitations/accept', { token }, user.cookie);
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    return user;
  };

  return { t, invite, tokenFor, joinAs, advance: (ms: number) => (offsetMs += ms), resetClock: () => (offsetMs = 0) };
}

export type InvitationsTestApp = Awaited<ReturnType<typeof createInvitationsTestApp>> & { t: TestApp };
