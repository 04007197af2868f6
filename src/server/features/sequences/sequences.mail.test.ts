import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { contactAccessLogs, discoveredContacts } from '../../db/schema/workflow';
import { sequenceEnrolments, sequenceMessages } from '../../db/schema/sequences';
import { suppressionEntries } from '../../db/schema/people';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runSequenceTick } from './sequence-worker';
import {
  ensureMailServers,
  inbox,
  mailboxForm,
  newMailUser,
  rawHeader,
  seedContact,
  sendRaw,
  waitForInbox,
} from './sequence-mail.test-support';

// Against the real Postfix and Dovecot started by scripts/mail/ensure-mail-servers.ts (no mocks).
describe('sequences against a real SMTP and IMAP server', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;
  let sender: string;
  let offset = 0;
  // Wednesday 10:00 UTC, moved by tests.
  const base = Date.parse('2026-11-25T10:00:00Z');
  const clock = { now: () => new Date(base + offset) };

  const tick = () => runSequenceTick(t.deps);
  const enrolment = async (contactId: string) =>
    (await t.database.db.select().from(sequenceEnrolments).where(eq(sequenceEnrolments.contactId, contactId)))[0]!;
  const createSequence = async (steps: unknown[], name = 'Intro') => {
    const created = await t.call('POST', '/api/sequences', { name, solutionName: null, steps }, owner.cookie);
    expect(created.status).toBe(201);
    return created.json.id as string;
  };
  const enrol = async (sequenceId: string, contactIds: string[], confirmed: string[] = []) =>
    t.call('POST', `/api/sequences/${sequenceId}/enrol`, { contactIds, confirmed }, owner.cookie);

  beforeAll(async () => {
    await ensureMailServers();
    t = await createTestApp({ workers: false, clock, env: { MAILBOX_ALLOW_PRIVATE_HOSTS: 'true' } });
    owner = await t.ownerWithCompany('owner@seq-co.io', 'Seq Co', 'seq-co');
    sender = await newMailUser('seller', 'sender.test');
    const saved = await t.call('PUT', '/api/mailbox', mailboxForm(sender), owner.cookie);
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('saves the mailbox without ever returning its password, and tests both connections', async () => {
    const got = await t.call('GET', '/api/mailbox', undefined, owner.cookie);
    expect(got.json.mailbox).toMatchObject({ fromAddress: sender, hasImapPassword: true, dailyLimit: 50 });
    expect(JSON.stringify(got.json)).not.toContain('test-password');
    const test = await t.call('POST', '/api/mailbox/test', mailboxForm(sender, { imapPassword: '' }), owner.cookie);
    expect(test.json.smtp.ok).toBe(true);
    expect(test.json.imap.ok).toBe(true);
    const wrong = await t.call(
      'POST',
      '/api/mailbox/test',
      mailboxForm(sender, { imapPassword: 'nope' }),
      owner.cookie,
    );
    expect(wrong.json.imap).toMatchObject({ ok: false });
    expect(wrong.json.imap.message).toMatch(/^IMAP: /);
    const members = await t.call('GET', '/api/mailbox/members', undefined, owner.cookie);
    expect(members.json.members).toEqual([expect.objectContaining({ email: 'owner@seq-co.io', connected: true })]);
    expect(JSON.stringify(members.json)).not.toMatch(/password|imapHost/i);
  });

  it('sends each step once with signature and RFC 8058 headers; a reply stops it, an out-of-office does not', async () => {
    const ann = await newMailUser('ann');
    const bob = await newMailUser('bob');
    const annId = await seedContact(t, owner, { name: 'Ann Lee', email: ann });
    const bobId = await seedContact(t, owner, { name: 'Bob Ray', email: bob });
    const sequenceId = await createSequence([
      {
        kind: 'email',
        subject: 'Hello {{first_name|there}}',
        body: 'Hi {{first_name}},\n\n{{organization}} caught my eye.',
      },
      { kind: 'wait', days: 2 },
      { kind: 'email', subject: 'Following up', body: 'Hi {{first_name}}, any thoughts?' },
    ]);
    const preview = await t.call('POST', `/api/sequences/${sequenceId}/preview`, { contactIds: [annId] }, owner.cookie);
    expect(preview.json.contacts[0].preview).toEqual({
      subject: 'Hello Ann',
      text: 'Hi Ann,\n\nBrightpath Labs caught my eye.',
    });
    expect((await enrol(sequenceId, [annId, bobId])).json.enrolled).toBe(2);

    expect(await tick()).toMatchObject({ sent: 2 });
    const [first] = await waitForInbox(ann, 1);
    expect(first!.subject).toBe('Hello Ann');
    expect(first!.text).toContain('Hi Ann,');
    expect(first!.text).toContain('Sam Seller\nAcme');
    expect(rawHeader(first!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(rawHeader(first!, 'List-Unsubscribe')).toMatch(/^<http:\/\/localhost:3000\/api\/unsubscribe\/[\w-]+>$/);
    const [record] = await t.database.db.select().from(sequenceMessages).where(eq(sequenceMessages.toAddress, ann));
    expect(first!.messageId).toBe(record!.messageId);
    const logged = await t.database.db
      .select()
      .from(contactAccessLogs)
      .where(and(eq(contactAccessLogs.contactId, annId), eq(contactAccessLogs.accessType, 'email_sent')));
    expect(logged).toHaveLength(1);

    // Nothing more is due during the wait; a second tick sends nothing twice.
    expect(await tick()).toMatchObject({ sent: 0 });

    // Ann is out of office (RFC 3834): the sequence goes on. Bob replies: his enrolment stops.
    await sendRaw(
      ann,
      sender,
      `From: ${ann}\r\nTo: ${sender}\r\nSubject: Out of office\r\nAuto-Submitted: auto-replied\r\nIn-Reply-To: ${record!.messageId}\r\n\r\nAway until Monday.\r\n`,
    );
    const [bobRecord] = await t.database.db.select().from(sequenceMessages).where(eq(sequenceMessages.toAddress, bob));
    const repliedAt = Date.now();
    await sendRaw(
      bob,
      sender,
      `From: ${bob}\r\nTo: ${sender}\r\nSubject: Re: Hello Bob\r\nIn-Reply-To: ${bobRecord!.messageId}\r\nReferences: ${bobRecord!.messageId}\r\n\r\nTell me more.\r\n`,
    );
    await waitForInbox(sender, 2);
    const read = await tick();
    expect(read).toMatchObject({ replied: 1, autoReplies: 1 });
    console.log(`reply → stop: ${Date.now() - repliedAt} ms (delivery through Postfix, then one tick)`);
    expect((await enrolment(bobId)).state).toBe('replied');
    expect((await enrolment(annId)).state).toBe('active');

    offset += 2 * 86_400_000 + 60_000;
    expect(await tick()).toMatchObject({ sent: 1 });
    const annMail = await waitForInbox(ann, 2);
    expect(annMail.map((m) => m.subject)).toEqual(['Hello Ann', 'Following up']);
    expect(await inbox(bob)).toHaveLength(1);
    expect((await enrolment(annId)).state).toBe('finished');
  });

  it('a bounce report (RFC 3464) marks the enrolment Bounced and the address invalid', async () => {
    const cat = await newMailUser('cat');
    const catId = await seedContact(t, owner, { name: 'Cat Moss', email: cat });
    const sequenceId = await createSequence([
      { kind: 'email', subject: 'Hi', body: 'Hello {{first_name}}' },
      { kind: 'wait', days: 1 },
      { kind: 'email', subject: 'Again', body: 'Hello again' },
    ]);
    await enrol(sequenceId, [catId]);
    await tick();
    const [record] = await t.database.db.select().from(sequenceMessages).where(eq(sequenceMessages.toAddress, cat));
    const dsn = [
      `From: MAILER-DAEMON@sender.test`,
      `To: ${sender}`,
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
    await sendRaw('', sender, dsn);
    await waitForInbox(sender, 3);
    expect(await tick()).toMatchObject({ bounced: 1 });
    expect((await enrolment(catId)).state).toBe('bounced');
    const [contact] = await t.database.db.select().from(discoveredContacts).where(eq(discoveredContacts.id, catId));
    expect(contact!.emailStatus).toBe('invalid');
  });

  it('one-click unsubscribe from the header URL, without sign-in, lists the address and ends the enrolment', async () => {
    const dan = await newMailUser('dan');
    const danId = await seedContact(t, owner, { name: 'Dan Oak', email: dan });
    const sequenceId = await createSequence([
      { kind: 'email', subject: 'Hi', body: 'Hello {{first_name}}' },
      { kind: 'wait', days: 1 },
      { kind: 'email', subject: 'Again', body: 'Hello again' },
    ]);
    await enrol(sequenceId, [danId]);
    await tick();
    const [mail] = await waitForInbox(dan, 1);
    const url = new URL(/<([^>]+)>/.exec(rawHeader(mail!, 'List-Unsubscribe')!)![1]!);
    const response = await t.app.request(url.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect((await enrolment(danId)).state).toBe('unsubscribed');
    const listed = await t.database.db
      .select()
      .from(suppressionEntries)
      .where(and(eq(suppressionEntries.companyId, owner.companyId), eq(suppressionEntries.value, dan)));
    expect(listed).toHaveLength(1);
    expect((await enrol(sequenceId, [danId])).json.results[0]).toMatchObject({
      enrolled: false,
      reason: 'On the do-not-contact list',
    });
    expect((await t.app.request('/api/unsubscribe/not-a-real-token-at-all', { method: 'POST' })).status).toBe(404);
  });

  it('a do-not-contact entry added after enrolment blocks the next step', async () => {
    const eve = await newMailUser('eve');
    const eveId = await seedContact(t, owner, { name: 'Eve Park', email: eve });
    const sequenceId = await createSequence([
      { kind: 'email', subject: 'Hi', body: 'Hello {{first_name}}' },
      { kind: 'wait', days: 1 },
      { kind: 'email', subject: 'Again', body: 'Hello again' },
    ]);
    await enrol(sequenceId, [eveId]);
    await tick();
    expect((await t.call('POST', '/api/suppression', { value: eve }, owner.cookie)).status).toBe(201);
    offset += 86_400_000 + 60_000;
    await tick();
    expect(await enrolment(eveId)).toMatchObject({ state: 'blocked', stateNote: 'On the do-not-contact list' });
    expect(await waitForInbox(eve, 2, 1500)).toHaveLength(1);
  });

  it('refuses contacts with a reason and asks to confirm role and unknown addresses; blocks a missing field', async () => {
    const sequenceId = await createSequence([
      { kind: 'email', subject: 'Hi', body: 'Hello {{first_name}}, {{pitch}}' },
    ]);
    const noEmail = await seedContact(t, owner, { name: 'No Mail', email: null });
    const invalid = await seedContact(t, owner, { name: 'Bad Mail', email: 'bad@people.test', emailStatus: 'invalid' });
    const role = await seedContact(t, owner, { name: 'Info Desk', email: 'info@people.test' });
    const unknown = await seedContact(t, owner, {
      name: 'Una Known',
      email: 'una@people.test',
      emailStatus: 'unknown',
    });
    const result = await enrol(sequenceId, [noEmail, invalid, role, unknown]);
    const reasonOf = (id: string) =>
      result.json.results.find((r: { contactId: string }) => r.contactId === id).reason as string;
    expect([noEmail, invalid, role, unknown].map(reasonOf)).toEqual([
      'No e-mail address',
      'E-mail status is invalid',
      'Role address (shared mailbox): confirm to enrol',
      'E-mail status is risky or unknown: confirm to enrol',
    ]);
    const confirmed = await enrol(sequenceId, [unknown], [unknown]);
    expect(confirmed.json.results[0].reason).toMatch(/no value for \{\{pitch\}\}/);
    expect((await enrol(sequenceId, ['00000000-0000-4000-8000-000000000000'])).status).toBe(404);
  });

  it('respects the sending window and the daily limit (moved clock)', async () => {
    const seller2 = await t.ownerWithCompany('owner@limits-co.io', 'Limits Co', 'limits-co');
    const from = await newMailUser('seller2', 'sender.test');
    await t.call(
      'PUT',
      '/api/mailbox',
      mailboxForm(from, {
        dailyLimit: 2,
        windowDays: [1, 2, 3, 4, 5],
        windowStartHour: 9,
        windowEndHour: 17,
        timeZone: 'America/New_York',
      }),
      seller2.cookie,
    );
    const people = await Promise.all([1, 2, 3].map((i) => newMailUser(`lim${i}`)));
    const ids = await Promise.all(people.map((email, i) => seedContact(t, seller2, { name: `Lim ${i}`, email })));
    const created = await t.call(
      'POST',
      '/api/sequences',
      { name: 'Limits', steps: [{ kind: 'email', subject: 'Hi', body: 'Hi {{first_name}}' }] },
      seller2.cookie,
    );
    await t.call('POST', `/api/sequences/${created.json.id}/enrol`, { contactIds: ids }, seller2.cookie);
    const sentCount = async () =>
      (await t.database.db.select().from(sequenceMessages).where(eq(sequenceMessages.companyId, seller2.companyId)))
        .length;
    // Saturday 12:00 in New York: outside the window.
    offset = Date.parse('2026-11-28T17:00:00Z') - base;
    await tick();
    expect(await sentCount()).toBe(0);
    // Monday 08:30 in New York: before the window opens.
    offset = Date.parse('2026-11-30T13:30:00Z') - base;
    await tick();
    expect(await sentCount()).toBe(0);
    // Monday 10:00: two go out (the daily limit), the third waits for Tuesday.
    offset = Date.parse('2026-11-30T15:00:00Z') - base;
    await tick();
    expect(await sentCount()).toBe(2);
    await tick();
    expect(await sentCount()).toBe(2);
    offset = Date.parse('2026-12-01T14:00:00Z') - base;
    await tick();
    expect(await sentCount()).toBe(3);
  });
});
