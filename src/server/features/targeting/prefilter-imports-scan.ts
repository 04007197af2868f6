// The prefilter for a list the planner's statistics do not know (read under the tenant policy, no GIN index; see
// prefilter-imports.ts and decision 014): prefix tsqueries ordered by ts_rank, as first written.
import { sql, type SQL } from 'drizzle-orm';
import type { AnalysisConfig } from '#domain/workflow';
import { buildQuery, type QueryTerm } from '../../ai/builtin/rank/query';
import { parseTargeting } from '../../ai/builtin/rank/signals';
import { industryFit } from '../../ai/builtin/rank/industry-match';
import type { Tx } from '../../db/client';

/** Distinct industries read for the industry part of the prefilter score (more are scored as text only). */
const MAX_INDUSTRIES = 5000;
/** The heaviest terms, any two of which make the selective first pass. */
const HEAVY_TERMS = 6;

// Both drivers answer execute() with { rows }.
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
// A stem becomes a prefix query ('softwar:*'); anything but letters and digits would be tsquery syntax.
const TERM = /^[\p{L}\p{N}]+$/u;

/** The configuration's ranking terms, heaviest first, usable in a tsquery. */
function queryTerms(config: AnalysisConfig): QueryTerm[] {
  return buildQuery(config)
    .filter((t) => TERM.test(t.stem))
    .sort((a, b) => b.weight - a.weight);
}

/** Every term OR'ed as prefixes: an account matching any of them is a candidate ('' when there are none). */
export function anyTermQuery(config: AnalysisConfig): string {
  return queryTerms(config)
    .map((t) => `${t.stem}:*`)
    .join(' | ');
}

/** Any two of the heaviest terms: few accounts match, and those are where the best ones are ('' for < 2 terms). */
export function twoHeavyTermsQuery(config: AnalysisConfig): string {
  const heavy = queryTerms(config)
    .slice(0, HEAVY_TERMS)
    .map((t) => `${t.stem}:*`);
  return heavy.flatMap((a, i) => heavy.slice(i + 1).map((b) => `(${a} & ${b})`)).join(' | ');
}

/** The company's distinct industries, read by skipping through the (company_id, industry) index. */
export async function distinctIndustries(tx: Tx, companyId: string): Promise<string[]> {
  const result = await tx.execute(sql`
    with recursive d(industry, n) as (
      (select industry, 1 from imported_accounts
       where company_id = ${companyId} and industry is not null order by industry limit 1)
      union all
      select (select i.industry from imported_accounts i
              where i.company_id = ${companyId} and i.industry > d.industry order by i.industry limit 1), d.n + 1
      from d where d.industry is not null and d.n < ${MAX_INDUSTRIES}
    )
    select industry from d where industry is not null`);
  return rowsOf<{ industry: string }>(result).map((r) => r.industry);
}

/**
 * The ids of the company's `limit` imported accounts most likely to rank well, ordered by 45 · ts_rank +
 * 35 · industry fit (the scorer's own text and industry weights; size and location are left to the scorer).
 * First pass: accounts matching two of the heaviest terms (a GIN index lookup that stays small on a large
 * list). When that gives fewer than `limit`, the rest come from accounts matching any term or in an
 * industry the configuration targets.
 */
export async function prefilterImportIds(
  tx: Tx,
  { companyId, config, limit }: { companyId: string; config: AnalysisConfig; limit: number },
): Promise<string[]> {
  const anyTerm = anyTermQuery(config);
  const twoTerms = twoHeavyTermsQuery(config);
  const targets = parseTargeting(config).industries;
  const fits =
    targets.length === 0
      ? []
      : (await distinctIndustries(tx, companyId))
          .map((industry) => ({
            industry,
            value: industryFit(targets, industry, null).value,
          }))
          .filter((f) => f.value > 0);
  const industries = sql.param(fits.map((f) => f.industry));
  const text = anyTerm ? sql`ts_rank(search_vector, to_tsquery('simple', ${anyTerm}), 32)` : sql`0`;
  const industry =
    fits.length > 0
      ? sql`coalesce((${sql.param(fits.map((f) => f.value))}::real[])[array_position(${industries}::text[], industry)], 0)`
      : sql`0`;
  const pick = async (where: SQL, exclude: string[], n: number) => {
    const rest = exclude.length > 0 ? sql`and id <> all(${sql.param(exclude)}::uuid[])` : sql``;
    const result = await tx.execute(sql`
      select id from imported_accounts
      where company_id = ${companyId} and (${where}) ${rest}
      order by 45 * ${text} + 35 * ${industry} desc, id
      limit ${n}`);
    return rowsOf<{ id: string }>(result).map((r) => r.id);
  };
  const first = twoTerms ? await pick(sql`search_vector @@ to_tsquery('simple', ${twoTerms})`, [], limit) : [];
  if (first.length >= limit) return first;
  const broad = [
    anyTerm ? sql`search_vector @@ to_tsquery('simple', ${anyTerm})` : null,
    fits.length > 0 ? sql`industry = any(${industries}::text[])` : null,
  ].filter((m) => m !== null);
  const where = broad.length > 0 ? sql.join(broad, sql` or `) : sql`true`;
  return [...first, ...(await pick(where, first, limit - first.length))];
}
