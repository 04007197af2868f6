import { DAILY_CONTACT_VIEW_LIMIT } from '#domain/workflow';
import { isReachableEmail } from '#domain/people/email-status';
import type { ContactTableRow } from '#domain/table-rows';
import type { Tx } from '../../db/client';
import { doNotContactFlags } from '../contacts/contact-views';
import { logContactAccess, viewedContactIds } from '../contacts/contacts.queries';
import { startOfDay } from '../contacts/view-limit';

const withholdReach = (row: ContactTableRow): ContactTableRow => ({
  ...row,
  email: null,
  phone: null,
  mobilePhone: null,
});

/** Marks people on the do-not-contact list and withholds their e-mail and phones; an invalid e-mail is not offered. */
export async function applyDoNotContact(tx: Tx, companyId: string, rows: ContactTableRow[]) {
  const flags = await doNotContactFlags(tx, { companyId, rows });
  return rows.map((row, i) => {
    const reachable = isReachableEmail(row.email, row.emailStatus) ? row : { ...row, email: null };
    return flags[i] ? { ...withholdReach(reachable), doNotContact: true } : reachable;
  });
}

/**
 * The daily view limit on a contacts table (Contact Discovery's rule, decision 026): a row shows its e-mail and phones
 * when the user viewed the contact today or today's allowance still has room (then it counts as a view, logged);
 * past the allowance the row stays listed with its e-mail and phones withheld.
 */
export async function applyDailyViews(
  tx: Tx,
  input: { companyId: string; userId: string; now: Date; userAgent: string | null; rows: ContactTableRow[] },
) {
  const viewed = await viewedContactIds(tx, {
    companyId: input.companyId,
    userId: input.userId,
    since: startOfDay(input.now),
  });
  let allowance = Math.max(0, DAILY_CONTACT_VIEW_LIMIT - viewed.size);
  const newlyViewed: string[] = [];
  let withheld = 0;
  const rows = input.rows.map((row) => {
    if (viewed.has(row.id) || row.doNotContact) return row;
    if (allowance > 0) {
      allowance -= 1;
      newlyViewed.push(row.id);
      return row;
    }
    withheld += 1;
    return { ...withholdReach(row), withheld: true };
  });
  await logContactAccess(tx, {
    companyId: input.companyId,
    userId: input.userId,
    contactIds: newlyViewed,
    accessType: 'view',
    userAgent: input.userAgent,
  });
  return { rows, withheld };
}
