import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from './client';

/** SQL text with $1..$n placeholders (in any order, repeated or not) as a drizzle query with bound values. */
export function boundSql(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${sql.param(values[Number(match[1]) - 1] ?? null)}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/**
 * Runs a library's parameterised SQL inside a drizzle transaction, on both drivers: the pg pool's
 * checked-out client, or PGlite's one connection (where a query outside the open transaction would wait
 * for it to end). pg-boss takes this as its `db` option to send a job atomically with the caller's writes.
 */
export const transactionExecutor = (tx: Tx) => ({
  executeSql: async (text: string, values: unknown[] = []) => {
    const result = (await tx.execute(boundSql(text, values))) as unknown as { rows: any[] };
    return { rows: result.rows };
  },
});
