import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisConfig } from '#domain/workflow';
import type {
  Candidate,
  ExtractedConfig,
  OrganizationRecord,
  RankedOrganization,
  SiteSnapshot,
} from '#server/ai/engine';
import { parsePage } from '#server/web-reader/html-text';
import { readSite } from '#server/web-reader/read-site';
import { loadDirectory } from '../directory/directory';
import { startSiteServer, type SiteServer } from '../../test/site-server';
import { writePitch } from './pitch/write-pitch';
import { rankOrganizations } from './rank/rank-organizations';
import { researchAccount } from './research/research-account';
import { extractCompanyConfig } from './site/extract-config';

// The walk-through on real sites (../shared/data/sites or SCOUTLINE_SITES_DIR): auto-fill → targeting on the directory → research → pitch.
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');
const SITES = process.env.SCOUTLINE_SITES_DIR ?? path.resolve(repoRoot, '../shared/data/sites');
const TECH = new Set([
  'Software',
  'Internet & Digital Services',
  'IT Services',
  'Semiconductors',
  'Computer Hardware & Networking',
]);
// Words the research and pitch templates write themselves; anything else in a reasoning must come from the inputs.
const TEMPLATES = [
  'research/solutions.ts',
  'research/why-target.ts',
  'rank/industry-match.ts',
  'rank/size.ts',
  'rank/persona-industries.ts',
]
  .map((f) => readFileSync(path.join(here, f), 'utf8'))
  .join(' ');

type Walk = {
  site: SiteSnapshot;
  extracted: ExtractedConfig;
  config: AnalysisConfig;
  ranked: RankedOrganization[];
  server: SiteServer;
};

const directory = (): Candidate[] =>
  loadDirectory().map((o) => ({
    key: `directory:${o.id}`,
    name: o.name,
    domain: o.domain,
    industry: o.industry,
    subIndustry: o.subIndustry,
    sizeRange: o.sizeRange,
    employeeCount: o.employeeCount,
    location: o.hqLocation,
    revenueRange: o.revenueRange,
    founded: o.founded,
    description: o.description,
    keywords: [...o.keywords],
    source: 'directory' as const,
  }));

const record = (o: RankedOrganization): OrganizationRecord => ({
  id: o.key,
  name: o.name,
  industry: o.industry,
  sizeRange: o.sizeRange,
  employeeCount: o.employeeCount,
  location: o.location,
  revenueRange: o.revenueRange,
  website: o.domain ? `https://${o.domain}` : null,
  founded: o.founded,
  description: o.description,
  source: o.source,
  fitScore: o.fitScore,
  fitCategory: o.fitCategory,
  aiReasoning: o.reasoning,
});

/** Every page of a site folder, as if the reader had followed every link (the walk-through read pages such as /enterprise/ too). */
function everyPage(name: string, origin: string): SiteSnapshot {
  const root = path.join(SITES, name);
  const files: string[] = [];
  const walk = (dir: string) =>
    readdirSync(dir).forEach((f) =>
      statSync(path.join(dir, f)).isDirectory()
        ? walk(path.join(dir, f))
        : f === 'index.html' && files.push(path.join(dir, f)),
    );
  walk(root);
  files.sort((a, b) => a.length - b.length);
  const pages = files.map((file) => {
    const url = new URL(
      `${path.relative(root, path.dirname(file)).split(path.sep).join('/')}/`.replace(/^\/$/, ''),
      `${origin}/`,
    ).href;
    const html = readFileSync(file, 'utf8');
    const parsed = parsePage(html, url);
    return { url, title: parsed.title, text: parsed.text, html, fetchedAt: '2025-01-15T09:00:00.000Z' };
  });
  return { rootUrl: `${origin}/`, pages };
}

