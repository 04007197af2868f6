import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SmtpSink = {
  url: string;
  /** Every message received so far, parsed. */
  messages: ParsedMail[];
  /** Resolves with the first message (already received or still to come) addressed to `to`. */
  waitFor: (to: string, timeoutMs?: number) => Promise<ParsedMail>;
  close: () => Promise<void>;
};

const recipients = (mail: ParsedMail) =>
  [mail.to].flat().flatMap((a) => a?.value.map((v) => v.address?.toLowerCase()) ?? []);

/** A real SMTP server on 127.0.0.1 (a free port) that keeps every message it receives, for mail delivery tests. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const waiters: { to: string; resolve: (m: ParsedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // No STARTTLS: the client would try to upgrade and reject the self-signed certificate.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          for (const waiter of [...waiters]) {
            if (recipients(mail).includes(waiter.to)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(mail);
            }
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const waitFor = (to: string, timeoutMs = 10_000) => {
    const wanted = to.toLowerCase();
    const found = messages.find((m) => recipients(m).includes(wanted));
    if (found) return Promise.resolve(found);
    return new Promise<ParsedMail>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no mail for ${to} within ${timeoutMs} ms`)), timeoutMs);
      waiters.push({ to: wanted, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
