import { describe, expect, it } from 'vitest';
import type { Candidate } from '../../engine';
import { CANDIDATES, DEV_DOCS, HOSPITAL, NONSENSE, config } from './test-fixtures';
import { calibrate, rankOrganizations } from './rank-organizations';

const CASINO: Candidate = {
  ...CANDIDATES[0]!,
  key: 'casino',
  name: 'Sands Resorts',
  domain: 'sandsresorts.com',
  industry: 'Hospitality & Travel',
  subIndustry: 'Casinos & Gaming',
  sizeRange: '10001+',
  location: 'Las Vegas, Nevada',
  description: 'Developer and operator of integrated casino resorts with gaming and hosting of events.',
  keywords: ['casinos', 'gaming', 'integrated resorts'],
};
/** A docs platform as auto-fill describes it: developers and docs teams, but no "Software" anywhere. */
const DOCS_PLATFORM = config({
  productName: 'Docsmith',
  productUrl: 'https://docsmith.example',
  productDescription:
    'Docsmith is a documentation building and hosting platform for developers, with versioned documentation, integrated search and pull request previews.',
  targetMarket: 'Engineering and docs teams; Open source projects',
  successIndustries: 'Open source',
  keyDecisionMakers: 'Engineering leaders and teams, Technical writers, Developers',
});

const rankOf = (list: { key: string }[], key: string) => list.findIndex((o) => o.key === key);
const byKey = (list: ReturnType<typeof rankOrganizations>) => Object.fromEntries(list.map((o) => [o.key, o]));

