/**
 * Streamed CSV import at scale: `npx tsx bench/import-scale.bench.ts`. Generates an accounts CSV of
 * BENCH_IMPORT_ROWS rows (default 1,000,000, ~150 MB) piece by piece and streams it through the import
 * service into a fresh company (PGlite in a temporary folder, or PostgreSQL at BENCH_DATABASE_URL).
 * Prints the time, rows per second and the peak RSS.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { importAccountsStream } from '../src/server/features/imports/stream-import.service';

const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 1_000_000);
const url = process.env.BENCH_DATABASE_URL;
const encoder = new TextEncoder();
const INDUSTRIES = ['Software', 'Banking', 'Retail', 'Insurance', 'Healthcare Providers & Services', 'Energy'];
const PLACES = ['"Austin, Texas"', '"London, United Kingdom"', '"Berlin, Germany"', '"Toronto, Canada"'];

let bytes = 0;
function csv(): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      let text = i === 0 ? 'Company,Website,Industry,Employees,HQ,Founded,About\n' : '';
      for (const end = Math.min(i + 5000, rows); i < end; i++) {
        const industry = INDUSTRIES[i % INDUSTRIES.length];
        text +=
          `"Account ${i} Holdings, Inc.",https://www.account-${i}.example.com/,${industry},${10 + (i % 9000)},` +
          `${PLACES[i % PLACES.length]},${1950 + (i % 70)},"${industry} company number ${i}, serving clients since then"\n`;
      }
      const chunk = encoder.encode(text);
      bytes += chunk.byteLength;
      controller.enqueue(chunk);
      if (i >= rows) controller.close();
    },
  });
}

const dir = url ? null : mkdtempSync(path.join(tmpdir(), 'scoutline-import-bench-'));
const database = await openDatabase({ url, dataDir: dir ?? '' });
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
const started = performance.now();
const input = { companyId: company.rows[0]!.id, userId: user.rows[0]!.id, body: csv(), mapping, currentYear: 2026 };
const result = await importAccountsStream(database, input);
const seconds = (performance.now() - started) / 1000;
const peak = Math.round((process.resourceUsage().maxRSS * 1024) / 1024 / 1024);
console.log(
  `imported ${rows.toLocaleString('en-US')} rows (${Math.round(bytes / 1024 / 1024)} MB) on ${url ? 'PostgreSQL' : 'PGlite'} ` +
    `in ${seconds.toFixed(1)} s (${Math.round(rows / seconds).toLocaleString('en-US')} rows/s), peak RSS ${peak} MB: ` +
    `${result.imported.toLocaleString('en-US')} new, ${result.merged} merged, ${result.skipped} skipped`,
);
await database.query('delete from companies where id = $1', [company.rows[0]!.id]);
await database.close();
if (dir) rmSync(dir, { recursive: true, force: true });
