import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { FIRST_LOAD_RULES, type FirstLoadRule } from '#domain/first-load-modules';

/** One chunk of Vite's build manifest (`build.manifest`): its hashed file and the chunks it imports statically. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The build's manifest (dist/web/.vite/manifest.json), or null for a build without one. */
export function readManifest(webRoot: string): Manifest | null {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/** The files of `keys` and of every chunk they import statically, dependencies first, each once. */
export function chunkFiles(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    for (const dependency of chunk.imports ?? []) visit(dependency);
    files.push(chunk.file);
  };
  keys.forEach(visit);
  return files;
}

const preloadTags = (files: readonly string[]) =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');

/**
 * What every page asks first (web/app/identity/identity-store.ts: who is signed in, and the impersonation), fetched
 * with the page's code instead of after it has run. Credentials included, as the app's own fetch sends them, so the
 * browser hands it the preloaded answer.
 */
export const IDENTITY_PRELOADS = ['/api/me', '/api/support/impersonation'];
const identityTags = IDENTITY_PRELOADS.map(
  (url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`,
).join('');

export interface IndexVariant {
  identity: Uint8Array<ArrayBuffer>;
  /** Compressed bodies by encoding (`br`, `gzip`). */
  encoded: Map<string, Uint8Array<ArrayBuffer>>;
}

const encode = (html: string): IndexVariant => {
  const identity = new Uint8Array(Buffer.from(html));
  const br = brotliCompressSync(identity, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  });
  const gzip = gzipSync(identity, { level: constants.Z_BEST_COMPRESSION });
  return {
    identity,
    encoded: new Map([
      ['br', new Uint8Array(br)],
      ['gzip', new Uint8Array(gzip)],
    ]),
  };
};

/**
 * index.html for each first-load rule (#domain/first-load-modules), with `<link rel="modulepreload">` for the
 * shell's own chunks and the page's, so the browser fetches them together with the entry script. Built on first
 * use of each rule and kept (a handful of ~1 kB pages). Without a manifest there is nothing to name: null.
 */
export function firstLoadIndex(webRoot: string, html: string, rules: readonly FirstLoadRule[] = FIRST_LOAD_RULES) {
  const manifest = readManifest(webRoot);
  if (!manifest || !html.includes('</head>')) return null;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) return null;
  const shell = chunkFiles(manifest, [entry]).filter((file) => file !== manifest[entry]!.file);
  const shellFiles = new Set([...shell, manifest[entry]!.file]);
  const variants = new Map<FirstLoadRule | null, IndexVariant>();
  const build = (rule: FirstLoadRule | null) => {
    const page = rule ? chunkFiles(manifest, rule.modules).filter((file) => !shellFiles.has(file)) : [];
    return encode(html.replace('</head>', `${identityTags}${preloadTags([...shell, ...page])}</head>`));
  };
  return (pathname: string): IndexVariant => {
    const rule = rules.find((candidate) => candidate.path.test(pathname)) ?? null;
    let variant = variants.get(rule);
    if (!variant) variants.set(rule, (variant = build(rule)));
    return variant;
  };
}
