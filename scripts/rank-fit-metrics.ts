/**
 * Ranking quality on the bundled directory: for each sample configuration, how many organizations the
 * built-in engine returns, the share of Okay Fit among them, competitors labelled, and how many shown
 * reasons the reason checker finds false. `npx tsx scripts/rank-fit-metrics.ts [--verbose]`
 */
import { createBuiltinEngine } from '../src/server/ai/builtin/builtin-engine';
import { falseReasons } from '../src/server/ai/builtin/rank/reason-check';
import { SAMPLE_CONFIGS } from '../src/server/ai/builtin/rank/sample-configs';
import { directoryAsCandidates } from '../src/server/features/targeting/candidates';

const verbose = process.argv.includes('--verbose');
const engine = createBuiltinEngine();
const candidates = directoryAsCandidates();
let total = 0;
let okay = 0;
let falseCount = 0;
const names = Object.keys(SAMPLE_CONFIGS);
for (const name of names) {
  const ranked = await engine.rankOrganizations(SAMPLE_CONFIGS[name]!, candidates);
  const okays = ranked.filter((o) => o.fitCategory === 'okay').length;
  const competitors = ranked.filter((o) => (o as { competitor?: boolean }).competitor).length;
  const wrong = falseReasons(ranked, SAMPLE_CONFIGS[name]!);
  total += ranked.length;
  okay += okays;
  falseCount += wrong.length;
  const share = ranked.length ? Math.round((100 * okays) / ranked.length) : 0;
  console.log(
    `${name}: ${ranked.length} returned, ${share}% Okay Fit, ${competitors} competitors, ${wrong.length} false reasons`,
  );
  if (verbose) for (const w of wrong.slice(0, 8)) console.log(`   false: ${w}`);
}
const share = total ? Math.round((100 * okay) / total) : 0;
console.log(
  `average ${(total / names.length).toFixed(1)} returned, ${share}% Okay Fit, ${falseCount} false reasons in all`,
);
