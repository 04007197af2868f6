import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authAuditLog } from '../../db/schema/audit';

export type OperationType = 'auth' | 'account_creation';

export type RateLimitResult = { is_rate_limited: boolean; locked_until_timestamp: string | null; delay_seconds: number };

/** Sign-in: failures since the last success within the window; a lock after MAX, a growing delay before. */
export const SIGN_IN_POLICY = { windowMinutes: 15, delayAfter: 3, lockAfter: 5, lockMinutes: 15 };
/** Sign-up: attempts per e-mail per hour. */
export const SIGN_UP_POLICY = { windowMinutes: 60, lockAfter: 5 };

const minutes = (n: number) => n * 60_000;

/** check-auth-rate-limit, computed from the audit log so every process agrees and it survives restarts. */
export async function checkRateLimit(db: Db, input: { identifier: string; operationType: OperationType; now: Date }): Promise<RateLimitResult> {
  const open: RateLimitResult = { is_rate_limited: false, locked_until_timestamp: null, delay_seconds: 0 };
  const since = new Date(input.now.getTime() - minutes(input.operationType === 'auth' ? Math.max(SIGN_IN_POLICY.windowMinutes, SIGN_IN_POLICY.lockMinutes) : SIGN_UP_POLICY.windowMinutes));
  const attempts = await db
    .select({ success: authAuditLog.success, createdAt: authAuditLog.createdAt })
    .from(authAuditLog)
    .where(and(eq(authAuditLog.identifier, input.identifier), eq(authAuditLog.operationType, input.operationType), gte(authAuditLog.createdAt, since)))
    .orderBy(desc(authAuditLog.createdAt))
    .limit(50);

  if (input.operationType === 'account_creation') {
    if (attempts.length < SIGN_UP_POLICY.lockAfter) return open;
    const oldestCounted = attempts[SIGN_UP_POLICY.lockAfter - 1]!.createdAt;
    const lockedUntil = new Date(oldestCounted.getTime() + minutes(SIGN_UP_POLICY.windowMinutes));
    return lockedUntil > input.now ? { is_rate_limited: true, locked_until_timestamp: lockedUntil.toISOString(), delay_seconds: 0 } : open;
  }

  const failures = [];
  for (const attempt of attempts) {
    if (attempt.success) break;
    failures.push(attempt);
  }
  if (failures.length >= SIGN_IN_POLICY.lockAfter) {
    const lockedUntil = new Date(failures[0]!.createdAt.getTime() + minutes(SIGN_IN_POLICY.lockMinutes));
    if (lockedUntil > input.now) return { is_rate_limited: true, locked_until_timestamp: lockedUntil.toISOString(), delay_seconds: 0 };
    return open;
  }
  const recent = failures.filter((f) => f.createdAt.getTime() >= input.now.getTime() - minutes(SIGN_IN_POLICY.windowMinutes));
  if (recent.length >= SIGN_IN_POLICY.delayAfter) return { ...open, delay_seconds: recent.length - SIGN_IN_POLICY.delayAfter + 1 };
  return open;
}

/** record-auth-attempt: one audit row per attempt. */
export async function recordAttempt(
  db: Db,
  input: { identifier: string; operationType: OperationType; success: boolean; userId?: string | null; ipAddress?: string | null; userAgent?: string | null; details?: Record<string, unknown> },
) {
  await db.insert(authAuditLog).values({
    identifier: input.identifier,
    identifierType: 'email',
    operationType: input.operationType,
    success: input.success,
    userId: input.userId ?? null,
    ipAddress: input.ipAddress ?? null,
    userAgent: input.userAgent ?? null,
    details: input.details ?? null,
  });
}
