import { describe, expect, it } from 'vitest';
import { CANDIDATES, DEV_DOCS, HOSPITAL, NONSENSE, config } from './test-fixtures';
import { rankOrganizations } from './rank-organizations';

const rankOf = (list: { key: string }[], key: string) => list.findIndex((o) => o.key === key);
const byKey = (list: ReturnType<typeof rankOrganizations>) => Object.fromEntries(list.map((o) => [o.key, o]));

describe('rankOrganizations', () => {
  it('puts software companies above banks for a developer-docs SaaS', () => {
    const ranked = rankOrganizations(DEV_DOCS, CANDIDATES);
    const o = byKey(ranked);
    expect(ranked.slice(0, 2).map((x) => x.key).sort()).toEqual(['hookline', 'metricly']);
    expect(o.hookline!.fitCategory).toBe('great');
    expect(o.metricly!.fitCategory).toBe('great');
    for (const software of ['hookline', 'metricly']) for (const bank of ['first-prairie', 'harbor']) expect(rankOf(ranked, software)).toBeLessThan(rankOf(ranked, bank));
    expect(o['first-prairie']!.fitCategory).toBe('poor');
    expect(o.ironworks!.fitCategory).toBe('poor');
  });

  it('rates hospitals great for hospital software and dev tools poor', () => {
    const o = byKey(rankOrganizations(HOSPITAL, CANDIDATES));
    expect(o['st-mercy']!.fitCategory).toBe('great');
    expect(['great', 'good']).toContain(o['valley-clinics']!.fitCategory);
    expect(o['st-mercy']!.fitScore).toBeGreaterThan(o['valley-clinics']!.fitScore);
    expect(o.ortho!.fitScore).toBeGreaterThan(o.hookline!.fitScore);
    expect(o.hookline!.fitCategory).toBe('poor');
  });

  it('leaves out a configured competitor, by name or by domain', () => {
    expect(rankOrganizations(DEV_DOCS, CANDIDATES).map((o) => o.key)).not.toContain('readme');
    const byDomain = config({ ...DEV_DOCS, competitors: 'https://www.paystream.com/pricing' });
    expect(rankOrganizations(byDomain, CANDIDATES).map((o) => o.key)).not.toContain('paystream');
  });

  it('spreads scores across categories rather than calling everything great', () => {
    const categories = new Set(rankOrganizations(DEV_DOCS, CANDIDATES).map((o) => o.fitCategory));
    expect(categories.size).toBeGreaterThanOrEqual(3);
    expect(categories).toContain('great');
    expect(categories).toContain('poor');
  });

  it('gives low scores when nothing in the configuration matches', () => {
    const ranked = rankOrganizations(NONSENSE, CANDIDATES);
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
    const bank = byKey(rankOrganizations(DEV_DOCS, CANDIDATES))['first-prairie']!;
    expect(bank.reasoning).toMatch(/industry Banking is not among your target industries/);
  });

  it('sorts by fit score, then by name, and honours the limit', () => {
    const ranked = rankOrganizations(NONSENSE, CANDIDATES);
    for (let i = 1; i < ranked.length; i++) {
      const [a, b] = [ranked[i - 1]!, ranked[i]!];
      expect(a.fitScore > b.fitScore || (a.fitScore === b.fitScore && a.name.toLowerCase() <= b.name.toLowerCase())).toBe(true);
    }
    expect(rankOrganizations(DEV_DOCS, CANDIDATES, { limit: 3 })).toHaveLength(3);
    expect(rankOrganizations(DEV_DOCS, [])).toEqual([]);
  });

  it('is deterministic and keeps the candidate fields', () => {
    const a = rankOrganizations(HOSPITAL, CANDIDATES);
    expect(rankOrganizations(HOSPITAL, [...CANDIDATES].reverse())).toEqual(a);
    expect(a[0]).toMatchObject({ key: 'st-mercy', location: 'Chicago, Illinois', source: 'directory' });
  });
});
