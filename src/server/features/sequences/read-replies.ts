import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import type { Deps } from '../../context';
import type { Tx } from '../../db/client';
import { mailboxes, sequenceEnrolments, sequenceMessages } from '../../db/schema/sequences';
import { discoveredContacts } from '../../db/schema/workflow';
import { withTenant } from '../../db/tenant';
import { imapClient, mailErrorText } from '../mailboxes/mail-connections';
import { imapLogin, type MailboxRow } from '../mailboxes/mailboxes.service';

const LIVE = ['active', 'paused'];
export type ReadOutcome = { read: number; replied: number; bounced: number; autoReplies: number };

/** Reads every mailbox that has a contact in a live enrolment (all companies: a system task). */
export async function readAllMailboxes(deps: Deps) {
  const rows = await deps.database.db
    .select()
    .from(mailboxes)
    .where(
      sql`exists (select 1 from ${sequenceEnrolments} e where e.mailbox_id = ${mailboxes.id} and e.state in ('active', 'paused'))`,
    );
  const total: ReadOutcome = { read: 0, replied: 0, bounced: 0, autoReplies: 0 };
  for (const mailbox of rows) {
    const outcome = await readMailbox(deps, mailbox);
    for (const key of Object.keys(total) as (keyof ReadOutcome)[]) total[key] += outcome[key];
  }
  return total;
}

/** The Message-IDs a message names (In-Reply-To and References). */
const referencedIds = (mail: ParsedMail) =>
  [mail.inReplyTo, ...(Array.isArray(mail.references) ? mail.references : [mail.references])].filter(
    (id): id is string => Boolean(id),
  );

/** A delivery status notification (RFC 3464): multipart/report with report-type delivery-status. */
function isDsn(mail: ParsedMail) {
  const type = mail.headers.get('content-type') as { value?: string; params?: Record<string, string> } | undefined;
  return (
    type?.value?.toLowerCase() === 'multipart/report' &&
    type.params?.['report-type']?.toLowerCase() === 'delivery-status'
  );
}

/** RFC 3834: anything but "no" is an automatic message (out of office, vacation…). */
function isAutoSubmitted(mail: ParsedMail) {
  const value = mail.headers.get('auto-submitted');
  return typeof value === 'string' && value.trim().toLowerCase() !== 'no';
}

async function stopEnrolments(tx: Tx, companyId: string, ids: string[], state: 'replied' | 'bounced', note: string) {
  if (ids.length === 0) return 0;
  const stopped = await tx
    .update(sequenceEnrolments)
    .set({ state, stateNote: note, nextRunAt: null, updatedAt: new Date() })
    .where(
      and(
        eq(sequenceEnrolments.companyId, companyId),
        inArray(sequenceEnrolments.id, ids),
        inArray(sequenceEnrolments.state, LIVE),
      ),
    )
    .returning({ id: sequenceEnrolments.id });
  return stopped.length;
}

