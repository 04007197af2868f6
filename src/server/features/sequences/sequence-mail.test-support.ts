import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import { simpleParser, type ParsedMail } from 'mailparser';
import { addMailUser, ensureMailServers, MAIL_TEST } from '../../../../scripts/mail/ensure-mail-servers';
import { discoveredContacts } from '../../db/schema/workflow';
import { sequenceEnrolments } from '../../db/schema/sequences';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedOrganization } from '../../test/seed-organization';
import { runSequenceTick } from './sequence-worker';

export { ensureMailServers, MAIL_TEST };

/** A fresh address on the test domain with an IMAP login (password MAIL_TEST.password). */
export async function newMailUser(prefix: string, domain = 'people.test') {
  const address = `${prefix}-${randomUUID().slice(0, 8)}@${domain}`;
  await addMailUser(address);
  await untilLoginAccepted(address);
  return address;
}

/**
 * Dovecot reads its passwd-file again only when it sees the file changed, and two users added within the same
 * second can leave the second one unknown for a while ("Authentication failed"): a new user is ready once a
 * login succeeds.
 */
async function untilLoginAccepted(address: string, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const client = imap(address);
    try {
      await client.connect();
      await client.logout();
      return;
    } catch (error) {
      client.close();
      const refused = (error as { authenticationFailed?: boolean }).authenticationFailed === true;
      if (!refused || Date.now() > end) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

const imap = (address: string) =>
  new ImapFlow({
    host: MAIL_TEST.host,
    port: MAIL_TEST.imapPort,
    secure: false,
    auth: { user: address, pass: MAIL_TEST.password },
    logger: false,
  });

/** The Mailbox form for a user of the local Postfix (SMTP, no sign-in) and Dovecot (IMAP). */
export const mailboxForm = (address: string, extra: Record<string, unknown> = {}) => ({
  fromName: 'Sam Seller',
  fromAddress: address,
  smtpHost: MAIL_TEST.host,
  smtpPort: MAIL_TEST.smtpPort,
  smtpSecure: false,
  smtpUser: '',
  smtpPassword: '',
  imapHost: MAIL_TEST.host,
  imapPort: MAIL_TEST.imapPort,
  imapSecure: false,
  imapUser: address,
  imapPassword: MAIL_TEST.password,
  dailyLimit: 50,
  windowDays: [1, 2, 3, 4, 5, 6, 7],
  windowStartHour: 0,
  windowEndHour: 24,
  timeZone: 'UTC',
  signature: 'Sam Seller\nAcme',
  ...extra,
});

/** Every message in the address's INBOX, parsed, oldest first. */
export async function inbox(address: string): Promise<ParsedMail[]> {
  const client = imap(address);
  await client.connect();
  const lock = await client.getMailboxLock('INBOX');
  const sources: Buffer[] = [];
  try {
    if ((client.mailbox && client.mailbox.exists) || 0)
      for await (const m of client.fetch('1:*', { source: true })) if (m.source) sources.push(m.source);
  } finally {
    lock.release();
    await client.logout();
  }
  return Promise.all(sources.map((s) => simpleParser(s)));
}

/** Waits (polling IMAP, Postfix delivers asynchronously) until the INBOX holds `count` messages. */
export async function waitForInbox(address: string, count: number, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    // A fresh address has no mailbox until its first delivery, and Dovecot refuses a SELECT that races the LMTP
    // delivery creating it ("Command failed"): that read counts as "not delivered yet", up to the deadline.
    const messages = await inbox(address).catch((error: unknown) => {
      if (Date.now() > end) throw error;
      return [];
    });
    if (messages.length >= count || Date.now() > end) return messages;
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Sends a raw message through the local Postfix (a reply, a bounce report…). */
export async function sendRaw(from: string, to: string, raw: string) {
  const transport = nodemailer.createTransport({ host: MAIL_TEST.host, port: MAIL_TEST.smtpPort, secure: false });
  await transport.sendMail({ envelope: { from, to }, raw });
  transport.close();
}

/** A contact of the owner's company with an e-mail address and status. */
export async function seedContact(
  t: TestApp,
  owner: { companyId: string; userId: string },
  contact: { name: string; email: string | null; emailStatus?: string; organization?: string },
) {
  const organizationId = await seedOrganization(t.database.db, owner, contact.organization ?? 'Brightpath Labs');
  const [row] = await t.database.db
    .insert(discoveredContacts)
    .values({
      organizationId,
      companyId: owner.companyId,
      userId: owner.userId,
      name: contact.name,
      email: contact.email,
      emailStatus: contact.emailStatus ?? 'verified',
      dataExpiresAt: new Date(Date.now() + 30 * 86_400_000),
    })
    .returning({ id: discoveredContacts.id });
  return row!.id;
}

/** A header's raw value as it arrived (mailparser folds List-* headers into `list`). */
export const rawHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((h) => h.key === name.toLowerCase())
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, ' ');

/**
 * For a describe against the real Postfix and Dovecot: a test app on a clock the tests move (`offset` from
 * Wednesday 25 Nov 2026 10:00 UTC), an owner whose mailbox is a fresh sender address, and the steps the tests
 * repeat. Started in beforeAll, closed in afterAll.
 */
export function sequenceMailApp() {
  const base = Date.parse('2026-11-25T10:00:00Z');
  const mail = {
    base,
    offset: 0,
    t: undefined as unknown as TestApp,
    owner: undefined as unknown as Awaited<ReturnType<TestApp['ownerWithCompany']>>,
    sender: '',
    tick: () => runSequenceTick(mail.t.deps),
    enrolment: async (contactId: string) =>
      (
        await mail.t.database.db.select().from(sequenceEnrolments).where(eq(sequenceEnrolments.contactId, contactId))
      )[0]!,
    createSequence: async (steps: unknown[], name = 'Intro') => {
      const created = await mail.t.call(
        'POST',
        '/api/sequences',
        { name, solutionName: null, steps },
        mail.owner.cookie,
      );
      expect(created.status).toBe(201);
      return created.json.id as string;
    },
    enrol: async (sequenceId: string, contactIds: string[], confirmed: string[] = []) =>
      mail.t.call('POST', `/api/sequences/${sequenceId}/enrol`, { contactIds, confirmed }, mail.owner.cookie),
  };
  const clock = { now: () => new Date(base + mail.offset) };
  beforeAll(async () => {
    await ensureMailServers();
    mail.t = await createTestApp({ workers: false, clock, env: { MAILBOX_ALLOW_PRIVATE_HOSTS: 'true' } });
    mail.owner = await mail.t.ownerWithCompany('owner@seq-co.io', 'Seq Co', 'seq-co');
    mail.sender = await newMailUser('seller', 'sender.test');
    const saved = await mail.t.call('PUT', '/api/mailbox', mailboxForm(mail.sender), mail.owner.cookie);
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await mail.t?.close();
  });
  return mail;
}
