/**
 * Front-end weight of the sign-in page: `npx tsx bench/auth-bytes.bench.ts` (also `npm run bench:web`).
 * The target (issue 11): a first load of /auth transfers < 120 kB of compressed JavaScript, every text asset
 * compressed. Builds the SPA into a temporary folder, starts the real server on it (embedded PGlite, or
 * BENCH_DATABASE_URL), opens /auth in a fresh Chromium context (empty cache) and counts the bytes as the browser
 * received them off the wire (DevTools' encodedDataLength: headers and body, after content encoding), per type,
 * plus each asset's decoded size and encoding, and the page's Largest Contentful Paint.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, devices, type Browser } from 'playwright-core';

const TARGET_JS_BYTES = 120 * 1024;
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
  };
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['src/server/main.ts'], {
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

/** Opens /auth in an empty-cache context and returns every response as the browser received it, and the LCP. */
async function measureAuth(base: string) {
  const context = await browser!.newContext({ ...devices['Desktop Chrome'], baseURL: base });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending = new Map<string, Omit<Resource, 'wire' | 'decoded'> & { decoded: number }>();
  const done: Resource[] = [];
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
  });
  await page.goto('/auth', { waitUntil: 'networkidle' });
  await page
    .getByRole('button', { name: /sign in/i })
    .first()
    .waitFor({ state: 'visible', timeout: 30_000 });
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]!.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(Number.NaN), 3000);
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
  const { resources, lcp } = await measureAuth(base);
  for (const r of resources) {
    const name = r.url.replace(base, '');
    console.log(
      `  ${r.status} ${r.type.padEnd(10)} ${kB(r.wire).padStart(10)} on the wire, ${kB(r.decoded).padStart(10)} decoded, ${r.encoding.padEnd(4)} ${name}`,
    );
  }
  const js = resources.filter((r) => r.type === 'Script');
  const jsWire = js.reduce((sum, r) => sum + r.wire, 0);
  const jsDecoded = js.reduce((sum, r) => sum + r.decoded, 0);
  const total = resources.reduce((sum, r) => sum + r.wire, 0);
  const uncompressedText = resources.filter(
    (r) => /javascript|css|html|json|svg/.test(r.mime) && r.encoding === 'none' && r.decoded > 1024,
  );
  console.log(
    `/auth first load: ${js.length} JavaScript files, ${kB(jsWire)} JavaScript on the wire (${kB(jsDecoded)} decoded); ${resources.length} responses, ${kB(total)} in all`,
  );
  console.log(`LCP ${Number.isNaN(lcp) ? 'not reported' : `${lcp.toFixed(0)} ms`}`);
  console.log(
    `text assets over 1 kB sent uncompressed: ${uncompressedText.length ? uncompressedText.map((r) => r.url.replace(base, '')).join(', ') : 'none'}`,
  );
  console.log(`JavaScript ${jsWire < TARGET_JS_BYTES ? 'under' : 'OVER'} the ${kB(TARGET_JS_BYTES)} target`);
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
