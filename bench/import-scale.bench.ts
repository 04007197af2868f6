/**
 * Streamed CSV import at scale: `npx tsx bench/import-scale.bench.ts`. Writes an accounts CSV of
 * BENCH_IMPORT_ROWS rows (default 1,000,000, ~150 MB) to a temporary file, streams it through the import
 * service into a fresh company (PGlite in a temporary folder, or PostgreSQL at BENCH_DATABASE_URL), then
 * copies the same file with a plain COPY into an unlogged table (the floor, bench/import-floor.ts) on the same
 * database in the same run. Prints rows/s of both and their ratio, the time to the merge (from the import's own
 * 'merging' event), the CPU used (Node, and on a local PostgreSQL its server processes: work done, whatever the
 * machine's load), the peak RSS of the import and the load average before and after.
 */
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { openDatabase } from '../src/server/db/client';
import { importAccountsStream } from '../src/server/features/imports/stream-import.service';
import { EVENTS_CHANNEL } from '../src/server/realtime/event-bus';
import { copyFloor } from './import-floor';
import { serverCpu } from './pg-backend-cpu';
import { peakRssSinceReset, resetPeakRss } from './peak-rss';
import { startNodeFlags, withStartFlags } from './start-flags';

// The import runs in the server's process: its memory is measured with the node flags npm start gives it.
withStartFlags();

const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 1_000_000);
const url = process.env.BENCH_DATABASE_URL;
const INDUSTRIES = ['Software', 'Banking', 'Retail', 'Insurance', 'Healthcare Providers & Services', 'Energy'];
const PLACES = ['"Austin, Texas"', '"London, United Kingdom"', '"Berlin, Germany"', '"Toronto, Canada"'];
const HEADER = 'Company,Website,Industry,Employees,HQ,Founded,About';
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const cpuSeconds = (cpu: NodeJS.CpuUsage) => ((cpu.user + cpu.system) / 1e6).toFixed(1);
const serverCpuText = (seconds: number | null) => (seconds === null ? '' : `, PostgreSQL ${seconds.toFixed(1)} s`);
const perSecond = (n: number, seconds: number) => Math.round(n / seconds).toLocaleString('en-US');

/**
 * Row i's account number: a permutation of 0..rows-1 (a prime multiplier, coprime with any smaller count), so that
 * the file is in no particular order of name or domain, as a company's own list is not.
 */
const accountNumber = (i: number) => Number((BigInt(i) * 2_654_435_761n) % BigInt(rows));

/** Writes the CSV 5,000 lines at a time, waiting for the file to drain. */
async function writeCsv(file: string) {
  const out = createWriteStream(file);
  out.write(HEADER + '\n');
  for (let i = 0; i < rows;) {
    let text = '';
    for (const end = Math.min(i + 5000, rows); i < end; i++) {
      const industry = INDUSTRIES[i % INDUSTRIES.length];
      const n = accountNumber(i);
      text +=
        `"Account ${n} Holdings, Inc.",https://www.account-${n}.example.com/,${industry},${10 + (i % 9000)},` +
        `${PLACES[i % PLACES.length]},${1950 + (i % 70)},"${industry} company number ${n}, serving clients since then"\n`;
    }
    if (!out.write(text)) await once(out, 'drain');
  }
  out.end();
  await finished(out);
  return out.bytesWritten;
}

