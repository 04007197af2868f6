import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createEngine } from '#server/ai/create-engine';
import { loadEnv } from '#server/env';
import { formatReport } from '#server/eval/print-report';
import { runEval } from '#server/eval/run-eval';

// npm run eval [-- --sites DIR --expected FILE --companies CSV --verbose --json]
// Auto-fill (and ranking, when the expected file has ranking cases) with the engine AI_PROVIDER configures.
// With no --sites, the saved sites are ../shared/data/sites, looked for from here upwards (a worktree sits deeper).
const USAGE = 'usage: npm run eval [-- --sites DIR --expected FILE --companies CSV --verbose --json]';
const DEFAULT_EXPECTED = 'eval/saved-sites.expected.json';

/** The first `shared/data/sites` folder in this directory's parents (../shared/data/sites from the repository). */
function findSavedSites(from: string): string | null {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const candidate = path.join(path.dirname(dir), 'shared', 'data', 'sites');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      sites: { type: 'string' },
      expected: { type: 'string' },
      companies: { type: 'string' },
      verbose: { type: 'boolean' },
      json: { type: 'boolean' },
    },
  });
  const sites = values.sites ?? findSavedSites(process.cwd());
  const expected = values.expected ?? DEFAULT_EXPECTED;
  if (!sites || !existsSync(expected)) {
    console.error(sites ? `${expected} not found` : 'no ../shared/data/sites folder found; pass --sites DIR');
    console.error(USAGE);
    process.exit(2);
  }
  const env = loadEnv({
    ...process.env,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  });
  if (!values.json) console.log(`Sites: ${sites}\nExpected: ${expected}`);
  const report = await runEval(createEngine(env), sites, expected, { companies: values.companies });
  console.log(values.json ? JSON.stringify(report, null, 2) : formatReport(report, { verbose: values.verbose }));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
