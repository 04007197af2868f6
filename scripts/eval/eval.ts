import { parseArgs } from 'node:util';
import { createEngine } from '#server/ai/create-engine';
import { loadEnv } from '#server/env';
import { formatReport } from '#server/eval/print-report';
import { runEval } from '#server/eval/run-eval';

// npm run eval -- --sites DIR --expected FILE [--companies CSV] [--verbose] [--json]
// Auto-fill (and ranking, when the expected file has ranking cases) with the engine AI_PROVIDER configures.
const USAGE = 'usage: npm run eval -- --sites DIR --expected FILE [--companies CSV] [--verbose] [--json]';

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
  if (!values.sites || !values.expected) {
    console.error(USAGE);
    process.exit(2);
  }
  const env = loadEnv({
    ...process.env,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  });
  const report = await runEval(createEngine(env), values.sites, values.expected, { companies: values.companies });
  console.log(values.json ? JSON.stringify(report, null, 2) : formatReport(report, { verbose: values.verbose }));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
