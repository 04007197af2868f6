import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** An import adding fewer new accounts than this never refreshes the statistics (nor under a tenth of the table). */
const MIN_NEW_ACCOUNTS = 1000;

/**
 * Refreshes the planner's statistics of imported_accounts after an import that added at least a tenth of what they
 * counted. Targeting reads a large list through its part of the search index only when the statistics know the
 * list's size (prefilter-imports.ts): PostgreSQL's autovacuum analyzes a table a minute or more after a tenth of it
 * changed, and PGlite never does, so a list imported there was read whole at every ranking (decision 023 §13).
 * Run as the connecting role, the table's owner, outside the tenant transaction.
 */
export async function refreshAccountStatistics(db: Db, added: number): Promise<void> {
  if (added < MIN_NEW_ACCOUNTS) return;
  if (added >= (await countedAccounts(db)) / 10) await db.execute(sql`analyze imported_accounts`);
}

/** How many imported accounts the planner's statistics count (0 before the table's first analyze). */
export async function countedAccounts(db: Db): Promise<number> {
  const result = await db.execute(
    sql`select greatest(reltuples, 0)::float8 as counted from pg_class where oid = 'imported_accounts'::regclass`,
  );
  return Number((result as unknown as { rows: { counted: number }[] }).rows[0]?.counted ?? 0);
}
