import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { ENROL_REFUSALS } from '#domain/sequences';
import { isRoleAddress } from '#domain/people/email-syntax';
import type { CompanyRole } from '#domain/roles';
import type { Deps } from '../../context';
import type { Tx } from '../../db/client';
import { authAuditLog } from '../../db/schema/audit';
import { sequenceEnrolments, sequences } from '../../db/schema/sequences';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { doNotContactFlags } from '../contacts/contact-views';
import { findMailbox } from '../mailboxes/mailboxes.service';
import { composeEmail } from './compose-message';
import { findSequenceContacts, templateValues } from './contact-fields';

export type Actor = { companyId: string; userId: string; email: string; role: CompanyRole };

export type EnrolCheck = {
  contactId: string;
  name: string;
  email: string | null;
  emailStatus: string;
  /** Refused outright (no confirmation helps). */
  refusal: string | null;
  /** Enrolled only when the user confirms (role address, risky or unknown status). */
  needsConfirmation: string | null;
  preview: { subject: string; text: string } | null;
  /** The first e-mail cannot be written for this contact (a field with no value and no fallback). */
  blocked: string | null;
};

export async function findSequence(tx: Tx, { companyId, id }: { companyId: string; id: string }) {
  const [row] = await tx
    .select()
    .from(sequences)
    .where(and(eq(sequences.companyId, companyId), eq(sequences.id, id)));
  if (!row) throw new AppError('NOT_FOUND', 'Sequence not found');
  return row;
}

/** Per contact: whether it may be enrolled, what needs confirming, and the first e-mail it would get. */
export async function checkContacts(tx: Tx, deps: Deps, actor: Actor, sequenceId: string, contactIds: string[]) {
  const sequence = await findSequence(tx, { companyId: actor.companyId, id: sequenceId });
  const contacts = await findSequenceContacts(tx, {
    companyId: actor.companyId,
    ids: contactIds,
    now: deps.clock.now(),
  });
  if (contacts.length !== new Set(contactIds).size) throw new AppError('NOT_FOUND', 'Contact not found');
  const suppressed = await doNotContactFlags(tx, { companyId: actor.companyId, rows: contacts });
  const active = await tx
    .select({ contactId: sequenceEnrolments.contactId })
    .from(sequenceEnrolments)
    .where(
      and(
        eq(sequenceEnrolments.companyId, actor.companyId),
        inArray(sequenceEnrolments.contactId, contactIds),
        inArray(sequenceEnrolments.state, ['active', 'paused']),
      ),
    );
  const activeIds = new Set(active.map((a) => a.contactId));
  const firstEmail = sequence.steps.find((s) => s.kind === 'email');
  const checks: EnrolCheck[] = [];
  for (const [i, contact] of contacts.entries()) {
    const email = contact.email?.trim() || null;
    const refusal =
      actor.role === 'member' && contact.userId !== actor.userId
        ? ENROL_REFUSALS.notYours
        : suppressed[i]
          ? ENROL_REFUSALS.doNotContact
          : !email
            ? ENROL_REFUSALS.noEmail
            : contact.emailStatus === 'invalid'
              ? ENROL_REFUSALS.invalid
              : activeIds.has(contact.id)
                ? ENROL_REFUSALS.alreadyActive
                : null;
    const needsConfirmation =
      email && isRoleAddress(email)
        ? ENROL_REFUSALS.role
        : contact.emailStatus === 'risky' || contact.emailStatus === 'unknown'
          ? ENROL_REFUSALS.unconfirmed
          : null;
    let preview: EnrolCheck['preview'] = null;
    let blocked: string | null = null;
    if (firstEmail?.kind === 'email') {
      const values = await templateValues(tx, {
        companyId: actor.companyId,
        contact,
        solutionName: sequence.solutionName,
      });
      const composed = composeEmail(firstEmail, values, contact.name);
      if (composed.ok) preview = { subject: composed.subject, text: composed.text };
      else blocked = composed.message;
    }
    checks.push({
      contactId: contact.id,
      name: contact.name,
      email,
      emailStatus: contact.emailStatus,
      refusal,
      needsConfirmation,
      preview,
      blocked,
    });
  }
  return { sequence, checks };
}

export async function previewEnrolment(deps: Deps, actor: Actor, sequenceId: string, contactIds: string[]) {
  return withTenant(deps.database.db, actor.companyId, async (tx) => {
    const mailbox = await findMailbox(tx, actor);
    const { checks } = await checkContacts(tx, deps, actor, sequenceId, contactIds);
    return { mailbox: mailbox ? { id: mailbox.id, fromAddress: mailbox.fromAddress } : null, contacts: checks };
  });
}

/**
 * Enrols the contacts that pass the checks (and, for role addresses and risky or unknown statuses, that the user
 * confirmed), with the caller's own mailbox; the first step is due at once. Returns each contact's outcome.
 */
export async function enrolContacts(
  deps: Deps,
  actor: Actor,
  input: { sequenceId: string; contactIds: string[]; confirmed: string[] },
) {
  return withTenant(deps.database.db, actor.companyId, async (tx) => {
    const mailbox = await findMailbox(tx, actor);
    if (!mailbox) throw new AppError('INVALID_INPUT', 'Connect your mailbox first (Account → Mailbox).');
    const { checks } = await checkContacts(tx, deps, actor, input.sequenceId, input.contactIds);
    const confirmed = new Set(input.confirmed);
    const results: { contactId: string; name: string; enrolled: boolean; reason: string | null }[] = [];
    for (const check of checks) {
      const reason = refusalOf(check, confirmed.has(check.contactId));
      const enrolled =
        !reason && (await insertEnrolment(tx, deps, actor, { ...input, contactId: check.contactId }, mailbox.id));
      results.push({
        contactId: check.contactId,
        name: check.name,
        enrolled,
        reason: reason ?? (enrolled ? null : ENROL_REFUSALS.alreadyActive),
      });
    }
    const enrolled = results.filter((r) => r.enrolled).length;
    if (enrolled > 0) await auditEnrolled(tx, actor, input.sequenceId, enrolled);
    return { results, enrolled };
  });
}

/** Why a checked contact is not enrolled (a refusal, an unconfirmed role or risky address, a blocked e-mail). */
export const refusalOf = (check: EnrolCheck, confirmed: boolean) =>
  check.refusal ?? (check.needsConfirmation && !confirmed ? check.needsConfirmation : null) ?? check.blocked;

/** Enrols one contact with the mailbox, its first step due now; false when it is already in an active sequence. */
export async function insertEnrolment(
  tx: Tx,
  deps: Deps,
  actor: Actor,
  input: { sequenceId: string; contactId: string },
  mailboxId: string,
) {
  const inserted = await tx
    .insert(sequenceEnrolments)
    .values({
      companyId: actor.companyId,
      sequenceId: input.sequenceId,
      contactId: input.contactId,
      mailboxId,
      userId: actor.userId,
      nextRunAt: deps.clock.now(),
      unsubscribeToken: randomBytes(24).toString('base64url'),
    })
    .onConflictDoNothing()
    .returning({ id: sequenceEnrolments.id });
  return inserted.length > 0;
}

export async function auditEnrolled(tx: Tx, actor: Actor, sequenceId: string, contacts: number) {
  await tx.insert(authAuditLog).values({
    identifier: actor.email,
    operationType: 'sequence_enrolled',
    success: true,
    userId: actor.userId,
    details: { companyId: actor.companyId, sequenceId, contacts },
  });
}
