import { discoveryNote, type DiscoveryOutcome } from '#domain/discovery';
import type { AnalysisConfig } from '#domain/workflow';
import type { Candidate, RankedOrganization } from '../../../ai/engine';
import { FIT_FLOOR } from '../../../ai/builtin/rank/fit-floor';
import { rankOrganizations } from '../../../ai/builtin/rank/rank-organizations';
import type { DiscoveryReport } from './discover-organizations';

/** Why a discovered organization is not in the ranked list, in the card's first sentence. */
export function belowFloorReason(o: Pick<RankedOrganization, 'fitScore' | 'reasoning'>): string {
  const why =
    o.fitScore < FIT_FLOOR
      ? `its fit score ${o.fitScore}% is under the ${FIT_FLOOR}% floor`
      : `no specific word of your configuration is in its own description or keywords`;
  return `Under the fit floor: ${why}. ${o.reasoning}`.trim();
}

/**
 * Where the discovered organizations the engine's list left out go: those that pass the fit floor but fell past
 * the list's limit join the list (every discovered fit is shown), the rest are scored without the floor and kept
 * apart as under the fit floor, with why. Scores come from the built-in ranking over the same candidates, so
 * text relevance is measured against the same corpus. The seller's own site is in neither (`leftOut`).
 * `outcome` is what the toast and the screen both say.
 */
export function placeDiscovered(
  config: AnalysisConfig,
  candidates: readonly Candidate[],
  discovered: readonly Candidate[],
  listed: readonly RankedOrganization[],
  report: DiscoveryReport,
): { pastLimit: RankedOrganization[]; belowFloor: RankedOrganization[]; outcome: DiscoveryOutcome } {
  const shown = new Set(listed.map((o) => o.key));
  const placed = placeMissing(config, candidates, discovered, shown);
  const counts = {
    announced: discovered.length,
    shown: discovered.length - placed.belowFloor.length - placed.leftOut,
    belowFloor: placed.belowFloor.length,
    leftOut: placed.leftOut,
  };
  const outcome = { summary: report.summary, cached: report.cached, ...counts, note: discoveryNote(counts, FIT_FLOOR) };
  return { pastLimit: placed.pastLimit, belowFloor: placed.belowFloor, outcome };
}

function placeMissing(
  config: AnalysisConfig,
  candidates: readonly Candidate[],
  discovered: readonly Candidate[],
  shown: ReadonlySet<string>,
) {
  const missing = new Set(discovered.map((c) => c.key).filter((k) => !shown.has(k)));
  if (missing.size === 0) return { pastLimit: [], belowFloor: [], leftOut: 0 };
  const limit = candidates.length;
  const pastLimit = rankOrganizations(config, candidates, { limit, maxCompetitors: limit }).filter((o) =>
    missing.has(o.key),
  );
  for (const o of pastLimit) missing.delete(o.key);
  const belowFloor = rankOrganizations(config, candidates, { limit, floor: false, maxCompetitors: limit })
    .filter((o) => missing.has(o.key))
    .map((o) => ({ ...o, reasoning: belowFloorReason(o) }));
  return { pastLimit, belowFloor, leftOut: missing.size - belowFloor.length };
}
