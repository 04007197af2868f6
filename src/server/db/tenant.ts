import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

/**
 * Runs `fn` in a transaction as the non-owner app role with the company set, so row-level
 * security hides every other company's rows even from a query that forgets its filter.
 */
export async function withTenant<T>(db: Db, companyId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // One round trip: set_config('role', …, true) is SET LOCAL ROLE.
    await tx.execute(sql`select set_config('role', 'app_user', true), set_config('app.company_id', ${companyId}, true)`);
    return fn(tx);
  });
}
