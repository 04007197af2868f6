// The prefilter as it was before decision 023 (ranking at 1M), kept so bench/rank-scale.bench.ts measures it
// beside the current one in the same run. Not used by the app.
import { sql } from 'drizzle-orm';
import type { AnalysisConfig } from '../src/domain/workflow';
import { parseTargeting } from '../src/server/ai/builtin/rank/signals';
import { industryFit } from '../src/server/ai/builtin/rank/industry-match';
import type { Tx } from '../src/server/db/client';
import type { ImportedCandidateRow } from '../src/server/features/imports/imports.queries';
import {
  distinctIndustries,
  prefilterImportIds,
  rowsOf,
} from '../src/server/features/targeting/prefilter-imports-scan';
import {
  anyTermQuery,
  prefilterTerms,
  termQuery,
  twoTermsQuery,
  type PrefilterTerm,
} from '../src/server/features/targeting/prefilter-terms';

/** The common terms in the first-stage text score (the heaviest by weight × rarity; rare ones are added). */
const SCORED_TERMS = 12;
/** The rare terms (never met in the sample) in the first-stage score and its selective pass. */
const RARE_TERMS = 8;
/** The heaviest common terms, any two of which make the selective first pass. */
const HEAVY_TERMS = 6;
/** Accounts read for the word-rarity sample. */
const SAMPLE_ROWS = 2000;
/** The scorer's BM25 saturation of one occurrence (tf / (k1 + tf), tf ≈ 1.5 for a description word). */
const ONE_MATCH = 0.55;

type Row = ImportedCandidateRow;
/** The columns a candidate is made of (toImportedCandidate), named as drizzle names them. */
const COLUMNS = sql.raw(
  'id, name, domain, industry, size_range as "sizeRange", employee_count as "employeeCount", location, ' +
    'revenue_range as "revenueRange", founded, description, extra, field_sources as "fieldSources", created_at as "createdAt"',
);
type Weighted = PrefilterTerm & { df: number; coef: number };

const tsquery = (q: string) => sql`to_tsquery('simple', ${q})`;

/**
 * How many of a sample of the company's accounts hold each word form: the list's own word rarity, read without
 * scanning the list. The sample is the first SAMPLE_ROWS by name (the company index's order, so a few thousand
 * index reads whatever the size of the list or of the table); names say little about the words ranked on.
 */
async function sampleFrequencies(tx: Tx, companyId: string, forms: string[]) {
  const result = await tx.execute(sql`
    with s as (
      select search_vector from imported_accounts where company_id = ${companyId}
      order by name_key limit ${SAMPLE_ROWS})
    select (select count(*)::int from s) as n,
      (select json_object_agg(lexeme, df) from (
        select l.lexeme, count(*)::int as df from s, unnest(s.search_vector) l
        where l.lexeme = any(${sql.param(forms)}::text[]) group by l.lexeme) f) as df`);
  const row = rowsOf<{ n: number; df: Record<string, number> | string | null }>(result)[0];
  const df = typeof row?.df === 'string' ? (JSON.parse(row.df) as Record<string, number>) : (row?.df ?? {});
  return { n: row?.n ?? 0, df: new Map(Object.entries(df)) };
}

/**
 * True when the planner's statistics say the company holds at least half of all imported accounts. The GIN
 * index (imported_accounts_matching) covers every company: for a list that is a small part of the table, reading
 * the list itself through the company index (under the tenant policy, as every query) costs less than
 * fetching and dropping the other companies' matches. No statistics yet (PGlite does not analyze on its own):
 * the policy path.
 */
async function mostOfTheTable(tx: Tx): Promise<boolean> {
  const result = await tx.execute(sql`select imported_accounts_share() >= 0.5 as most`);
  return rowsOf<{ most: boolean }>(result)[0]?.most === true;
}

/**
 * The terms of the first-stage score, heaviest first by weight × BM25 rarity over the sample, each with its
 * share of the scorer's text coverage (weight · normalised IDF · one match, over the five largest weights).
 * A term the sample met keeps only the word forms it met (the others are rare spellings); one it never met
 * is rare or absent and keeps them all.
 */
