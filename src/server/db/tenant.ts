import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db, Tx } from './client';
import { hotStatement } from './prepared';

/** The tenant in one round trip: set_config('role', …, true) is SET LOCAL ROLE. */
export const TENANT_SQL = `select set_config('role', 'app_user', true), set_config('app.company_id', $1, true)`;
const setTenant = hotStatement('tenant', TENANT_SQL);
/** TENANT_SQL with the company written in as a literal, for a simple query that also holds BEGIN. */
export const tenantSqlFor = (companyId: string) => TENANT_SQL.replace('$1', pg.escapeLiteral(companyId));

/** The fields of drizzle's node-postgres session a transaction is made from (private in its types). */
type PoolSession = {
  client: pg.Pool;
  dialect: ConstructorParameters<typeof NodePgTransaction>[0];
  schema: ConstructorParameters<typeof NodePgTransaction>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
};

/**
 * Runs `fn` in a transaction as the non-owner app role with the company set, so row-level
 * security hides every other company's rows even from a query that forgets its filter.
 */
export async function withTenant<T>(db: Db, companyId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const session = (db as unknown as { session: unknown }).session;
  if (session instanceof NodePgSession && (session as unknown as PoolSession).client instanceof pg.Pool)
    return withTenantOnPool(session as unknown as PoolSession, companyId, fn);
  return db.transaction(async (tx) => {
    await setTenant(tx, [companyId]);
    return fn(tx);
  });
}

/**
 * drizzle's transaction on a pooled connection, with BEGIN and the tenant sent as one simple query: one round trip
 * fewer for every tenant request (decision 023 §11). Commit, rollback and release are drizzle's own, except that a
 * connection whose rollback failed is closed rather than handed to the next request.
 */
async function withTenantOnPool<T>(session: PoolSession, companyId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const client = await session.client.connect();
  try {
    await client.query(`begin; ${tenantSqlFor(companyId)}`);
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  const own = new NodePgSession(client, session.dialect, session.schema, session.options);
  const tx = new NodePgTransaction(session.dialect, own, session.schema) as unknown as Tx;
  try {
    const result = await fn(tx);
    await client.query('commit');
    client.release();
    return result;
  } catch (error) {
    await client.query('rollback').then(
      () => client.release(),
      (rollbackError: Error) => client.release(rollbackError),
    );
    throw error;
  }
}
