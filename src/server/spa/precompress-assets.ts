import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts in formats that are already compressed are left alone. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;

/** The encodings written beside each file, as the server looks for them (`name.br`, `name.gz`). */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export function compressBrotli(data: Buffer) {
  return brotli(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

export function compressGzip(data: Buffer) {
  return gzipAsync(data, { level: constants.Z_BEST_COMPRESSION });
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve(entry.isFile() ? [full] : []);
    }),
  );
  return nested.flat();
}

/**
 * Writes `file.br` and `file.gz` beside every compressible file under `dir` (the built front end), at the
 * strongest settings since this runs once per build; a variant that would not be smaller is not written.
 */
export async function precompressDirectory(dir: string) {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size === 0) return;
      const data = await readFile(file);
      const [br, gz] = await Promise.all([compressBrotli(data), compressGzip(data)]);
      for (const [suffix, body] of [
        ['.br', br],
        ['.gz', gz],
      ] as const) {
        if (body.length >= data.length) continue;
        await writeFile(file + suffix, body);
        written++;
      }
    }),
  );
  return { files: files.length, written };
}

/** Vite plugin: precompress the production build once it is written (`vite build` only, not the dev server). */
export function precompressPlugin() {
  let outDir = '';
  return {
    name: 'scoutline-precompress',
    apply: 'build' as const,
    configResolved(config: { root: string; build: { outDir: string } }) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}
