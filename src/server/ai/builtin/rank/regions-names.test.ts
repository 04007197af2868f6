import { describe, expect, it } from 'vitest';
import type { AnalysisConfig } from '#domain/workflow';
import type { Candidate } from '../../engine';
import { geoMatch, parseGeoTargets, parseLocation } from './geo';
import { rankOrganizations } from './rank-organizations';
import { checkReason, falseReasons } from './reason-check';

const row = (name: string, industry: string, location: string): Candidate => ({
  key: name,
  name,
  domain: null,
  industry,
  subIndustry: null,
  sizeRange: null,
  employeeCount: null,
  location,
  revenueRange: null,
  founded: null,
  description: null,
  keywords: [industry.toLowerCase()],
  source: 'import',
});
const config = (targetMarket: string, successIndustries: string): AnalysisConfig => ({
  productName: 'X',
  productUrl: 'https://x.example',
  productDescription: 'Grid monitoring',
  targetMarket,
  successIndustries,
  keyDecisionMakers: '',
  salesCycle: '',
  pricingModel: '',
  metricsKpis: '',
  overallFeedback: '',
  competitors: '',
});

describe('regions of a country (US Census regions and divisions)', () => {
  it('"the Northeast United States" holds New Jersey, not Ohio or Georgia', () => {
    const targets = parseGeoTargets('Electric and water utilities in the Northeast United States');
    expect(targets.map((t) => t.name)).toEqual(['Northeast']);
    expect(geoMatch(targets, parseLocation('Camden, New Jersey')!)?.name).toBe('Northeast');
    expect(geoMatch(targets, parseLocation('Columbus, Ohio')!)).toBeNull();
    expect(geoMatch(targets, parseLocation('Atlanta, Georgia')!)).toBeNull();
  });
  it.each([
    ['New England', 'Hartford, Connecticut', 'Newark, New Jersey'],
    ['the Midwest', 'Columbus, Ohio', 'Dallas, Texas'],
    ['the Pacific Northwest', 'Seattle, Washington', 'San Diego, California'],
    ['the Mid-Atlantic', 'Allentown, Pennsylvania', 'Boston, Massachusetts'],
    ['the Southeast', 'Atlanta, Georgia', 'Denver, Colorado'],
  ])('%s holds %s, not %s', (market, inside, outside) => {
    const targets = parseGeoTargets(market);
    expect(geoMatch(targets, parseLocation(inside)!)).not.toBeNull();
    expect(geoMatch(targets, parseLocation(outside)!)).toBeNull();
  });
  it('"Southeast Asia" is not the US Southeast', () =>
    expect(parseGeoTargets('Banks in Southeast Asia').map((t) => t.name)).toEqual(['Asia']));

  it('a place outside the region is a gap, never a reason; the checker rejects the old reason', () => {
    const c = config('Electric and water utilities in the Northeast United States', 'Utilities');
    const rows = [
      row('Ohio Power', 'Electric Utilities', 'Columbus, Ohio'),
      row('Jersey Water', 'Water Utilities', 'Camden, New Jersey'),
    ];
    const ranked = rankOrganizations(c, rows, { floor: false });
    expect(ranked[0]!.name).toBe('Jersey Water');
    const ohio = ranked.find((o) => o.name === 'Ohio Power')!;
    expect(ohio.matchedCriteria.join(' ')).not.toMatch(/Based in/);
    expect(ohio.reasoning).toMatch(/location Columbus, Ohio is outside Northeast/);
    expect(falseReasons(ranked, c)).toEqual([]);
    expect(checkReason('Based in Columbus, Ohio (United States)', rows[0]!, c)).not.toBeNull();
  });
});

describe('a word of the name is no evidence', () => {
  it('an E&P in Texas outranks a power producer with "Energy" and "Texas" in its name', () => {
    const c = config('Oil and gas exploration and production companies in Texas', 'Energy');
    const rows = [
      row('Texas Energy Power', 'Independent Power Producers & Energy Traders', 'Houston, Texas'),
      row('Midland Exploration', 'Oil & Gas Exploration & Production', 'Midland, Texas'),
    ];
    const ranked = rankOrganizations(c, rows, { floor: false });
    expect(ranked.map((o) => o.name)).toEqual(['Midland Exploration', 'Texas Energy Power']);
    expect(ranked.flatMap((o) => o.matchedCriteria).join(' ')).not.toMatch(/Name mentions/);
    expect(falseReasons(ranked, c)).toEqual([]);
  });
});
