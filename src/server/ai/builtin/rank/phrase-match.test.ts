import { describe, expect, it } from 'vitest';
import { nounPhrases, phraseAgrees } from './phrase-match';

// Real GICS sub-industry strings (S&P 500 constituents) against phrases as users write them.
const agrees = (config: string, label: string) => nounPhrases(config).some((p) => phraseAgrees(p, label));

describe('whole-phrase agreement', () => {
  it('splits coordinated phrases sharing their head', () => {
    expect(nounPhrases('packaging and paper manufacturers in the US').map((p) => p.stems)).toEqual([
      ['packag', 'manufacturer'],
      ['paper', 'manufacturer'],
    ]);
  });

  it.each([
    ['packaging and paper manufacturers', 'Automobile Manufacturers', false],
    ['packaging and paper manufacturers', 'Paper & Plastic Packaging Products & Materials', true],
    ['construction materials', 'Construction & Engineering', false],
    ['construction materials', 'Construction Materials', true],
    ['Retail and commercial banks', 'Apparel Retail', false],
    ['Retail and commercial banks', 'Diversified Banks', true],
    ['Retail and commercial banks', 'Regional Banks', true],
    ['payments', 'Capital Markets', false],
    ['payments', 'Transaction & Payment Processing Services', true],
    ['manufacturers', 'Automobile Manufacturers', true],
    ['hospitals and clinics', 'Health Care Facilities', true],
    ['SaaS companies', 'Application Software', true],
    // Issue 22 probe: topic words ("health" beside "hospital") no longer carry a head, organization heads count.
    ['Hospital operators', 'Health Care Equipment', false],
    ['Hospital operators', 'Health Care Distributors', false],
    ['Hospital operators', 'Health Care Facilities', true],
    ['healthcare providers', 'Health Care Equipment', false],
    ['healthcare providers', 'Health Care REITs', false],
    ['healthcare providers', 'Managed Health Care', false],
    ['healthcare providers', 'Health Care Services', true],
    ['Oil and gas exploration and production companies', 'Oil & Gas Exploration & Production', true],
    ['Oil and gas exploration and production companies', 'Oil & Gas Refining & Marketing', false],
    ['Packaged food brands', 'Food Retail', false],
    ['Packaged food brands', 'Food Distributors', false],
    ['industrial gases producers', 'Industrial Conglomerates', false],
    ['industrial gases producers', 'Industrial Gases', true],
  ])('"%s" vs "%s" → %s', (config, label, expected) => expect(agrees(config, label)).toBe(expected));
});
