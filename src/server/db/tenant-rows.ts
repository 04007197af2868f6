import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client';
import { tenantSqlFor } from './tenant';

/** A fixed statement: prepared once per connection (named `r_<name>`), then executed. */
export type Statement = { name: string; text: string };
/** A statement with its values: strings, finite numbers, booleans, Dates or null. */
export type TenantRead = { statement: Statement; values: readonly unknown[] };
type Row = Record<string, unknown>;
/** A row as the values of its columns, in the statement's select order. */
export type Tuple = unknown[];
type RowMode = 'object' | 'array';

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
 * exactly as there), the rows as the driver gives them (snake_case columns, decision 018). The whole transaction
 * is one simple query: BEGIN, the tenant, each statement (PREPAREd the first time on the connection, then EXECUTEd
 * with its values as literals, so it is planned once per connection as a named statement is) and COMMIT. On
 * PostgreSQL four round trips were four socket writes and reads a request, each more CPU than the whole handler;
 * on PGlite, BEGIN, one call and COMMIT where each statement was a call (decision 023 §11).
 */
export async function readTenantRows(database: Database, companyId: string, reads: TenantRead[]): Promise<Row[][]> {
  return (await readTenant(database, companyId, reads, 'object')) as Row[][];
}

/**
 * readTenantRows with each row as an array of its values in select order: the driver then builds no object per
 * row, and the caller reads columns at fixed positions. In a process that runs many statements of different shapes
 * the driver's keyed stores into each row object go megamorphic (twice the CPU of the same rows in a process that
 * runs one query); arrays have one shape (decision 023 §17).
 */
export async function readTenantTuples(database: Database, companyId: string, reads: TenantRead[]): Promise<Tuple[][]> {
  return (await readTenant(database, companyId, reads, 'array')) as Tuple[][];
}

function readTenant(database: Database, companyId: string, reads: TenantRead[], rowMode: RowMode) {
  const driver = database.driver;
  return driver.kind === 'pglite'
    ? readOnPglite(driver.client, companyId, reads, rowMode)
    : readOnPostgres(driver.pool, companyId, reads, rowMode);
}

const preparedName = (statement: Statement) => {
  if (!NAME.test(statement.name)) throw new TypeError(`readTenantRows: bad statement name ${statement.name}`);
  return `r_${statement.name}`;
};
const isPrepared = (name: string, client: object) => preparedOn.get(name)?.has(client) === true;
function markPrepared(name: string, client: object) {
  const on = preparedOn.get(name) ?? new WeakSet<object>();
  on.add(client);
  preparedOn.set(name, on);
}
const executeSql = (name: string, values: readonly unknown[]) =>
  values.length > 0 ? `execute ${name}(${values.map(sqlLiteral).join(', ')})` : `execute ${name}`;

/**
 * One round trip. A connection whose batch failed is closed, not reused: what of it survived (a PREPARE outlives a
 * rollback, the transaction may be aborted) is not known; pg-pool opens another.
 */
async function readOnPostgres(
  pool: pg.Pool,
  companyId: string,
  reads: TenantRead[],
  rowMode: RowMode,
): Promise<unknown[][]> {
  const client = await pool.connect();
  const sql = ['begin', tenantSqlFor(companyId)];
  const executes: number[] = [];
  const preparing: string[] = [];
  for (const { statement, values } of reads) {
    const name = preparedName(statement);
    if (!isPrepared(name, client) && !preparing.includes(name)) {
      sql.push(`prepare ${name} as ${statement.text}`);
      preparing.push(name);
    }
    executes.push(sql.length);
    sql.push(executeSql(name, values));
  }
  sql.push('commit');
  let results: pg.QueryResult[];
  try {
    const text = sql.join(';\n');
    const query = rowMode === 'array' ? client.query({ text, rowMode: 'array' }) : client.query(text);
    results = (await query) as unknown as pg.QueryResult[];
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  for (const name of preparing) markPrepared(name, client);
  client.release();
  return executes.map((i) => results[i]!.rows);
}

/**
 * PGlite's one connection is shared by every request, so the batch runs inside its transaction (which holds the
 * connection, and rolls back on error before the next request runs); a statement is PREPAREd by itself the first
 * time and marked at once, since a PREPARE outlives the rollback of a batch that fails after it.
 */
async function readOnPglite(
  client: PGlite,
  companyId: string,
  reads: TenantRead[],
  rowMode: RowMode,
): Promise<unknown[][]> {
  return client.transaction(async (tx) => {
    const executes = [tenantSqlFor(companyId)];
    for (const { statement, values } of reads) {
      const name = preparedName(statement);
      if (!isPrepared(name, client)) {
        await tx.exec(`prepare ${name} as ${statement.text}`);
        markPrepared(name, client);
      }
      executes.push(executeSql(name, values));
    }
    const results = await tx.exec(executes.join(';\n'), { rowMode });
    return results.slice(1).map((r) => r.rows as unknown[]);
  });
}
