import { sql, type SQL } from 'drizzle-orm';
import type { AnalysisConfig } from '#domain/workflow';
import type { Tx } from '../../db/client';
import type { ImportedCandidateRow } from '../imports/imports.queries';
import { coverageBranches, coverageFor, coverageQuery as commonQuery } from './prefilter-bound';
import { prefilterImportIds, rowsOf } from './prefilter-imports-scan';
import { scoreModel, upperBound, type ScoreModel } from './prefilter-model';
import { scoreSql, tsqueryOnce } from './prefilter-score';

/** Up to this many imported accounts, every one is handed to the scorer (no prefilter). */
export const WHOLE_LIST_LIMIT = 3000;
/** How many imported accounts the database hands to the scorer when a company has more than WHOLE_LIST_LIMIT. */
export const PREFILTER_LIMIT = 1000;
/**
 * Accounts the first fetch aims to read, as a multiple of the limit: the threshold is read from a sample, so
 * the count above it is an estimate; each further round reads FETCH_GROWTH times more.
 */
const FETCH_TARGET = 1.5;
const FETCH_GROWTH = 4;
const ROUNDS = 3;

type Row = ImportedCandidateRow;
type Scored = Row & { score: number | string };
/**
 * Runs a read of the company's accounts in a tenant transaction on another connection (PostgreSQL's pool), so that
 * the fetch's disjoint searches run side by side, each in a server process of its own (decision 023 §14).
 */
export type Alongside = <T>(read: (tx: Tx) => Promise<T>) => Promise<T>;
/** The columns a candidate is made of (toImportedCandidate), named as drizzle names them. */
const COLUMNS = sql.raw(
  'id, name, domain, industry, size_range as "sizeRange", employee_count as "employeeCount", location, ' +
    'revenue_range as "revenueRange", founded, description, extra, field_sources as "fieldSources", created_at as "createdAt"',
);
const tsquery = (q: string) => sql`to_tsquery('simple', ${q})`;

/**
 * The company's list size from the planner's statistics: its share of all imported accounts times the table's
 * size (0 when the statistics do not know the company: a small list among many, or PGlite before its first
 * analyze, which it never runs on its own).
 */
async function listSize(tx: Tx): Promise<number> {
  const result = await tx.execute(sql`
    select imported_accounts_share()
      * greatest((select reltuples from pg_class where oid = 'imported_accounts'::regclass), 0) as size`);
  return Number(rowsOf<{ size: number }>(result)[0]?.size ?? 0);
}

/** Groups of the bound's disjoint searches run side by side (PostgreSQL), each on a connection of its own. */
const SIDE_BY_SIDE = 2;
/**
 * Lists from this size on are searched side by side; below it the extra statements and transactions cost more than
 * they save (10,000 accounts: 72 ms against 62 ms; 100,000: 129 against 162 ms; decision 023 §14).
 */
const SIDE_BY_SIDE_FROM = 50_000;

/** The searches of one bound: the rare terms' (or none), then groups of disjoint tsqueries over the common terms. */
type Coverage = { rare: string; bound: string[][] };

/**
 * The rows that can reach `threshold`, as index lookups: in the targeted industries, the accounts holding enough
 * of the terms (the (company_id, industry) and GIN indexes ANDed), and elsewhere the
 * accounts holding enough terms to reach it with no industry fit. Null when an account with no term and no
 * industry fit could reach it (the whole list would qualify). Each part is one statement, and the parts are
 * disjoint; `split`: the bound over the common terms is written as disjoint searches (coverageBranches) in
 * SIDE_BY_SIDE parts, so that they can run side by side.
 */
export function reaching(m: ScoreModel, threshold: number, split = false): SQL[] | null {
  const need = (fit: number) => {
    const text = threshold - upperBound(m, fit, 0);
    const room = upperBound(m, fit, Infinity) - upperBound(m, fit, 0);
    return coverageFor(room > 0 ? text / room : text > 0 ? 1 : 0);
  };
  // Terms the sample never met are rare: any of them lets an account in (a few rows, read whole), so the
  // exact bound is written over the common terms only and stays short. The two are searched apart: the GIN index
  // walks every posting list of a tsquery's words together, each item through the whole query, so the rare words
  // beside the bound's tree cost far more than in a search of their own (a fifth of the fetch at 1M, decision 023).
  const rare = m.terms.filter((t) => t.df === 0);
  const common = m.terms.filter((t) => t.df > 0);
  const total = m.terms.reduce((s, t) => s + t.coef, 0);
  const anyRare = rare.map((t) => t.query).join(' | ');
  /** The searches whose matches together reach `need`: '' when every account does, null when none can. */
  const coverageQueries = (need: number): Coverage | '' | null => {
    if (need > total + 1e-9) return null;
    const bound = split ? coverageBranches(common, need) : commonQuery(common, need);
    if (bound === '') return '';
    const queries = bound === null ? [] : typeof bound === 'string' ? [bound] : bound;
    if (!anyRare && queries.length === 0) return null;
    // Round robin: the branches start with the heaviest terms, the rarest words, so each group gets some of both.
    const groups = split
      ? Array.from({ length: SIDE_BY_SIDE }, (_, g) => queries.filter((_, i) => i % SIDE_BY_SIDE === g))
      : [queries];
    return { rare: anyRare, bound: groups.filter((g) => g.length > 0) };
  };
  const other = coverageQueries(need(0));
  if (other === '') return null;
  const parts: SQL[] = [];
  // One index search for every targeted industry, with the bound of the best fit (the loosest): an account of a
  // lesser fit that holds those terms is read too (a few more rows), but the GIN index, whose cost grows with the
  // tsquery's length times the accounts holding any of its words, is searched once.
  const best = Math.max(0, ...m.fits.map((f) => f.value));
  const inTargets = m.fits.length > 0 ? coverageQueries(need(best)) : null;
  const covered = m.fits.map((f) => f.industry);
  if (inTargets === '')
    parts.push(sql`select * from imported_accounts_matching_in(null, ${sql.param(covered)}::text[])`);
  else if (inTargets !== null)
    parts.push(
      ...eachOnce(
        inTargets,
        (q) => sql`select * from imported_accounts_matching_in(${q}, ${sql.param(covered)}::text[])`,
      ),
    );
  if (other !== null) {
    const outside =
      inTargets !== null && covered.length > 0
        ? sql`where (industry is null or industry <> all(${sql.param(covered)}::text[]))`
        : sql``;
    parts.push(...eachOnce(other, (q) => sql`select * from imported_accounts_matching(${q}) ${outside}`));
  }
  return parts;
}

