import { describe, expect, it } from 'vitest';
import type { AnalysisConfig } from '#domain/workflow';
import type { Candidate } from '../../engine';
import { checkReason } from './reason-check';

const org = (industry: string): Candidate => ({
  key: 'k',
  name: 'Org',
  domain: null,
  industry,
  subIndustry: null,
  sizeRange: null,
  employeeCount: null,
  location: null,
  revenueRange: null,
  founded: null,
  description: null,
  keywords: [],
  source: 'import',
});
const config = (successIndustries: string, targetMarket: string) =>
  ({ successIndustries, targetMarket, productDescription: '', keyDecisionMakers: '' }) as AnalysisConfig;
const hospitals = config('Health Care Facilities', 'Hospital operators and healthcare providers in the United States');
const oil = config('Energy', 'Oil and gas exploration and production companies in Texas');

describe('the reason checker on industries (issue 22 probe)', () => {
  it('rejects a target-market quote labelled as the success industries', () =>
    expect(
      checkReason(
        'Industry Health Care Equipment matches your success industries (Hospital operators)',
        org('Health Care Equipment'),
        hospitals,
      ),
    ).toMatch(/not in the success industries/));

  it('rejects equipment makers as healthcare providers, even quoted from the right field', () =>
    expect(
      checkReason(
        'Industry Health Care Equipment matches your target market (healthcare providers)',
        org('Health Care Equipment'),
        hospitals,
      ),
    ).toMatch(/does not agree/));

  // The checker used to call every label of the phrase's own industry "not adjacent"; a label of the same broad
  // industry that does not agree with the phrase is its neighbour, and one that agrees is a match, not a neighbour.
  it('accepts a neighbour in the same industry, rejects a match called a neighbour', () => {
    const equipment = 'Industry Health Care Equipment is adjacent to your success industries (Health Care Facilities)';
    expect(checkReason(equipment, org('Health Care Equipment'), hospitals)).toBeNull();
    const facilities =
      'Industry Health Care Facilities is adjacent to your success industries (Health Care Facilities)';
    expect(checkReason(facilities, org('Health Care Facilities'), hospitals)).not.toBeNull();
  });

  it('accepts a bare industry name taking a label of that industry, and nothing wider', () => {
    const refiner = 'Industry Oil & Gas Refining & Marketing matches your success industries (Energy)';
    expect(checkReason(refiner, org('Oil & Gas Refining & Marketing'), oil)).toBeNull();
    const power = 'Industry Independent Power Producers & Energy Traders matches your success industries (Energy)';
    expect(checkReason(power, org('Independent Power Producers & Energy Traders'), oil)).not.toBeNull();
    const retail = 'Industry Food Retail is adjacent to your target market (Packaged food)';
    expect(checkReason(retail, org('Food Retail'), config('', 'Packaged food brands'))).not.toBeNull();
  });
});
