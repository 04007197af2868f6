/**
 * For bench/rank-scale.bench.ts: one company's ranking with the current prefilter and with the one it replaced
 * (bench/rank-baseline-prefilter.ts), in the same process: wall time cold and warm, the rows the prefilter read
 * from imported_accounts (the table's own counters for the transaction, pg_stat_xact_user_tables: rows fetched
 * through indexes plus rows read by sequential scans), the rows it handed to the scorer, and how the two top
 * lists compare (names in both, and the fit scores place by place). Both run in one transaction, where the
 * counters are, so the current prefilter's time here is its one-connection path (PGlite's); on PostgreSQL the app
 * runs its searches side by side (decision 023 §14), which the bench's ranking line times.
 */
import { sql } from 'drizzle-orm';
import type { AnalysisConfig } from '../src/domain/workflow';
import type { Candidate, RankedOrganization } from '../src/server/ai/engine';
import { rankOrganizations } from '../src/server/ai/builtin/rank/rank-organizations';
import type { Database, Tx } from '../src/server/db/client';
import { withTenant } from '../src/server/db/tenant';
import { toImportedCandidate, type ImportedCandidateRow } from '../src/server/features/imports/imports.queries';
import { gatherCandidates } from '../src/server/features/targeting/candidates';
import { PREFILTER_LIMIT, prefilterImports } from '../src/server/features/targeting/prefilter-imports';
import { baselinePrefilterImports } from './rank-baseline-prefilter';

type Prefilter = (
  tx: Tx,
  o: { companyId: string; config: AnalysisConfig; limit: number },
) => Promise<ImportedCandidateRow[]>;
/** Each prefilter with the number of accounts it hands to the scorer (3,000 before decision 023's round). */
export const PREFILTERS: Record<'before' | 'after', { prefilter: Prefilter; limit: number }> = {
  before: { prefilter: baselinePrefilterImports, limit: 3000 },
  after: { prefilter: prefilterImports, limit: PREFILTER_LIMIT },
};
const TOP = 50;

export type Measured = { coldMs: number; ms: number; read: number; handed: number; top: RankedOrganization[] };

/** Rows of imported_accounts read so far in this transaction. */
async function rowsRead(tx: Tx): Promise<number> {
  const result = (await tx.execute(sql`
    select coalesce(sum(coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0)), 0)::int as n
    from pg_stat_xact_user_tables where relname = 'imported_accounts'`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

/** Ranks the company's accounts through `prefilter` twice (cold, then warm), as the targeting job does. */
export async function measure(
  database: Database,
  companyId: string,
  config: AnalysisConfig,
  { prefilter, limit }: { prefilter: Prefilter; limit: number },
): Promise<Measured> {
  const once = async () => {
    const started = performance.now();
    const { rows, read } = await withTenant(database.db, companyId, async (tx) => {
      const before = await rowsRead(tx);
      const found = await prefilter(tx, { companyId, config, limit });
      return { rows: found, read: (await rowsRead(tx)) - before };
    });
    const candidates: Candidate[] = rows.map(toImportedCandidate);
    const top = rankOrganizations(config, candidates, { limit: TOP });
    return { ms: performance.now() - started, read, handed: rows.length, top };
  };
  const cold = await once();
  const warm = await once();
  return { coldMs: cold.ms, ...warm };
}

/** The full ranking of every account (no prefilter): the reference where scoring the whole list is affordable. */
export async function fullRanking(database: Database, companyId: string, config: AnalysisConfig) {
  const all = await withTenant(database.db, companyId, (tx) => gatherCandidates(tx, { companyId, source: 'imports' }));
  return rankOrganizations(config, all, { limit: TOP });
}

/** How `b` compares with `a`: names in both top lists, and places where the fit scores are equal. */
export function compareTops(a: RankedOrganization[], b: RankedOrganization[]) {
  const names = new Set(a.map((o) => o.key));
  const shared = b.filter((o) => names.has(o.key)).length;
  const sameScore = a.filter((o, i) => b[i]?.fitScore === o.fitScore).length;
  const sum = (l: RankedOrganization[]) => l.reduce((s, o) => s + o.fitScore, 0);
  return { shared, sameScore, of: a.length, sumA: sum(a), sumB: sum(b) };
}