/**
 * The statements of one bound, each row in one of them only: the rare terms' search, then one statement per group
 * of the common terms' searches (disjoint among themselves), which leave out what the rare terms' search reads.
 */
export function eachOnce({ rare, bound }: Coverage, search: (q: SQL) => SQL): SQL[] {
  const unseen = rare ? sql` where not (search_vector @@ ${tsqueryOnce(rare)})` : sql``;
  const groups = bound.map((group) =>
    sql.join(
      group.map((q, i) => sql`select * from (${search(tsquery(q))}) b${sql.raw(String(i))}${unseen}`),
      sql` union all `,
    ),
  );
  return rare ? [search(tsquery(rare)), ...groups] : groups;
}

/**
 * Every account holding any term or in a targeted industry, each once: the broad pass, when the bound lets
 * everything in.
 */
function broad(m: ScoreModel): SQL[] {
  const any = m.terms.map((t) => t.query).join(' | ');
  const parts: SQL[] = [];
  if (any) parts.push(sql`select * from imported_accounts_matching(${tsquery(any)})`);
  if (m.fits.length > 0) {
    const industries = sql.param(m.fits.map((f) => f.industry));
    const seen = any ? sql` where not (search_vector @@ ${tsqueryOnce(any)})` : sql``;
    parts.push(sql`select * from imported_accounts_matching_in(null, ${industries}::text[]) i${seen}`);
  }
  return parts;
}

/**
 * The company's `limit` imported accounts most likely to rank well, whole rows, ordered by the scorer's own
 * formula over what the database holds (prefilter-score.ts). Only accounts that can reach a threshold are read:
 * the threshold is the score bound a sample of the list puts about FETCH_TARGET × limit accounts above, and
 * reaching it is written as index lookups (`reaching`). A round that yields fewer than `limit` is repeated with
 * a lower threshold; past ROUNDS, every account holding any term or in a targeted industry is read.
 */
export async function prefilterImports(
  tx: Tx,
  {
    companyId,
    config,
    limit,
    alongside,
    sideBySideFrom = SIDE_BY_SIDE_FROM,
  }: { companyId: string; config: AnalysisConfig; limit: number; alongside?: Alongside; sideBySideFrom?: number },
): Promise<Row[]> {
  // The search index is keyed by company (migration 0034), so any list the statistics know is searched through
  // it; one they do not know is read through the company index under the tenant policy (decision 014).
  const size = await listSize(tx);
  if (size <= 0) {
    const ids = await prefilterImportIds(tx, { companyId, config, limit });
    if (ids.length === 0) return [];
    const result = await tx.execute(
      sql`select ${COLUMNS} from imported_accounts where company_id = ${companyId} and id = any(${sql.param(ids)}::uuid[])`,
    );
    return rowsOf<Row>(result);
  }
  const m = await scoreModel(tx, { companyId, config, listSize: size });
  const score = scoreSql(m);
  const side = Boolean(alongside) && m.listSize >= sideBySideFrom;
  const best = async (on: Tx, parts: SQL[]) =>
    rowsOf<Scored>(
      await on.execute(sql`
        select ${COLUMNS}, ${score} as score from (${sql.join(parts, sql` union all `)}) a
        order by score desc, id limit ${limit}`),
    );
  const fetch = async (parts: SQL[]): Promise<Row[]> => {
    if (parts.length === 0) return [];
    if (!alongside || !side || parts.length === 1) return best(tx, parts);
    // The searches are disjoint: each one's best `limit` on a connection of its own, side by side, then the best
    // `limit` of them all, in the statement's own order (score, then id as PostgreSQL orders uuids: as text).
    const each = await Promise.all(
      parts.map((part, i) => (i === 0 ? best(tx, [part]) : alongside((on) => best(on, [part])))),
    );
    return each
      .flat()
      .sort((a, b) => Number(b.score) - Number(a.score) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .slice(0, limit);
  };
  let target = FETCH_TARGET * limit;
  for (let round = 0; round < ROUNDS && m.sample.length > 0; round++, target *= FETCH_GROWTH) {
    const at = Math.max(1, Math.round((target * m.sample.length) / Math.max(m.listSize, 1)));
    if (at >= m.sample.length) break;
    const parts = reaching(m, m.sample[at - 1]! - 1e-6, side);
    if (parts === null) break;
    const rows = await fetch(parts);
    if (rows.length >= limit) return rows;
  }
  return fetch(broad(m));
}
