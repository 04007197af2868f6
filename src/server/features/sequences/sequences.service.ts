import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SequenceInput } from '#domain/sequences';
import type { Deps } from '../../context';
import { sequenceEnrolments, sequenceMessages, sequences, sequenceTasks } from '../../db/schema/sequences';
import { discoveredContacts } from '../../db/schema/workflow';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../errors';
import { findSequence } from './enrol.service';
import { stepReplyStats } from './step-stats';

/** The Sequences page: each sequence with its enrolments counted by state and its reply rate per e-mail step. */
export async function listSequences(deps: Deps, companyId: string) {
  return withTenant(deps.database.db, companyId, async (tx) => {
    const rows = await tx
      .select()
      .from(sequences)
      .where(eq(sequences.companyId, companyId))
      .orderBy(desc(sequences.createdAt));
    const counts = await tx
      .select({
        sequenceId: sequenceEnrolments.sequenceId,
        state: sequenceEnrolments.state,
        n: sql<number>`count(*)::int`,
      })
      .from(sequenceEnrolments)
      .where(eq(sequenceEnrolments.companyId, companyId))
      .groupBy(sequenceEnrolments.sequenceId, sequenceEnrolments.state);
    const stats = await stepReplyStats(tx, companyId);
    return rows.map((s) => {
      const by = Object.fromEntries(counts.filter((c) => c.sequenceId === s.id).map((c) => [c.state, c.n]));
      return {
        id: s.id,
        name: s.name,
        solutionName: s.solutionName,
        steps: s.steps,
        counts: {
          active: (by.active ?? 0) + (by.paused ?? 0),
          finished: by.finished ?? 0,
          replied: by.replied ?? 0,
          bounced: by.bounced ?? 0,
          unsubscribed: by.unsubscribed ?? 0,
        },
        stepStats: stats.get(s.id) ?? [],
      };
    });
  });
}

export async function createSequence(deps: Deps, who: { companyId: string; userId: string }, input: SequenceInput) {
  const [row] = await withTenant(deps.database.db, who.companyId, (tx) =>
    tx
      .insert(sequences)
      .values({ companyId: who.companyId, createdBy: who.userId, ...input })
      .returning({ id: sequences.id }),
  );
  return row!;
}

export async function updateSequence(deps: Deps, companyId: string, id: string, input: SequenceInput) {
  const updated = await withTenant(deps.database.db, companyId, (tx) =>
    tx
      .update(sequences)
      .set({ ...input, updatedAt: deps.clock.now() })
      .where(and(eq(sequences.companyId, companyId), eq(sequences.id, id)))
      .returning({ id: sequences.id }),
  );
  if (updated.length === 0) throw new AppError('NOT_FOUND', 'Sequence not found');
}

export async function deleteSequence(deps: Deps, companyId: string, id: string) {
  const deleted = await withTenant(deps.database.db, companyId, (tx) =>
    tx
      .delete(sequences)
      .where(and(eq(sequences.companyId, companyId), eq(sequences.id, id)))
      .returning({ id: sequences.id }),
  );
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Sequence not found');
}

/** The enrolment table: each contact's state, step and next send. */
export async function listEnrolments(deps: Deps, companyId: string, sequenceId: string) {
  return withTenant(deps.database.db, companyId, async (tx) => {
    const sequence = await findSequence(tx, { companyId, id: sequenceId });
    const rows = await tx
      .select({
        id: sequenceEnrolments.id,
        contactId: sequenceEnrolments.contactId,
        name: discoveredContacts.name,
        email: discoveredContacts.email,
        userId: sequenceEnrolments.userId,
        state: sequenceEnrolments.state,
        stateNote: sequenceEnrolments.stateNote,
        stepIndex: sequenceEnrolments.stepIndex,
        nextRunAt: sequenceEnrolments.nextRunAt,
        createdAt: sequenceEnrolments.createdAt,
      })
      .from(sequenceEnrolments)
      .innerJoin(discoveredContacts, eq(discoveredContacts.id, sequenceEnrolments.contactId))
      .where(and(eq(sequenceEnrolments.companyId, companyId), eq(sequenceEnrolments.sequenceId, sequenceId)))
      .orderBy(asc(sequenceEnrolments.createdAt));
    const sent = await tx
      .select({ enrolmentId: sequenceMessages.enrolmentId, n: sql<number>`count(*)::int` })
      .from(sequenceMessages)
      .where(
        and(
          eq(sequenceMessages.companyId, companyId),
          inArray(
            sequenceMessages.enrolmentId,
            rows.length ? rows.map((r) => r.id) : ['00000000-0000-0000-0000-000000000000'],
          ),
          inArray(sequenceMessages.status, ['sent', 'unconfirmed']),
        ),
      )
      .groupBy(sequenceMessages.enrolmentId);
    const sentBy = new Map(sent.map((s) => [s.enrolmentId, s.n]));
    return {
      sequence: { id: sequence.id, name: sequence.name, solutionName: sequence.solutionName, steps: sequence.steps },
      enrolments: rows.map((r) => ({
        ...r,
        nextRunAt: r.state === 'active' ? (r.nextRunAt?.toISOString() ?? null) : null,
        createdAt: r.createdAt.toISOString(),
        messagesSent: sentBy.get(r.id) ?? 0,
      })),
    };
  });
}

