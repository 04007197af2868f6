import { sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/search';

/** SQL pieces the tables' filters are made of; `expr` is trusted SQL over the table's alias, values are bound. */
export const raw = (expr: string) => sql.raw(expr);

export const oneOf = (expr: string, values: readonly (string | number)[]) =>
  sql`${raw(expr)} in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

export const contains = (expr: string, q: string) => sql`${raw(expr)} ilike ${containsPattern(q)}`;

/** Any of the expressions contains `q`. */
export const anyContains = (exprs: readonly string[], q: string) =>
  sql`(${sql.join(
    exprs.map((e) => contains(e, q)),
    sql` or `,
  )})`;

export function within(expr: string, range: { min?: number; max?: number } | undefined): SQL[] {
  if (!range) return [];
  const out: SQL[] = [];
  if (range.min !== undefined) out.push(sql`${raw(expr)} >= ${range.min}`);
  if (range.max !== undefined) out.push(sql`${raw(expr)} <= ${range.max}`);
  return out;
}

export const allOf = (conditions: readonly SQL[]) => sql.join([...conditions], sql` and `);

/**
 * Extra filters and columns other features add to a kind's table (the CRM state): a filter key's values become a
 * condition over the alias `t`. Registered at the composition root; none until such a feature lands.
 */
export type TableExtension = { kind: string; filterKey: 'crm'; condition: (values: string[]) => SQL };
const extensions: TableExtension[] = [];

export function registerTableExtension(extension: TableExtension): () => void {
  extensions.push(extension);
  return () => void extensions.splice(extensions.indexOf(extension), 1);
}

export function extensionConditions(kind: string, filter: { crm?: string[] }): SQL[] {
  return extensions
    .filter((e) => e.kind === kind && filter[e.filterKey]?.length)
    .map((e) => e.condition(filter[e.filterKey]!));
}

/** A point in time as a bound timestamptz (raw templates do not map a Date the way a column does). */
export const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