describe('rankOrganizations', () => {
  it('puts software companies above banks for a developer-docs SaaS', () => {
    const ranked = rankOrganizations(DEV_DOCS, CANDIDATES, { floor: false });
    const o = byKey(ranked);
    expect(
      ranked
        .slice(0, 2)
        .map((x) => x.key)
        .sort(),
    ).toEqual(['hookline', 'metricly']);
    expect(o.hookline!.fitCategory).toBe('great');
    expect(o.metricly!.fitCategory).toBe('great');
    for (const software of ['hookline', 'metricly'])
      for (const bank of ['first-prairie', 'harbor'])
        expect(rankOf(ranked, software)).toBeLessThan(rankOf(ranked, bank));
    expect(o['first-prairie']!.fitCategory).toBe('poor');
    expect(o.ironworks!.fitCategory).toBe('poor');
    // With the floor (the default), only organizations with a real fit signal are returned.
    const fits = rankOrganizations(DEV_DOCS, CANDIDATES).map((x) => x.key);
    expect(fits).toEqual(expect.arrayContaining(['hookline', 'metricly']));
    for (const padding of ['first-prairie', 'harbor', 'ironworks', 'st-mercy', 'shopbase'])
      expect(fits).not.toContain(padding);
  });

  it('rates hospitals great for hospital software and dev tools poor', () => {
    const o = byKey(rankOrganizations(HOSPITAL, CANDIDATES, { floor: false }));
    expect(o['st-mercy']!.fitCategory).toBe('great');
    expect(['great', 'good']).toContain(o['valley-clinics']!.fitCategory);
    expect(o['st-mercy']!.fitScore).toBeGreaterThan(o['valley-clinics']!.fitScore);
    expect(o.ortho!.fitScore).toBeGreaterThan(o.hookline!.fitScore);
    expect(o.hookline!.fitCategory).toBe('poor');
  });

  it('labels a configured competitor (by name or by domain) Competitor, Poor Fit, after every buyer', () => {
    const ranked = rankOrganizations(DEV_DOCS, CANDIDATES);
    const readme = byKey(ranked).readme!;
    expect(readme).toMatchObject({ competitor: true, fitCategory: 'poor' });
    expect(readme.reasoning).toMatch(/^Competitor: named in your Competitors, so not recommended as a buyer\./);
    expect(rankOf(ranked, 'readme')).toBe(ranked.length - 1);
    expect(ranked.filter((o) => !o.competitor).every((o) => o.fitScore > readme.fitScore)).toBe(true);
    const byDomain = config({ ...DEV_DOCS, competitors: 'https://www.paystream.com/pricing' });
    const paystream = byKey(rankOrganizations(byDomain, CANDIDATES, { floor: false })).paystream!;
    expect(paystream).toMatchObject({ competitor: true, fitCategory: 'poor' });
  });

  it("labels an organization in the seller's own category Competitor even when not named", () => {
    const ranked = rankOrganizations({ ...DEV_DOCS, competitors: '' }, CANDIDATES);
    const readme = byKey(ranked).readme!;
    expect(readme.competitor).toBe(true);
    expect(readme.reasoning).toMatch(
      /^Competitor: its (?:keyword|sub-industry) “(?:api documentation|Documentation Hosting)” is your own category/,
    );
    expect(byKey(ranked).hookline!.competitor).toBe(false);
  });

  it('spreads scores across categories rather than calling everything great', () => {
    const categories = new Set(rankOrganizations(DEV_DOCS, CANDIDATES, { floor: false }).map((o) => o.fitCategory));
    expect(categories.size).toBeGreaterThanOrEqual(3);
    expect(categories).toContain('great');
    expect(categories).toContain('poor');
  });

  it('gives low scores when nothing in the configuration matches', () => {
    expect(rankOrganizations(NONSENSE, CANDIDATES)).toEqual([]);
    const ranked = rankOrganizations(NONSENSE, CANDIDATES, { floor: false });
    expect(ranked).toHaveLength(CANDIDATES.length);
    expect(Math.max(...ranked.map((o) => o.fitScore))).toBeLessThan(35);
    expect(ranked[0]!.reasoning).toMatch(/nothing in your configuration/i);
  });

  it('names the matched criteria in the reasoning', () => {
    const hookline = byKey(rankOrganizations(DEV_DOCS, CANDIDATES)).hookline!;
    expect(hookline.reasoning).toContain('Industry Software matches your success industries (SaaS)');
    expect(hookline.reasoning).toContain("size 1001-5000 fits 'mid-market'");
    expect(hookline.reasoning).toMatch(/based in San Francisco, California \(United States\)/);
    expect(hookline.reasoning).toMatch(/mention[s]? .*(api|documentation)/);
    expect(hookline.matchedCriteria.length).toBeGreaterThanOrEqual(4);
    const bank = byKey(rankOrganizations(DEV_DOCS, CANDIDATES, { floor: false }))['first-prairie']!;
    expect(bank.reasoning).toMatch(/industry Banking is not among your target industries/);
  });

  it('infers software buyers from a developer-docs configuration and keeps a casino with matching words out of the lead', () => {
    const ranked = rankOrganizations(DOCS_PLATFORM, [...CANDIDATES, CASINO], { floor: false });
    for (const software of ['hookline', 'metricly'])
      expect(rankOf(ranked, software)).toBeLessThan(rankOf(ranked, 'casino'));
    expect(['great', 'good']).toContain(byKey(ranked).hookline!.fitCategory);
    expect(byKey(ranked).casino!.fitCategory).toBe('poor');
    // Even when "Gaming" is named, the developer-docs buyers keep a software company in the lead.
    const gaming = rankOrganizations(
      { ...DOCS_PLATFORM, successIndustries: 'Open source, Gaming' },
      [...CANDIDATES, CASINO],
      { floor: false },
    );
    expect(gaming[0]!.key).toBe('hookline');
    expect(byKey(rankOrganizations(DOCS_PLATFORM, CANDIDATES, { floor: false })).brightline!.reasoning).toMatch(
      /Industry IT Services is where your buyers work \(.*developers/,
    );
  });

  it('counts text matches in an industry nobody targets at half', () => {
    expect(calibrate(1, 1, NaN, NaN)).toBe(100);
    expect(calibrate(1, 0, NaN, NaN)).toBe(28);
    expect(calibrate(1, NaN, NaN, NaN)).toBe(100);
    expect(calibrate(0.6, 0.35, NaN, NaN)).toBeGreaterThan(calibrate(0.6, 0, NaN, NaN));
  });

  it("leaves out the seller's own organization, by product name or website", () => {
    const own = { ...CANDIDATES[0]!, key: 'own', name: 'Docsmith, Inc.', domain: 'docsmith.io' };
    expect(rankOrganizations(DOCS_PLATFORM, [...CANDIDATES, own]).map((o) => o.key)).not.toContain('own');
    const bySite = config({
      ...DOCS_PLATFORM,
      productName: 'Docs Platform',
      productUrl: 'https://www.docsmith.io/pricing',
    });
    expect(rankOrganizations(bySite, [...CANDIDATES, own]).map((o) => o.key)).not.toContain('own');
  });

  it('sorts by fit score, then by more evidence, and honours the limit', () => {
    const ranked = rankOrganizations(NONSENSE, CANDIDATES, { floor: false });
    for (let i = 1; i < ranked.length; i++) {
      const [a, b] = [ranked[i - 1]!, ranked[i]!];
      expect(a.fitScore > b.fitScore || (a.fitScore === b.fitScore && a.evidence! >= b.evidence!)).toBe(true);
    }
    expect(rankOrganizations(DEV_DOCS, CANDIDATES, { limit: 3 })).toHaveLength(3);
    expect(rankOrganizations(DEV_DOCS, [])).toEqual([]);
  });

  it('is deterministic and keeps the candidate fields', () => {
    const a = rankOrganizations(HOSPITAL, CANDIDATES, { floor: false });
    expect(rankOrganizations(HOSPITAL, [...CANDIDATES].reverse(), { floor: false })).toEqual(a);
    expect(a[0]).toMatchObject({ key: 'st-mercy', location: 'Chicago, Illinois', source: 'directory' });
  });
});
