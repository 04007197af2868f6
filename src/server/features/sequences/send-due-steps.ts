import { randomUUID } from 'node:crypto';
import { and, asc, eq, lte } from 'drizzle-orm';
import { ENROL_REFUSALS } from '#domain/sequences';
import type { Deps } from '../../context';
import type { Tx } from '../../db/client';
import { sequenceEnrolments, sequenceMessages, sequenceTasks } from '../../db/schema/sequences';
import { withTenant } from '../../db/tenant';
import { doNotContactFlags } from '../contacts/contact-views';
import { composeEmail, messageText, unsubscribeUrl } from './compose-message';
import { findSequenceContacts, templateValues } from './contact-fields';
import { inSendWindow } from './send-window';
import { advance, block, loadState, sentToday, type Due } from './enrolment-state';
import { deliver, type Prepared, type Transports } from './deliver-step';

/** A message left "sending" this long by a worker that died is taken as possibly sent: never sent again. */
const SEND_LEASE_MS = 5 * 60_000;

export type TickOptions = { ignoreLimits?: boolean };

/** Sends every due step of every active enrolment (all companies: a system task, like maintenance). */
export async function sendDueSteps(deps: Deps, options: TickOptions = {}) {
  const now = deps.clock.now();
  const due = await deps.database.db
    .select({ id: sequenceEnrolments.id, companyId: sequenceEnrolments.companyId })
    .from(sequenceEnrolments)
    .where(and(eq(sequenceEnrolments.state, 'active'), lte(sequenceEnrolments.nextRunAt, now)))
    .orderBy(asc(sequenceEnrolments.nextRunAt))
    .limit(1000);
  const transports: Transports = new Map();
  let sent = 0;
  try {
    for (const enrolment of due) {
      try {
        sent += await runEnrolment(deps, enrolment, transports, options);
      } catch (error) {
        deps.logger.error('sequence step failed', { enrolmentId: enrolment.id, error: String(error) });
      }
    }
  } finally {
    for (const t of transports.values()) void t.then((x) => x.close()).catch(() => undefined);
  }
  return { due: due.length, sent };
}

/** Runs the enrolment's due steps: waits and tasks at once, and at most one e-mail. Returns 1 if it sent one. */
async function runEnrolment(deps: Deps, due: Due, transports: Transports, options: TickOptions): Promise<number> {
  let sent = 0;
  for (let guard = 0; guard < 50; guard++) {
    // After an e-mail, the steps that follow at once (a wait starts counting now, a task) run too; not a second e-mail.
    const prepared = await withTenant(deps.database.db, due.companyId, (tx) =>
      prepareStep(deps, tx, due, options, sent === 0),
    );
    if (prepared.kind === 'done') return sent;
    if (prepared.kind === 'continue') continue;
    deps.faults?.afterSequenceRecord?.();
    if (!(await deliver(deps, due, prepared, transports))) return sent;
    sent = 1;
  }
  return sent;
}

async function prepareStep(
  deps: Deps,
  tx: Tx,
  due: Due,
  options: TickOptions,
  emailAllowed: boolean,
): Promise<Prepared> {
  const now = deps.clock.now();
  const state = await loadState(tx, due);
  if (!state || state.enrolment.state !== 'active' || !state.enrolment.nextRunAt || state.enrolment.nextRunAt > now)
    return { kind: 'done' };
  const { enrolment, sequence, mailbox } = state;
  const total = sequence.steps.length;
  const step = sequence.steps[enrolment.stepIndex];
  if (!step) {
    await tx
      .update(sequenceEnrolments)
      .set({ state: 'finished', nextRunAt: null, updatedAt: now })
      .where(eq(sequenceEnrolments.id, due.id));
    return { kind: 'done' };
  }
  if (step.kind === 'wait') {
    await advance(tx, due, enrolment.stepIndex, total, new Date(now.getTime() + step.days * 86_400_000));
    return { kind: 'done' };
  }
  if (step.kind === 'task') {
    await tx
      .insert(sequenceTasks)
      .values({
        companyId: due.companyId,
        enrolmentId: due.id,
        stepIndex: enrolment.stepIndex,
        contactId: enrolment.contactId,
        userId: enrolment.userId,
        kind: step.task,
        note: step.note,
        dueAt: now,
      })
      .onConflictDoNothing();
    await advance(tx, due, enrolment.stepIndex, total, now);
    return { kind: 'continue' };
  }

  if (!emailAllowed) return { kind: 'done' };
  // An e-mail step. A record for it means it was handed to SMTP already (or may have been, after a crash).
  const [existing] = await tx
    .select()
    .from(sequenceMessages)
    .where(and(eq(sequenceMessages.enrolmentId, due.id), eq(sequenceMessages.stepIndex, enrolment.stepIndex)));
  if (existing) {
    if (existing.status === 'sending' && now.getTime() - existing.claimedAt.getTime() < SEND_LEASE_MS)
      return { kind: 'done' };
    if (existing.status === 'sending')
      await tx.update(sequenceMessages).set({ status: 'unconfirmed' }).where(eq(sequenceMessages.id, existing.id));
    await advance(tx, due, enrolment.stepIndex, total, now);
    return { kind: 'continue' };
  }

  const [contact] = await findSequenceContacts(tx, { companyId: due.companyId, ids: [enrolment.contactId], now });
  if (!contact) {
    await block(tx, due, 'The contact is no longer available');
    return { kind: 'done' };
  }
  // The do-not-contact list and the address's status, again at send time.
  const [suppressed] = await doNotContactFlags(tx, { companyId: due.companyId, rows: [contact] });
  if (suppressed) return block(tx, due, ENROL_REFUSALS.doNotContact).then(() => ({ kind: 'done' }) as const);
  if (!contact.email) return block(tx, due, ENROL_REFUSALS.noEmail).then(() => ({ kind: 'done' }) as const);
  if (contact.emailStatus === 'invalid')
    return block(tx, due, ENROL_REFUSALS.invalid).then(() => ({ kind: 'done' }) as const);

  if (!options.ignoreLimits) {
    if (!inSendWindow(mailbox, now)) return { kind: 'done' };
    if ((await sentToday(tx, mailbox, now)) >= mailbox.dailyLimit) return { kind: 'done' };
  }

  const values = await templateValues(tx, { companyId: due.companyId, contact, solutionName: sequence.solutionName });
  const composed = composeEmail(step, values, contact.name);
  if (!composed.ok) return block(tx, due, composed.message).then(() => ({ kind: 'done' }) as const);

  const domain = mailbox.fromAddress.split('@')[1] ?? 'localhost';
  const [record] = await tx
    .insert(sequenceMessages)
    .values({
      companyId: due.companyId,
      enrolmentId: due.id,
      mailboxId: mailbox.id,
      stepIndex: enrolment.stepIndex,
      messageId: `<${randomUUID()}@${domain}>`,
      toAddress: contact.email,
      subject: composed.subject,
      claimedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!record) return { kind: 'done' };
  const unsubscribe = unsubscribeUrl(deps.env.APP_URL, enrolment.unsubscribeToken);
  return {
    kind: 'send',
    mailbox,
    contactId: contact.id,
    userId: enrolment.userId,
    record,
    text: messageText(composed.text, mailbox.signature, unsubscribe),
    unsubscribe,
    total,
  };
}
