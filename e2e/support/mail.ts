import { ImapFlow } from 'imapflow';
import { simpleParser, type ParsedMail } from 'mailparser';
import nodemailer from 'nodemailer';
import { addMailUser, MAIL_TEST } from '../../scripts/mail/ensure-mail-servers';

// The browser tests' side of the local Postfix and Dovecot (scripts/mail/ensure-mail-servers.ts): test users,
// their INBOX over IMAP, and a message sent through Postfix (a contact's reply).

const imap = (address: string) =>
  new ImapFlow({
    host: MAIL_TEST.host,
    port: MAIL_TEST.imapPort,
    secure: false,
    auth: { user: address, pass: MAIL_TEST.password },
    logger: false,
  });

/** A fresh IMAP user; Dovecot may take a moment to read its passwd-file again, so wait for a login to succeed. */
export async function newMailUser(address: string) {
  await addMailUser(address);
  const end = Date.now() + 15_000;
  for (;;) {
    const client = imap(address);
    try {
      await client.connect();
      await client.logout();
      return address;
    } catch (error) {
      client.close();
      if ((error as { authenticationFailed?: boolean }).authenticationFailed !== true || Date.now() > end) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

async function inbox(address: string): Promise<ParsedMail[]> {
  const client = imap(address);
  await client.connect();
  const lock = await client.getMailboxLock('INBOX');
  const sources: Buffer[] = [];
  try {
    if (client.mailbox && client.mailbox.exists)
      for await (const m of client.fetch('1:*', { source: true })) if (m.source) sources.push(m.source);
  } finally {
    lock.release();
    await client.logout();
  }
  return Promise.all(sources.map((s) => simpleParser(s)));
}

/** The INBOX once it holds `count` messages (Postfix delivers asynchronously); a fresh mailbox exists on delivery. */
export async function waitForInbox(address: string, count: number, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const messages = await inbox(address).catch(() => [] as ParsedMail[]);
    if (messages.length >= count || Date.now() > end) return messages;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A plain reply to `original`, from its recipient to its sender, through the local Postfix. */
export async function reply(original: ParsedMail, from: string, to: string, text: string) {
  const transport = nodemailer.createTransport({ host: MAIL_TEST.host, port: MAIL_TEST.smtpPort, secure: false });
  await transport.sendMail({
    from,
    to,
    subject: `Re: ${original.subject ?? ''}`,
    inReplyTo: original.messageId,
    references: original.messageId ? [original.messageId] : [],
    text,
  });
  transport.close();
}
