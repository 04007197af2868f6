/**
 * Front-end weight of the first loads: `npx tsx bench/auth-bytes.bench.ts` (also `npm run bench:web`).
 * The targets (issue 24): a first load of /auth under 100 kB and of /dashboard under 150 kB of JavaScript, with
 * brotli and with gzip (what Chromium asks for over plain http on any host but localhost), LCP under 500 ms on
 * localhost. Builds the SPA into a temporary folder, starts the real server on it as `npm start` runs it (the server
 * bundle, NODE_ENV=production; embedded PGlite, or BENCH_DATABASE_URL), signs a user with a company up, then opens each page in a fresh Chromium context (empty
 * cache; /dashboard with the user's cookies) once per encoding and counts the bytes as the browser received them
 * off the wire (DevTools' encodedDataLength: headers and body, after content encoding), per file with its
 * encoding, and the page's Largest Contentful Paint (the median of BENCH_WEB_RUNS first loads, default 5, and the
 * element it painted), with the load average beside it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, devices, type Browser, type BrowserContextOptions } from 'playwright-core';

/** The issue's budgets, in bytes of JavaScript on the wire (1 kB = 1,000 bytes, the stricter reading). */
const TARGETS = { '/auth': 100_000, '/dashboard': 150_000 } as const;
const TARGET_LCP_MS = 500;
/**
 * What shows that each page has rendered its content. Playwright's `networkidle` alone can fire between the shell
 * and the page's own chunks on a loaded machine (a CPU-bound parse leaves the network quiet for 500 ms), so the
 * count stopped short; the bench waits for this, then for 500 ms with no request in flight.
 */
const RENDERED = { '/auth': '[role="tab"]', '/dashboard': '[data-testid="get-started-card"]' } as const;
const QUIET_MS = 500;
/** First loads per page and encoding (BENCH_WEB_RUNS): LCP varies by ±100 ms from one load to the next. */
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 5));
const verdict = (lcp: number) => (lcp < TARGET_LCP_MS ? 'under' : 'OVER');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
/** What Chromium sends on localhost (brotli allowed) and over plain http elsewhere (no brotli). */
const ENCODINGS = { br: 'gzip, deflate, br, zstd', gzip: 'gzip, deflate' } as const;
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sleep = (t: number) => new Promise((resolve) => setTimeout(resolve, t));
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

let server: ChildProcess | null = null;
let serverLog = '';
let browser: Browser | null = null;
let tempDir: string | null = null;

async function stopServer() {
  const child = server;
  server = null;
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  signalGroup('SIGTERM');
  if (!(await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]))) {
    signalGroup('SIGKILL');
    await Promise.race([exited, sleep(2000)]);
  }
}

