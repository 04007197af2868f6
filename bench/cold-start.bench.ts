/**
 * Cold-start benchmark: `npm run bench:cold-start`. Starts the server as `npm start` does (node on the server
 * bundle dist/server/main.js, built first when missing or stale) as a deployment runs it (NODE_ENV=production,
 * SECRETS_KEY and AUTH_SECRET set) and times spawn to the first 200 from GET /api/health, then reads the process's
 * RSS a second later. BENCH_COLD_TSX=1 starts it from the sources with
 * tsx instead (how `npm start` ran before the bundle, for comparison); BENCH_NODE_FLAGS adds node flags to try.
 * PGlite: once on a fresh folder (creates and migrates it), then BENCH_COLD_RUNS (default 3) times on that
 * existing folder. PostgreSQL (BENCH_DATABASE_URL, an already migrated database): BENCH_COLD_RUNS times.
 * Targets (issue 11): < 1.5 s on an existing PGlite folder, < 0.5 s on PostgreSQL, RSS < 300 MB in PGlite mode.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCommand } from './start-flags';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 3);
const scratch = mkdtempSync(path.join(tmpdir(), 'scoutline-cold-'));
// npm start's own command line (`node <flags> dist/server/main.js`), so the flags measured are the ones it uses.
const entry = process.env.BENCH_COLD_TSX
  ? ['--import', 'tsx', 'src/server/main.ts']
  : [...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []), ...startCommand()];
if (!process.env.BENCH_COLD_TSX) {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('the server bundle did not build');
}

// The server refuses to start without a built front end; an empty page will do when none is built.
let webDir = path.join(ROOT, 'dist/web');
if (!existsSync(path.join(webDir, 'index.html'))) {
  webDir = path.join(scratch, 'web');
  mkdirSync(webDir);
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Scoutline</title>');
}

/** CPU milliseconds the process has used (user + system; Linux clock ticks are 10 ms): robust when the machine is busy. */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** A TCP port free right now (a random one collided with other processes on a shared machine). */
async function freePort(): Promise<number> {
  const server = createServer().listen(0);
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** Spawn to first 200 on /api/health, and RSS one second after it. */
async function coldStart(env: Record<string, string>): Promise<{ ms: number; cpu: number; rss: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, entry, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      WEB_DIST_DIR: webDir,
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((res) => res.status === 200)
        .catch(() => false);
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const ms = performance.now() - started;
    const cpu = cpuMs(child.pid!);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return { ms, cpu, rss: rssMb(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** The machine's load average (1, 5, 15 min), printed beside every figure: on a busy machine only ratios count. */
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const line = (label: string, runs: { ms: number; cpu: number; rss: number }[]) =>
  `${label}: first 200 after ${runs.map((r) => `${r.ms.toFixed(0)} ms`).join(', ')} (median ${median(runs.map((r) => r.ms)).toFixed(0)} ms; ` +
  `CPU used by then ${runs.map((r) => `${r.cpu} ms`).join(', ')}); RSS ${runs.map((r) => `${r.rss.toFixed(0)} MB`).join(', ')}; load ${loadAverage()}`;

const dataDir = path.join(scratch, 'data');
const pgliteEnv = { DATA_DIR: dataDir, STORAGE_DIR: path.join(scratch, 'storage') };
console.log(line('PGlite, fresh folder', [await coldStart(pgliteEnv)]));
const existing = [];
for (let i = 0; i < RUNS; i++) existing.push(await coldStart(pgliteEnv));
console.log(line('PGlite, existing folder', existing));

const url = process.env.BENCH_DATABASE_URL;
if (url) {
  await coldStart({ DATABASE_URL: url, STORAGE_DIR: path.join(scratch, 'storage') }); // migrates it if needed
  const runs = [];
  for (let i = 0; i < RUNS; i++)
    runs.push(await coldStart({ DATABASE_URL: url, STORAGE_DIR: path.join(scratch, 'storage') }));
  console.log(line('PostgreSQL, migrated database', runs));
} else {
  console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL)');
}
