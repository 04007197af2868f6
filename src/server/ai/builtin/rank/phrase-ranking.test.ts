import { describe, expect, it } from 'vitest';
import type { AnalysisConfig } from '#domain/workflow';
import type { Candidate } from '../../engine';
import { rankOrganizations } from './rank-organizations';
import { falseReasons } from './reason-check';

// Rows as an imported S&P 500 list gives them (real GICS sub-industry strings, sector hidden, no description).
const SUB_INDUSTRIES = [
  'Automobile Manufacturers',
  'Paper & Plastic Packaging Products & Materials',
  'Metal, Glass & Plastic Containers',
  'Construction Materials',
  'Construction & Engineering',
  'Apparel Retail',
  'Diversified Banks',
  'Regional Banks',
  'Capital Markets',
  'Transaction & Payment Processing Services',
  'Application Software',
];
const rows: Candidate[] = SUB_INDUSTRIES.map((sub, i) => ({
  key: `row:${i}`,
  name: `Row ${i} ${sub}`,
  domain: null,
  industry: null,
  subIndustry: sub,
  sizeRange: null,
  employeeCount: null,
  location: 'Dallas, Texas',
  revenueRange: null,
  founded: null,
  description: null,
  keywords: [sub.toLowerCase()],
  source: 'import',
}));

const config = (targetMarket: string): AnalysisConfig => ({
  productName: 'Ledgerline',
  productUrl: '',
  productDescription: 'Ledgerline is an accounts payable automation tool.',
  targetMarket,
  successIndustries: '',
  keyDecisionMakers: 'CFOs, controllers',
  salesCycle: '',
  pricingModel: '',
  metricsKpis: '',
  overallFeedback: '',
  competitors: '',
});

const ranked = (targetMarket: string) => {
  const c = config(targetMarket);
  const out = rankOrganizations(c, rows, { floor: false, limit: 100 });
  return { out, c, fits: out.filter((o) => o.matchedCriteria.length > 0).map((o) => o.subIndustry) };
};

describe('ranking by whole phrases on real sub-industry strings', () => {
  it.each([
    [
      'Packaging and paper manufacturers',
      ['Paper & Plastic Packaging Products & Materials'],
      ['Automobile Manufacturers'],
    ],
    ['Construction materials producers', ['Construction Materials'], ['Construction & Engineering']],
    ['Retail and commercial banks', ['Diversified Banks', 'Regional Banks'], ['Apparel Retail']],
    ['Payments companies', ['Transaction & Payment Processing Services'], ['Capital Markets']],
  ])('"%s" fits %j and gives no reason for %j', (market, fit, notFit) => {
    const { out, c, fits } = ranked(market);
    for (const f of fit) expect(fits).toContain(f);
    for (const n of notFit) expect(fits).not.toContain(n);
    expect(falseReasons(out, c)).toEqual([]);
  });

  it('quotes the phrase it matched on both sides', () => {
    const { out } = ranked('Packaging and paper manufacturers');
    const paper = out.find((o) => o.subIndustry === 'Paper & Plastic Packaging Products & Materials')!;
    expect(paper.matchedCriteria[0]).toMatch(
      /^Sub-industry Paper & Plastic Packaging Products & Materials relates to your target market \(Packaging and paper manufacturers\)$/,
    );
  });
});
