import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlState } from '../../db/sql-state';

/** An import adding fewer new accounts than this never refreshes the statistics (nor under a tenth of the table). */
const MIN_NEW_ACCOUNTS = 1000;
/**
 * Moves the search index's (migration 0034) GIN pending list into the index; answers the number of its pages. Also
 * run by the rank benchmark's seed, to leave the index as an import does.
 */
export const FLUSH_SEARCH_INDEX_SQL = `select gin_clean_pending_list('imported_accounts_company_search_idx'::regclass)`;
/** PostgreSQL's insufficient_privilege: the connecting role does not own the table. */
const NOT_OWNER = '42501';

/**
 * What an import leaves for the readers of imported_accounts, once it has committed: the search index's pending
 * list moved into the index, and the planner's statistics refreshed after a large import. Run as the connecting
 * role, the table's owner, outside the tenant transaction.
 */
export async function afterAccountImport(db: Db, added: number): Promise<void> {
  await flushSearchIndexPending(db);
  await refreshAccountStatistics(db, added);
}

/**
 * Moves the entries left in the search index's pending list (up to 4 MB: GIN's fastupdate, kept for the imports'
 * speed, decision 023 §13) into the index. Every search reads the whole pending list and checks each of its rows
 * against its tsquery: a ranking at 1M paid ~100 ms for a full one. VACUUM would move it, but PGlite never vacuums
 * and PostgreSQL's autovacuum waits for a fifth of the table to change (or is off); moving a full list takes
 * ~60 ms. A role that does not own the table is refused, and the searches stay correct without it.
 */
export async function flushSearchIndexPending(db: Db): Promise<void> {
  try {
    await db.execute(sql.raw(FLUSH_SEARCH_INDEX_SQL));
  } catch (error) {
    if (sqlState(error) !== NOT_OWNER) throw error;
  }
}

/**
 * Refreshes the planner's statistics of imported_accounts after an import that added at least a tenth of what they
 * counted. Targeting reads a large list through its part of the search index only when the statistics know the
 * list's size (prefilter-imports.ts): PostgreSQL's autovacuum analyzes a table a minute or more after a tenth of it
 * changed, and PGlite never does, so a list imported there was read whole at every ranking (decision 023 §13).
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
