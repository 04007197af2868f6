import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/**
 * The merge rules of planAccountMerge (dedupe.ts) as set-based SQL over a staging table, for imports too
 * large to hold in memory: a row merges into an account with its domain; else a row with a domain into an
 * account of the same name that has none; a row without a domain into the first account of its name. Rows
 * of one file merge the same way. The kept account's fields win; a duplicate fills only the empty ones, in
 * file order. Each row's target is an existing account's id, or 'd:<domain>' / 'n:<name key>' for a new one.
 *
 * The targets are worked out in one statement of hash joins (each join reads only the rows and accounts that
 * can match: none for a company's first import), into a temporary table of lines and targets dropped at commit
 * (the rows stay where they were staged: copying them again took longer than joining them back). A target of one
 * row (nearly all of a large file) takes that row as it is; only targets of several rows are aggregated in file
 * order. Then one UPDATE fills existing accounts and one INSERT adds the new ones.
 */
const TARGETS = (t: string, r: string) => `
  create temp table ${r} on commit drop as
  with
  -- 1. The first existing account (oldest) of each staged domain.
  by_domain as (
    select distinct on (domain) domain, id::text as id from imported_accounts
    where domain in (select domain from ${t} where domain is not null) order by domain, created_at, id),
  -- 2. A new domain, named like an existing account without one: the file's first such domain takes it.
  nameless as (
    select distinct on (name_key) name_key, id from imported_accounts
    where domain is null and name_key in (select name_key from ${t} where domain is not null)
    order by name_key, created_at, id),
  first_of_domain as (
    select distinct on (s.domain) s.domain, s.line, s.name_key from ${t} s
    where s.domain in (select x.domain from ${t} x join nameless n on n.name_key = x.name_key)
      and not exists (select 1 from by_domain b where b.domain = s.domain)
    order by s.domain, s.line),
  borrowed as (
    select distinct on (n.id) n.id::text as id, f.domain from first_of_domain f
    join nameless n on n.name_key = f.name_key order by n.id, f.line),
  domain_target as (
    select b.domain, b.id from by_domain b union all select w.domain, w.id from borrowed w),
  -- 3. No domain: the first existing account of that name, else the file's first row of that name with one.
  by_name as (
    select distinct on (name_key) name_key, id::text as id from imported_accounts
    where name_key in (select name_key from ${t} where domain is null) order by name_key, created_at, id),
  named_row as (
    select distinct on (name_key) name_key, domain from ${t}
    where domain is not null and name_key in (select name_key from ${t} where domain is null)
    order by name_key, line)
  select s.line, case
      when s.domain is not null then coalesce(d.id, 'd:' || s.domain)
      else coalesce(n.id, nd.id, 'd:' || w.domain, 'n:' || s.name_key)
    end as merge_target
  from ${t} s
  left join domain_target d on s.domain is not null and d.domain = s.domain
  left join by_name n on s.domain is null and n.name_key = s.name_key
  left join named_row w on s.domain is null and n.id is null and w.name_key = s.name_key
  left join domain_target nd on nd.domain = w.domain`;

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
// The first non-null value of a column in file order, per target.
const first = (column: string) => `(array_agg(${column} order by line) filter (where ${column} is not null))[1]`;
const NAMES = ['name', 'name_as_written', 'name_key'];

/**
 * One row per target (new ones, or existing accounts): a lone row as it is, several aggregated in file order. A lone
 * row keeps the search vector staging computed over its name as written; an aggregate has none (see the insert).
 */
const MERGED = (t: string, r: string, newOnes: boolean) => {
  const which = `merge_target ${newOnes ? '' : 'not '}like '%:%'`;
  const columns = ['merge_target', 'line', ...NAMES, ...FIELDS, 'search_vector'];
  return `
  select ${columns.join(', ')} from ${t} join ${r} r using (line)
  where ${which} and not exists (select 1 from ${r}_many m where m.merge_target = r.merge_target)
  union all
  select merge_target, min(line), ${NAMES.map((c) => `(array_agg(${c} order by line))[1]`).join(', ')},
    ${FIELDS.map(first).join(', ')}, null::tsvector
  from ${t} join ${r} r using (line)
  where merge_target in (select merge_target from ${r}_many) and ${which} group by merge_target`;
};

