/**
 * API benchmark: `npm run bench:api`. Starts the app (bench/api-servers.ts) and then the bare Hono handler
 * (bench/bare-handler.ts: the same named statements in the same RLS tenant transaction, on the same PostgreSQL
 * database or a copy of the seeded PGlite folder) each in a child process of its own, then load-tests GET /api/dashboard/stats and GET
 * /api/organizations on each at 50 and 200 connections, app and bare interleaved, and prints req/s, the ratio,
 * p95 and errors. PostgreSQL via BENCH_DATABASE_URL, a fresh PGlite folder otherwise. BENCH_DURATION (s, default
 * 5) and BENCH_ROUNDS (default 2) set the length of each run and how many app/bare pairs are measured.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';
import { API_REQUESTS_PER_USER_HOUR } from '../src/domain/limits';
import { startNodeFlags } from './start-flags';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '50,200').split(',').map(Number);
const ENDPOINTS = (process.env.BENCH_ENDPOINTS ?? '/api/dashboard/stats,/api/organizations').split(',');
// What a browser sends; the app compresses JSON of 1 kB and more, the bare handler never does. Empty: no header.
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
// A folder for a CPU profile of each server process (node --cpu-prof), written when the benchmark ends.
const PROFILE_DIR = process.env.BENCH_CPU_PROFILE_DIR;

type Ready = {
  app: number;
  dump: string | null;
  control: number;
  kind: string;
  users: { cookie: string; companyId: string }[];
};
type Run = {
  rps: number;
  p95: number;
  p50: number;
  errors: number;
  /** What the errors were: `12x503, 3 timeouts`. */
  errorKinds: string;
  requests: number;
  cpuMs: number;
};

/** Starts a bench script in its own node process (with `flags`) and waits for its `READY …` line. */
async function start(script: string, env: NodeJS.ProcessEnv, flags: string[] = []) {
  const profile = PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR] : [];
  const node = [...flags, ...profile, '--import', 'tsx', new URL(script, import.meta.url).pathname];
  const child = spawn(process.execPath, node, {
    stdio: ['ignore', 'pipe', 'inherit'],
    env,
  });
  process.on('exit', () => child.kill('SIGTERM'));
  const ready = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('READY ')) resolve(line.slice(6));
      else console.log(`[${script}] ${line}`);
    });
  });
  return { child, ready };
}

// The app runs with npm start's node flags, as it ships; the bare handler with node's defaults.
const appProcess = await start('./api-servers.ts', process.env, startNodeFlags());
const ready = JSON.parse(appProcess.ready) as Ready;
const bareProcess = await start('./bare-handler.ts', {
  ...process.env,
  ...(ready.dump ? { BARE_PGLITE_DUMP: ready.dump } : {}),
});
const barePort = Number(bareProcess.ready);

/** CPU milliseconds a process has used (user + system; Linux clock ticks are 10 ms). */
const cpuMsOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** One load run; each connection keeps one user (and that user's company for the bare handler). */
async function load(port: number, path: string, connections: number, duration: number, bare: boolean): Promise<Run> {
  // A new rate-limit window before any user can reach the hourly limit, however fast the machine (40 users at 8,000
  // requests a second passed 1,000 each within a run): the limiter runs, it never refuses. Each connection keeps one
  // user, so the busiest user has ceil(connections / users) of them; the window moves when that user may have made
  // 80% of its limit. Moving it every second instead made the app load every counter anew each second (a query per
  // user on the database), 3,600 times as often as in use.
  const nextWindow = () => fetch(`http://127.0.0.1:${ready.control}/next-window`, { method: 'POST' });
  await nextWindow();
  const busiestShare = Math.ceil(connections / ready.users.length) / connections;
  const perWindow = Math.floor((0.8 * API_REQUESTS_PER_USER_HOUR) / busiestShare);
  let sinceWindow = 0;
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const statuses = new Map<number, number>();
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    requests: [
      {
        method: 'GET',
        path,
        setupRequest: (req: { headers: Record<string, string> }, context: { user?: number }) => {
          context.user ??= next++ % ready.users.length;
          const user = ready.users[context.user]!;
          req.headers = bare ? { 'x-company': user.companyId } : { cookie: user.cookie };
          if (ACCEPT_ENCODING) req.headers['accept-encoding'] = ACCEPT_ENCODING;
          return req;
        },
      },
    ],
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
    if (++sinceWindow >= perWindow) {
      sinceWindow = 0;
      void nextWindow();
    }
    if (status !== 200) {
      errors++;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  });
  const pid = (bare ? bareProcess : appProcess).child.pid!;
  const cpuStart = cpuMsOf(pid);
  const result = await instance;
  const cpuMs = latencies.length ? (cpuMsOf(pid) - cpuStart) / latencies.length : NaN;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? NaN;
  return {
    rps: result.requests.average,
    p95: at(0.95),
    p50: at(0.5),
    errors: errors + result.errors, // autocannon counts its timeouts among its errors
    errorKinds: [
      ...[...statuses].map(([status, n]) => `${n}x${status}`),
      ...(result.timeouts ? [`${result.timeouts} timeouts`] : []),
      ...(result.errors - result.timeouts > 0 ? [`${result.errors - result.timeouts} socket errors`] : []),
    ].join(', '),
    requests: latencies.length,
    cpuMs,
  };
}

/** The machine's load average (1, 5, 15 min), printed beside every figure: on a busy machine only ratios count. */
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** The median (the upper one of an even count). */
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (run: Run) =>
  `${run.rps.toFixed(0).padStart(6)} req/s  p50 ${run.p50.toFixed(0).padStart(4)} ms  p95 ${run.p95.toFixed(0).padStart(4)} ms  CPU ${run.cpuMs.toFixed(2)} ms/req  errors ${run.errors}${run.errorKinds ? ` (${run.errorKinds})` : ''}`;

console.log(
  `API benchmark on ${ready.kind}: ${ready.users.length} users, ${DURATION} s runs, ${ROUNDS} interleaved rounds`,
);
const summary: string[] = [];
for (const path of ENDPOINTS) {
  for (const connections of CONNECTIONS) {
    await load(ready.app, path, connections, 1, false);
    await load(barePort, path, connections, 1, true);
    const app: Run[] = [];
    const bare: Run[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      app.push(await load(ready.app, path, connections, DURATION, false));
      bare.push(await load(barePort, path, connections, DURATION, true));
      console.log(
        `${path} c=${connections} round ${round + 1}: app ${fmt(app.at(-1)!)} | bare ${fmt(bare.at(-1)!)} | load ${loadAverage()}`,
      );
    }
    const [a, b] = [median(app.map((r) => r.rps)), median(bare.map((r) => r.rps))];
    const p95 = median(app.map((r) => r.p95));
    const errors = app.reduce((n, r) => n + r.errors, 0);
    const cpu = (runs: Run[]) => median(runs.map((r) => r.cpuMs)).toFixed(2);
    summary.push(
      `${path.padEnd(22)} c=${String(connections).padEnd(3)} app ${a.toFixed(0).padStart(6)} req/s, bare ${b.toFixed(0).padStart(6)} req/s, ` +
        `ratio ${(a / b).toFixed(2)}x, app p95 ${p95.toFixed(0)} ms (bare ${median(bare.map((r) => r.p95)).toFixed(0)} ms), app errors ${errors}, ` +
        `server CPU ${cpu(app)} vs ${cpu(bare)} ms/req, load ${loadAverage()}`,
    );
  }
}
console.log(`\nSummary (${ready.kind}; median of ${ROUNDS} rounds, the upper one when even):\n${summary.join('\n')}`);
process.exit(0);