async function weightedTerms(tx: Tx, companyId: string, config: AnalysisConfig): Promise<Weighted[]> {
  const terms = prefilterTerms(config);
  const sample = await sampleFrequencies(
    tx,
    companyId,
    terms.flatMap((t) => t.forms),
  );
  const n = Math.max(sample.n, 1);
  const idf = (d: number) => Math.log(1 + (n - d + 0.5) / (d + 0.5));
  const mass = terms.slice(0, 5).reduce((s, t) => s + t.weight, 0);
  const weighted = terms.map((t) => {
    const seen = t.forms.filter((f) => sample.df.has(f));
    const df = seen.reduce((s, f) => s + sample.df.get(f)!, 0);
    const coef = (t.weight * (idf(df) / idf(0)) * ONE_MATCH) / mass;
    return { ...t, forms: df > 0 ? seen : t.forms, df, coef };
  });
  // Terms the sample never met are rare or absent: kept (they cost the index little), but not let crowd out
  // the common terms most accounts are ranked by.
  const byCoef = (a: Weighted, b: Weighted) => b.coef - a.coef;
  const seen = weighted.filter((t) => t.df > 0).sort(byCoef);
  const unseen = weighted.filter((t) => t.df === 0).sort(byCoef);
  return [...seen.slice(0, SCORED_TERMS), ...unseen.slice(0, RARE_TERMS)];
}

/**
 * The company's `limit` imported accounts most likely to rank well, whole rows, ordered the way the scorer
 * orders them without size and location: 45 · R · min(1, 0.5 + I) + 35 · I, where R is the scorer's text
 * S-curve over the heaviest terms' coverage (presence only, rarity from a sample) and I its industry fit.
 * First pass: accounts holding two of the heaviest common terms, or any term too rare to show up in the
 * sample (a GIN index lookup on exact word forms that stays small on a large list). When that gives fewer
 * than `limit`, the rest come from accounts matching any term or in an industry the configuration targets.
 */
export async function baselinePrefilterImports(
  tx: Tx,
  { companyId, config, limit }: { companyId: string; config: AnalysisConfig; limit: number },
): Promise<Row[]> {
  if (!(await mostOfTheTable(tx))) {
    const ids = await prefilterImportIds(tx, { companyId, config, limit });
    if (ids.length === 0) return [];
    const result = await tx.execute(
      sql`select ${COLUMNS} from imported_accounts where company_id = ${companyId} and id = any(${sql.param(ids)}::uuid[])`,
    );
    return rowsOf<Row>(result);
  }
  const scored = await weightedTerms(tx, companyId, config);
  const targets = parseTargeting(config).industries;
  const fits =
    targets.length === 0
      ? []
      : (await distinctIndustries(tx, companyId))
          .map((industry) => ({ industry, value: industryFit(targets, industry, null).value }))
          .filter((f) => f.value > 0);
  const industries = sql.param(fits.map((f) => f.industry));
  const fit =
    fits.length > 0
      ? sql`coalesce((${sql.param(fits.map((f) => f.value))}::real[])[array_position(${industries}::text[], industry)], 0)`
      : sql`0`;
  const coverage =
    scored.length > 0
      ? sql.join(
          scored.map((t) => sql`(search_vector @@ ${tsquery(termQuery(t))})::int * ${t.coef}::real`),
          sql` + `,
        )
      : sql`0`;
  const text = sql`(1 - exp(-power((${coverage}) / 0.3, 1.5)))`;
  const score = targets.length > 0 ? sql`45 * ${text} * least(1, 0.5 + ${fit}) + 35 * ${fit}` : sql`45 * ${text}`;
  // Matches come from imported_accounts_matching (the GIN index, under the tenant's company; see migration
  // imported_accounts_matching); `industries` adds the accounts in a targeted industry.
  const pick = async (q: string, alsoIndustries: boolean, exclude: string[], n: number) => {
    const matching = q ? sql`select * from imported_accounts_matching(${tsquery(q)})` : null;
    const inIndustry = alsoIndustries
      ? sql`select * from imported_accounts where company_id = ${companyId} and industry = any(${industries}::text[])`
      : null;
    const from = sql.join(
      [matching, inIndustry].filter((s) => s !== null),
      sql` union all `,
    );
    const rest = exclude.length > 0 ? sql`where id <> all(${sql.param(exclude)}::uuid[])` : sql``;
    // An account both matching and in a targeted industry comes twice: distinct (a full sort) only then.
    const distinct = matching && inIndustry ? sql`distinct on (score, id)` : sql``;
    const result = await tx.execute(sql`
      select ${distinct} ${COLUMNS}, ${score} as score from (${from}) a ${rest}
      order by score desc, id limit ${n}`);
    return rowsOf<Row>(result);
  };
  const heavy = scored.filter((t) => t.df > 0).slice(0, HEAVY_TERMS);
  const rare = scored.filter((t) => t.df === 0);
  const first = await pick([twoTermsQuery(heavy), anyTermQuery(rare)].filter(Boolean).join(' | '), false, [], limit);
  if (first.length >= limit) return first;
  const rest = await pick(
    anyTermQuery(prefilterTerms(config)),
    fits.length > 0,
    first.map((r) => r.id),
    limit - first.length,
  );
  return [...first, ...rest];
}
