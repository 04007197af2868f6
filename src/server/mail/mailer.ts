import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/audit';
import type { Logger } from '../logger';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send: (message: MailMessage) => Promise<void>; kind: 'smtp' | 'outbox' };

/**
 * Sends through SMTP when SMTP_URL is set; otherwise keeps the message in the outbox table
 * and prints it to the log, so links (verification, invitations) are reachable locally.
 */
export function createMailer(options: { db: Db; smtpUrl?: string; from: string; logger: Logger }): Mailer {
  const { db, smtpUrl, from, logger } = options;
  // nodemailer is loaded only when SMTP is configured, and not before the first message.
  let transport: Promise<{ sendMail: (m: object) => Promise<unknown> }> | null = null;
  const smtp = () => (transport ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl)));
  return {
    kind: smtpUrl ? 'smtp' : 'outbox',
    async send(message) {
      if (smtpUrl) {
        await (await smtp()).sendMail({ from, ...message });
        await db.insert(mailOutbox).values({ ...message, status: 'sent' });
        logger.info('mail sent', { to: message.to, subject: message.subject });
        return;
      }
      await db.insert(mailOutbox).values({ ...message, status: 'stored' });
      logger.info('mail stored in outbox (no SMTP_URL set)', { to: message.to, subject: message.subject, text: message.text });
    },
  };
}
