import type { Database } from './client';
import { TENANT_SQL } from './tenant';

/** A fixed statement: on PostgreSQL its name keeps it parsed and planned once per connection. */
export type Statement = { name: string; text: string };
export type RowQuery = <R extends Record<string, unknown>>(statement: Statement, values: unknown[]) => Promise<R[]>;

const TENANT: Statement = { name: 'tenant', text: TENANT_SQL };

/**
 * withTenant for the hottest reads: the same transaction, tenant role and company (row-level security applies
 * exactly as there), but the statements go straight to the driver and come back as the driver's plain rows
 * (snake_case columns), skipping drizzle's transaction wrapper and its per-field row mapping, which were a third of
 * the CPU of GET /api/organizations (decision 018). Everything else uses withTenant.
 */
export async function withTenantRows<T>(
  database: Database,
  companyId: string,
  fn: (query: RowQuery) => Promise<T>,
): Promise<T> {
  const driver = database.driver;
  if (driver.kind === 'pglite') {
    return driver.client.transaction(async (tx) => {
      await tx.query(TENANT.text, [companyId]);
      return fn(async (statement, values) => (await tx.query(statement.text, values)).rows as never);
    });
  }
  const client = await driver.pool.connect();
  try {
    await client.query('begin');
  } catch (error) {
    client.release(error as Error); // a connection that cannot begin is dropped
    throw error;
  }
  try {
    await client.query({ ...TENANT, values: [companyId] });
    const result = await fn(async (statement, values) => (await client.query({ ...statement, values })).rows);
    await client.query('commit');
    client.release();
    return result;
  } catch (error) {
    // A connection whose transaction could not be rolled back is dropped, never handed to the next request.
    await client.query('rollback').then(
      () => client.release(),
      (rollbackError: Error) => client.release(rollbackError),
    );
    throw error;
  }
}
