import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/test-database';
import { coverageBranches, coverageFor, coverageQuery, sCurve, type CoverageTerm } from './prefilter-bound';

const FIVE_TERMS: CoverageTerm[] = [
  { query: 'api | apis', coef: 0.31 },
  { query: 'saas', coef: 0.22 },
  { query: 'developer | developers', coef: 0.17 },
  { query: 'docs', coef: 0.12 },
  { query: 'portal | portals', coef: 0.05 },
];

/** Every subset of `terms` (as the words an account holds) with its coverage. */
const subsets = (terms: CoverageTerm[]) =>
  Array.from({ length: 1 << terms.length }, (_, mask) => {
    const held = terms.filter((_, i) => mask & (1 << i));
    return { words: held.map((t) => t.query.split(' | ')[0]!), coverage: held.reduce((s, t) => s + t.coef, 0) };
  });

describe('the prefilter bound: which accounts can reach a text coverage, as a tsquery', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.close());

  /** For each subset: does the database's full-text search match it with the query? */
  const matches = async (q: string, sets: { words: string[] }[]) => {
    const { rows } = await db.query<{ m: boolean }>(
      `select to_tsvector('simple', w) @@ to_tsquery('simple', $1) as m from unnest($2::text[]) with ordinality u(w, i) order by i`,
      [q, sets.map((s) => s.words.join(' ') || 'nothing')],
    );
    return rows.map((r) => r.m);
  };

  it('matches exactly the accounts whose terms reach the coverage', async () => {
    const terms = FIVE_TERMS;
    const sets = subsets(terms);
    for (const need of [0.05, 0.2, 0.35, 0.5, 0.6, 0.75, 0.87]) {
      const q = coverageQuery(terms, need);
      expect(q).toBeTruthy();
      expect(await matches(q!, sets)).toEqual(sets.map((s) => s.coverage >= need - 1e-9));
    }
    expect(coverageQuery(terms, 0)).toBe('');
    expect(coverageQuery(terms, 0.88)).toBeNull();
  });

  it('past its length, assumes the lightest terms present: more accounts, never fewer', async () => {
    const terms: CoverageTerm[] = Array.from({ length: 24 }, (_, i) => ({
      query: `t${i} | u${i} | v${i}`,
      coef: 0.1 - i * 0.003,
    }));
    const q = coverageQuery(terms, 0.5)!;
    expect(q.split(/[|&]/).length).toBeLessThanOrEqual(400);
    const sample = subsets(terms.slice(0, 12));
    const got = await matches(q, sample);
    sample.forEach((s, i) => {
      if (s.coverage >= 0.5) expect(got[i]).toBe(true);
    });
    expect(got.some((m, i) => m && sample[i]!.coverage < 0.5)).toBe(true);
  });

  it('splits the same accounts into disjoint searches, one per term that can start a match', async () => {
    const terms = FIVE_TERMS;
    const sets = subsets(terms);
    for (const need of [0.05, 0.2, 0.35, 0.5, 0.6, 0.75, 0.87]) {
      const branches = coverageBranches(terms, need);
      expect(Array.isArray(branches)).toBe(true);
      const each = await Promise.all((branches as string[]).map((b) => matches(b, sets)));
      // Each account that reaches the coverage in exactly one search, every other in none.
      sets.forEach((set, i) => {
        expect(each.filter((m) => m[i]).length).toBe(set.coverage >= need - 1e-9 ? 1 : 0);
      });
    }
    expect(coverageBranches(terms, 0)).toBe('');
    expect(coverageBranches(terms, 0.88)).toBeNull();
    // Past the length cap, the searches together match what the single query matches.
    const many: CoverageTerm[] = Array.from({ length: 24 }, (_, i) => ({
      query: `t${i} | u${i} | v${i}`,
      coef: 0.1 - i * 0.003,
    }));
    const sample = subsets(many.slice(0, 12));
    const single = await matches(coverageQuery(many, 0.5)!, sample);
    const split = await Promise.all((coverageBranches(many, 0.5) as string[]).map((b) => matches(b, sample)));
    sample.forEach((_, i) => expect(split.filter((m) => m[i]).length).toBe(single[i] ? 1 : 0));
  });

  it('inverts the S-curve', () => {
    for (const c of [0.05, 0.2, 0.4, 0.9]) expect(coverageFor(sCurve(c))).toBeCloseTo(c, 6);
    expect(coverageFor(0)).toBe(0);
    expect(coverageFor(1)).toBe(Infinity);
  });
});
