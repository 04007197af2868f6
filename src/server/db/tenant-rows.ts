import pg from 'pg';
import type { Database } from './client';
import { TENANT_SQL } from './tenant';

/** A fixed statement: on PostgreSQL it is prepared once per connection (named `r_<name>`) and executed after. */
export type Statement = { name: string; text: string };
/** A statement with its values: strings, finite numbers, booleans, Dates or null. */
export type TenantRead = { statement: Statement; values: readonly unknown[] };
type Row = Record<string, unknown>;

const NAME = /^[a-z_][a-z0-9_]*$/;
/** The connections on which each statement is prepared (pg-pool keeps its client objects while they live). */
const preparedOn = new Map<string, WeakSet<object>>();

/** A value as an SQL literal for EXECUTE; only the kinds the hot reads pass (anything else is a programming error). */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date && !Number.isNaN(value.getTime())) return pg.escapeLiteral(value.toISOString());
  throw new TypeError(`sqlLiteral: unsupported value ${String(value)}`);
}

/**
 * withTenant for the hottest reads: the same transaction, tenant role and company (row-level security applies
 * exactly as there), the rows as the driver gives them (snake_case columns, decision 018). On PostgreSQL the whole
 * transaction is one round trip: BEGIN, the tenant, each statement (PREPAREd the first time on the connection,
 * then EXECUTEd with its values as literals, so it is planned once per connection as a named statement is) and
 * COMMIT, sent as one simple query. Four round trips were four socket writes and reads a request, each more CPU
 * than the whole handler (decision 023 §11). A connection whose batch failed is closed, not reused: what of it
 * (a prepared statement, an aborted transaction) survived is not known.
 */
export async function readTenantRows(database: Database, companyId: string, reads: TenantRead[]): Promise<Row[][]> {
  const driver = database.driver;
  if (driver.kind === 'pglite') {
    return driver.client.transaction(async (tx) => {
      await tx.query(TENANT_SQL, [companyId]);
      const results: Row[][] = [];
      for (const { statement, values } of reads) results.push((await tx.query<Row>(statement.text, [...values])).rows);
      return results;
    });
  }
  const client = await driver.pool.connect();
  const sql = ['begin', TENANT_SQL.replace('$1', sqlLiteral(companyId))];
  const executes: number[] = [];
  const preparing: string[] = [];
  for (const { statement, values } of reads) {
    if (!NAME.test(statement.name)) throw new TypeError(`readTenantRows: bad statement name ${statement.name}`);
    const name = `r_${statement.name}`;
    if (!preparedOn.get(name)?.has(client) && !preparing.includes(name)) {
      sql.push(`prepare ${name} as ${statement.text}`);
      preparing.push(name);
    }
    executes.push(sql.length);
    sql.push(values.length > 0 ? `execute ${name}(${values.map(sqlLiteral).join(', ')})` : `execute ${name}`);
  }
  sql.push('commit');
  let results: pg.QueryResult<Row>[];
  try {
    results = (await client.query<Row>(sql.join(';\n'))) as unknown as pg.QueryResult<Row>[];
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  for (const name of preparing) {
    const on = preparedOn.get(name) ?? new WeakSet<object>();
    on.add(client);
    preparedOn.set(name, on);
  }
  client.release();
  return executes.map((i) => results[i]!.rows);
}
