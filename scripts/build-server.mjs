/**
 * Bundles the server (src/server/main.ts, src/server/worker.ts) into dist/server with esbuild, so `npm start` and
 * `npm run worker` run plain JavaScript instead of compiling TypeScript at every start (tsx was most of the
 * cold start: docs/decisions/017-server-bundle-and-cold-start.md).
 *
 *   node scripts/build-server.mjs            build
 *   node scripts/build-server.mjs --if-stale build only when the bundle is missing or a file it was built from
 *                                            (listed in dist/server/inputs.json) is newer than it (npm's prestart)
 *
 * Plain JavaScript on purpose: it runs before anything is built, without tsx. The packages are bundled too: node
 * resolving and reading the ~730 node_modules files loaded at start one by one cost twice the CPU of the bundle's start
 * (decision 017). EXTERNAL ones stay in node_modules: PGlite and pdfkit read their own files (wasm, fonts) beside
 * their code; the disposable-domain list is 120k lines loaded on first use.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = path.join(ROOT, 'dist/server');
const ENTRIES = ['src/server/main.ts', 'src/server/worker.ts', 'src/server/build-pglite-template.ts'];
const INPUTS = path.join(OUT, 'inputs.json');
// pg-native: pg's optional native driver, required only if installed and asked for.
const EXTERNAL = ['@electric-sql/pglite', 'pdfkit', 'pg-native', 'disposable-email-domains'];
// Besides the sources, what changes the bundle's output. The packages are bundled, so an `npm install` that
// changed node_modules (npm rewrites its hidden lockfile then) makes the bundle stale too.
const CONFIG = ['package.json', 'tsconfig.json', 'scripts/build-server.mjs'];
const OPTIONAL = ['package-lock.json', 'node_modules/.package-lock.json'];

/** Why the bundle must be (re)built, or null when it is current. */
export function staleReason() {
  const built = ENTRIES.map((entry) => path.join(OUT, `${path.basename(entry, '.ts')}.js`));
  if (!built.every((file) => existsSync(file)) || !existsSync(INPUTS)) return 'no server bundle yet';
  const builtAt = Math.min(...built.map((file) => statSync(file).mtimeMs));
  const inputs = [
    ...JSON.parse(readFileSync(INPUTS, 'utf8')),
    ...CONFIG,
    ...OPTIONAL.filter((f) => existsSync(path.join(ROOT, f))),
  ];
  for (const input of inputs) {
    const file = path.join(ROOT, input);
    if (!existsSync(file)) return `${input} is gone`;
    if (statSync(file).mtimeMs > builtAt) return `${input} changed`;
  }
  return null;
}

/** esbuild's options for the server bundle, written to `outdir`. */
export function serverBuildOptions(outdir = OUT) {
  return {
    absWorkingDir: ROOT,
    entryPoints: ENTRIES,
    outdir,
    bundle: true,
    // Chunks keep the modules loaded on first use (AI engines, web reader, PDF) out of the start-up path.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20.19', // package.json's engines; an older target drops the import attributes (`with { type: 'json' }`)
    external: EXTERNAL,
    // Bundled CommonJS packages call require(); ESM output has none of its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  };
}

/**
 * The packages (name: bytes in the bundle) that `entry` (an output file, dist/server/main.js) loads before it runs:
 * the chunks it imports statically, and theirs. What is imported on first use is not counted.
 */
export function startupPackages(metafile, entry) {
  const closure = new Set();
  const visit = (file) => {
    const output = metafile.outputs[file];
    if (closure.has(file) || !output) return;
    closure.add(file);
    for (const imported of output.imports) if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(entry);
  const packages = {};
  for (const file of closure)
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[file].inputs)) {
      const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
      if (name) packages[name] = (packages[name] ?? 0) + bytesInOutput;
    }
  return packages;
}

export async function buildServer() {
  const { build } = await import('esbuild');
  mkdirSync(OUT, { recursive: true });
  const result = await build(serverBuildOptions());
  // Only our own files: packages are external, so node_modules never appears here.
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.startsWith('node_modules/'));
  writeFileSync(INPUTS, JSON.stringify(inputs));
  // What went into which file (for https://esbuild.github.io/analyze/ or a look at what loads at start).
  writeFileSync(path.join(OUT, 'meta.json'), JSON.stringify(result.metafile));
  pruneOldChunks(new Set(Object.keys(result.metafile.outputs).map((file) => path.resolve(ROOT, file))));
}

/**
 * Chunks are named by their content's hash and loaded on first use, so a server started from the previous build
 * may still import its own: chunks the new build does not use are removed only once they are a day old.
 */
function pruneOldChunks(current) {
  const dir = path.join(OUT, 'chunks');
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (!current.has(file) && statSync(file).mtimeMs < dayAgo) rmSync(file);
  }
}

/**
 * The PGlite template (a created and migrated folder a first start copies: src/server/db/pglite-template.ts) is
 * current when its stamp names this PGlite, the newest migration and the migrations' text; the same test as
 * templateStamp() there.
 */
function templateStale() {
  const stampFile = path.join(ROOT, 'dist/pglite-template.json');
  if (!existsSync(stampFile) || !existsSync(path.join(ROOT, 'dist/pglite-template/PG_VERSION'))) return true;
  const journal = JSON.parse(readFileSync(path.join(ROOT, 'src/server/db/migrations/meta/_journal.json'), 'utf8'));
  const pglite = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'));
  const newest = journal.entries.at(-1);
  const migrations = path.join(ROOT, 'src/server/db/migrations');
  const hash = createHash('sha256');
  for (const file of readdirSync(migrations)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    hash.update(file).update(readFileSync(path.join(migrations, file)));
  const stamp = JSON.stringify({
    pglite: pglite.version,
    migration: newest ? `${newest.tag}@${newest.when}` : null,
    sql: hash.digest('hex').slice(0, 16),
  });
  return readFileSync(stampFile, 'utf8') !== stamp;
}

function buildTemplate() {
  const built = spawnSync(process.execPath, [path.join(OUT, 'build-pglite-template.js')], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the PGlite template did not build');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ifStale = process.argv.includes('--if-stale');
  const reason = ifStale ? staleReason() : 'asked';
  if (reason) {
    const started = performance.now();
    await buildServer();
    if (ifStale) console.log(`Server bundle built (${reason}) in ${Math.round(performance.now() - started)} ms.`);
  }
  if (templateStale()) buildTemplate();
}
