import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { contactAccessLogs, discoveredContacts } from '../../db/schema/workflow';
import { sequenceMessages } from '../../db/schema/sequences';
import {
  inbox,
  mailboxForm,
  newMailUser,
  rawHeader,
  seedContact,
  sendRaw,
  sequenceMailApp,
  waitForInbox,
} from './sequence-mail.test-support';

// Against the real Postfix and Dovecot started by scripts/mail/ensure-mail-servers.ts (no mocks).
describe('sequences against a real SMTP and IMAP server', () => {
  const seq = sequenceMailApp();

  it('saves the mailbox without ever returning its password, and tests both connections', async () => {
    const got = await seq.t.call('GET', '/api/mailbox', undefined, seq.owner.cookie);
    expect(got.json.mailbox).toMatchObject({ fromAddress: seq.sender, hasImapPassword: true, dailyLimit: 50 });
    expect(JSON.stringify(got.json)).not.toContain('test-password');
    const test = await seq.t.call(
      'POST',
      '/api/mailbox/test',
      mailboxForm(seq.sender, { imapPassword: '' }),
      seq.owner.cookie,
    );
    expect(test.json.smtp.ok).toBe(true);
    expect(test.json.imap.ok).toBe(true);
    const wrong = await seq.t.call(
      'POST',
      '/api/mailbox/test',
      mailboxForm(seq.sender, { imapPassword: 'nope' }),
      seq.owner.cookie,
    );
    expect(wrong.json.imap).toMatchObject({ ok: false });
    expect(wrong.json.imap.message).toMatch(/^IMAP: /);
    const members = await seq.t.call('GET', '/api/mailbox/members', undefined, seq.owner.cookie);
    expect(members.json.members).toEqual([expect.objectContaining({ email: 'owner@seq-co.io', connected: true })]);
    expect(JSON.stringify(members.json)).not.toMatch(/password|imapHost/i);
  });

  it('sends each step once with signature and RFC 8058 headers; a reply stops it, an out-of-office does not', async () => {
    const ann = await newMailUser('ann');
    const bob = await newMailUser('bob');
    const annId = await seedContact(seq.t, seq.owner, { name: 'Ann Lee', email: ann });
    const bobId = await seedContact(seq.t, seq.owner, { name: 'Bob Ray', email: bob });
    const sequenceId = await seq.createSequence([
      {
        kind: 'email',
        subject: 'Hello {{first_name|there}}',
        body: 'Hi {{first_name}},\n\n{{organization}} caught my eye.',
      },
      { kind: 'wait', days: 2 },
      { kind: 'email', subject: 'Following up', body: 'Hi {{first_name}}, any thoughts?' },
    ]);
    const preview = await seq.t.call(
      'POST',
      `/api/sequences/${sequenceId}/preview`,
      { contactIds: [annId] },
      seq.owner.cookie,
    );
    expect(preview.json.contacts[0].preview).toEqual({
      subject: 'Hello Ann',
      text: 'Hi Ann,\n\nBrightpath Labs caught my eye.',
    });
    expect((await seq.enrol(sequenceId, [annId, bobId])).json.enrolled).toBe(2);

    expect(await seq.tick()).toMatchObject({ sent: 2 });
    const [first] = await waitForInbox(ann, 1);
    expect(first!.subject).toBe('Hello Ann');
    expect(first!.text).toContain('Hi Ann,');
    expect(first!.text).toContain('Sam Seller\nAcme');
    expect(rawHeader(first!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(rawHeader(first!, 'List-Unsubscribe')).toMatch(/^<http:\/\/localhost:3000\/api\/unsubscribe\/[\w-]+>$/);
    const [record] = await seq.t.database.db.select().from(sequenceMessages).where(eq(sequenceMessages.toAddress, ann));
    expect(first!.messageId).toBe(record!.messageId);
    const logged = await seq.t.database.db
      .select()
      .from(contactAccessLogs)
      .where(and(eq(contactAccessLogs.contactId, annId), eq(contactAccessLogs.accessType, 'email_sent')));
    expect(logged).toHaveLength(1);

    // Nothing more is due during the wait; a second tick sends nothing twice.
    expect(await seq.tick()).toMatchObject({ sent: 0 });

    // Ann is out of office (RFC 3834): the sequence goes on. Bob replies: his enrolment stops.
    await sendRaw(
      ann,
      seq.sender,
      `From: ${ann}\r\nTo: ${seq.sender}\r\nSubject: Out of office\r\nAuto-Submitted: auto-replied\r\nIn-Reply-To: ${record!.messageId}\r\n\r\nAway until Monday.\r\n`,
    );
    const [bobRecord] = await seq.t.database.db
      .select()
      .from(sequenceMessages)
      .where(eq(sequenceMessages.toAddress, bob));
    const repliedAt = Date.now();
    await sendRaw(
      bob,
      seq.sender,
      `From: ${bob}\r\nTo: ${seq.sender}\r\nSubject: Re: Hello Bob\r\nIn-Reply-To: ${bobRecord!.messageId}\r\nReferences: ${bobRecord!.messageId}\r\n\r\nTell me more.\r\n`,
    );
    await waitForInbox(seq.sender, 2);
    const read = await seq.tick();
    expect(read).toMatchObject({ replied: 1, autoReplies: 1 });
    console.log(`reply → stop: ${Date.now() - repliedAt} ms (delivery through Postfix, then one tick)`);
    expect((await seq.enrolment(bobId)).state).toBe('replied');
    expect((await seq.enrolment(annId)).state).toBe('active');

    seq.offset += 2 * 86_400_000 + 60_000;
    expect(await seq.tick()).toMatchObject({ sent: 1 });
    const annMail = await waitForInbox(ann, 2);
    expect(annMail.map((m) => m.subject)).toEqual(['Hello Ann', 'Following up']);
    expect(await inbox(bob)).toHaveLength(1);
    expect((await seq.enrolment(annId)).state).toBe('finished');
  });

  it('a bounce report (RFC 3464) marks the enrolment Bounced and the address invalid', async () => {
    const cat = await newMailUser('cat');
    const catId = await seedContact(seq.t, seq.owner, { name: 'Cat Moss', email: cat });
    const sequenceId = await seq.createSequence([
      { kind: 'email', subject: 'Hi', body: 'Hello {{first_name}}' },
      { kind: 'wait', days: 1 },
      { kind: 'email', subject: 'Again', body: 'Hello again' },
    ]);
    await seq.enrol(sequenceId, [catId]);
    await seq.tick();
    const [record] = await seq.t.database.db.select().from(sequenceMessages).where(eq(sequenceMessages.toAddress, cat));
    const dsn = [
      `From: MAILER-DAEMON@sender.test`,
      `To: ${seq.sender}`,
      `Subject: Undelivered Mail Returned to Sender`,
      `Auto-Submitted: auto-replied`,
      `MIME-Version: 1.0`,
      `Content-Type: multipart/report; report-type=delivery-status; boundary="B"`,
      ``,
      `--B`,
      `Content-Type: text/plain`,
      ``,
      `The message could not be delivered.`,
      `--B`,
      `Content-Type: message/delivery-status`,
      ``,
      `Reporting-MTA: dns; mail.sender.test`,
      ``,
      `Final-Recipient: rfc822; ${cat}`,
      `Action: failed`,
      `Status: 5.1.1`,
      `--B`,
      `Content-Type: text/rfc822-headers`,
      ``,
      `Message-ID: ${record!.messageId}`,
      `To: ${cat}`,
      `--B--`,
      ``,
    ].join('\r\n');
    await sendRaw('', seq.sender, dsn);
    await waitForInbox(seq.sender, 3);
    expect(await seq.tick()).toMatchObject({ bounced: 1 });
    expect((await seq.enrolment(catId)).state).toBe('bounced');
    const [contact] = await seq.t.database.db.select().from(discoveredContacts).where(eq(discoveredContacts.id, catId));
    expect(contact!.emailStatus).toBe('invalid');
  });
});