/** Handles one message of the mailbox's INBOX: a bounce, a reply, an automatic reply or nothing of ours. */
async function handleMessage(
  deps: Deps,
  tx: Tx,
  mailbox: MailboxRow,
  source: Buffer,
): Promise<keyof ReadOutcome | null> {
  const { simpleParser } = await import('mailparser'); // with the first reply read, not with the server
  const mail = await simpleParser(source, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true });
  const companyId = mailbox.companyId;
  if (isDsn(mail)) {
    const raw = source.toString('utf8');
    // The report names the original message in its returned headers (text/rfc822-headers or message/rfc822).
    const ids = [...raw.matchAll(/^Message-ID:\s*(<[^>\s]+>)/gim)].map((m) => m[1]!);
    const failed = /^Action:\s*failed/im.test(raw);
    if (!failed || ids.length === 0) return null;
    const sent = await tx
      .select({ enrolmentId: sequenceMessages.enrolmentId, toAddress: sequenceMessages.toAddress })
      .from(sequenceMessages)
      .where(and(eq(sequenceMessages.mailboxId, mailbox.id), inArray(sequenceMessages.messageId, ids)));
    if (sent.length === 0) return null;
    const status = /^Status:\s*([0-9.]+)/im.exec(raw)?.[1];
    const note = `The message to ${sent[0]!.toAddress} bounced${status ? ` (status ${status})` : ''}`;
    await stopEnrolments(tx, companyId, [...new Set(sent.map((s) => s.enrolmentId))], 'bounced', note);
    const enrolled = await tx
      .select({ contactId: sequenceEnrolments.contactId })
      .from(sequenceEnrolments)
      .where(
        inArray(
          sequenceEnrolments.id,
          sent.map((s) => s.enrolmentId),
        ),
      );
    await tx
      .update(discoveredContacts)
      .set({
        emailStatus: 'invalid',
        emailCheck: {
          status: 'invalid',
          reason: note,
          verifier: 'scoutline',
          label: 'Sequence bounce',
          checkedAt: deps.clock.now().toISOString(),
          origin: 'found',
        },
        updatedAt: deps.clock.now(),
      })
      .where(
        and(
          eq(discoveredContacts.companyId, companyId),
          inArray(
            discoveredContacts.id,
            enrolled.map((e) => e.contactId),
          ),
        ),
      );
    return 'bounced';
  }
  if (isAutoSubmitted(mail)) return 'autoReplies';

  const refs = referencedIds(mail);
  let enrolmentIds: string[] = [];
  if (refs.length > 0) {
    const rows = await tx
      .select({ enrolmentId: sequenceMessages.enrolmentId })
      .from(sequenceMessages)
      .where(and(eq(sequenceMessages.mailboxId, mailbox.id), inArray(sequenceMessages.messageId, refs)));
    enrolmentIds = rows.map((r) => r.enrolmentId);
  }
  const from = mail.from?.value[0]?.address?.toLowerCase();
  if (enrolmentIds.length === 0 && from) {
    const rows = await tx
      .select({ id: sequenceEnrolments.id })
      .from(sequenceEnrolments)
      .innerJoin(discoveredContacts, eq(discoveredContacts.id, sequenceEnrolments.contactId))
      .where(
        and(
          eq(sequenceEnrolments.mailboxId, mailbox.id),
          inArray(sequenceEnrolments.state, LIVE),
          sql`lower(${discoveredContacts.email}) = ${from}`,
        ),
      );
    enrolmentIds = rows.map((r) => r.id);
  }
  if (enrolmentIds.length === 0) return null;
  const when = (mail.date ?? deps.clock.now()).toISOString();
  const stopped = await stopEnrolments(tx, companyId, enrolmentIds, 'replied', `Replied on ${when.slice(0, 10)}`);
  return stopped > 0 ? 'replied' : null;
}

/** Reads the mailbox's INBOX from the last UID seen (all of it again when the UIDVALIDITY changed). */
export async function readMailbox(deps: Deps, mailbox: MailboxRow): Promise<ReadOutcome> {
  const outcome: ReadOutcome = { read: 0, replied: 0, bounced: 0, autoReplies: 0 };
  const saveState = (values: Partial<typeof mailboxes.$inferInsert>) =>
    withTenant(deps.database.db, mailbox.companyId, (tx) =>
      tx.update(mailboxes).set(values).where(eq(mailboxes.id, mailbox.id)),
    );
  let client: Awaited<ReturnType<typeof imapClient>> | null = null;
  try {
    client = await imapClient(imapLogin(deps, mailbox), deps.env.MAILBOX_ALLOW_PRIVATE_HOSTS);
    client.on('error', () => undefined);
    await client.connect();
    const lock = await client.getMailboxLock('INBOX');
    let lastUid = mailbox.imapLastUid;
    try {
      const opened = client.mailbox;
      const validity = opened ? String(opened.uidValidity) : null;
      if (validity !== mailbox.imapUidValidity) lastUid = 0;
      const fetched: { uid: number; source: Buffer }[] = [];
      for await (const message of client.fetch(`${lastUid + 1}:*`, { uid: true, source: true }, { uid: true })) {
        if (message.uid > lastUid && message.source) fetched.push({ uid: message.uid, source: message.source });
      }
      for (const message of fetched.sort((a, b) => a.uid - b.uid)) {
        const kind = await withTenant(deps.database.db, mailbox.companyId, (tx) =>
          handleMessage(deps, tx, mailbox, message.source),
        );
        outcome.read += 1;
        if (kind) outcome[kind] += 1;
        lastUid = message.uid;
      }
      await saveState({
        imapLastUid: lastUid,
        imapUidValidity: validity,
        imapCheckedAt: deps.clock.now(),
        imapError: null,
      });
    } finally {
      lock.release();
    }
    await client.logout();
  } catch (error) {
    client?.close();
    const detail = mailErrorText(error);
    deps.logger.warn('mailbox could not be read', { mailboxId: mailbox.id, detail });
    await saveState({ imapCheckedAt: deps.clock.now(), imapError: `Could not read the mailbox: ${detail}` });
  }
  return outcome;
}