const wholeWordsOnly = (text: string, corpus: string) => {
  const known = new Set((corpus.match(/[\p{L}][\p{L}'’-]*/gu) ?? []).map((w) => w.toLowerCase()));
  return (text.match(/[\p{L}][\p{L}'’-]*/gu) ?? []).filter(
    (w) => !known.has(w.toLowerCase()) && !known.has(w.toLowerCase().replace(/['’]s?$/, '')),
  );
};

describe.skipIf(!existsSync(SITES))('quality of the built-in engine on the real sites', () => {
  const walks = new Map<string, Walk>();
  beforeAll(async () => {
    for (const name of ['readthedocs', 'healthchecks', 'sandstorm']) {
      const server = await startSiteServer(path.join(SITES, name));
      const site = await readSite(`${server.url}/`, { allowPrivate: true });
      const extracted = extractCompanyConfig(site);
      const config: AnalysisConfig = { ...extracted, productUrl: server.url, overallFeedback: '' };
      walks.set(name, {
        site,
        extracted,
        config,
        ranked: rankOrganizations(config, directory(), { limit: 50 }),
        server,
      });
    }
  });
  afterAll(async () => {
    await Promise.all([...walks.values()].map((w) => w.server.close()));
  });
  const get = (name: string) => walks.get(name)!;

  it('Read the Docs: auto-fill names industries only where the site says its users are, and targets people, not plans', () => {
    const { extracted, server } = get('readthedocs');
    expect(extracted.productName).toBe('Read the Docs');
    expect(extracted.successIndustries).toBe('Open source');
    expect(extracted.targetMarket).toMatch(/Engineering and docs teams/);
    expect(extracted.targetMarket).not.toMatch(/\bplans?\b|\btier\b|\$/i);
    expect(extracted.keyDecisionMakers).toMatch(/Developers/);
    expect(extracted.competitors.split(', ')).toEqual(expect.arrayContaining(['GitBook', 'Mintlify', 'ReadMe']));
    // With every page read (the enterprise FAQ mentions "your legal team"; the showcase lists a game engine), still no Gaming, Legal or Scientific research.
    const all = extractCompanyConfig(everyPage('readthedocs', server.url));
    expect(all.successIndustries).not.toMatch(/Gaming|Legal|Scientific/);
  });

  it('Healthchecks and Sandstorm: auto-fill fields a person would accept', () => {
    const hc = get('healthchecks').extracted;
    expect(hc.productName).toMatch(/healthchecks/i);
    expect(hc.productDescription).toMatch(/cron/i);
    expect(hc.successIndustries).toBe('');
    expect(hc.competitors.split(', ')).toEqual(expect.arrayContaining(['Cronitor', "Dead Man's Snitch"]));
    const ss = get('sandstorm').extracted;
    expect(ss.productName).toBe('Sandstorm');
    expect(ss.targetMarket).toMatch(/^Individuals, businesses and developers/);
    expect(ss.targetMarket).not.toMatch(/access control|pricing/i);
    for (const industry of ss.successIndustries.split(', ').filter(Boolean))
      expect(['Open source', 'Non-profit']).toContain(industry);
    expect(ss.keyDecisionMakers).toMatch(/IT managers/);
  });

  it.each(['readthedocs', 'healthchecks', 'sandstorm'])(
    '%s: the top 10 of the directory are mostly tech organizations, with good or great fits, and not the seller itself',
    (name) => {
      const { ranked, config } = get(name);
      const top = ranked.filter((o) => !o.competitor).slice(0, 10);
      // Only organizations with a real fit signal are returned, so the top may hold fewer than 10. Words lifted out
      // of a phrase no longer count ("project" of "Open source projects" is not project management), so Read the
      // Docs keeps two.
      expect(top.length).toBeGreaterThanOrEqual(2);
      expect(top.filter((o) => TECH.has(o.industry ?? '')).length).toBeGreaterThanOrEqual(Math.ceil(top.length * 0.6));
      expect(TECH.has(top[0]!.industry ?? '')).toBe(true);
      expect(ranked.filter((o) => o.fitCategory === 'great' || o.fitCategory === 'good').length).toBeGreaterThanOrEqual(
        2,
      );
      expect(['great', 'good']).toContain(top[0]!.fitCategory);
      const own = config.productName.toLowerCase().replace(/[^a-z]/g, '');
      expect(ranked.map((o) => o.name.toLowerCase().replace(/[^a-z]/g, ''))).not.toContain(own);
      for (const o of top) expect(o.industry).not.toMatch(/Hospitality|Media/);
    },
  );

  it.each(['readthedocs', 'healthchecks', 'sandstorm'])(
    '%s: research on the top organization reads like a sales engineer wrote it',
    (name) => {
      const { ranked, config } = get(name);
      const org = record(ranked[0]!);
      const research = researchAccount(org, config, null);
      const solutions = research.recommendedSolutions;
      expect(solutions.length).toBeGreaterThanOrEqual(2);
      // The capability names are checked on their own (clean names); the reasoning may repeat them.
      const corpus = `${JSON.stringify(config)} ${JSON.stringify(org)} ${solutions.map((s) => s.product).join(' ')} ${TEMPLATES}`;
      for (const s of solutions) {
        expect(s.product).toMatch(
          new RegExp(
            `^${config.productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:: [A-Z][\\w-]*(?: [\\w-]+){0,5})?$`,
          ),
        );
        expect(s.product).not.toMatch(/\band more\b|\betc\b/i);
        expect(s.reasoning).toMatch(/^[A-Z].*\.$/);
        expect(wholeWordsOnly(s.reasoning, corpus)).toEqual([]);
        expect(s.opportunity).not.toMatch(/[$€£]|Tiers|per month|\/mo\b/);
        expect(s.opportunity.length).toBeLessThanOrEqual(100);
      }
      expect(solutions.slice(1).some((s) => s.product.includes(': '))).toBe(true);
      const pitch = writePitch(org, research, solutions[1]!, config);
      const body = pitch.split('\n\n').slice(1).join(' ');
      expect(body).toContain(config.productName);
      expect(pitch).not.toMatch(/[$€£]\d|Tiers:|metrics such as over|Head count:/);
      expect(body.split(/\s+/).length).toBeLessThanOrEqual(230);
      expect(pitch).toContain(solutions[1]!.product.split(': ')[1]!.toLowerCase());
    },
  );

  it('Read the Docs: named capabilities for the top organization', () => {
    const { ranked, config } = get('readthedocs');
    const names = researchAccount(record(ranked[0]!), config, null).recommendedSolutions.map((s) => s.product);
    expect(names).toEqual([
      'Read the Docs',
      'Read the Docs: Versioned documentation hosting',
      'Read the Docs: Integrated docs search',
      'Read the Docs: Pull request previews',
    ]);
  });
});
