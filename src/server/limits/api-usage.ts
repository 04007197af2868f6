import { lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { apiUsage } from '../db/schema/limits';

const HOUR_MS = 3_600_000;

/** The start of the fixed hourly window `now` falls in. */
export const hourWindow = (now: Date) => new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);

/** Deletes counters of windows that ended over an hour ago. */
export async function purgeOldApiUsage(database: Database, now: Date): Promise<number> {
  const deleted = await database.db
    .delete(apiUsage)
    .where(lt(apiUsage.windowStart, new Date(hourWindow(now).getTime() - HOUR_MS)))
    .returning({ scope: apiUsage.scope });
  return deleted.length;
}
