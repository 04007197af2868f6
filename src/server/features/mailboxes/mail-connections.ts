import type { Transporter } from 'nodemailer';
import type { ImapFlow } from 'imapflow';
import { resolveAllowedAddresses } from '../../web-reader/address-guard';
import { WebReaderError } from '../../web-reader/web-reader-errors';
import { AppError } from '../../errors';

/** A mailbox's server settings with its password in clear (only ever in memory, never logged). */
export type ServerLogin = { host: string; port: number; secure: boolean; user: string; password: string };

const TIMEOUT_MS = 15_000;

/**
 * The address to connect to, checked like the web reader's (no private, loopback or metadata addresses unless
 * MAILBOX_ALLOW_PRIVATE_HOSTS), and used as is: the name is resolved once, so it cannot change between check and use.
 */
export async function allowedAddress(host: string, allowPrivate: boolean): Promise<string> {
  try {
    const [first] = await resolveAllowedAddresses(host, host, { allowPrivate });
    return first!.address;
  } catch (error) {
    if (error instanceof WebReaderError && error.code === 'BLOCKED_ADDRESS')
      throw new AppError(
        'INVALID_INPUT',
        `${host} is a private or local address; use your mail provider's public host.`,
      );
    throw new AppError('INVALID_INPUT', `${host} could not be found; check the host name.`);
  }
}

export async function smtpTransport(login: ServerLogin, allowPrivate: boolean): Promise<Transporter> {
  const nodemailer = (await import('nodemailer')).default;
  const address = await allowedAddress(login.host, allowPrivate);
  return nodemailer.createTransport({
    host: address,
    port: login.port,
    secure: login.secure,
    // One connection reused for a tick's messages (closed after the tick).
    pool: true,
    maxConnections: 1,
    auth: login.user ? { user: login.user, pass: login.password } : undefined,
    tls: { servername: login.host },
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS * 2,
    logger: false,
  });
}

export async function imapClient(login: ServerLogin, allowPrivate: boolean): Promise<ImapFlow> {
  const address = await allowedAddress(login.host, allowPrivate);
  const { ImapFlow } = await import('imapflow'); // with the first mailbox check, not with the server
  return new ImapFlow({
    host: address,
    port: login.port,
    secure: login.secure,
    servername: login.host,
    auth: { user: login.user, pass: login.password },
    logger: false,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS * 4,
  });
}

/** A server's failure in words, without the password (the servers' replies never carry it). */
export function mailErrorText(error: unknown): string {
  const e = error as { responseText?: string; response?: string; code?: string; message?: string };
  const detail = e.responseText ?? e.response ?? e.message ?? String(error);
  if (e.code === 'EAUTH' || /auth/i.test(detail)) return `the server refused the user name or password (${detail})`;
  if (e.code === 'ECONNREFUSED' || /ECONNREFUSED/.test(detail)) return 'the server refused the connection';
  if (/timed? ?out|ETIMEDOUT/i.test(detail)) return 'the server did not answer in time';
  return detail;
}

export async function testSmtp(login: ServerLogin, allowPrivate: boolean): Promise<{ ok: boolean; message: string }> {
  try {
    const transport = await smtpTransport(login, allowPrivate);
    try {
      await transport.verify();
    } finally {
      transport.close();
    }
    return { ok: true, message: `Connected to ${login.host}:${login.port} and signed in.` };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message };
    return { ok: false, message: `SMTP: ${mailErrorText(error)}` };
  }
}

export async function testImap(login: ServerLogin, allowPrivate: boolean): Promise<{ ok: boolean; message: string }> {
  try {
    const client = await imapClient(login, allowPrivate);
    client.on('error', () => undefined);
    await client.connect();
    const status = await client.status('INBOX', { messages: true });
    await client.logout();
    return {
      ok: true,
      message: `Connected to ${login.host}:${login.port}; INBOX has ${status ? (status.messages ?? 0) : 0} messages.`,
    };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message };
    return { ok: false, message: `IMAP: ${mailErrorText(error)}` };
  }
}
