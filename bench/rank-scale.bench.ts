/**
 * Ranking at scale: `npx tsx bench/rank-scale.bench.ts`. Stores 10k, 100k and 1M synthetic imported accounts
 * for three companies (PGlite in BENCH_DATA_DIR, default /tmp/scoutline-rank-scale, or PostgreSQL at
 * BENCH_DATABASE_URL), then ranks each company's accounts the way the targeting job does, each size in a
 * fresh child process so its peak RSS is its own. Target: 1,000,000 candidates under 1 s and 500 MB.
 * BENCH_SIZES=10000,100000 limits the sizes.
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/server/db/client';
import { createBuiltinEngine } from '../src/server/ai/builtin/builtin-engine';
import { candidatesForTargeting } from '../src/server/features/targeting/candidates-for-targeting';
import { DOCUFLOW_CONFIG } from './docuflow-config';
import { seedCompany } from './seed-imported-accounts';

const url = process.env.BENCH_DATABASE_URL;
const dataDir = process.env.BENCH_DATA_DIR ?? '/tmp/scoutline-rank-scale';
const sizes = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const slugOf = (n: number) => `rank-scale-${n}`;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

type ChildResult = {
  n: number;
  coldMs: number;
  ms: number;
  loaded: number;
  top: string;
  rssBefore: number;
  peakRss: number;
};

/** Child: ranks one company's accounts twice (cold, then warm); prints one JSON line. */
async function child(n: number) {
  const database = await openDatabase({ url, dataDir });
  const { rows } = await database.query<{ id: string }>('select id from companies where slug = $1', [slugOf(n)]);
  const companyId = rows[0]!.id;
  const engine = createBuiltinEngine();
  const rssBefore = process.memoryUsage().rss;
  const rank = async () => {
    const started = performance.now();
    const candidates = await candidatesForTargeting(database, {
      companyId,
      source: 'imports',
      config: DOCUFLOW_CONFIG,
    });
    const ranked = (await engine.rankOrganizations(DOCUFLOW_CONFIG, candidates)).slice(0, 50);
    return { ms: performance.now() - started, candidates, ranked };
  };
  // The first run reads from a cold cache; a running server ranks warm, as the second run does.
  const { ms: coldMs } = await rank();
  const { ms, candidates, ranked } = await rank();
  const peakRss = process.resourceUsage().maxRSS * 1024;
  await database.close();
  const top = ranked
    .slice(0, 3)
    .map((o) => `${o.name} ${o.fitScore}`)
    .join(', ');
  console.log(
    JSON.stringify({
      n,
      coldMs,
      ms,
      loaded: candidates.length,
      top,
      rssBefore,
      peakRss,
    } satisfies ChildResult),
  );
}

async function main() {
  const driver = url ? 'PostgreSQL' : `PGlite (${dataDir})`;
  console.log(`ranking at scale on ${driver}, load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`);
  if (url) {
    const database = await openDatabase({ url, dataDir: '' });
    await database.migrate();
    await database.close();
    for (const n of sizes) await seedCompany({ kind: 'postgres', url }, slugOf(n), n);
  } else {
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await database.close();
    const client = new PGlite(`${dataDir}/pglite`);
    for (const n of sizes) await seedCompany({ kind: 'pglite', client }, slugOf(n), n);
    await client.close();
  }
  const self = fileURLToPath(import.meta.url);
  for (const n of sizes) {
    const out = execFileSync(process.execPath, ['--import', 'tsx', self, '--child', String(n)], {
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    });
    const r = JSON.parse(out.trim().split('\n').at(-1)!) as ChildResult;
    const verdict =
      n >= 1_000_000
        ? ` — ${r.ms < 1000 && r.peakRss < 500 * 1024 * 1024 ? 'within' : 'OVER'} the 1 s / 500 MB target`
        : '';
    console.log(
      `${n.toLocaleString('en-US').padStart(9)} accounts: ${r.ms.toFixed(0)} ms warm (${r.coldMs.toFixed(0)} ms cold), ${r.loaded.toLocaleString('en-US')} scored, ` +
        `RSS ${mb(r.rssBefore)} before, peak ${mb(r.peakRss)}${verdict} (top: ${r.top})`,
    );
  }
}

const at = process.argv.indexOf('--child');
await (at > 0 ? child(Number(process.argv[at + 1])) : main());
