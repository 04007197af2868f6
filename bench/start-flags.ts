/**
 * The node flags `npm start` runs the server with (`node <flags> dist/server/main.js` in package.json), so that the
 * benchmarks measure the server as it ships: the app's process in bench:api, the process that imports in
 * bench:import-scale, the server in bench:cold-start.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PACKAGE = fileURLToPath(new URL('../package.json', import.meta.url));

/** npm start's command line after `node`: its flags, then the entry. */
export function startCommand(): string[] {
  const start = (JSON.parse(readFileSync(PACKAGE, 'utf8')) as { scripts: { start: string } }).scripts.start;
  if (!start.startsWith('node ')) throw new Error(`npm start is not \`node …\`: ${start}`);
  return start.split(/\s+/).slice(1);
}

/** The flags alone. */
export const startNodeFlags = () => startCommand().filter((part) => part.startsWith('--'));

/**
 * Runs this benchmark again in a node with npm start's flags unless it already has them, and exits with its
 * status; returns only in the process that has them.
 */
export function withStartFlags() {
  const missing = startNodeFlags().filter((flag) => !process.execArgv.includes(flag));
  if (missing.length === 0) return;
  const child = spawnSync(process.execPath, [...missing, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
  });
  process.exit(child.status ?? 1);
}
