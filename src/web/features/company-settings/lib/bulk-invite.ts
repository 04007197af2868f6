import { INVITE_MSG, parseBulkEmails } from '#domain/invitations';

export type BulkOutcome = { kind: 'invalid' } | { kind: 'done'; sent: number; failed: number; errors: string[] };

/** Parses the input by the spec's rule, then sends one invitation per address and waits for all of them. */
export async function sendBulkInvitations(
  input: string,
  send: (email: string) => Promise<unknown>,
): Promise<BulkOutcome> {
  const emails = parseBulkEmails(input);
  if (emails.length === 0) return { kind: 'invalid' };
  const results = await Promise.allSettled(emails.map((email) => send(email)));
  const errors = results.flatMap((r, i) =>
    r.status === 'rejected'
      ? [`${emails[i]}: ${r.reason instanceof Error ? r.reason.message : INVITE_MSG.sendFailed}`]
      : [],
  );
  return { kind: 'done', sent: results.length - errors.length, failed: errors.length, errors };
}
