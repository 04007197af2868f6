import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authAuditLog } from '../../db/schema/audit';

export type OperationType = 'auth' | 'account_creation';

export type RateLimitResult = { is_rate_limited: boolean; locked_until_timestamp: string | null; delay_seconds: number };

/** The server's verdict on one attempt: the spec's result, plus how long a too-early attempt must still wait. */
export type AttemptGate = RateLimitResult & { wait_ms: number };

/** Sign-in: failures since the last success within the window; a lock after MAX, a growing delay before. */
export const SIGN_IN_POLICY = { windowMinutes: 15, delayAfter: 3, lockAfter: 5, lockMinutes: 15 };
/** Sign-up: attempts per e-mail per hour. */
export const SIGN_UP_POLICY = { windowMinutes: 60, lockAfter: 5 };

/** Attempts refused by the limiter itself: audited, but never counted, so they cannot extend a lock. */
export const REFUSED_REASONS = { locked: 'rate_limited', tooEarly: 'too_early' } as const;

const minutes = (n: number) => n * 60_000;
const counted = sql`coalesce(${authAuditLog.details}->>'reason', '') not in (${REFUSED_REASONS.locked}, ${REFUSED_REASONS.tooEarly})`;

/** check-auth-rate-limit, computed from the audit log so every process agrees and it survives restarts. */
export async function checkRateLimit(
  db: Db,
  input: { identifier: string; operationType: OperationType; now: Date },
): Promise<RateLimitResult> {
  const { is_rate_limited, locked_until_timestamp, delay_seconds } = await gateAttempt(db, input);
  return { is_rate_limited, locked_until_timestamp, delay_seconds };
}

/** The limiter as the sign-in and sign-up routes enforce it, including the delay after the 3rd and 4th failures. */
export async function gateAttempt(
  db: Db,
  input: { identifier: string; operationType: OperationType; now: Date },
): Promise<AttemptGate> {
  const open: AttemptGate = { is_rate_limited: false, locked_until_timestamp: null, delay_seconds: 0, wait_ms: 0 };
  const lookback =
    input.operationType === 'auth'
      ? Math.max(SIGN_IN_POLICY.windowMinutes, SIGN_IN_POLICY.lockMinutes)
      : SIGN_UP_POLICY.windowMinutes;
  const since = new Date(input.now.getTime() - minutes(lookback));
  const attempts = await db
    .select({ success: authAuditLog.success, createdAt: authAuditLog.createdAt })
    .from(authAuditLog)
    .where(
      and(
        eq(authAuditLog.identifier, input.identifier),
        eq(authAuditLog.operationType, input.operationType),
        gte(authAuditLog.createdAt, since),
        counted,
      ),
    )
    .orderBy(desc(authAuditLog.createdAt))
    .limit(50);

  if (input.operationType === 'account_creation') {
    if (attempts.length < SIGN_UP_POLICY.lockAfter) return open;
    const oldestCounted = attempts[SIGN_UP_POLICY.lockAfter - 1]!.createdAt;
    const lockedUntil = new Date(oldestCounted.getTime() + minutes(SIGN_UP_POLICY.windowMinutes));
    return lockedUntil > input.now ? locked(lockedUntil, input.now) : open;
  }

  const failures = [];
  for (const attempt of attempts) {
    if (attempt.success) break;
    failures.push(attempt);
  }
  if (failures.length >= SIGN_IN_POLICY.lockAfter) {
    const lockedUntil = new Date(failures[0]!.createdAt.getTime() + minutes(SIGN_IN_POLICY.lockMinutes));
    return lockedUntil > input.now ? locked(lockedUntil, input.now) : open;
  }
  const windowStart = input.now.getTime() - minutes(SIGN_IN_POLICY.windowMinutes);
  const recent = failures.filter((f) => f.createdAt.getTime() >= windowStart);
  if (recent.length < SIGN_IN_POLICY.delayAfter) return open;
  const delaySeconds = recent.length - SIGN_IN_POLICY.delayAfter + 1;
  const waitMs = recent[0]!.createdAt.getTime() + delaySeconds * 1000 - input.now.getTime();
  return { ...open, delay_seconds: delaySeconds, wait_ms: Math.max(0, waitMs) };
}

const locked = (until: Date, now: Date): AttemptGate => ({
  is_rate_limited: true,
  locked_until_timestamp: until.toISOString(),
  delay_seconds: 0,
  wait_ms: until.getTime() - now.getTime(),
});

/** record-auth-attempt: one audit row per attempt, stamped with the server's clock. */
export async function recordAttempt(
  db: Db,
  input: {
    identifier: string;
    operationType: OperationType;
    success: boolean;
    at: Date;
    userId?: string | null;
    ipAddress?: string | null;
    userAgent?: string | null;
    details?: Record<string, unknown>;
  },
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
    createdAt: input.at,
  });
}
