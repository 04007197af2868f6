import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { listenLocal } from './listen-local';
import path from 'node:path';

export type RouteHandler = (req: IncomingMessage, res: ServerResponse) => void;
export type SiteServer = { url: string; requests: string[]; close: () => Promise<void> };

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
};

/** A static server on 127.0.0.1 (random port) for a folder; `routes` adds dynamic test paths. Records every requested path. */
export async function startSiteServer(
  root: string | null,
  routes: Record<string, RouteHandler> = {},
): Promise<SiteServer> {
  const requests: string[] = [];
  const base = root ? path.resolve(root) : null;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url.pathname);
    const route = routes[url.pathname];
    if (route) return route(req, res);
    if (!base) return notFound(res);
    serveFile(base, url, res).catch(() => notFound(res));
  });
  const listening = await listenLocal(server);
  return { url: `http://127.0.0.1:${listening.port}`, requests, close: listening.close };
}

async function serveFile(base: string, url: URL, res: ServerResponse): Promise<void> {
  const decoded = decodeURIComponent(url.pathname);
  let file = path.resolve(base, `.${decoded}`);
  if (file !== base && !file.startsWith(base + path.sep)) return notFound(res);
  const info = await stat(file).catch(() => null);
  if (!info) return notFound(res);
  if (info.isDirectory()) {
    // Like common static hosts: /about redirects to /about/, which serves about/index.html.
    if (!decoded.endsWith('/')) {
      res.writeHead(301, { location: `${url.pathname}/${url.search}` });
      return void res.end();
    }
    file = path.join(file, 'index.html');
    if (!(await stat(file).catch(() => null))?.isFile()) return notFound(res);
  }
  const body = await readFile(file);
  res.writeHead(200, {
    'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': body.length,
  });
  res.end(body);
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'content-type': 'text/plain' });
  res.end('Not found');
}
