import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { employeeRange, parseSizeTargets, sizeFit } from '../../ai/builtin/rank/size';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/test-database';
import { rowsOf } from './prefilter-imports-scan';
import type { ScoreModel } from './prefilter-model';
import { scoreSql } from './prefilter-score';

const ROWS: [number | null, string | null][] = [
  [120, null],
  [120, '1001-5000'],
  [6000, null],
  [0, '51-200'],
  [null, '51-200'],
  [null, '201 - 500'],
  [null, '1,001–5,000'],
  [null, '10001+'],
  [null, '100 to 300'],
  [null, 'about fifty'],
  [null, null],
  [null, '51-200'],
  [null, '1-10'],
  [null, '5001-10000'],
  [0, '501-1000'],
];

describe("the prefilter's size fit in SQL", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('gives each row the scorer’s own fit, standard size ranges and free text alike', async () => {
    const sizes = parseSizeTargets('Companies with 50-1000 employees');
    const model: ScoreModel = { terms: [], fits: [], targeted: false, sizes, places: null, sample: [], listSize: 0 };
    const values = sql.join(
      ROWS.map(([count, range], i) => sql`(${i}::int, ${count}::int, ${range}::text)`),
      sql`, `,
    );
    const result = await database.db.execute(sql`
      with a as (
        select v.n, v.employee_count, v.size_range, null::tsvector as search_vector, null::text as industry,
          null::text as location
        from (values ${values}) v(n, employee_count, size_range))
      select n, ${scoreSql(model)} as score from a order by n`);
    const scores = rowsOf<{ n: number; score: number }>(result).map((r) => Number(r.score) / 10);
    const expected = ROWS.map(([count, range]) => {
      const span = employeeRange(range, count);
      return span ? sizeFit(sizes, span).value : 0.5;
    });
    expect(scores).toEqual(expected);
    expect(new Set(expected)).toEqual(new Set([0, 0.5, 1]));
  });
});
