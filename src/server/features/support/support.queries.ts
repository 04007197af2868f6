import { and, count, countDistinct, desc, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { authAuditLog } from '../../db/schema/audit';
import { companies, profiles } from '../../db/schema/companies';
import { aiJobs } from '../../db/schema/jobs';
import { analysisSessions, discoveredContacts } from '../../db/schema/workflow';

// The back office looks across every company on purpose (tech support serves all tenants), so
// these queries run on the base connection rather than inside withTenant. Only routes behind
// the tech_support / super_admin guard call them.

export const SEARCH_LIMIT = 10;
const DAY_MS = 24 * 60 * 60 * 1000;
/** An AI job queued or running for longer than this is counted as stalled. */
export const STALLED_JOB_MINUTES = 15;

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const one = async (query: Promise<{ value: number }[]>) => Number((await query)[0]?.value ?? 0);

/**
 * The four stat cards. Active Issues = AI jobs that failed in the last 24 hours plus distinct
 * e-mail addresses refused by the sign-in/sign-up lockout in the last 24 hours.
 */
export async function getSupportStats(db: Db, { now }: { now: Date }) {
  const since = new Date(now.getTime() - DAY_MS);
  const [totalUsers, recentSignups, unverified, failedJobs, lockedAccounts] = await Promise.all([
    one(db.select({ value: count() }).from(users)),
    one(db.select({ value: count() }).from(users).where(gte(users.createdAt, since))),
    one(db.select({ value: count() }).from(users).where(eq(users.emailVerified, false))),
    one(
      db
        .select({ value: count() })
        .from(aiJobs)
        .where(and(eq(aiJobs.status, 'failed'), gte(aiJobs.updatedAt, since))),
    ),
    one(
      db
        .select({ value: countDistinct(authAuditLog.identifier) })
        .from(authAuditLog)
        .where(
          and(
            eq(authAuditLog.success, false),
            gte(authAuditLog.createdAt, since),
            sql`${authAuditLog.details}->>'reason' = 'rate_limited'`,
          ),
        ),
    ),
  ]);
  return {
    totalUsers,
    recentSignups,
    unverified,
    activeIssues: failedJobs + lockedAccounts,
    issues: { failedJobs, lockedAccounts },
  };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Admin search: a UUID is an exact user_id; anything else a partial, case-insensitive match on e-mail, username or company name. */
export async function searchUsers(db: Db, { query }: { query: string }) {
  const q = query.trim();
  if (!q) return [];
  const pattern = `%${escapeLike(q)}%`;
  const where = UUID_PATTERN.test(q)
    ? eq(profiles.userId, q)
    : or(ilike(profiles.email, pattern), ilike(profiles.username, pattern), ilike(profiles.companyName, pattern));
  return db
    .select({
      userId: profiles.userId,
      email: profiles.email,
      username: profiles.username,
      companyName: profiles.companyName,
      currentCompanyName: companies.name,
      isProtected: profiles.isProtected,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .leftJoin(companies, eq(companies.id, profiles.currentCompanyId))
    .where(where)
    .orderBy(desc(profiles.createdAt))
    .limit(SEARCH_LIMIT);
}

/** System Health: a database probe plus activity counters; error when the probe fails, warning on failed or stalled jobs. */
export async function getSystemHealth(db: Db, { now }: { now: Date }) {
  const since = new Date(now.getTime() - DAY_MS);
  const stalledBefore = new Date(now.getTime() - STALLED_JOB_MINUTES * 60_000);
  const started = performance.now();
  try {
    await db.select({ id: profiles.userId }).from(profiles).limit(1);
  } catch (error) {
    return {
      status: 'error' as const,
      checkedAt: now.toISOString(),
      error: error instanceof Error ? error.message : String(error),
      metrics: null,
    };
  }
  const databaseLatencyMs = Math.round(performance.now() - started);
  const [
    totalProfiles,
    activeUsers24h,
    newProfiles24h,
    analysisSessions24h,
    contactsDiscovered24h,
    failedJobs24h,
    pendingJobs,
    stalledJobs,
  ] = await Promise.all([
    one(db.select({ value: count() }).from(profiles)),
    one(db.select({ value: count() }).from(profiles).where(gte(profiles.updatedAt, since))),
    one(db.select({ value: count() }).from(profiles).where(gte(profiles.createdAt, since))),
    one(db.select({ value: count() }).from(analysisSessions).where(gte(analysisSessions.createdAt, since))),
    one(db.select({ value: count() }).from(discoveredContacts).where(gte(discoveredContacts.createdAt, since))),
    one(
      db
        .select({ value: count() })
        .from(aiJobs)
        .where(and(eq(aiJobs.status, 'failed'), gte(aiJobs.updatedAt, since))),
    ),
    one(
      db
        .select({ value: count() })
        .from(aiJobs)
        .where(inArray(aiJobs.status, ['queued', 'running'])),
    ),
    one(
      db
        .select({ value: count() })
        .from(aiJobs)
        .where(and(inArray(aiJobs.status, ['queued', 'running']), lt(aiJobs.updatedAt, stalledBefore))),
    ),
  ]);
  const status =
    stalledJobs > 0 || failedJobs24h > 0 || databaseLatencyMs > 1000 ? ('warning' as const) : ('healthy' as const);
  return {
    status,
    checkedAt: now.toISOString(),
    error: null,
    metrics: {
      databaseLatencyMs,
      totalProfiles,
      activeUsers24h,
      newProfiles24h,
      analysisSessions24h,
      contactsDiscovered24h,
      failedJobs24h,
      pendingJobs,
      stalledJobs,
      uptimeSeconds: Math.round(process.uptime()),
      memoryMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
    },
  };
}
