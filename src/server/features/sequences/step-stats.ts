import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sequenceEnrolments, sequenceMessages } from '../../db/schema/sequences';

export type StepStat = { stepIndex: number; sent: number; replied: number };

/**
 * Per sequence, per e-mail step: the messages sent, and the replies that step drew (a reply counts for the last
 * step sent to that contact before it stopped the enrolment). Steps that sent nothing are left out.
 */
export async function stepReplyStats(tx: Tx, companyId: string): Promise<Map<string, StepStat[]>> {
  const sent = await tx
    .select({
      sequenceId: sequenceEnrolments.sequenceId,
      stepIndex: sequenceMessages.stepIndex,
      n: sql<number>`count(*)::int`,
    })
    .from(sequenceMessages)
    .innerJoin(sequenceEnrolments, eq(sequenceEnrolments.id, sequenceMessages.enrolmentId))
    .where(and(eq(sequenceMessages.companyId, companyId), eq(sequenceMessages.status, 'sent')))
    .groupBy(sequenceEnrolments.sequenceId, sequenceMessages.stepIndex);
  const lastBeforeReply = await tx
    .select({ sequenceId: sequenceEnrolments.sequenceId, stepIndex: max(sequenceMessages.stepIndex) })
    .from(sequenceEnrolments)
    .innerJoin(sequenceMessages, eq(sequenceMessages.enrolmentId, sequenceEnrolments.id))
    .where(
      and(
        eq(sequenceEnrolments.companyId, companyId),
        eq(sequenceEnrolments.state, 'replied'),
        inArray(sequenceMessages.status, ['sent']),
      ),
    )
    .groupBy(sequenceEnrolments.id, sequenceEnrolments.sequenceId);
  const stats = new Map<string, StepStat[]>();
  for (const row of sent) {
    const list = stats.get(row.sequenceId) ?? [];
    list.push({ stepIndex: row.stepIndex, sent: row.n, replied: 0 });
    stats.set(row.sequenceId, list);
  }
  for (const row of lastBeforeReply) {
    const stat = stats.get(row.sequenceId)?.find((s) => s.stepIndex === row.stepIndex);
    if (stat) stat.replied += 1;
  }
  for (const list of stats.values()) list.sort((a, b) => a.stepIndex - b.stepIndex);
  return stats;
}
