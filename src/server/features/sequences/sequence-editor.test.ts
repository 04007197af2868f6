import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sequenceEnrolments, sequenceMessages } from '../../db/schema/sequences';
import { targetOrganizations } from '../../db/schema/workflow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { memberOf } from '../tables/tables.test-support';
import { mailboxForm, seedContact } from './sequence-mail.test-support';

const STEPS = [
  { kind: 'email', subject: 'Hello {{first_name}}', body: 'Hi {{first_name}}, {{title}} at {{organization}}.' },
  { kind: 'wait', days: 2 },
  { kind: 'email', subject: 'Again', body: 'Hi {{first_name|there}}' },
];

describe('sequence editor: edit, live preview on a real contact, reply rate per step', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;
  let sequenceId: string;

  beforeAll(async () => {
    t = await createTestApp({ workers: false });
    owner = await t.ownerWithCompany('owner@editor-seq.io', 'Editor Seq', 'editor-seq');
    sequenceId = (await t.call('POST', '/api/sequences', { name: 'Intro', steps: STEPS }, owner.cookie)).json.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('edits an existing sequence: name, solution and steps', async () => {
    const steps = [{ kind: 'email', subject: 'New', body: 'Hi {{first_name|there}}' }];
    const put = await t.call(
      'PUT',
      `/api/sequences/${sequenceId}`,
      { name: 'Renamed', solutionName: 'Robots', steps },
      owner.cookie,
    );
    expect(put.status).toBe(200);
    const [got] = (await t.call('GET', '/api/sequences', undefined, owner.cookie)).json.sequences;
    expect(got).toMatchObject({ name: 'Renamed', solutionName: 'Robots', steps });
    expect((await t.call('PUT', `/api/sequences/${sequenceId}`, { name: '', steps }, owner.cookie)).status).toBe(422);
    await t.call(
      'PUT',
      `/api/sequences/${sequenceId}`,
      { name: 'Intro', solutionName: null, steps: STEPS },
      owner.cookie,
    );
  });

  it('lists contacts to preview on and gives one contact the fields a send would fill', async () => {
    const ann = await seedContact(t, owner, { name: 'Ann Lee', email: 'ann@people.test', organization: 'Acme Labs' });
    await seedContact(t, owner, { name: 'Bob 100% Ray', email: 'bob@people.test' });
    const all = await t.call('GET', '/api/sequences/sample-contacts', undefined, owner.cookie);
    expect(all.status).toBe(200);
    expect(all.json.contacts.map((c: { name: string }) => c.name).sort()).toEqual(['Ann Lee', 'Bob 100% Ray']);
    expect(all.json.contacts.find((c: { id: string }) => c.id === ann)).toMatchObject({
      organizationName: 'Acme Labs',
    });
    const found = await t.call('GET', '/api/sequences/sample-contacts?q=ann', undefined, owner.cookie);
    expect(found.json.contacts.map((c: { name: string }) => c.name)).toEqual(['Ann Lee']);
    // % is a character, not a wildcard.
    const percent = await t.call('GET', '/api/sequences/sample-contacts?q=0%25', undefined, owner.cookie);
    expect(percent.json.contacts.map((c: { name: string }) => c.name)).toEqual(['Bob 100% Ray']);
    const values = await t.call(
      'GET',
      `/api/sequences/sample-contacts/${ann}?solution=Robots`,
      undefined,
      owner.cookie,
    );
    expect(values.status).toBe(200);
    // No title and no pitch: the editor says which fields block this contact's e-mail.
    expect(values.json).toEqual({
      name: 'Ann Lee',
      values: { name: 'Ann Lee', first_name: 'Ann', last_name: 'Lee', organization: 'Acme Labs' },
    });
    await t.database.db
      .update(targetOrganizations)
      .set({ aiReasoning: 'Hiring robot engineers' })
      .where(eq(targetOrganizations.name, 'Acme Labs'));
    const withReason = await t.call('GET', `/api/sequences/sample-contacts/${ann}`, undefined, owner.cookie);
    expect(withReason.json.values.reason).toBe('Hiring robot engineers');
  });

  it('refuses members, viewers, another company and bad input', async () => {
    const ann = (await t.call('GET', '/api/sequences/sample-contacts?q=ann', undefined, owner.cookie)).json.contacts[0]
      .id;
    const member = await memberOf(t, 'member@editor-seq.io', owner.companyId, 'member');
    const viewer = await memberOf(t, 'viewer@editor-seq.io', owner.companyId, 'viewer');
    for (const who of [member, viewer]) {
      expect((await t.call('GET', '/api/sequences/sample-contacts', undefined, who.cookie)).status).toBe(403);
      expect((await t.call('GET', `/api/sequences/sample-contacts/${ann}`, undefined, who.cookie)).status).toBe(403);
    }
    const other = await t.ownerWithCompany('owner@editor-other.io', 'Other', 'editor-other');
    expect((await t.call('GET', `/api/sequences/sample-contacts/${ann}`, undefined, other.cookie)).status).toBe(404);
    expect((await t.call('GET', '/api/sequences/sample-contacts', undefined, other.cookie)).json.contacts).toEqual([]);
    expect(
      (await t.call('PUT', `/api/sequences/${sequenceId}`, { name: 'X', steps: STEPS }, other.cookie)).status,
    ).toBe(404);
    expect((await t.call('GET', '/api/sequences/sample-contacts/nope', undefined, owner.cookie)).status).toBe(404);
    const long = 'x'.repeat(201);
    expect((await t.call('GET', `/api/sequences/sample-contacts?q=${long}`, undefined, owner.cookie)).status).toBe(422);
  });

  it('counts, per e-mail step, the messages sent and the replies each drew', async () => {
    expect((await t.call('PUT', '/api/mailbox', mailboxForm('owner@editor-seq.io'), owner.cookie)).status).toBe(200);
    const ids = await Promise.all(
      ['Cy One', 'Di Two', 'Ed Three'].map((name, i) =>
        seedContact(t, owner, { name, email: `p${i}@people.test`, organization: 'Stats Org' }),
      ),
    );
    const steps = STEPS.map((s) => (s.kind === 'email' ? { ...s, body: 'Hi {{first_name}}' } : s));
    const sequence = (await t.call('POST', '/api/sequences', { name: 'Stats', steps }, owner.cookie)).json.id;
    const enrol = await t.call('POST', `/api/sequences/${sequence}/enrol`, { contactIds: ids }, owner.cookie);
    expect(enrol.json.enrolled).toBe(3);
    const enrolments = await t.database.db
      .select()
      .from(sequenceEnrolments)
      .where(eq(sequenceEnrolments.sequenceId, sequence));
    const byContact = new Map(enrolments.map((e) => [e.contactId, e]));
    const sent = async (contactId: string, stepIndex: number, status = 'sent') => {
      const e = byContact.get(contactId)!;
      await t.database.db.insert(sequenceMessages).values({
        companyId: owner.companyId,
        enrolmentId: e.id,
        mailboxId: e.mailboxId,
        stepIndex,
        messageId: `<${contactId}-${stepIndex}@editor.test>`,
        toAddress: 'x@people.test',
        subject: 'Hi',
        status,
      });
    };
    // Cy replied after the second e-mail, Di after the first, Ed has not replied (and one message unconfirmed).
    await sent(ids[0]!, 0);
    await sent(ids[0]!, 2);
    await sent(ids[1]!, 0);
    await sent(ids[2]!, 0);
    await sent(ids[2]!, 2, 'unconfirmed');
    for (const id of [ids[0]!, ids[1]!])
      await t.database.db
        .update(sequenceEnrolments)
        .set({ state: 'replied' })
        .where(eq(sequenceEnrolments.id, byContact.get(id)!.id));
    const list = (await t.call('GET', '/api/sequences', undefined, owner.cookie)).json.sequences;
    const stats = list.find((s: { id: string }) => s.id === sequence);
    expect(stats.stepStats).toEqual([
      { stepIndex: 0, sent: 3, replied: 1 },
      { stepIndex: 2, sent: 1, replied: 1 },
    ]);
    expect(stats.counts.replied).toBe(2);
    expect(list.find((s: { id: string }) => s.id === sequenceId).stepStats).toEqual([]);
  });
});
