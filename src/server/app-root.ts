import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository folder (the one holding package.json). The server runs from its sources (tsx, vitest) and from
 * the bundle in dist/server, at different depths, so files read at run time (migrations, package.json) are found
 * from here rather than relative to the module that reads them.
 */
export function findAppRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const appRoot = findAppRoot(path.dirname(fileURLToPath(import.meta.url)));
