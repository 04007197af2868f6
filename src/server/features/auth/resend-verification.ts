import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authAuditLog } from '../../db/schema/audit';

/** Resend verification e-mail: one per minute and five per hour for each address. */
export const RESEND_POLICY = { minSecondsBetween: 60, perHour: 5 };
export const RESEND_OPERATION = 'verification_resend';

/**
 * Seconds the caller must still wait before asking `email` another mail (0: go ahead); `operation` names its
 * audit rows.
 */
export async function mailWaitSeconds(db: Db, email: string, operation: string, now: Date): Promise<number> {
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const sent = await db
    .select({ createdAt: authAuditLog.createdAt })
    .from(authAuditLog)
    .where(
      and(
        eq(authAuditLog.identifier, email),
        eq(authAuditLog.operationType, operation),
        gte(authAuditLog.createdAt, hourAgo),
      ),
    )
    .orderBy(desc(authAuditLog.createdAt))
    .limit(RESEND_POLICY.perHour);
  const untilGap = sent[0] ? sent[0].createdAt.getTime() + RESEND_POLICY.minSecondsBetween * 1000 - now.getTime() : 0;
  const untilHour =
    sent.length >= RESEND_POLICY.perHour ? sent.at(-1)!.createdAt.getTime() + 3_600_000 - now.getTime() : 0;
  return Math.max(0, Math.ceil(Math.max(untilGap, untilHour) / 1000));
}