const filled = (f: string) => (f === 'sub_industry' ? `a.extra ->> 'subIndustry'` : `a.${f}`);
const STORED = FIELDS.filter((f) => f !== 'sub_industry');

/**
 * Ids laid out as UUIDv7 (RFC 9562): the import's millisecond, then the row's number (24 bits) where v7 puts its
 * sub-millisecond bits, then 48 random bits. Rows are numbered, and inserted, in the order of their name key (file
 * order within a name), so each insert lands beside the one before in the primary key and the (company_id,
 * created_at, id) index, which random ids did not, and in the (company_id, name_key, id) index, which file order
 * did not (decision 023 §14: a 1M-row file in no order merged in 42.9 s instead of 57.7 s).
 */
const orderedId = (ms: number) => sql`(
  lpad(to_hex(${ms}::bigint), 12, '0') || '7'
    || lpad(to_hex(((row_number() over byName) >> 12) & 4095), 3, '0') || '8'
    || lpad(to_hex((row_number() over byName) & 4095), 3, '0')
    || substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))::uuid`;

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
  const resolved = `${table}_r`;
  // PostgreSQL compiles the big statements below to machine code (JIT), which took longer than it saved.
  await tx.execute(sql.raw('set local jit = off'));
  await tx.execute(sql.raw(TARGETS(table, resolved)));
  await tx.execute(
    sql.raw(`create temp table ${resolved}_many on commit drop as
      select merge_target from ${resolved} group by merge_target having count(*) > 1`),
  );
  // Temporary tables are never analysed by autovacuum: without statistics the planner guesses their size.
  await tx.execute(sql.raw(`analyze ${resolved}`));
  await tx.execute(sql.raw(`analyze ${resolved}_many`));
  await tx.execute(
    sql.raw(`
    update imported_accounts a set
      ${STORED.map((f) => `${f} = coalesce(a.${f}, m.${f})`).join(', ')},
      extra = case when a.extra ->> 'subIndustry' is null and m.sub_industry is not null
                   then jsonb_build_object('subIndustry', m.sub_industry) else a.extra end,
      updated_at = now()
    from (${MERGED(table, resolved, false)}) m
    where a.id = m.merge_target::uuid
      and (${FIELDS.map((f) => `(${filled(f)} is null and m.${f} is not null)`).join(' or ')})`),
  );
  // The staged vector holds for the name inserted only if that is the name as written; where it is not (names
  // re-cased), or there is none (an aggregate), the insert trigger computes it (migration 0035).
  const name = writtenNames ? 'm.name_as_written' : 'm.name';
  const vector = writtenNames ? 'm.search_vector' : 'case when m.name = m.name_as_written then m.search_vector end';
  const inserted = await tx.execute(sql`
    insert into imported_accounts
      (id, company_id, imported_by, name, name_key, ${sql.raw(STORED.join(', '))}, extra, search_vector)
    select ${orderedId(Date.now())}, ${companyId}, ${importedBy}, ${sql.raw(name)}, m.name_key,
      ${sql.raw(STORED.map((f) => `m.${f}`).join(', '))},
      case when m.sub_industry is null then null else jsonb_build_object('subIndustry', m.sub_industry) end,
      ${sql.raw(vector)}
    from (${sql.raw(MERGED(table, resolved, true))}) m
    window byName as (order by m.name_key, m.line)`);
  // node-postgres counts the rows in rowCount, PGlite in affectedRows.
  const count = inserted as unknown as { rowCount?: number | null; affectedRows?: number };
  return count.rowCount ?? count.affectedRows ?? 0;
}
