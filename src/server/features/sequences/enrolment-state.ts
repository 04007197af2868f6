import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { mailboxes, sequenceEnrolments, sequenceMessages, sequences } from '../../db/schema/sequences';
import type { MailboxRow } from '../mailboxes/mailboxes.service';
import { localTime } from './send-window';

/** The enrolment a tick works on, and the enrolment's reads and writes the sending steps share. */
export type Due = { id: string; companyId: string };

export async function loadState(tx: Tx, { id, companyId }: Due) {
  const [row] = await tx
    .select({ enrolment: sequenceEnrolments, sequence: sequences, mailbox: mailboxes })
    .from(sequenceEnrolments)
    .innerJoin(sequences, eq(sequences.id, sequenceEnrolments.sequenceId))
    .innerJoin(mailboxes, eq(mailboxes.id, sequenceEnrolments.mailboxId))
    .where(and(eq(sequenceEnrolments.companyId, companyId), eq(sequenceEnrolments.id, id)));
  return row ?? null;
}

/** Moves the enrolment past `stepIndex` (only if it is still there: two workers never both advance it). */
export async function advance(tx: Tx, due: Due, stepIndex: number, total: number, nextRunAt: Date) {
  const finished = stepIndex + 1 >= total;
  await tx
    .update(sequenceEnrolments)
    .set({
      stepIndex: stepIndex + 1,
      nextRunAt: finished ? null : nextRunAt,
      ...(finished && { state: 'finished' }),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(sequenceEnrolments.id, due.id),
        eq(sequenceEnrolments.stepIndex, stepIndex),
        eq(sequenceEnrolments.state, 'active'),
      ),
    );
}

export async function block(tx: Tx, due: Due, note: string) {
  await tx
    .update(sequenceEnrolments)
    .set({ state: 'blocked', stateNote: note, nextRunAt: null, updatedAt: new Date() })
    .where(and(eq(sequenceEnrolments.id, due.id), eq(sequenceEnrolments.state, 'active')));
}

/** Messages counted against the mailbox's daily limit: those recorded today in its time zone. */
export async function sentToday(tx: Tx, mailbox: MailboxRow, now: Date) {
  const rows = await tx
    .select({ claimedAt: sequenceMessages.claimedAt })
    .from(sequenceMessages)
    .where(
      and(
        eq(sequenceMessages.mailboxId, mailbox.id),
        gt(sequenceMessages.claimedAt, new Date(now.getTime() - 48 * 3_600_000)),
        inArray(sequenceMessages.status, ['sending', 'sent', 'unconfirmed']),
      ),
    );
  const today = localTime(now, mailbox.timeZone).day;
  return rows.filter((r) => localTime(r.claimedAt, mailbox.timeZone).day === today).length;
}
