import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { createInvitationsTestApp, type InvitationsTestApp } from './invitations.test-support';

describe('invitation e-mail over real SMTP', () => {
  let sink: SmtpSink;
  let h: InvitationsTestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    h = await createInvitationsTestApp({ SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await h.t.close();
    await sink.close();
  });

  it('delivers the invitation; the link read from the received message accepts it', async () => {
    expect(h.t.deps.mailer.kind).toBe('smtp');
    const owner = await h.t.ownerWithCompany('dora@acme.io', 'Smtp Works', 'smtp-works');
    const sent = await h.invite(owner.cookie, owner.companyId, 'Eli@Acme.io', 'admin');
    expect(sent.status).toBe(200);

    const mail = await sink.waitFor('eli@acme.io');
    expect(mail.subject).toBe("You're invited to join Smtp Works on Scoutline");
    expect(mail.from?.text).toContain('no-reply@scoutline.local');
    expect(mail.text).toContain('as admin');
    const link = mail.text!.match(/https?:\/\/\S+\/accept-invite\?token=\S+/)![0];
    expect(String(mail.html)).toContain(`href="${link}"`);
    const url = new URL(link);
    expect(url.origin).toBe('http://localhost:3000');

    const lookup = await h.t.call('GET', `/api/invitations/by-token/${url.searchParams.get('token')}`);
    expect(lookup.json).toMatchObject({
      email: 'eli@acme.io',
      role: 'admin',
      status: 'pending',
      company: { name: 'Smtp Works' },
    });

    const eli = await h.t.signUpVerified('eli@acme.io');
    const accepted = await h.t.call(
      'POST',
      '/api/invitations/accept',
      { token: url.searchParams.get('token') },
      eli.cookie,
    );
    expect(accepted.status).toBe(200);
    const me = await h.t.call('GET', '/api/me', undefined, eli.cookie);
    expect(me.json.currentCompany.name).toBe('Smtp Works');
    expect(me.json.currentRole).toBe('admin');
  });

  it('reports a failed delivery with a clear message and keeps the invitation for a resend', async () => {
    const owner = await h.t.ownerWithCompany('fay@acme.io', 'Smtp Down', 'smtp-down');
    await sink.close();
    const sent = await h.invite(owner.cookie, owner.companyId, 'gus@acme.io');
    expect(sent.status).toBe(503);
    expect(sent.json.message).toBe('The invitation was saved but its e-mail could not be sent. Please try Resend.');
    const list = await h.t.call('GET', '/api/invitations', undefined, owner.cookie);
    expect(list.json.invitations.map((i: { email: string }) => i.email)).toEqual(['gus@acme.io']);
  });
});
