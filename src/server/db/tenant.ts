import type { Db, Tx } from './client';
import { hotStatement } from './prepared';

/** The tenant in one round trip: set_config('role', …, true) is SET LOCAL ROLE. */
export const TENANT_SQL = `select set_config('role', 'app_user', true), set_config('app.company_id', $1, true)`;
const setTenant = hotStatement('tenant', TENANT_SQL);

/**
 * Runs `fn` in a transaction as the non-owner app role with the company set, so row-level
 * security hides every other company's rows even from a query that forgets its filter.
 */
export async function withTenant<T>(db: Db, companyId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await setTenant(tx, [companyId]);
    return fn(tx);
  });
}
