import { describe, expect, it } from 'vitest';
import { decideMail, MISSING_MAIL_MESSAGE } from './mail-packages';

describe('the mail servers npm test needs', () => {
  it('is ready when every program is installed', () => {
    expect(decideMail({ missing: [], root: false, aptGet: false })).toEqual({ kind: 'ready' });
  });
  it('installs them as root with apt-get', () => {
    expect(decideMail({ missing: ['/usr/sbin/postfix'], root: true, aptGet: true })).toEqual({ kind: 'install' });
  });
  it('stops in one line saying what to install otherwise', () => {
    for (const facts of [
      { missing: ['/usr/lib/dovecot/imap'], root: false, aptGet: true },
      { missing: ['/usr/lib/dovecot/lmtp'], root: true, aptGet: false },
    ])
      expect(decideMail(facts)).toEqual({ kind: 'stop', message: MISSING_MAIL_MESSAGE });
    expect(MISSING_MAIL_MESSAGE).not.toContain('\n');
  });
});
