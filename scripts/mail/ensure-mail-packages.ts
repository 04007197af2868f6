/** Run by `npm test` before any test: makes sure the mail tests' Postfix and Dovecot are installed, or stops in one line. */
import { execFileSync } from 'node:child_process';
import { decideMail, mailFacts, MAIL_PACKAGES, MISSING_MAIL_MESSAGE } from './mail-packages';

const decision = decideMail(mailFacts());
if (decision.kind === 'stop') {
  console.error(decision.message);
  process.exit(1);
}
if (decision.kind === 'install') {
  console.log(`No Postfix or Dovecot found: installing Debian's ${MAIL_PACKAGES.join(', ')} (apt-get)…`);
  try {
    execFileSync('debconf-set-selections', { input: 'postfix postfix/main_mailer_type select No configuration\n' });
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', ...MAIL_PACKAGES], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    console.error(`Installing the mail servers with apt-get failed. ${MISSING_MAIL_MESSAGE}`);
    process.exit(1);
  }
}
