import { describe, expect, it } from 'vitest';
import { canonicalIndustry, industryFit, parseIndustryTargets, sectorTakes } from './industry-match';

// Real GICS sub-industry strings (S&P 500, sector hidden) against ICPs written as users write them (issue 22 probe).
const fit = (success: string, market: string, label: string) =>
  industryFit(
    parseIndustryTargets([
      ['success industries', success],
      ['target market', market],
    ]),
    label,
    null,
  );

describe('industry reasons name the field their quote came from', () => {
  it('a target-market phrase is not called the success industries', () => {
    const hotels = fit('Hospitality', 'Hotel chains, resorts and cruise lines', 'Hotels, Resorts & Cruise Lines');
    expect(hotels.reason).toMatch(/matches your target market \((?:Hotel chains|resorts and cruise lines)\)$/);
    const hospitals = fit(
      'Health Care Facilities',
      'Hospital operators and healthcare providers',
      'Health Care Services',
    );
    expect(hospitals.reason).toBe('Industry Health Care Services matches your target market (healthcare providers)');
  });
});

describe('a label is read by its head', () => {
  it.each([
    ['Health Care REITs', 'Real Estate'],
    ['Food Retail', 'Retail'],
    ['Food Distributors', 'Wholesale Distribution'],
    ['Packaged Foods & Meats', 'Food & Beverage'],
    ['Oil & Gas Exploration & Production', 'Energy'],
    ['Independent Power Producers & Energy Traders', 'Utilities'],
    ['Industrial Gases', 'Chemicals'],
    ['Managed Health Care', 'Health Insurance'],
  ])('%s → %s', (label, industry) => expect(canonicalIndustry(label)).toBe(industry));

  it('"services" alone is not IT services', () =>
    expect(canonicalIndustry('Oil & Gas Equipment & Services')).toBe('Energy'));
});

describe('words lifted out of phrases are no neighbours', () => {
  it.each([
    ['Chemicals', 'Specialty chemicals and industrial gases producers', 'Industrial Conglomerates'],
    ['Chemicals', 'Specialty chemicals and industrial gases producers', 'Industrial REITs'],
    ['Chemicals', 'Specialty chemicals and industrial gases producers', 'Industrial Machinery & Supplies & Components'],
    ['Consumer Staples', 'Packaged food and beverage brands that sell through grocery retail', 'Food Retail'],
    ['Consumer Staples', 'Packaged food and beverage brands that sell through grocery retail', 'Food Distributors'],
    ['Hospitality', 'Hotel chains, resorts and cruise lines', 'Soft Drinks & Non-alcoholic Beverages'],
    ['Hospitality', 'Hotel chains, resorts and cruise lines', 'Food Retail'],
    ['Chemicals', 'Specialty chemicals', 'Construction Materials'],
  ])('%s / %s: %s', (success, market, label) =>
    expect(fit(success, market, label)).toMatchObject({ value: 0, reason: null }),
  );

  it('equipment makers are not hospital operators or healthcare providers', () => {
    const r = fit('Health Care Facilities', 'Hospital operators and healthcare providers', 'Health Care Equipment');
    expect(r.value).toBeLessThanOrEqual(0.35);
    expect(r.reason).toMatch(/is adjacent to/);
  });
});

describe('"Oil and gas exploration and production companies" with success industries "Energy"', () => {
  const market = 'Oil and gas exploration and production companies in Texas';
  it('E&P matches the target market whole, "and" read as "&"', () =>
    expect(fit('Energy', market, 'Oil & Gas Exploration & Production')).toEqual({
      value: 1,
      reason:
        'Industry Oil & Gas Exploration & Production matches your target market (Oil and gas exploration and production companies)',
      gap: null,
    }));
  it('a refiner is energy, by the bare industry name, below E&P', () =>
    expect(fit('Energy', market, 'Oil & Gas Refining & Marketing')).toMatchObject({
      value: 0.9,
      reason: 'Industry Oil & Gas Refining & Marketing matches your success industries (Energy)',
    }));
  it('a power producer with "Energy" in its label is only adjacent', () =>
    expect(fit('Energy', market, 'Independent Power Producers & Energy Traders').value).toBeLessThanOrEqual(0.35));
  it('a bare name takes its industry, a role phrase does not', () => {
    expect(sectorTakes('Energy', 'Integrated Oil & Gas')).toBe(true);
    expect(sectorTakes('healthcare providers', 'Health Care Equipment')).toBe(false);
  });
});
