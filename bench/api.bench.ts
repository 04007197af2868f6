/**
 * API benchmark: `npm run bench:api`. Starts the app and a bare Hono handler (same SQL, same RLS tenant
 * transaction, same database) in a child process, then load-tests GET /api/dashboard/stats and GET
 * /api/organizations on each at 50 and 200 connections, app and bare interleaved, and prints req/s, the ratio,
 * p95 and errors. PostgreSQL via BENCH_DATABASE_URL, a fresh PGlite folder otherwise. BENCH_DURATION (s, default
 * 5) and BENCH_ROUNDS (default 2) set the length of each run and how many app/bare pairs are measured.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '50,200').split(',').map(Number);
const ENDPOINTS = (process.env.BENCH_ENDPOINTS ?? '/api/dashboard/stats,/api/organizations').split(',');
// What a browser sends; the app compresses JSON of 1 kB and more, the bare handler never does. Empty: no header.
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';

type Ready = {
  app: number;
  bare: number;
  control: number;
  kind: string;
  users: { cookie: string; companyId: string }[];
};
type Run = {
  rps: number;
  p95: number;
  p50: number;
  errors: number;
  requests: number;
  cpuMs: number;
};

const child = spawn(process.execPath, ['--import', 'tsx', new URL('./api-servers.ts', import.meta.url).pathname], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: process.env,
});
const ready = await new Promise<Ready>((resolve, reject) => {
  child.once('exit', (code) => reject(new Error(`bench servers exited (${code})`)));
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line.startsWith('READY ')) resolve(JSON.parse(line.slice(6)) as Ready);
    else console.log(`[servers] ${line}`);
  });
});
const stop = () => child.kill('SIGTERM');

/** CPU milliseconds the servers' process has used (user + system; Linux clock ticks are 10 ms). */
const serverCpuMs = () => {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
process.on('exit', stop);

/** One load run; each connection keeps one user (and that user's company for the bare handler). */
async function load(port: number, path: string, connections: number, duration: number, bare: boolean): Promise<Run> {
  await fetch(`http://127.0.0.1:${ready.control}/next-window`, {
    method: 'POST',
  });
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
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
    if (status !== 200) errors++;
  });
  const cpuStart = serverCpuMs();
  const result = await instance;
  const cpuMs = latencies.length ? (serverCpuMs() - cpuStart) / latencies.length : NaN;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? NaN;
  return {
    rps: result.requests.average,
    p95: at(0.95),
    p50: at(0.5),
    errors: errors + result.errors + result.timeouts,
    requests: latencies.length,
    cpuMs,
  };
}

/** The median (the upper one of an even count). */
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (run: Run) =>
  `${run.rps.toFixed(0).padStart(6)} req/s  p50 ${run.p50.toFixed(0).padStart(4)} ms  p95 ${run.p95.toFixed(0).padStart(4)} ms  CPU ${run.cpuMs.toFixed(2)} ms/req  errors ${run.errors}`;

console.log(
  `API benchmark on ${ready.kind}: ${ready.users.length} users, ${DURATION} s runs, ${ROUNDS} interleaved rounds`,
);
const summary: string[] = [];
for (const path of ENDPOINTS) {
  for (const connections of CONNECTIONS) {
    await load(ready.app, path, connections, 1, false);
    await load(ready.bare, path, connections, 1, true);
    const app: Run[] = [];
    const bare: Run[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      app.push(await load(ready.app, path, connections, DURATION, false));
      bare.push(await load(ready.bare, path, connections, DURATION, true));
      console.log(`${path} c=${connections} round ${round + 1}: app ${fmt(app.at(-1)!)} | bare ${fmt(bare.at(-1)!)}`);
    }
    const [a, b] = [median(app.map((r) => r.rps)), median(bare.map((r) => r.rps))];
    const p95 = median(app.map((r) => r.p95));
    const errors = app.reduce((n, r) => n + r.errors, 0);
    const cpu = (runs: Run[]) => median(runs.map((r) => r.cpuMs)).toFixed(2);
    summary.push(
      `${path.padEnd(22)} c=${String(connections).padEnd(3)} app ${a.toFixed(0).padStart(6)} req/s, bare ${b.toFixed(0).padStart(6)} req/s, ` +
        `ratio ${(a / b).toFixed(2)}x, app p95 ${p95.toFixed(0)} ms (bare ${median(bare.map((r) => r.p95)).toFixed(0)} ms), app errors ${errors}, ` +
        `server CPU ${cpu(app)} vs ${cpu(bare)} ms/req`,
    );
  }
}
console.log(`\nSummary (${ready.kind}; median of ${ROUNDS} rounds, the upper one when even):\n${summary.join('\n')}`);
stop();
process.exit(0);
