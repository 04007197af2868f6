// What the prefilter's first-stage score is made of for one configuration and one list (decision 023, ranking at
// 1M): the scored terms with their coverage shares (word rarity from a sample of the list), the industry, size and
// location fits, and the sample's score bounds from which the fetch threshold is read.
import { sql } from 'drizzle-orm';
import type { AnalysisConfig } from '#domain/workflow';
import type { Candidate } from '../../ai/engine';
import { industryFit } from '../../ai/builtin/rank/industry-match';
import { parseTargeting, signalEvaluator } from '../../ai/builtin/rank/signals';
import type { SizeBand } from '../../ai/builtin/rank/size';
import type { Tx } from '../../db/client';
import { sCurve, type CoverageTerm } from './prefilter-bound';
import { distinctIndustries, rowsOf } from './prefilter-imports-scan';
import { prefilterTerms, termQuery } from './prefilter-terms';

/** The common terms in the first-stage text score (the heaviest by weight × rarity; rare ones are added). */
const SCORED_TERMS = 12;
/** The rare terms (never met in the sample) in the first-stage score. */
const RARE_TERMS = 8;
/** Accounts read for the word-rarity sample and the score bounds. */
export const SAMPLE_ROWS = 1000;
/** The scorer's BM25 saturation of one occurrence (tf / (k1 + tf), tf ≈ 1.5 for a description word). */
const ONE_MATCH = 0.55;
/** Distinct locations read for the location part of the score (rows in others count as unknown, 0.5). */
const MAX_LOCATIONS = 2000;

export type ScoredTerm = CoverageTerm & { forms: string[]; df: number };
export type ScoreModel = {
  terms: ScoredTerm[];
  /** Industries with a fit above 0 (none when the configuration names no industry). */
  fits: { industry: string; value: number }[];
  targeted: boolean;
  sizes: readonly SizeBand[];
  /** Null when the configuration names no place. */
  places: { inside: string[]; unknown: string[] } | null;
  /** The sample's score bounds, highest first, and how many accounts the list holds (planner's estimate). */
  sample: number[];
  listSize: number;
};

/** The score's upper bound for an account with industry fit `fit` and text coverage `coverage`. */
export function upperBound(m: ScoreModel, fit: number, coverage: number): number {
  const industry = m.targeted ? 45 * Math.min(1, 0.5 + fit) * sCurve(coverage) + 35 * fit : 45 * sCurve(coverage);
  return industry + (m.sizes.length > 0 ? 10 : 0) + (m.places ? 10 : 0);
}

/** The company's distinct locations, read by skipping through the (company_id, location) index. */
async function distinctLocations(tx: Tx, companyId: string): Promise<string[]> {
  const result = await tx.execute(sql`
    with recursive d(location, n) as (
      (select location, 1 from imported_accounts
       where company_id = ${companyId} and location is not null order by location limit 1)
      union all
      select (select i.location from imported_accounts i
              where i.company_id = ${companyId} and i.location > d.location order by i.location limit 1), d.n + 1
      from d where d.location is not null and d.n < ${MAX_LOCATIONS}
    )
    select location from d where location is not null`);
  return rowsOf<{ location: string }>(result).map((r) => r.location);
}

/** The places part: each distinct location as the scorer sees it (inside a named place, unknown, or outside). */
async function places(tx: Tx, companyId: string, config: AnalysisConfig): Promise<ScoreModel['places']> {
  const targeting = parseTargeting(config);
  if (targeting.geos.length === 0) return null;
  const evaluate = signalEvaluator(targeting);
  const out = new Float64Array(3);
  const inside: string[] = [];
  const unknown: string[] = [];
  for (const location of await distinctLocations(tx, companyId)) {
    const row = { name: '', domain: null, industry: null, subIndustry: null, sizeRange: null, employeeCount: null };
    evaluate.values({ ...row, location } as unknown as Candidate, out);
    if (out[2] === 1) inside.push(location);
    else if (out[2] === 0.5) unknown.push(location);
  }
  return { inside, unknown };
}

/**
 * Reads the sample (the company's first SAMPLE_ROWS accounts by name, through its index): which term forms and
 * industry each holds. Word rarity (BM25 IDF over the sample) weights the terms; terms the sample never met are
 * rare or absent and keep all their forms; each sampled account's score bound is the sample the threshold of
 * the fetch is read from.
 */
export async function scoreModel(
  tx: Tx,
  { companyId, config, listSize }: { companyId: string; config: AnalysisConfig; listSize: number },
): Promise<ScoreModel> {
  const all = prefilterTerms(config);
  const forms = all.flatMap((t) => t.forms);
  const result = await tx.execute(sql`
    with s as (
      select industry, search_vector from imported_accounts where company_id = ${companyId}
      order by name_key limit ${SAMPLE_ROWS})
    select industry, array(select l.lexeme from unnest(s.search_vector) l
                           where l.lexeme = any(${sql.param(forms)}::text[])) as words
    from s`);
  const rows = rowsOf<{ industry: string | null; words: string[] }>(result);
  const df = new Map<string, number>();
  for (const r of rows) for (const w of r.words) df.set(w, (df.get(w) ?? 0) + 1);
  const n = Math.max(rows.length, 1);
  const idf = (d: number) => Math.log(1 + (n - d + 0.5) / (d + 0.5));
  const mass = all.slice(0, 5).reduce((s, t) => s + t.weight, 0);
  const weighted = all.map((t) => {
    const seen = t.forms.filter((f) => df.has(f));
    const count = seen.reduce((s, f) => s + df.get(f)!, 0);
    const kept = count > 0 ? seen : t.forms;
    const coef = (t.weight * (idf(count) / idf(0)) * ONE_MATCH) / mass;
    return { forms: kept, query: termQuery({ ...t, forms: kept }), df: count, coef };
  });
  const byCoef = (a: ScoredTerm, b: ScoredTerm) => b.coef - a.coef;
  const terms = [
    ...weighted
      .filter((t) => t.df > 0)
      .sort(byCoef)
      .slice(0, SCORED_TERMS),
    ...weighted
      .filter((t) => t.df === 0)
      .sort(byCoef)
      .slice(0, RARE_TERMS),
  ];
  const targets = parseTargeting(config).industries;
  const fits =
    targets.length === 0
      ? []
      : (await distinctIndustries(tx, companyId))
          .map((industry) => ({ industry, value: industryFit(targets, industry, null).value }))
          .filter((f) => f.value > 0);
  const model: ScoreModel = {
    terms,
    fits,
    targeted: targets.length > 0,
    sizes: parseTargeting(config).sizes,
    places: await places(tx, companyId, config),
    sample: [],
    listSize,
  };
  const fitOf = new Map(fits.map((f) => [f.industry, f.value]));
  model.sample = rows
    .map((r) => {
      const held = new Set(r.words);
      const coverage = terms.reduce((s, t) => s + (t.forms.some((f) => held.has(f)) ? t.coef : 0), 0);
      return upperBound(model, fitOf.get(r.industry ?? '') ?? 0, coverage);
    })
    .sort((a, b) => b - a);
  return model;
}
