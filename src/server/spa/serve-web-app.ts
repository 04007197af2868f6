import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Env, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { serveStatic } from '@hono/node-server/serve-static';
import { PRECOMPRESSED } from './precompress-assets';
import { firstLoadIndex } from './first-load-html';

/** Vite names every file under /assets by its content hash: a changed file is a new URL, so it never goes stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files, so the browser asks again (a cheap 200) on every visit. */
export const REVALIDATE = 'no-cache';
/** Unhashed files from public/ (the favicon): cached for a while, then asked again. */
const PUBLIC_FILE = 'public, max-age=3600';

/** The encodings the client accepts (q=0 excluded), from an Accept-Encoding header. */
export function acceptedEncodings(header: string | undefined) {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/** index.html and its precompressed variants, read once at start (the build writes them side by side). */
function loadIndex(webRoot: string) {
  const file = path.join(webRoot, 'index.html');
  const variants = PRECOMPRESSED.filter(({ suffix }) => existsSync(file + suffix)).map(({ encoding, suffix }) => ({
    encoding,
    body: new Uint8Array(readFileSync(file + suffix)),
  }));
  return { identity: new Uint8Array(readFileSync(file)), variants };
}

/**
 * The built single-page app: hashed assets (precompressed brotli or gzip chosen by Accept-Encoding, cached for a
 * year), public files, and index.html for every other GET (never cached without asking). A missing asset is a 404,
 * not the index page, so a stale tab's dynamic import fails plainly and the page reloads (web/app/routes).
 */
export function serveWebApp<E extends Env>(app: Hono<E>, webRoot: string) {
  // After serveStatic: it builds its response before its onFound hook runs, so headers set there are lost.
  const cacheFound = (value: string) =>
    createMiddleware<E>(async (c, next) => {
      await next();
      if (!c.res.ok) return;
      c.header('Cache-Control', value);
      c.header('Vary', 'Accept-Encoding');
      // A hashed file never changes, so nothing revalidates it: its validator would be ~45 bytes of every first load.
      if (value === IMMUTABLE) c.res.headers.delete('Last-Modified');
    });
  app.use('/assets/*', cacheFound(IMMUTABLE), serveStatic({ root: webRoot, precompressed: true }));
  app.on(['GET', 'HEAD'], '/assets/*', (c) => {
    c.header('Cache-Control', REVALIDATE);
    return c.text('Not found', 404);
  });
  app.use('/favicon.svg', cacheFound(PUBLIC_FILE), serveStatic({ root: webRoot, precompressed: true }));

  const index = loadIndex(webRoot);
  const forPath = firstLoadIndex(webRoot, Buffer.from(index.identity).toString('utf8'));
  app.get('*', (c) => {
    const accepted = acceptedEncodings(c.req.header('Accept-Encoding'));
    c.header('Content-Type', 'text/html; charset=UTF-8');
    c.header('Cache-Control', REVALIDATE);
    c.header('Vary', 'Accept-Encoding');
    const page = forPath?.(c.req.path);
    const variants = page ? [...page.encoded].map(([encoding, body]) => ({ encoding, body })) : index.variants;
    const variant = variants.find(({ encoding }) => accepted.has(encoding));
    if (!variant) return c.body(page?.identity ?? index.identity);
    c.header('Content-Encoding', variant.encoding);
    return c.body(variant.body);
  });
}
