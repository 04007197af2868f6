import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A private Postfix (SMTP on loopback, every address of the test domains delivered to Dovecot over LMTP) and a
 * private Dovecot (IMAP on loopback, users in a passwd-file, maildirs under its own folder), for the mail
 * tests. Idempotent: when both ports already answer from their folder, nothing is started. Needs Debian's postfix,
 * dovecot-imapd and dovecot-lmtpd (installed by .ci/run) and root (Postfix's master starts as root).
 */
const run = promisify(execFile);

/** Runs a daemon's start command without pipes: the daemon keeps its output open, so only the exit is awaited. */
const startDaemon = (command: string, args: string[]) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });

const BASE_PORT = Number(process.env.MAIL_TEST_BASE_PORT ?? 27025);
export const MAIL_TEST = {
  host: '127.0.0.1',
  smtpPort: BASE_PORT,
  imapPort: BASE_PORT + 118, // 27143
  lmtpPort: BASE_PORT + 1,
  password: 'test-password',
  domains: ['sender.test', 'people.test'],
  dir: path.join(tmpdir(), `scoutline-mail-${BASE_PORT}`),
};

const portAnswers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: MAIL_TEST.host, port });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

async function waitForPort(port: number, what: string) {
  for (let i = 0; i < 100; i++) {
    if (await portAnswers(port)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not start on port ${port} (see ${MAIL_TEST.dir})`);
}

/**
 * Stops a server that answers on `ports` although its configuration is gone (its folder under the temporary
 * directory was cleaned away): it would answer and then fail every test that reads its files.
 */
async function stopOrphan(ports: number[], configFile: string) {
  if (existsSync(configFile) || !(await portAnswers(ports[0]!))) return;
  for (const port of ports) await run('fuser', ['-k', '-TERM', `${port}/tcp`]).catch(() => undefined);
  for (let i = 0; i < 100; i++) {
    if (!(await Promise.all(ports.map(portAnswers))).some(Boolean)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`a mail server without its folder still answers on port ${ports.join(', ')}: stop it by hand`);
}

const passwdFile = () => path.join(MAIL_TEST.dir, 'dovecot', 'users');

/** Adds an IMAP user (any address of the test domains); Dovecot reads the passwd-file again when it changes. */
export async function addMailUser(address: string) {
  const existing = await readFile(passwdFile(), 'utf8').catch(() => '');
  if (existing.split('\n').some((line) => line.startsWith(`${address}:`))) return;
  await appendFile(passwdFile(), `${address}:{PLAIN}${MAIL_TEST.password}::::::\n`);
}

function dovecotConf(dir: string) {
  return `base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = scoutline-test-${BASE_PORT}
protocols = imap lmtp
listen = 127.0.0.1
log_path = ${dir}/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
mail_location = maildir:${dir}/mail/%d/%n
mail_uid = dovecot
mail_gid = dovecot
first_valid_uid = 1
default_login_user = dovenull
default_internal_user = dovecot
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=dovecot gid=dovecot home=${dir}/mail/%d/%n allow_all_users=yes
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${MAIL_TEST.imapPort}
  }
  inet_listener imaps {
    port = 0
  }
}
service lmtp {
  inet_listener lmtp {
    address = 127.0.0.1
    port = ${MAIL_TEST.lmtpPort}
  }
  unix_listener lmtp {
    mode = 0600
  }
}
service stats {
  unix_listener stats-writer {
    mode = 0666
  }
}
lmtp_save_to_detail_mailbox = no
`;
}

function postfixMain(dir: string) {
  return `compatibility_level = 3.6
queue_directory = ${dir}/queue
data_directory = ${dir}/data
mail_owner = postfix
setgid_group = postdrop
myhostname = mail.sender.test
mydomain = sender.test
myorigin = sender.test
inet_interfaces = 127.0.0.1
inet_protocols = ipv4
mydestination =
local_recipient_maps =
alias_maps =
alias_database =
mynetworks = 127.0.0.0/8
smtpd_relay_restrictions = permit_mynetworks, reject_unauth_destination
virtual_mailbox_domains = ${MAIL_TEST.domains.join(', ')}
virtual_transport = lmtp:inet:127.0.0.1:${MAIL_TEST.lmtpPort}
maillog_file = ${dir}/postfix.log
maillog_file_prefixes = ${dir}
smtpd_banner = $myhostname ESMTP
biff = no
append_dot_mydomain = no
smtputf8_enable = no
message_size_limit = 10240000
in_flow_delay = 0
smtpd_client_connection_rate_limit = 0
default_process_limit = 20
shlib_directory = /usr/lib/postfix
meta_directory = /etc/postfix
`;
}

async function postfixMaster() {
  const stock = await readFile('/etc/postfix/master.cf', 'utf8');
  // The stock services, with smtpd listening on our loopback port instead of port 25, and no chroot.
  const lines = stock
    .split('\n')
    .filter((line) => !/^smtp\s+inet\s/.test(line))
    .map((line) => line.replace(/^(\S+\s+\S+\s+\S+\s+\S+\s+)y(\s)/, '$1n$2'));
  return `127.0.0.1:${MAIL_TEST.smtpPort} inet n - n - - smtpd\n${lines.join('\n')}\n`;
}

async function startDovecot() {
  const dir = path.join(MAIL_TEST.dir, 'dovecot');
  await mkdir(path.join(dir, 'mail'), { recursive: true });
  await chmod(dir, 0o755);
  await run('chown', ['-R', 'dovecot:dovecot', path.join(dir, 'mail')]);
  await writeFile(path.join(dir, 'dovecot.conf'), dovecotConf(dir));
  await appendFile(passwdFile(), '');
  await startDaemon('/usr/sbin/dovecot', ['-c', path.join(dir, 'dovecot.conf')]);
  await waitForPort(MAIL_TEST.imapPort, 'Dovecot IMAP');
  await waitForPort(MAIL_TEST.lmtpPort, 'Dovecot LMTP');
}

async function startPostfix() {
  const dir = path.join(MAIL_TEST.dir, 'postfix');
  await mkdir(path.join(dir, 'queue'), { recursive: true });
  await mkdir(path.join(dir, 'data'), { recursive: true });
  await run('chown', ['postfix', path.join(dir, 'data')]);
  await writeFile(path.join(dir, 'main.cf'), postfixMain(dir));
  await writeFile(path.join(dir, 'master.cf'), await postfixMaster());
  await startDaemon('/usr/sbin/postfix', ['-c', dir, 'start']);
  await waitForPort(MAIL_TEST.smtpPort, 'Postfix SMTP');
}

/** Starts the servers unless they already answer from their folder; returns where they listen. */
export async function ensureMailServers() {
  await stopOrphan([MAIL_TEST.imapPort, MAIL_TEST.lmtpPort], path.join(MAIL_TEST.dir, 'dovecot', 'dovecot.conf'));
  await stopOrphan([MAIL_TEST.smtpPort], path.join(MAIL_TEST.dir, 'postfix', 'main.cf'));
  await mkdir(MAIL_TEST.dir, { recursive: true });
  if (!(await portAnswers(MAIL_TEST.imapPort))) await startDovecot();
  if (!(await portAnswers(MAIL_TEST.smtpPort))) await startPostfix();
  return MAIL_TEST;
}

// `tsx scripts/mail/ensure-mail-servers.ts` starts them by hand.
if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  ensureMailServers().then(
    (t) => console.log(`SMTP 127.0.0.1:${t.smtpPort}, IMAP 127.0.0.1:${t.imapPort} (${t.dir})`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
