import { existsSync } from 'node:fs';

/** The programs the mail tests start (Debian's postfix, dovecot-imapd, dovecot-lmtpd). */
export const MAIL_PROGRAMS = ['/usr/sbin/postfix', '/usr/lib/dovecot/imap', '/usr/lib/dovecot/lmtp'] as const;
export const MAIL_PACKAGES = ['postfix', 'dovecot-imapd', 'dovecot-lmtpd'] as const;
export const MISSING_MAIL_MESSAGE =
  "The mail tests need Debian's postfix, dovecot-imapd and dovecot-lmtpd, and root to start them: " +
  'run `apt-get install postfix dovecot-imapd dovecot-lmtpd` (choose "No configuration" for postfix) as root.';

export type MailFacts = { missing: string[]; root: boolean; aptGet: boolean };
export type MailDecision = { kind: 'ready' } | { kind: 'install' } | { kind: 'stop'; message: string };

export const mailFacts = (): MailFacts => ({
  missing: MAIL_PROGRAMS.filter((p) => !existsSync(p)),
  root: process.getuid?.() === 0,
  aptGet: existsSync('/usr/bin/apt-get'),
});

/** Ready when every program is there; else installed by apt-get when we may, else one line saying what to do. */
export function decideMail(facts: MailFacts): MailDecision {
  if (facts.missing.length === 0) return { kind: 'ready' };
  if (facts.root && facts.aptGet) return { kind: 'install' };
  return { kind: 'stop', message: MISSING_MAIL_MESSAGE };
}
