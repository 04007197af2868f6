import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/**
 * The merge rules of planAccountMerge (dedupe.ts) as set-based SQL over a staging table, for imports too
 * large to hold in memory: a row merges into an account with its domain; else a row with a domain into an
 * account of the same name that has none; a row without a domain into the first account of its name. Rows
 * of one file merge the same way. The kept account's fields win; a duplicate fills only the empty ones, in
 * file order. `target` ends up as an existing account's id, or 'd:<domain>' / 'n:<name key>' for a new one.
 */
const ASSIGN_TARGETS = (t: string) => [
  // 1. Same domain as an existing account.
  `update ${t} s set target = e.id::text
   from (select distinct on (domain) domain, id from imported_accounts
         where domain in (select domain from ${t} where domain is not null) order by domain, created_at, id) e
   where s.domain = e.domain`,
  // 2. A new domain, named like an existing account without one: the file's first such domain takes it.
  `with g as (select distinct on (domain) domain, line, name_key from ${t}
              where domain is not null and target is null order by domain, line),
        c as (select distinct on (e.id) e.id, g.domain from g
              join lateral (select id from imported_accounts a where a.domain is null and a.name_key = g.name_key
                            order by created_at, id limit 1) e on true
              order by e.id, g.line)
   update ${t} s set target = c.id::text from c where s.domain = c.domain and s.target is null`,
  `update ${t} set target = 'd:' || domain where domain is not null and target is null`,
  // 3. No domain: the first existing account of that name, else the file's first row of that name with one.
  `update ${t} s set target = e.id::text
   from (select distinct on (name_key) name_key, id from imported_accounts
         where name_key in (select name_key from ${t} where domain is null) order by name_key, created_at, id) e
   where s.domain is null and s.name_key = e.name_key`,
  `update ${t} s set target = d.target
   from (select distinct on (name_key) name_key, target from ${t} where domain is not null order by name_key, line) d
   where s.domain is null and s.target is null and s.name_key = d.name_key`,
  `update ${t} set target = 'n:' || name_key where target is null`,
];

// The first non-null value of a column in file order, per target.
const first = (column: string) => `(array_agg(${column} order by line) filter (where ${column} is not null))[1]`;
const FIELDS = [
  'domain',
  'industry',
  'sub_industry',
  'size_range',
  'employee_count',
  'location',
  'revenue_range',
  'founded',
  'description',
];
const MERGED = (t: string, newOnes: boolean) => `
  select target, ${FIELDS.map((f) => `${first(f)} as ${f}`).join(', ')},
    (array_agg(name order by line))[1] as name, (array_agg(name_as_written order by line))[1] as name_as_written,
    (array_agg(name_key order by line))[1] as name_key
  from ${t} where target ${newOnes ? '' : 'not '}like '%:%' group by target`;

const filled = (f: string) => (f === 'sub_industry' ? `a.extra ->> 'subIndustry'` : `a.${f}`);

/** Merges the staged rows into the company's accounts; returns how many accounts are new. */
export async function mergeStagedAccounts(
  tx: Tx,
  {
    companyId,
    table,
    importedBy,
    writtenNames,
  }: {
    companyId: string;
    table: string;
    importedBy: string;
    writtenNames: boolean;
  },
): Promise<number> {
  for (const statement of ASSIGN_TARGETS(table)) await tx.execute(sql.raw(statement));
  await tx.execute(
    sql.raw(`
    update imported_accounts a set
      ${FIELDS.filter((f) => f !== 'sub_industry')
        .map((f) => `${f} = coalesce(a.${f}, m.${f})`)
        .join(', ')},
      extra = case when a.extra ->> 'subIndustry' is null and m.sub_industry is not null
                   then jsonb_build_object('subIndustry', m.sub_industry) else a.extra end,
      updated_at = now()
    from (${MERGED(table, false)}) m
    where a.id = m.target::uuid and (${FIELDS.map((f) => `(${filled(f)} is null and m.${f} is not null)`).join(' or ')})`),
  );
  const fresh = await tx.execute(
    sql.raw(`select count(distinct target)::int as n from ${table} where target like '%:%'`),
  );
  await tx.execute(sql`
    insert into imported_accounts (company_id, imported_by, name, name_key, ${sql.raw(FIELDS.filter((f) => f !== 'sub_industry').join(', '))}, extra)
    select ${companyId}, ${importedBy}, ${sql.raw(writtenNames ? 'm.name_as_written' : 'm.name')}, m.name_key,
      ${sql.raw(
        FIELDS.filter((f) => f !== 'sub_industry')
          .map((f) => `m.${f}`)
          .join(', '),
      )},
      case when m.sub_industry is null then null else jsonb_build_object('subIndustry', m.sub_industry) end
    from (${sql.raw(MERGED(table, true))}) m`);
  return (fresh as unknown as { rows: { n: number }[] }).rows[0]!.n;
}
