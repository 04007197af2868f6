import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_SITES } from '../ai/builtin/site/fixture-sites.test-data';
import { startSiteServer, type SiteServer } from '../test/site-server';
import { createRobotsChecker } from './robots';

let brightpath: SiteServer;
let tallyworks: SiteServer;
let broken: SiteServer;
beforeAll(async () => {
  brightpath = await startSiteServer(path.join(FIXTURE_SITES, 'brightpath'));
  tallyworks = await startSiteServer(path.join(FIXTURE_SITES, 'tallyworks'));
  broken = await startSiteServer(null, {
    '/robots.txt': (_req, res) => {
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end('down');
    },
  });
});
afterAll(async () => {
  await Promise.all([brightpath.close(), tallyworks.close(), broken.close()]);
});

describe('robots.txt', () => {
  it("applies ScoutlineBot's own group: /internal/ disallowed, the rest allowed", async () => {
    const robots = createRobotsChecker({ allowPrivate: true });
    expect(await robots.isAllowed(`${brightpath.url}/internal/`)).toBe(false);
    expect(await robots.isAllowed(`${brightpath.url}/internal/staff.html`)).toBe(false);
    expect(await robots.isAllowed(`${brightpath.url}/team/`)).toBe(true);
    expect(await robots.isAllowed(`${brightpath.url}/`)).toBe(true);
  });

  it('fetches robots.txt once per origin', async () => {
    const before = brightpath.requests.filter((p) => p === '/robots.txt').length;
    const robots = createRobotsChecker({ allowPrivate: true });
    await Promise.all(['/', '/about/', '/team/', '/internal/'].map((p) => robots.isAllowed(`${brightpath.url}${p}`)));
    expect(brightpath.requests.filter((p) => p === '/robots.txt').length - before).toBe(1);
  });

  it('allows everything when robots.txt is missing', async () => {
    const robots = createRobotsChecker({ allowPrivate: true });
    expect(await robots.isAllowed(`${tallyworks.url}/anything/`)).toBe(true);
  });

  it('disallows everything while robots.txt answers with a server error', async () => {
    const robots = createRobotsChecker({ allowPrivate: true });
    expect(await robots.isAllowed(`${broken.url}/`)).toBe(false);
  });

  it('goes through the address guard', async () => {
    const robots = createRobotsChecker();
    await expect(robots.isAllowed(`${brightpath.url}/`)).rejects.toMatchObject({ code: 'BLOCKED_ADDRESS' });
  });
});
