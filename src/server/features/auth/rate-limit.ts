import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authAuditLog } from '../../db/schema/audit';
import { UNKNOWN_CLIENT } from '../../security/client-address';

export type OperationType = 'auth' | 'account_creation';

export type RateLimitResult = {
  is_rate_limited: boolean;
  locked_until_timestamp: string | null;
  delay_seconds: number;
};

/** The server's verdict on one attempt: the spec's result, plus how long a too-early attempt must still wait. */
export type AttemptGate = RateLimitResult & { wait_ms: number };

/**
 * Sign-in: failures since the last success within the window, counted per e-mail AND client (address); a growing
 * delay after 3, a lock of that client after 5. The account is locked for every client only when its failures
 * come from `accountLockClients` different clients, so one stranger cannot lock the owner out.
 */
export const SIGN_IN_POLICY = {
  windowMinutes: 15,
  delayAfter: 3,
  lockAfter: 5,
  lockMinutes: 15,
  accountLockClients: 3,
};
/** Sign-up: attempts per e-mail per hour. */
export const SIGN_UP_POLICY = { windowMinutes: 60, lockAfter: 5 };

/** Attempts refused by the limiter itself: audited, but never counted, so they cannot extend a lock. */
export const REFUSED_REASONS = {
  locked: 'rate_limited',
  tooEarly: 'too_early',
} as const;

const minutes = (n: number) => n * 60_000;
const counted = sql`coalesce(${authAuditLog.details}->>'reason', '') not in (${REFUSED_REASONS.locked}, ${REFUSED_REASONS.tooEarly})`;

/** check-auth-rate-limit, computed from the audit log so every process agrees and it survives restarts. */
export async function checkRateLimit(
  db: Db,
  input: { identifier: string; operationType: OperationType; client: string; now: Date },
): Promise<RateLimitResult> {
  const { is_rate_limited, locked_until_timestamp, delay_seconds } = await gateAttempt(db, input);
  return { is_rate_limited, locked_until_timestamp, delay_seconds };
}

/** The limiter as the sign-in and sign-up routes enforce it, including the delay after the 3rd and 4th failures. */
export async function gateAttempt(
  db: Db,
  input: { identifier: string; operationType: OperationType; client: string; now: Date },
): Promise<AttemptGate> {
  const open: AttemptGate = {
    is_rate_limited: false,
    locked_until_timestamp: null,
    delay_seconds: 0,
    wait_ms: 0,
  };
  const lookback =
    input.operationType === 'auth'
      ? Math.max(SIGN_IN_POLICY.windowMinutes, SIGN_IN_POLICY.lockMinutes)
      : SIGN_UP_POLICY.windowMinutes;
  const since = new Date(input.now.getTime() - minutes(lookback));
  const attempts = await db
    .select({
      success: authAuditLog.success,
      createdAt: authAuditLog.createdAt,
      client: authAuditLog.ipAddress,
    })
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
    .limit(200);

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
  const accountLock = accountWideLock(failures);
  if (accountLock && accountLock > input.now) return locked(accountLock, input.now);
  // This client's own failures, since its own last success (another client's success gives it no fresh tries).
  const mine = [];
  for (const attempt of attempts) {
    if ((attempt.client ?? UNKNOWN_CLIENT) !== input.client) continue;
    if (attempt.success) break;
    mine.push(attempt);
  }
  if (mine.length >= SIGN_IN_POLICY.lockAfter) {
    const lockedUntil = new Date(mine[0]!.createdAt.getTime() + minutes(SIGN_IN_POLICY.lockMinutes));
    return lockedUntil > input.now ? locked(lockedUntil, input.now) : open;
  }
  const windowStart = input.now.getTime() - minutes(SIGN_IN_POLICY.windowMinutes);
  const recent = mine.filter((f) => f.createdAt.getTime() >= windowStart);
  if (recent.length < SIGN_IN_POLICY.delayAfter) return open;
  const delaySeconds = recent.length - SIGN_IN_POLICY.delayAfter + 1;
  const waitMs = recent[0]!.createdAt.getTime() + delaySeconds * 1000 - input.now.getTime();
  return { ...open, delay_seconds: delaySeconds, wait_ms: Math.max(0, waitMs) };
}

/** The end of an account-wide lock: enough failures, from enough different clients, since the last success. */
function accountWideLock(failures: { createdAt: Date; client: string | null }[]): Date | null {
  if (failures.length < SIGN_IN_POLICY.lockAfter) return null;
  const clients = new Set(failures.map((f) => f.client ?? UNKNOWN_CLIENT));
  if (clients.size < SIGN_IN_POLICY.accountLockClients) return null;
  return new Date(failures[0]!.createdAt.getTime() + minutes(SIGN_IN_POLICY.lockMinutes));
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
    operationType: OperationType | 'verification_resend' | 'sign_in_link';
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
