import { describe, expect, it } from 'vitest';
import { parseGeoTargets, parseLocation, geoMatch } from './geo';
import { canonicalIndustry, parseIndustryTargets } from './industry-match';
import { isCompetitor, parseTargeting } from './signals';
import { employeeRange, parseSizeTargets, sizeFit } from './size';
import { config } from './test-fixtures';

describe('size', () => {
  it('reads size words and employee numbers', () => {
    const labels = (t: string) => parseSizeTargets(t).map((b) => [b.label, b.min, b.max]);
    expect(labels('Mid-market companies')).toEqual([['mid-market', 201, 5000]]);
    expect(labels('SMBs and startups')).toEqual([
      ['SMB', 1, 500],
      ['startups', 1, 200],
    ]);
    expect(labels('Companies with 500+ employees')).toEqual([['500+ employees', 500, Infinity]]);
    expect(labels('between 50 and 1,000 employees')).toEqual([['between 50 and 1,000 employees', 50, 1000]]);
    expect(labels('fewer than 200 employees')).toEqual([['fewer than 200 employees', 1, 200]]);
    expect(labels('Enterprise banks')).toEqual([['enterprise', 1001, Infinity]]);
  });

  it('lets the head-count numbers the user wrote win over size words', () => {
    const bands = parseSizeTargets('Mid-sized software companies in the United States with 50-1000 employees');
    expect(bands.map((b) => b.label)).toEqual(['50-1000 employees']);
    expect(sizeFit(bands, employeeRange('1001-5000', null)!).value).toBe(0);
    expect(sizeFit(bands, employeeRange('201-500', null)!).value).toBe(1);
  });

  it('does not read a price plan named "Enterprise" as a company size', () => {
    expect(parseSizeTargets('Business and Enterprise plans for commercial teams')).toEqual([]);
    expect(parseSizeTargets('Our Enterprise tier adds SSO')).toEqual([]);
    expect(parseSizeTargets('Enterprise software companies').map((b) => b.label)).toEqual(['enterprise']);
  });

  it('fits a size range or an exact count into the bands', () => {
    const bands = parseSizeTargets('mid-market');
    expect(sizeFit(bands, employeeRange('1001-5000', null)!).value).toBe(1);
    expect(sizeFit(bands, employeeRange('10001+', null)!).value).toBe(0);
    expect(sizeFit(bands, employeeRange('5001-10000', 4800)!).value).toBe(1);
    expect(sizeFit(parseSizeTargets('500+ employees'), employeeRange('201-500', null)!).value).toBe(0.5);
    expect(employeeRange(null, null)).toBeNull();
  });
});

describe('geo', () => {
  it('finds places in a target market, US only in capitals', () => {
    expect(parseGeoTargets('SaaS in the US and Europe').map((g) => g.name)).toEqual(['United States', 'Europe']);
    expect(parseGeoTargets('tools that help us grow')).toEqual([]);
    expect(parseGeoTargets('Hospitals in North America, EMEA or California').map((g) => g.name)).toEqual([
      'North America',
      'EMEA',
      'California',
    ]);
  });

  it('matches a candidate location to the named places', () => {
    const targets = parseGeoTargets('US and DACH');
    expect(geoMatch(targets, parseLocation('Austin, Texas')!)?.name).toBe('United States');
    expect(geoMatch(targets, parseLocation('Walldorf, Germany')!)?.name).toBe('DACH');
    expect(geoMatch(targets, parseLocation('Tokyo, Japan')!)).toBeNull();
    expect(geoMatch(parseGeoTargets('London'), parseLocation('London')!)?.name).toBe('London');
    expect(parseLocation(null)).toBeNull();
  });
});

describe('industries and competitors', () => {
  it('maps configuration words to directory industries, exact or by synonym', () => {
    const t = parseIndustryTargets([['success industries', 'SaaS, hospitals and banking']]);
    expect(t.map((x) => [x.industry, x.exact])).toEqual([
      ['Software', false],
      ['Healthcare Providers & Services', false],
      ['Banking', true],
    ]);
    expect(canonicalIndustry('Computer Software')).toBe('Software');
    expect(canonicalIndustry('Hospital & Health Care')).toBe('Healthcare Providers & Services');
  });

  it('recognises competitors by name or domain', () => {
    const t = parseTargeting(config({ competitors: 'Zendesk, Inc.; intercom.com and Help Scout' }));
    expect(isCompetitor(t, { name: 'Zendesk', domain: null })).toBe(true);
    expect(isCompetitor(t, { name: 'Intercom Software', domain: 'https://www.intercom.com/' })).toBe(true);
    expect(isCompetitor(t, { name: 'Help Scout', domain: 'helpscout.com' })).toBe(true);
    expect(isCompetitor(t, { name: 'Freshworks', domain: 'freshworks.com' })).toBe(false);
  });
});
