import type { AccessType } from '#domain/workflow';
import { isReachableEmail } from '#domain/people/email-status';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import type { ContactRow } from './contacts.queries';
import { doNotContactFlags } from './contact-views';

export const doNotContactMessage = (name: string) => `${name} is on your company's do-not-contact list.`;
export const INVALID_EMAIL_MESSAGE =
  'This e-mail address is invalid, so it is not offered as a way to reach this person.';

/** E-mail and phone actions are refused for a person on the do-not-contact list, and e-mail for an invalid address. */
export async function assertReachable(
  tx: Tx,
  { companyId, row, accessType }: { companyId: string; row: ContactRow; accessType: AccessType },
) {
  if (accessType !== 'email_action' && accessType !== 'phone_action') return;
  const [suppressed] = await doNotContactFlags(tx, { companyId, rows: [row] });
  if (suppressed) throw new AppError('CONFLICT', doNotContactMessage(row.name));
  if (accessType === 'email_action' && !isReachableEmail(row.email, row.emailStatus))
    throw new AppError('CONFLICT', INVALID_EMAIL_MESSAGE);
}
