import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailboxes } from '../../db/schema/sequences';
import { createTestApp, type TestApp } from '../../test/test-app';
import { impersonate, userWithRole } from '../support/support.test-support';
import { memberOf } from '../tables/tables.test-support';
import { mailboxForm, seedContact } from './sequence-mail.test-support';

const STEPS = [{ kind: 'email', subject: 'Hi', body: 'Hello {{first_name|there}}' }];

describe('sequences and mailboxes: roles, tenancy and impersonation', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;
  let sequenceId: string;

  beforeAll(async () => {
    t = await createTestApp({ workers: false });
    owner = await t.ownerWithCompany('owner@roles-seq.io', 'Roles Seq', 'roles-seq');
    sequenceId = (await t.call('POST', '/api/sequences', { name: 'Intro', steps: STEPS }, owner.cookie)).json.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores mailbox passwords encrypted and refuses private hosts unless MAILBOX_ALLOW_PRIVATE_HOSTS', async () => {
    const saved = await t.call(
      'PUT',
      '/api/mailbox',
      mailboxForm('owner@roles-seq.io', { imapPassword: 'imap-secret-1' }),
      owner.cookie,
    );
    expect(saved.status).toBe(200);
    expect(JSON.stringify(saved.json)).not.toContain('imap-secret-1');
    const [row] = await t.database.db.select().from(mailboxes).where(eq(mailboxes.userId, owner.userId));
    expect(row!.imapPassword).toMatch(/^v1:/);
    expect(row!.imapPassword).not.toContain('imap-secret-1');
    const test = await t.call('POST', '/api/mailbox/test', mailboxForm('owner@roles-seq.io'), owner.cookie);
    expect(test.json.smtp).toEqual({
      ok: false,
      message: "127.0.0.1 is a private or local address; use your mail provider's public host.",
    });
    const bad = await t.call('PUT', '/api/mailbox', { ...mailboxForm('x@y.io'), smtpPort: 'nope' }, owner.cookie);
    expect(bad.status).toBe(422);
  });

  it('viewers cannot enrol; members cannot manage sequences and enrol only their own contacts', async () => {
    const viewer = await memberOf(t, 'viewer@roles-seq.io', owner.companyId, 'viewer');
    const member = await memberOf(t, 'member@roles-seq.io', owner.companyId, 'member');
    const ownersContact = await seedContact(t, owner, { name: 'Olga Owner', email: 'olga@people.test' });
    const membersContact = await seedContact(t, member, { name: 'Mia Member', email: 'mia@people.test' });
    expect((await t.call('GET', '/api/sequences', undefined, viewer.cookie)).status).toBe(200);
    const viewerEnrol = await t.call(
      'POST',
      `/api/sequences/${sequenceId}/enrol`,
      { contactIds: [ownersContact] },
      viewer.cookie,
    );
    expect(viewerEnrol.status).toBe(403);
    expect((await t.call('POST', '/api/sequences', { name: 'X', steps: STEPS }, member.cookie)).status).toBe(403);
    await t.call('PUT', '/api/mailbox', mailboxForm('member@roles-seq.io'), member.cookie);
    const enrolled = await t.call(
      'POST',
      `/api/sequences/${sequenceId}/enrol`,
      { contactIds: [ownersContact, membersContact] },
      member.cookie,
    );
    const reasons = Object.fromEntries(
      enrolled.json.results.map((r: { contactId: string; reason: string | null }) => [r.contactId, r.reason]),
    );
    expect(reasons).toEqual({ [ownersContact]: 'Members enrol only their own contacts', [membersContact]: null });
    const members = await t.call('GET', '/api/mailbox/members', undefined, member.cookie);
    expect(members.status).toBe(403);
  });

  it("another company's user gets 404 for the sequence", async () => {
    const other = await t.ownerWithCompany('owner@other-seq.io', 'Other Seq', 'other-seq');
    expect((await t.call('GET', `/api/sequences/${sequenceId}/enrolments`, undefined, other.cookie)).status).toBe(404);
    expect(
      (await t.call('PUT', `/api/sequences/${sequenceId}`, { name: 'Mine', steps: STEPS }, other.cookie)).status,
    ).toBe(404);
  });

  it('impersonating support can neither read nor change a mailbox, even with write actions on', async () => {
    const support = await userWithRole(t, 'tech_support');
    await impersonate(t, support.cookie, owner.userId, true);
    expect((await t.call('GET', '/api/mailbox', undefined, support.cookie)).status).toBe(403);
    expect((await t.call('PUT', '/api/mailbox', mailboxForm('evil@x.io'), support.cookie)).status).toBe(403);
    expect((await t.call('POST', '/api/mailbox/test', mailboxForm('evil@x.io'), support.cookie)).status).toBe(403);
    await t.call('POST', '/api/support/impersonation/stop', {}, support.cookie);
  });
});
