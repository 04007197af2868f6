import { and, eq, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Deps } from '../../context';
import { authAuditLog } from '../../db/schema/audit';
import { sequenceEnrolments, sequenceMessages } from '../../db/schema/sequences';
import { withTenant } from '../../db/tenant';
import { logContactAccess } from '../contacts/contacts.queries';
import { mailErrorText, smtpTransport } from '../mailboxes/mail-connections';
import { smtpLogin, type MailboxRow } from '../mailboxes/mailboxes.service';
import { advance, block, type Due } from './enrolment-state';

/** A connection failure or a temporary (4xx) refusal: the step is tried again this much later. */
const RETRY_MS = 10 * 60_000;
export type Transports = Map<string, Promise<Transporter>>;

export type Prepared =
  | { kind: 'done' }
  | { kind: 'continue' }
  | {
      kind: 'send';
      mailbox: MailboxRow;
      contactId: string;
      userId: string;
      record: typeof sequenceMessages.$inferSelect;
      text: string;
      unsubscribe: string;
      total: number;
    };

export async function deliver(deps: Deps, due: Due, p: Extract<Prepared, { kind: 'send' }>, transports: Transports) {
  const { mailbox, record } = p;
  try {
    let transport = transports.get(mailbox.id);
    if (!transport) {
      transport = smtpTransport(smtpLogin(deps, mailbox), deps.env.MAILBOX_ALLOW_PRIVATE_HOSTS);
      transports.set(mailbox.id, transport);
    }
    await (
      await transport
    ).sendMail({
      from: { name: mailbox.fromName, address: mailbox.fromAddress },
      to: record.toAddress,
      subject: record.subject,
      text: p.text,
      messageId: record.messageId,
      headers: {
        'List-Unsubscribe': `<${p.unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  } catch (error) {
    const code = (error as { responseCode?: number }).responseCode ?? 0;
    const detail = mailErrorText(error);
    await withTenant(deps.database.db, due.companyId, async (tx) => {
      if (code >= 500) {
        // Refused for good: the record stays (failed) and the enrolment says why.
        await tx
          .update(sequenceMessages)
          .set({ status: 'failed', error: detail })
          .where(eq(sequenceMessages.id, record.id));
        await block(tx, due, `The mail server refused the message: ${detail}`);
      } else {
        // Not accepted (no connection, or a temporary refusal): nothing went out, so it may be tried again.
        await tx.delete(sequenceMessages).where(eq(sequenceMessages.id, record.id));
        await tx
          .update(sequenceEnrolments)
          .set({ nextRunAt: new Date(deps.clock.now().getTime() + RETRY_MS), stateNote: `Not sent yet: ${detail}` })
          .where(eq(sequenceEnrolments.id, due.id));
      }
    });
    deps.logger.warn('sequence e-mail not sent', { enrolmentId: due.id, code, detail });
    return false;
  }
  const now = deps.clock.now();
  await withTenant(deps.database.db, due.companyId, async (tx) => {
    await tx.update(sequenceMessages).set({ status: 'sent', sentAt: now }).where(eq(sequenceMessages.id, record.id));
    await tx
      .update(sequenceEnrolments)
      .set({ stateNote: null })
      .where(and(eq(sequenceEnrolments.id, due.id), sql`${sequenceEnrolments.stateNote} is not null`));
    await advance(tx, due, record.stepIndex, p.total, now);
    await logContactAccess(tx, {
      companyId: due.companyId,
      userId: p.userId,
      contactIds: [p.contactId],
      accessType: 'email_sent',
      userAgent: null,
    });
    await tx.insert(authAuditLog).values({
      identifier: mailbox.fromAddress,
      operationType: 'sequence_email_sent',
      success: true,
      userId: p.userId,
      details: { companyId: due.companyId, enrolmentId: due.id, step: record.stepIndex, messageId: record.messageId },
    });
  });
  return true;
}
