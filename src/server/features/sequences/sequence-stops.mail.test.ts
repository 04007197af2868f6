import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { sequenceMessages } from '../../db/schema/sequences';
import { suppressionEntries } from '../../db/schema/people';
import {
  mailboxForm,
  newMailUser,
  rawHeader,
  seedContact,
  sequenceMailApp,
  waitForInbox,
} from './sequence-mail.test-support';

// Against the real Postfix and Dovecot started by scripts/mail/ensure-mail-servers.ts (no mocks).
describe('sequences against a real SMTP and IMAP server: what stops or holds a send', () => {
  const seq = sequenceMailApp();

  it('one-click unsubscribe from the header URL, without sign-in, lists the address and ends the enrolment', async () => {
    const dan = await newMailUser('dan');
    const danId = await seedContact(seq.t, seq.owner, { name: 'Dan Oak', email: dan });
    const sequenceId = await seq.createSequence([
      { kind: 'email', subject: 'Hi', body: 'Hello {{first_name}}' },
      { kind: 'wait', days: 1 },
      { kind: 'email', subject: 'Again', body: 'Hello again' },
    ]);
    await seq.enrol(sequenceId, [danId]);
    await seq.tick();
    const [mail] = await waitForInbox(dan, 1);
    const url = new URL(/<([^>]+)>/.exec(rawHeader(mail!, 'List-Unsubscribe')!)![1]!);
    const response = await seq.t.app.request(url.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect((await seq.enrolment(danId)).state).toBe('unsubscribed');
    const listed = await seq.t.database.db
      .select()
      .from(suppressionEntries)
      .where(and(eq(suppressionEntries.companyId, seq.owner.companyId), eq(suppressionEntries.value, dan)));
    expect(listed).toHaveLength(1);
    expect((await seq.enrol(sequenceId, [danId])).json.results[0]).toMatchObject({
      enrolled: false,
      reason: 'On the do-not-contact list',
    });
    expect((await seq.t.app.request('/api/unsubscribe/not-a-real-token-at-all', { method: 'POST' })).status).toBe(404);
  });

  it('a do-not-contact entry added after enrolment blocks the next step', async () => {
    const eve = await newMailUser('eve');
    const eveId = await seedContact(seq.t, seq.owner, { name: 'Eve Park', email: eve });
    const sequenceId = await seq.createSequence([
      { kind: 'email', subject: 'Hi', body: 'Hello {{first_name}}' },
      { kind: 'wait', days: 1 },
      { kind: 'email', subject: 'Again', body: 'Hello again' },
    ]);
    await seq.enrol(sequenceId, [eveId]);
    await seq.tick();
    expect((await seq.t.call('POST', '/api/suppression', { value: eve }, seq.owner.cookie)).status).toBe(201);
    seq.offset += 86_400_000 + 60_000;
    await seq.tick();
    expect(await seq.enrolment(eveId)).toMatchObject({ state: 'blocked', stateNote: 'On the do-not-contact list' });
    expect(await waitForInbox(eve, 2, 1500)).toHaveLength(1);
  });

  it('refuses contacts with a reason and asks to confirm role and unknown addresses; blocks a missing field', async () => {
    const sequenceId = await seq.createSequence([
      { kind: 'email', subject: 'Hi', body: 'Hello {{first_name}}, {{pitch}}' },
    ]);
    const noEmail = await seedContact(seq.t, seq.owner, { name: 'No Mail', email: null });
    const invalid = await seedContact(seq.t, seq.owner, {
      name: 'Bad Mail',
      email: 'bad@people.test',
      emailStatus: 'invalid',
    });
    const role = await seedContact(seq.t, seq.owner, { name: 'Info Desk', email: 'info@people.test' });
    const unknown = await seedContact(seq.t, seq.owner, {
      name: 'Una Known',
      email: 'una@people.test',
      emailStatus: 'unknown',
    });
    const result = await seq.enrol(sequenceId, [noEmail, invalid, role, unknown]);
    const reasonOf = (id: string) =>
      result.json.results.find((r: { contactId: string }) => r.contactId === id).reason as string;
    expect([noEmail, invalid, role, unknown].map(reasonOf)).toEqual([
      'No e-mail address',
      'E-mail status is invalid',
      'Role address (shared mailbox): confirm to enrol',
      'E-mail status is risky or unknown: confirm to enrol',
    ]);
    const confirmed = await seq.enrol(sequenceId, [unknown], [unknown]);
    expect(confirmed.json.results[0].reason).toMatch(/no value for \{\{pitch\}\}/);
    expect((await seq.enrol(sequenceId, ['00000000-0000-4000-8000-000000000000'])).status).toBe(404);
  });

  it('respects the sending window and the daily limit (moved clock)', async () => {
    const seller2 = await seq.t.ownerWithCompany('owner@limits-co.io', 'Limits Co', 'limits-co');
    const from = await newMailUser('seller2', 'sender.test');
    await seq.t.call(
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
    const ids = await Promise.all(people.map((email, i) => seedContact(seq.t, seller2, { name: `Lim ${i}`, email })));
    const created = await seq.t.call(
      'POST',
      '/api/sequences',
      { name: 'Limits', steps: [{ kind: 'email', subject: 'Hi', body: 'Hi {{first_name}}' }] },
      seller2.cookie,
    );
    await seq.t.call('POST', `/api/sequences/${created.json.id}/enrol`, { contactIds: ids }, seller2.cookie);
    const sentCount = async () =>
      (await seq.t.database.db.select().from(sequenceMessages).where(eq(sequenceMessages.companyId, seller2.companyId)))
        .length;
    // Saturday 12:00 in New York: outside the window.
    seq.offset = Date.parse('2026-11-28T17:00:00Z') - seq.base;
    await seq.tick();
    expect(await sentCount()).toBe(0);
    // Monday 08:30 in New York: before the window opens.
    seq.offset = Date.parse('2026-11-30T13:30:00Z') - seq.base;
    await seq.tick();
    expect(await sentCount()).toBe(0);
    // Monday 10:00: two go out (the daily limit), the third waits for Tuesday.
    seq.offset = Date.parse('2026-11-30T15:00:00Z') - seq.base;
    await seq.tick();
    expect(await sentCount()).toBe(2);
    await seq.tick();
    expect(await sentCount()).toBe(2);
    seq.offset = Date.parse('2026-12-01T14:00:00Z') - seq.base;
    await seq.tick();
    expect(await sentCount()).toBe(3);
  });
});
