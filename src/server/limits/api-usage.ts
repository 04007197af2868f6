import { lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { apiUsage } from '../db/schema/limits';

const HOUR_MS = 3_600_000;

/** The start of the fixed hourly window `now` falls in. */
export const hourWindow = (now: Date) => new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);

/**
 * Counts one request for the signed-in user and for the acting user's current company (the
 * profile's current company when still a membership, else the first joined), in one statement.
 * Returns the counts in this window after the increment.
 */
export async function countRequest(
  database: Database,
  { realUserId, actingUserId, now }: { realUserId: string; actingUserId: string; now: Date },
): Promise<{ user: number; company: number | null; companyId: string | null; windowStart: Date }> {
  const windowStart = hourWindow(now);
  const { rows } = await database.query<{ scope: string; scope_id: string; requests: number }>(
    `WITH company AS (
       SELECT m.company_id::text AS id
       FROM company_memberships m LEFT JOIN profiles p ON p.user_id = m.user_id
       WHERE m.user_id = $1
       ORDER BY (m.company_id = p.current_company_id) DESC NULLS LAST, m.joined_at ASC, m.id ASC
       LIMIT 1
     ), scopes AS (
       SELECT 'user'::text AS scope, $2::text AS scope_id
       UNION ALL SELECT 'company', id FROM company
     )
     INSERT INTO api_usage (scope, scope_id, window_start, requests)
     SELECT scope, scope_id, $3::timestamptz, 1 FROM scopes
     ON CONFLICT (scope, scope_id, window_start) DO UPDATE SET requests = api_usage.requests + 1
     RETURNING scope, scope_id, requests`,
    [actingUserId, realUserId, windowStart.toISOString()],
  );
  const user = rows.find((r) => r.scope === 'user');
  const company = rows.find((r) => r.scope === 'company');
  return { user: Number(user?.requests ?? 1), company: company ? Number(company.requests) : null, companyId: company?.scope_id ?? null, windowStart };
}

/** Deletes counters of windows that ended over an hour ago. */
export async function purgeOldApiUsage(database: Database, now: Date): Promise<number> {
  const deleted = await database.db
    .delete(apiUsage)
    .where(lt(apiUsage.windowStart, new Date(hourWindow(now).getTime() - HOUR_MS)))
    .returning({ scope: apiUsage.scope });
  return deleted.length;
}
