import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURE_SITES, pathOf, readFixtureSite } from '../ai/builtin/site/fixture-sites.test-data';
import { startSiteServer } from '../test/site-server';
import { normaliseSiteUrl, readSite } from './read-site';

describe('readSite', () => {
  it('reads the home page and the linked pages that matter, in priority order', async () => {
    const { site } = await readFixtureSite('brightpath');
    expect(site.pages.map((p) => pathOf(p.url))).toEqual([
      '/',
      '/about/',
      '/pricing/',
      '/team/',
      '/customers/',
      '/compare/mixpanel/',
      '/contact/',
    ]);
    expect(pathOf(site.rootUrl)).toBe('/');
    expect(site.pages.every((p) => p.fetchedAt === '2025-01-15T09:00:00.000Z')).toBe(true);
  });

  it('respects robots.txt, skips blogs and log-ins, and asks for robots.txt once', async () => {
    const { requests } = await readFixtureSite('brightpath');
    expect(requests).not.toContain('/internal/');
    expect(requests).not.toContain('/blog/');
    expect(requests).not.toContain('/login');
    expect(requests.filter((p) => p === '/robots.txt')).toHaveLength(1);
  });

  it('keeps the title and the visible text, without scripts, styles, navigation or footer', async () => {
    const { site } = await readFixtureSite('brightpath');
    const home = site.pages[0]!;
    expect(home.title).toBe('Brightpath | Product analytics for B2B SaaS teams');
    expect(home.text).toContain('Product analytics your whole team can trust');
    expect(home.text).toContain('Trusted by 1,200 companies in fintech, healthcare and e-commerce.');
    expect(home.text).not.toMatch(/window\.analytics|font-family|Rua das Flores|Log in/);
    expect(home.html).toContain('<footer>');
  });

  it('stops at maxPages', async () => {
    const { site } = await readFixtureSite('brightpath', { maxPages: 3 });
    expect(site.pages.map((p) => pathOf(p.url))).toEqual(['/', '/about/', '/pricing/']);
  });

  it('probes well-known paths the home page does not link, skipping the ones that are missing', async () => {
    const { site, requests } = await readFixtureSite('tallyworks');
    expect(site.pages.map((p) => pathOf(p.url))).toEqual(['/', '/about/', '/contact/']);
    expect(requests).toContain('/pricing');
  });

  it('refuses a site whose robots.txt disallows everything', async () => {
    await expect(readFixtureSite('norobots')).rejects.toMatchObject({
      code: 'ROBOTS_DISALLOWED',
      message: expect.stringContaining("the site's robots.txt does not allow it"),
    });
  });

  it('refuses loopback addresses unless allowPrivate is set', async () => {
    const server = await startSiteServer(path.join(FIXTURE_SITES, 'brightpath'));
    try {
      await expect(readSite(server.url)).rejects.toMatchObject({ code: 'BLOCKED_ADDRESS' });
      expect(server.requests).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('reports a site that does not answer in time against the address asked for', async () => {
    const server = await startSiteServer(null, { '/robots.txt': () => undefined });
    try {
      await expect(readSite(server.url, { allowPrivate: true, timeoutMs: 200 })).rejects.toMatchObject({
        code: 'TIMEOUT',
        message: `Could not read ${server.url}/: the site did not answer in time`,
      });
    } finally {
      await server.close();
    }
  });

  it('fails when the home page does not answer', async () => {
    const server = await startSiteServer(null);
    try {
      await expect(readSite(`${server.url}/nothing-here/`, { allowPrivate: true })).rejects.toMatchObject({
        code: 'HTTP_ERROR',
        status: 404,
      });
    } finally {
      await server.close();
    }
  });
});

describe('normaliseSiteUrl', () => {
  it.each([
    ['acme.com', 'https://acme.com/'],
    ['  www.Acme.com/about  ', 'https://www.acme.com/about'],
    ['http://acme.com', 'http://acme.com/'],
    ['https://acme.com/#pricing', 'https://acme.com/'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseSiteUrl(input)).toBe(expected);
  });

  it.each(['', 'ftp://acme.com', 'mailto:me@acme.com'])('refuses %j', (input) => {
    expect(() => normaliseSiteUrl(input)).toThrow(expect.objectContaining({ code: 'INVALID_URL' }));
  });
});
