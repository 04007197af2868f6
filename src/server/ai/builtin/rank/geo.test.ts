import { describe, expect, it } from 'vitest';
import { geoMatch, parseGeoTargets, parseLocation } from './geo';
import { parseTargeting, signalEvaluator } from './signals';
import { SAMPLE_CONFIGS } from './sample-configs';

describe('location as providers write it: "City, Region, Country"', () => {
  it('reads the state between the city and the country', () => {
    expect(parseLocation('Columbus, Ohio, United States')).toMatchObject({
      city: 'Columbus',
      state: 'Ohio',
      country: 'United States',
    });
    expect(parseLocation('Austin, Texas')).toMatchObject({ city: 'Austin', state: 'Texas', country: 'United States' });
    expect(parseLocation('Toronto, Ontario, Canada')).toMatchObject({ city: 'Toronto', country: 'Canada' });
    expect(parseLocation('Texas')).toMatchObject({ state: 'Texas', country: 'United States' });
  });

  it('"Columbus, Ohio, United States" is inside a target market naming Ohio, the United States or North America', () => {
    const point = parseLocation('Columbus, Ohio, United States')!;
    for (const market of ['Manufacturers in Ohio', 'B2B companies in the United States', 'North America'])
      expect(geoMatch(parseGeoTargets(market), point), market).not.toBeNull();
    expect(geoMatch(parseGeoTargets('Companies in Texas'), point)).toBeNull();
  });

  it('never writes "location … is outside Ohio" for an organization in Ohio', () => {
    const config = { ...SAMPLE_CONFIGS.docuflow!, targetMarket: 'Mid-size manufacturers in Ohio' };
    const evaluate = signalEvaluator(parseTargeting(config));
    const signals = evaluate.explain({
      key: 'x',
      name: 'Buckeye Tooling',
      domain: 'buckeye.example',
      industry: 'Machinery',
      sizeRange: '201-500',
      employeeCount: 300,
      location: 'Columbus, Ohio, United States',
      revenueRange: null,
      founded: null,
      description: null,
      keywords: [],
      source: 'apollo',
    });
    expect(signals.location).toMatchObject({ value: 1, gap: null });
    expect(signals.location!.reason).toBe('based in Columbus, Ohio, United States (Ohio)');
  });
});