/** Pause, resume or remove one enrolment; members only their own. */
export async function changeEnrolment(
  deps: Deps,
  actor: { companyId: string; userId: string; role: string },
  id: string,
  action: 'pause' | 'resume' | 'remove',
) {
  const from = action === 'pause' ? ['active'] : action === 'resume' ? ['paused'] : ['active', 'paused', 'blocked'];
  const to = action === 'pause' ? 'paused' : action === 'resume' ? 'active' : 'removed';
  const now = deps.clock.now();
  const changed = await withTenant(deps.database.db, actor.companyId, (tx) =>
    tx
      .update(sequenceEnrolments)
      .set({
        state: to,
        updatedAt: now,
        ...(action === 'resume' && { nextRunAt: now, stateNote: null }),
        ...(action !== 'resume' && { nextRunAt: null }),
      })
      .where(
        and(
          eq(sequenceEnrolments.companyId, actor.companyId),
          eq(sequenceEnrolments.id, id),
          inArray(sequenceEnrolments.state, from),
          ...(actor.role === 'member' ? [eq(sequenceEnrolments.userId, actor.userId)] : []),
        ),
      )
      .returning({ id: sequenceEnrolments.id }),
  );
  if (changed.length === 0) throw new AppError('NOT_FOUND', 'No such enrolment in a state that allows this');
}

/** The Tasks list: the caller's open manual steps (call, LinkedIn). */
export async function listTasks(deps: Deps, who: { companyId: string; userId: string }) {
  return withTenant(deps.database.db, who.companyId, (tx) =>
    tx
      .select({
        id: sequenceTasks.id,
        kind: sequenceTasks.kind,
        note: sequenceTasks.note,
        dueAt: sequenceTasks.dueAt,
        contactId: sequenceTasks.contactId,
        name: discoveredContacts.name,
        phone: discoveredContacts.phone,
        linkedinUrl: discoveredContacts.linkedinUrl,
        sequenceName: sequences.name,
      })
      .from(sequenceTasks)
      .innerJoin(discoveredContacts, eq(discoveredContacts.id, sequenceTasks.contactId))
      .innerJoin(sequenceEnrolments, eq(sequenceEnrolments.id, sequenceTasks.enrolmentId))
      .innerJoin(sequences, eq(sequences.id, sequenceEnrolments.sequenceId))
      .where(
        and(
          eq(sequenceTasks.companyId, who.companyId),
          eq(sequenceTasks.userId, who.userId),
          isNull(sequenceTasks.doneAt),
        ),
      )
      .orderBy(asc(sequenceTasks.dueAt)),
  );
}

export async function completeTask(deps: Deps, who: { companyId: string; userId: string }, id: string) {
  const done = await withTenant(deps.database.db, who.companyId, (tx) =>
    tx
      .update(sequenceTasks)
      .set({ doneAt: deps.clock.now() })
      .where(
        and(
          eq(sequenceTasks.companyId, who.companyId),
          eq(sequenceTasks.id, id),
          eq(sequenceTasks.userId, who.userId),
          isNull(sequenceTasks.doneAt),
        ),
      )
      .returning({ id: sequenceTasks.id }),
  );
  if (done.length === 0) throw new AppError('NOT_FOUND', 'Task not found');
}

/** The contact card's sequence state: its enrolments, latest first. */
export async function contactSequenceState(deps: Deps, companyId: string, contactId: string) {
  return withTenant(deps.database.db, companyId, (tx) =>
    tx
      .select({
        id: sequenceEnrolments.id,
        sequenceId: sequences.id,
        sequenceName: sequences.name,
        state: sequenceEnrolments.state,
        stateNote: sequenceEnrolments.stateNote,
        stepIndex: sequenceEnrolments.stepIndex,
        nextRunAt: sequenceEnrolments.nextRunAt,
      })
      .from(sequenceEnrolments)
      .innerJoin(sequences, eq(sequences.id, sequenceEnrolments.sequenceId))
      .where(and(eq(sequenceEnrolments.companyId, companyId), eq(sequenceEnrolments.contactId, contactId)))
      .orderBy(desc(sequenceEnrolments.createdAt)),
  );
}