let cleaning: Promise<void> | null = null;
function cleanUp() {
  cleaning ??= (async () => {
    await browser?.close().catch(() => {});
    browser = null;
    await stopServer();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
    tempDir = null;
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (cleaning) return;
    console.error(`\n${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** A fresh production build of the current source, so the figure is never that of a stale dist/. */
function buildFrontEnd(outDir: string) {
  const started = performance.now();
  const built = spawnSync(
    path.join(ROOT, 'node_modules/.bin/vite'),
    ['build', '--logLevel', 'warn', '--outDir', outDir],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error(`vite build failed (exit ${built.status})`);
  console.log(`vite build: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function startServer(port: number, webDir: string) {
  const dataDir = path.join(tempDir!, 'data');
  const storageDir = path.join(tempDir!, 'storage');
  mkdirSync(dataDir);
  mkdirSync(storageDir);
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'DATABASE_URL'));
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    PORT: String(port),
    DATA_DIR: dataDir,
    STORAGE_DIR: storageDir,
    WEB_DIST_DIR: webDir,
    APP_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    DEV_OUTBOX_API: 'true', // the bench signs a user up for /dashboard and reads the verification link here
    NODE_ENV: 'production',
    SECRETS_KEY: randomBytes(32).toString('hex'),
    AUTH_SECRET: randomBytes(32).toString('hex'),
  };
  const bundled = spawnSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (bundled.status !== 0) throw new Error('the server bundle did not build');
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  const keep = (chunk: Buffer) => {
    serverLog = (serverLog + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const base = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it was healthy`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return base;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('the server was not healthy within 120 s');
}

type Resource = {
  url: string;
  type: string;
  mime: string;
  encoding: string;
  wire: number;
  decoded: number;
  status: number;
};

/** Signs a user up through the API, opens the verification link and creates a company; returns the cookies. */
async function signedInState(base: string): Promise<BrowserContextOptions['storageState']> {
  // The server refuses API writes without the Origin a browser sends.
  const context = await browser!.newContext({ baseURL: base, extraHTTPHeaders: { origin: base } });
  const request = context.request;
  const email = `bench-web-${Date.now().toString(36)}@acme-bench.io`;
  const ok = async (what: string, response: Awaited<ReturnType<typeof request.get>>, status = 200) => {
    if (response.status() !== status) throw new Error(`${what}: HTTP ${response.status()} ${await response.text()}`);
    return response;
  };
  await ok('sign-up', await request.post('/api/auth/sign-up/email', { data: { email, password: 'Correct-Horse-9' } }));
  const outbox = await ok('outbox', await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`));
  const { messages } = (await outbox.json()) as { messages: { text: string }[] };
  const link = messages[0]?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no verification link in the outbox for ${email}`);
  await ok('verify', await request.get(link));
  const slug = `web-bench-${Date.now().toString(36)}`;
  await ok('create company', await request.post('/api/companies', { data: { name: 'Web Bench', slug } }), 201);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** Opens `pathname` in an empty-cache context asking for `acceptEncoding`; every response as received, and the LCP. */
async function measure(
  base: string,
  pathname: keyof typeof TARGETS,
  acceptEncoding: string,
  storageState?: BrowserContextOptions['storageState'],
) {
  const context = await browser!.newContext({ ...devices['Desktop Chrome'], baseURL: base, storageState });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': acceptEncoding } });
  const pending = new Map<string, Omit<Resource, 'wire' | 'decoded'> & { decoded: number }>();
  const done: Resource[] = [];
  const inFlight = new Set<string>();
  let lastActivity = performance.now();
  const settle = (id: string) => {
    inFlight.delete(id);
    lastActivity = performance.now();
  };
  cdp.on('Network.requestWillBeSent', (e) => {
    // A live event stream never finishes; it is not part of what the page waits to show.
    if (e.type !== 'EventSource') inFlight.add(e.requestId);
    lastActivity = performance.now();
  });
  cdp.on('Network.loadingFailed', (e) => settle(e.requestId));
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    pending.set(e.requestId, {
      url: e.response.url,
      type: e.type,
      mime: e.response.mimeType,
      encoding: headers['content-encoding'] ?? 'none',
      status: e.response.status,
      decoded: 0,
    });
  });
  cdp.on('Network.dataReceived', (e) => {
    const r = pending.get(e.requestId);
    if (r) r.decoded += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = pending.get(e.requestId);
    if (r) done.push({ ...r, wire: e.encodedDataLength });
    settle(e.requestId);
  });
  await page.goto(pathname, { waitUntil: 'networkidle' });
  await page.locator(RENDERED[pathname]).first().waitFor({ state: 'visible', timeout: 60_000 });
  const giveUp = performance.now() + 60_000;
  while ((inFlight.size > 0 || performance.now() - lastActivity < QUIET_MS) && performance.now() < giveUp)
    await sleep(50);
  if (inFlight.size > 0) throw new Error(`${pathname}: ${inFlight.size} requests still in flight after 60 s`);
  if (new URL(page.url()).pathname !== pathname) throw new Error(`${pathname} went to ${page.url()}`);
  const lcp = await page.evaluate(
    () =>
      new Promise<{ at: number; element: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
          const text = (last.element?.textContent ?? '').trim().slice(0, 30);
          resolve({ at: last.startTime, element: `${last.element?.tagName.toLowerCase() ?? '?'} "${text}"` });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve({ at: Number.NaN, element: '' }), 3000);
      }),
  );
  await context.close();
  return { resources: done, lcp };
}

try {
  tempDir = mkdtempSync(path.join(tmpdir(), 'scoutline-bench-web-'));
  const webDir = path.join(tempDir, 'web');
  buildFrontEnd(webDir);
  const port = await freePort();
  const base = await startServer(port, webDir);
  browser = await chromium.launch({
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const signedIn = await signedInState(base);
  const summary: string[] = [];
  for (const pathname of Object.keys(TARGETS) as (keyof typeof TARGETS)[]) {
    for (const [encoding, acceptEncoding] of Object.entries(ENCODINGS)) {
      const runs = [];
      for (let run = 0; run < RUNS; run++)
        runs.push(await measure(base, pathname, acceptEncoding, pathname === '/auth' ? undefined : signedIn));
      const { resources } = runs[0]!;
      const lcps = runs.map((r) => r.lcp.at);
      const lcp = median(lcps);
      console.log(`${pathname}, Accept-Encoding: ${acceptEncoding}`);
      for (const r of resources) {
        console.log(
          `  ${r.status} ${r.type.padEnd(10)} ${kB(r.wire).padStart(10)} on the wire, ${kB(r.decoded).padStart(10)} decoded, ${r.encoding.padEnd(4)} ${r.url.replace(base, '')}`,
        );
      }
      const js = resources.filter((r) => r.type === 'Script');
      const jsWire = js.reduce((sum, r) => sum + r.wire, 0);
      const jsDecoded = js.reduce((sum, r) => sum + r.decoded, 0);
      const total = resources.reduce((sum, r) => sum + r.wire, 0);
      const uncompressed = resources.filter(
        (r) => /javascript|css|html|json|svg/.test(r.mime) && r.encoding === 'none' && r.decoded > 1024,
      );
      summary.push(
        `${pathname.padEnd(10)} ${encoding.padEnd(4)} ${js.length} scripts, ${jsWire.toLocaleString('en')} bytes of JavaScript on the wire ` +
          `(${jsWire < TARGETS[pathname] ? 'under' : 'OVER'} ${TARGETS[pathname].toLocaleString('en')}; ${kB(jsDecoded)} decoded), ${kB(total)} in all, ` +
          `LCP ${Number.isNaN(lcp) ? 'not reported' : `median ${lcp.toFixed(0)} ms (${verdict(lcp)} ${TARGET_LCP_MS})`} ` +
          `of ${lcps.map((x) => x.toFixed(0)).join(', ')} (${runs[0]!.lcp.element}), ` +
          `uncompressed text over 1 kB: ${uncompressed.length ? uncompressed.map((r) => r.url.replace(base, '')).join(', ') : 'none'}; load ${loadAverage()}`,
      );
    }
  }
  console.log(`\nSummary (first loads, empty cache):\n${summary.join('\n')}`);
} catch (error) {
  process.exitCode = 1;
  if (!cleaning) {
    console.error('front-end benchmark failed:', error instanceof Error ? error.message : error);
    if (serverLog.trim())
      console.error(`--- server output (last lines) ---\n${serverLog.trim().split('\n').slice(-40).join('\n')}`);
  }
} finally {
  await cleanUp();
}
