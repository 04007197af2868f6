// The prefilter's first-stage score in SQL (decision 023, ranking at 1M): the scorer's own formula over what the
// database can see, 45 · R · min(1, 0.5 + I) + 35 · I + 10 · S + 10 · L, where R is the S-curve over the scored
// terms' presence, I the industry fit, S the size fit (employee count, else the size range) and L the location fit
// (each criterion only when the configuration names it, as calibrate() does; the common denominator is left out).
import { sql, type SQL } from 'drizzle-orm';
import { SIZE_RANGES } from '#domain/csv/normalize-values';
import { employeeRange, sizeFit } from '../../ai/builtin/rank/size';
import type { ScoreModel } from './prefilter-model';

/** A tsquery parsed once per statement: to_tsquery is stable, so written bare it is parsed again for every row. */
export const tsqueryOnce = (q: string) => sql`(select to_tsquery('simple', ${q}))`;
const num = (x: number) => sql.raw(Number.isFinite(x) ? String(x) : `'Infinity'::float8`);

/** The industry fit of the row's industry (0 outside the targeted ones). */
export function industrySql(m: ScoreModel): SQL {
  if (m.fits.length === 0) return sql`0`;
  const industries = sql.param(m.fits.map((f) => f.industry));
  const values = sql.param(m.fits.map((f) => f.value));
  return sql`coalesce((${values}::real[])[array_position(${industries}::text[], industry)], 0)`;
}

/** The fit of a size range text (the column size_range): 1 inside a named band, 0.5 overlapping one, 0 outside. */
function rangeFitSql(m: ScoreModel): SQL {
  const range = sql.join(
    m.sizes.map(
      (b) =>
        sql`case when r.lo >= ${num(b.min)} and r.hi <= ${num(b.max)} then 1.0
                 when r.lo <= ${num(b.max)} and r.hi >= ${num(b.min)} then 0.5 else 0 end`,
    ),
    sql`, `,
  );
  return sql`(select greatest(${range}) from (
      select coalesce(x[1], x[3])::float8 as lo, case when x[3] is not null then 'Infinity'::float8 else x[2]::float8 end as hi
      from (select regexp_match(replace(size_range, ',', ''), '(\\d+)\\s*(?:-|–|to)\\s*(\\d+)|(\\d+)\\s*\\+') as x) p
      where x is not null) r)`;
}

/**
 * The size fit: 1 inside a named band, 0.5 overlapping one or unknown, 0 outside (size.ts, sizeFit). Imports store
 * the standard size ranges, whose fits are worked out here once; any other text is read with the scorer's pattern,
 * row by row (33 µs a row: a fifth of the fetch at 1M when every row took that path, decision 023).
 */
function sizeSql(m: ScoreModel): SQL {
  const point = sql.join(
    m.sizes.map((b) => sql`(employee_count between ${num(b.min)} and ${num(b.max)})`),
    sql` or `,
  );
  const known = sql.join(
    SIZE_RANGES.map((range) => {
      const span = employeeRange(range, null);
      return sql`when ${sql.raw(`'${range}'`)} then ${sql.raw(String(span ? sizeFit(m.sizes, span).value : 0.5))}`;
    }),
    sql` `,
  );
  return sql`case when employee_count > 0 then (${point})::int
    when size_range is null then 0.5
    else coalesce(case size_range ${known} else ${rangeFitSql(m)} end, 0.5) end`;
}

/** The location fit: 1 inside a named place, 0.5 unknown (no location, unreadable, or past the distinct cap). */
function placeSql(places: NonNullable<ScoreModel['places']>): SQL {
  return sql`case when location is null then 0.5
    when location = any(${sql.param(places.inside)}::text[]) then 1
    when location = any(${sql.param(places.unknown)}::text[]) then 0.5 else 0 end`;
}

/** The score of a row of imported_accounts (its columns unqualified). */
export function scoreSql(m: ScoreModel): SQL {
  const coverage =
    m.terms.length > 0
      ? sql.join(
          m.terms.map((t) => sql`(search_vector @@ ${tsqueryOnce(t.query)})::int * ${t.coef}::real`),
          sql` + `,
        )
      : sql`0`;
  const text = sql`(1 - exp(-power((${coverage}) / 0.3, 1.5)))`;
  const fit = industrySql(m);
  const parts = [m.targeted ? sql`45 * ${text} * least(1, 0.5 + ${fit}) + 35 * ${fit}` : sql`45 * ${text}`];
  if (m.sizes.length > 0) parts.push(sql`10 * ${sizeSql(m)}`);
  if (m.places) parts.push(sql`10 * ${placeSql(m.places)}`);
  return sql.join(parts, sql` + `);
}
