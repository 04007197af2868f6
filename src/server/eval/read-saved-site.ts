import path from 'node:path';
import type { SiteSnapshot } from '#server/ai/engine';
import { readSite } from '#server/web-reader/read-site';
import { startSiteServer } from '../test/site-server';

/**
 * Reads a saved site folder the way auto-fill reads a live site: served at its own root on 127.0.0.1
 * (its pages link with root-absolute paths), then read by the web reader with its usual page budget.
 */
export async function readSavedSite(folder: string): Promise<SiteSnapshot> {
  const server = await startSiteServer(path.resolve(folder));
  try {
    return await readSite(`${server.url}/`, { allowPrivate: true });
  } finally {
    await server.close();
  }
}