const work = mkdtempSync(path.join(tmpdir(), 'scoutline-import-bench-'));
const file = path.join(work, 'accounts.csv');
const bytes = await writeCsv(file);
const database = await openDatabase({ url, dataDir: url ? '' : path.join(work, 'pglite') });
await database.migrate();
const slug = `import-scale-${Date.now()}`;
const company = await database.query<{ id: string }>(
  'insert into companies (name, slug) values ($1, $1) returning id',
  [slug],
);
const user = await database.query<{ id: string }>('insert into users (name, email) values ($1, $2) returning id', [
  slug,
  `${slug}@bench.example`,
]);
const companyId = company.rows[0]!.id;
const mapping = {
  columns: {
    name: 'Company',
    domain: 'Website',
    industry: 'Industry',
    employeeCount: 'Employees',
    location: 'HQ',
    founded: 'Founded',
    description: 'About',
  },
  revenueInMillions: false,
};
const driver = url ? 'PostgreSQL' : 'PGlite';
const startFlags = startNodeFlags();
const startFlagsInUse = process.execArgv.filter((flag) => startFlags.includes(flag)).join(' ');
console.log(
  `import of ${rows.toLocaleString('en-US')} rows (${Math.round(bytes / 1024 / 1024)} MB) on ${driver}, ` +
    `node ${startFlagsInUse || 'with no flags'}, ` +
    `load average ${loadAverage()}`,
);

let mergingAt = 0;
const unlisten = await database.listen(EVENTS_CHANNEL, (payload) => {
  const event = JSON.parse(payload) as { kind: string; companyId: string; phase?: string };
  if (event.kind === 'import' && event.companyId === companyId && event.phase === 'merging')
    mergingAt ||= performance.now();
});
const body = Readable.toWeb(createReadStream(file, { highWaterMark: 64 * 1024 })) as ReadableStream<Uint8Array>;
// The peak so far (without the build's PGlite template, a fresh folder's migrations reach ~750 MB, decision 023
// section 4), then the kernel's peak counter is reset so that the import's own peak is read after it.
const peakBefore = Math.round(process.resourceUsage().maxRSS / 1024);
const rssAtStart = Math.round(process.memoryUsage().rss / 1024 / 1024);
const peakCounted = resetPeakRss();
const server = url ? await serverCpu(database) : null;
const cpuBefore = process.cpuUsage();
const started = performance.now();
const result = await importAccountsStream(database, {
  companyId,
  userId: user.rows[0]!.id,
  body,
  mapping,
  currentYear: 2026,
});
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const serverSeconds = (await server?.stop()) ?? null;
const peak = peakCounted ? peakRssSinceReset() : Math.round(process.resourceUsage().maxRSS / 1024);
await unlisten();
const loadAfterImport = loadAverage();
const reading = mergingAt ? (mergingAt - started) / 1000 : NaN;
console.log(
  `  import: ${seconds.toFixed(1)} s (${perSecond(rows, seconds)} rows/s; reading and staging ${reading.toFixed(1)} s, ` +
    `merge ${(seconds - reading).toFixed(1)} s), CPU: Node ${cpuSeconds(cpu)} s${serverCpuText(serverSeconds)}, ` +
    `peak RSS ${peak} MB during the import (target < 400 MB; RSS ${rssAtStart} MB at its start, ` +
    `${peakBefore} MB before): ${result.imported.toLocaleString('en-US')} new, ` +
    `${result.merged} merged, ${result.skipped} skipped; load average ${loadAfterImport}`,
);
const floorServer = url ? await serverCpu(database) : null;
const floorCpuBefore = process.cpuUsage();
const floor = await copyFloor(database, file, HEADER.split(',').length);
const floorCpu = process.cpuUsage(floorCpuBefore);
const floorServerSeconds = (await floorServer?.stop()) ?? null;
console.log(
  `  floor (plain COPY of the same file into an unlogged table): ${floor.toFixed(1)} s (${perSecond(rows, floor)} rows/s), ` +
    `CPU: Node ${cpuSeconds(floorCpu)} s${serverCpuText(floorServerSeconds)}; ` +
    `import at ${(floor / seconds).toFixed(2)}x of the floor (${(seconds / floor).toFixed(1)} times its time); ` +
    `load average ${loadAverage()}`,
);
await database.query('delete from companies where id = $1', [companyId]);
await database.query('delete from users where id = $1', [user.rows[0]!.id]);
await database.close();
rmSync(work, { recursive: true, force: true });
