import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedConfig, SiteSnapshot } from '#server/ai/engine';
import { readSite } from '#server/web-reader/read-site';
import { startSiteServer, type SiteServer } from '../../../test/site-server';
import { extractCompanyConfig } from './extract-config';
import { findContactPoints, findPeople } from './find-people';
import { pathOf } from './fixture-sites.test-data';

// Real company sites collected in ../shared/data/sites (see SOURCES.md there); skipped on a fresh clone.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const SITES = process.env.SCOUTLINE_SITES_DIR ?? path.resolve(repoRoot, '../shared/data/sites');

type Read = { site: SiteSnapshot; config: ExtractedConfig; server: SiteServer };

// Each site is served at its own root: its pages link with root-absolute paths (/pricing/, /about/).
async function read(name: string): Promise<Read> {
  const server = await startSiteServer(path.join(SITES, name));
  const site = await readSite(`${server.url}/`, { allowPrivate: true });
  return { site, config: extractCompanyConfig(site), server };
}

const peopleOn = (site: SiteSnapshot, pattern: RegExp) =>
  findPeople({ ...site, pages: site.pages.filter((p) => pattern.test(pathOf(p.url))) });
const html = (site: SiteSnapshot) => site.pages.map((p) => p.html).join('\n');

describe.skipIf(!existsSync(SITES))('engines on the real sites in ../shared/data/sites', () => {
  const reads = new Map<string, Read>();
  beforeAll(async () => {
    for (const name of ['readthedocs', 'healthchecks', 'sandstorm']) reads.set(name, await read(name));
  });
  afterAll(async () => {
    await Promise.all([...reads.values()].map((r) => r.server.close()));
  });
  const get = (name: string) => reads.get(name)!;

  it('Read the Docs: name, description, plans, sales cycle, figures and the competitors its comparison pages name', () => {
    const { config, site } = get('readthedocs');
    expect(site.pages.map((p) => pathOf(p.url))).toEqual(
      expect.arrayContaining(['/', '/pricing/', '/company/', '/comparisons/']),
    );
    expect(config.productName).toContain('Read the Docs');
    expect(config.productDescription).toMatch(/documentation building and hosting platform/);
    expect(config.targetMarket).toMatch(/docs teams|open source projects/i);
    expect(config.keyDecisionMakers).toMatch(/Developers/);
    expect(config.pricingModel).toMatch(/Basic \$50 per month/);
    expect(config.pricingModel).toMatch(/Pro \$250 per month/);
    expect(config.pricingModel).toMatch(/Enterprise from \$10k\/year/);
    expect(config.salesCycle).toMatch(/30-day free trial/);
    expect(config.metricsKpis).toMatch(/80,000 open source projects/);
    expect(config.competitors.split(', ')).toEqual(expect.arrayContaining(['GitBook', 'Mintlify', 'ReadMe']));
    expect(config.competitors).not.toMatch(/Read the Docs|Other/);
  });

  it('Read the Docs: the four people of its "Who we are" section, and no testimonial authors', () => {
    const { site } = get('readthedocs');
    expect(peopleOn(site, /company|about|team/).map((p) => p.name)).toEqual([
      'Eric Holscher',
      'Anthony Johnson',
      'Manuel Kaufmann',
      'Santos Gallegos',
    ]);
    expect(findPeople(site).map((p) => p.name)).not.toEqual(expect.arrayContaining(['Max Hilbrunner']));
  });

  it('Healthchecks: cron monitoring, its three plans, and the alternatives it names', () => {
    const { config, site } = get('healthchecks');
    expect(config.productName).toMatch(/healthchecks/i);
    expect(config.productDescription).toMatch(/cron/i);
    expect(config.productDescription).toMatch(/monitor/i);
    expect(config.pricingModel).toMatch(/Free \$0\/mo, Standard \$5\/mo, Plus \$50\/mo/);
    expect(config.salesCycle).toMatch(/free tier/);
    expect(config.competitors.split(', ')).toEqual(expect.arrayContaining(['Cronitor', "Dead Man's Snitch"]));
    expect(config.metricsKpis).toMatch(/99\.9%/);
    // The site does not say whom it is for or which industries use it.
    expect(config.targetMarket).toBe('');
    expect(config.successIndustries).toBe('');
    expect(findPeople(site)).toEqual([]);
    expect(findContactPoints(site).map((c) => c.email)).toContain('contact@healthchecks.io');
  });

  it('Sandstorm: a self-hostable suite of apps, its plans, and no competitor it does not name', () => {
    const { config } = get('sandstorm');
    expect(config.productName).toBe('Sandstorm');
    expect(config.productDescription).toMatch(/self-host/i);
    expect(config.targetMarket).toMatch(/Individuals, businesses and developers/);
    expect(config.pricingModel).toMatch(/Sandstorm for Work \$5\/user\/month/);
    expect(config.pricingModel).toMatch(/per-user pricing/);
    expect(config.keyDecisionMakers).toMatch(/IT managers/);
    expect(config.competitors).toBe('');
  });

  it('Sandstorm: its team and advisors with their titles, and none of its sponsors or campaign contributors', () => {
    const { site } = get('sandstorm');
    const people = peopleOn(site, /about|team|company/);
    expect(people.slice(0, 3).map((p) => [p.name, p.title])).toEqual([
      ['Kenton Varda', 'Co-founder'],
      ['Jade Wang', 'Co-founder'],
      ['Jason Paryani', 'Software Developer'],
    ]);
    expect(people.map((p) => p.name)).toEqual(expect.arrayContaining(['Nena Nguyen', 'Drew Fisher', 'Mark S. Miller']));
    for (const outsider of ['Garply', 'Roger Wagner', 'Audrey Tang', 'Aaron Vaneps', 'Quinn Slack'])
      expect(people.map((p) => p.name)).not.toContain(outsider);
  });

  it('never returns a person, e-mail or phone that is not on the pages', () => {
    for (const { site } of reads.values()) {
      const source = html(site);
      for (const person of findPeople(site)) {
        expect(source).toContain(person.name);
        if (person.email) expect(source).toContain(person.email);
        if (person.phone) expect(source).toContain(person.phone);
      }
    }
  });
});
