import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sequenceEnrolments } from '../../db/schema/sequences';
import { createTestApp, type TestApp } from '../../test/test-app';
import { creditsOf } from '../contacts/people.test-support';
import { memberOf } from '../tables/tables.test-support';
import { mailboxForm, seedContact } from './sequence-mail.test-support';

const STEPS = [{ kind: 'email', subject: 'Hello {{first_name}}', body: 'Hi {{first_name}}, {{organization}}.' }];
type Owner = Awaited<ReturnType<TestApp['ownerWithCompany']>>;

describe('bulk Enrol in sequence on selected contacts', () => {
  let t: TestApp;
  let owner: Owner;
  let sequenceId: string;

  const start = (who: Owner, ids: string[], params: Record<string, unknown>) =>
    t.call(
      'POST',
      '/api/bulk-jobs',
      { action: 'enrol-in-sequence', selection: { kind: 'contacts', ids }, params },
      who.cookie,
    );
  const finished = async (id: string, who: Owner = owner) => {
    for (;;) {
      const { json } = await t.call('GET', `/api/bulk-jobs/${id}`, undefined, who.cookie);
      if (['completed', 'cancelled', 'stopped', 'failed'].includes(json.job.status)) return json.job;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const rowsOf = async (id: string, who: Owner = owner) =>
    (await t.call('GET', `/api/bulk-jobs/${id}/rows?limit=200`, undefined, who.cookie)).json.rows as {
      label: string;
      outcome: string;
      message: string;
      creditCharged: number;
    }[];

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.ownerWithCompany('owner@bulk-seq.io', 'Bulk Seq', 'bulk-seq');
    sequenceId = (await t.call('POST', '/api/sequences', { name: 'Intro', steps: STEPS }, owner.cookie)).json.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses to start without a mailbox, with a foreign sequence or wrong settings, and for viewers', async () => {
    const ann = await seedContact(t, owner, { name: 'Ann Lee', email: 'ann@people.test' });
    const noMailbox = await start(owner, [ann], { sequenceId });
    expect(noMailbox.status).toBe(422);
    expect(noMailbox.json.message).toContain('Connect your mailbox first');
    expect((await t.call('PUT', '/api/mailbox', mailboxForm('owner@bulk-seq.io'), owner.cookie)).status).toBe(200);
    expect((await start(owner, [ann], {})).status).toBe(422);
    expect((await start(owner, [ann], { sequenceId: 'nope' })).status).toBe(422);
    expect((await start(owner, [ann], { sequenceId, extra: 1 })).status).toBe(422);
    const missing = await start(owner, [ann], { sequenceId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.status).toBe(404);
    const other = await t.ownerWithCompany('owner@bulk-other.io', 'Other', 'bulk-other');
    expect((await start(other, [ann], { sequenceId })).status).toBe(404);
    const viewer = await memberOf(t, 'viewer@bulk-seq.io', owner.companyId, 'viewer');
    expect((await start(viewer, [ann], { sequenceId })).status).toBe(403);
    // Other actions take no settings.
    const research = await t.call(
      'POST',
      '/api/bulk-jobs',
      { action: 'find-contacts', selection: { kind: 'organizations', ids: [ann] }, params: { sequenceId } },
      owner.cookie,
    );
    expect(research.status).toBe(422);
  });

  it('enrols each selected contact that passes, skips the rest with the reason, and charges no credit', async () => {
    const seed = (name: string, email: string | null, emailStatus = 'verified') =>
      seedContact(t, owner, { name, email, emailStatus });
    const ok = await seed('Bea Good', 'bea@people.test');
    const invalid = await seed('Cy Invalid', 'cy@people.test', 'invalid');
    const none = await seed('Di None', null);
    const risky = await seed('Ed Risky', 'ed@people.test', 'risky');
    const role = await seed('Info Desk', 'info@people.test');
    const blocked = await seed('Fay Blocked', 'fay@people.test');
    expect((await t.call('POST', '/api/suppression', { value: 'fay@people.test' }, owner.cookie)).status).toBe(201);
    const already = await seed('Gus Already', 'gus@people.test');
    await t.call('POST', `/api/sequences/${sequenceId}/enrol`, { contactIds: [already] }, owner.cookie);
    const credits = await creditsOf(t, owner.companyId);

    const res = await start(owner, [ok, invalid, none, risky, role, blocked, already], { sequenceId });
    expect(res.status, JSON.stringify(res.json)).toBe(202);
    const job = await finished(res.json.job.id);
    expect(job).toMatchObject({ status: 'completed', total: 7, done: 1, skipped: 6, produced: 1, creditsCharged: 0 });
    const byName = new Map((await rowsOf(job.id)).map((r) => [r.label, r]));
    expect(byName.get('Bea Good')).toMatchObject({ outcome: 'done', message: 'Enrolled (bea@people.test)' });
    expect(byName.get('Cy Invalid')).toMatchObject({ outcome: 'skipped', message: 'E-mail status is invalid' });
    expect(byName.get('Di None')).toMatchObject({ outcome: 'skipped', message: 'No e-mail address' });
    expect(byName.get('Ed Risky')!.message).toBe('E-mail status is risky or unknown: confirm to enrol');
    expect(byName.get('Info Desk')!.message).toBe('Role address (shared mailbox): confirm to enrol');
    expect(byName.get('Fay Blocked')!.message).toBe('On the do-not-contact list');
    expect(byName.get('Gus Already')!.message).toBe('Already enrolled in an active sequence');
    expect([...byName.values()].every((r) => r.creditCharged === 0)).toBe(true);
    expect(await creditsOf(t, owner.companyId)).toBe(credits);

    // Confirmed: the role address and the risky one go in too; Bea is now already enrolled.
    const again = await start(owner, [ok, risky, role], { sequenceId, confirmRisky: true });
    const second = await finished(again.json.job.id);
    expect(second).toMatchObject({ done: 2, skipped: 1, creditsCharged: 0 });
    const enrolled = await t.database.db
      .select({ contactId: sequenceEnrolments.contactId, state: sequenceEnrolments.state })
      .from(sequenceEnrolments)
      .where(eq(sequenceEnrolments.sequenceId, sequenceId));
    expect(enrolled.map((e) => e.contactId).sort()).toEqual([ok, risky, role, already].sort());
    expect(enrolled.every((e) => e.state === 'active')).toBe(true);
  });

  it('members enrol only their own contacts, with their own mailbox', async () => {
    const member = await memberOf(t, 'member@bulk-seq.io', owner.companyId, 'member');
    expect((await t.call('PUT', '/api/mailbox', mailboxForm('member@bulk-seq.io'), member.cookie)).status).toBe(200);
    const mine = await seedContact(t, member, { name: 'Mo Mine', email: 'mo@people.test' });
    const theirs = await seedContact(t, owner, { name: 'Ola Owners', email: 'ola@people.test' });
    const res = await start(member, [mine, theirs], { sequenceId });
    expect(res.status).toBe(202);
    const job = await finished(res.json.job.id, member);
    expect(job).toMatchObject({ done: 1, skipped: 1 });
    const rows = await rowsOf(job.id, member);
    expect(rows.find((r) => r.label === 'Ola Owners')!.message).toBe('Members enrol only their own contacts');
    const [row] = await t.database.db.select().from(sequenceEnrolments).where(eq(sequenceEnrolments.contactId, mine));
    expect(row!.userId).toBe(member.userId);
  });
});
