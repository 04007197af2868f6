import { describe, expect, it } from 'vitest';
import { normalizeHeader, suggestMapping } from './account-mapping';

describe('suggestMapping', () => {
  it('maps the S&P 500 headers', () => {
    const headers = [
      'Symbol',
      'Security',
      'GICS Sector',
      'GICS Sub-Industry',
      'Headquarters Location',
      'Date added',
      'CIK',
      'Founded',
    ];
    expect(suggestMapping(headers).columns).toEqual({
      name: 'Security',
      industry: 'GICS Sector',
      subIndustry: 'GICS Sub-Industry',
      location: 'Headquarters Location',
      founded: 'Founded',
    });
  });

  it('maps the Fortune 500 UPPER-CASE headers and flags revenue in millions', () => {
    const headers = [
      'RANK',
      'NAME',
      'ADDRESS',
      'CITY',
      'STATE',
      'ZIP',
      'COUNTY',
      'EMPLOYEES',
      'REVENUES',
      'WEBSITE',
      'PROFIT',
    ];
    const suggestion = suggestMapping(headers, 'accounts', [
      { REVENUES: '58734' },
      { REVENUES: '12,399' },
      { REVENUES: 'NOT AVAILABLE' },
    ]);
    expect(suggestion.columns).toEqual({
      name: 'NAME',
      domain: 'WEBSITE',
      employeeCount: 'EMPLOYEES',
      city: 'CITY',
      state: 'STATE',
      revenue: 'REVENUES',
    });
    expect(suggestion.revenueInMillions).toBe(true);
    expect(suggestion.notes.revenue).toMatch(/millions/);
  });

  it('reads revenue as dollars when the values are large or carry units', () => {
    expect(suggestMapping(['Company', 'Revenue'], 'accounts', [{ Revenue: '$12,000,000' }]).revenueInMillions).toBe(
      false,
    );
    expect(suggestMapping(['Company', 'Revenue'], 'accounts', [{ Revenue: '$2.5B' }]).revenueInMillions).toBe(false);
    expect(suggestMapping(['Company', 'Revenue ($M)'], 'accounts').revenueInMillions).toBe(true);
    expect(suggestMapping(['Company', 'Revenue (millions)'], 'accounts').revenueInMillions).toBe(true);
  });

  it('maps the YC list despite the "Satus" typo and prefers the combined location', () => {
    const headers = [
      'Company',
      'Satus',
      'Year Founded',
      'Mapping Location',
      'Description',
      'Categories',
      'Founders',
      'Headquarters (City)',
      'Headquarters (US State)',
      'Headquarters (Country)',
      'Website',
    ];
    expect(suggestMapping(headers).columns).toEqual({
      name: 'Company',
      domain: 'Website',
      industry: 'Categories',
      location: 'Mapping Location',
      city: 'Headquarters (City)',
      state: 'Headquarters (US State)',
      country: 'Headquarters (Country)',
      founded: 'Year Founded',
      description: 'Description',
    });
  });

  it('maps the acquisitions lists: Acquiring Company, Homepage, Market Categories, Number of Employees', () => {
    const headers = [
      'Acquiring Company',
      'Tagline',
      'Market Categories',
      'Year Founded',
      'Number of Employees',
      'Number of Employees (year of last update)',
      'City (HQ)',
      'State / Region (HQ)',
      'Country (HQ)',
      'Description',
      'Homepage',
    ];
    const { columns } = suggestMapping(headers);
    expect(columns).toMatchObject({
      name: 'Acquiring Company',
      domain: 'Homepage',
      industry: 'Market Categories',
      employeeCount: 'Number of Employees',
      description: 'Description',
      city: 'City (HQ)',
      state: 'State / Region (HQ)',
    });
    expect(suggestMapping(['Organization', 'Tagline']).columns).toEqual({
      name: 'Organization',
      description: 'Tagline',
    });
  });

  it('uses each header once and ignores unknown ones', () => {
    expect(suggestMapping(['Name', 'name', 'Foo']).columns).toEqual({ name: 'Name' });
    expect(suggestMapping([]).columns).toEqual({});
  });

  it('maps people lists for contacts', () => {
    expect(suggestMapping(['Founder', 'Company', 'Gender'], 'contacts').columns).toEqual({
      name: 'Founder',
      companyName: 'Company',
    });
    expect(
      suggestMapping(
        ['First Name', 'Surname', 'E-mail', 'Mobile', 'LinkedIn URL', 'Job Title', 'Organization', 'Website'],
        'contacts',
      ).columns,
    ).toEqual({
      firstName: 'First Name',
      lastName: 'Surname',
      email: 'E-mail',
      // A mobile column is the mobile number, kept apart from an office phone.
      mobile: 'Mobile',
      linkedin: 'LinkedIn URL',
      title: 'Job Title',
      companyName: 'Organization',
      companyDomain: 'Website',
    });
    expect(suggestMapping(['Name', 'Phone', 'Cell Phone'], 'contacts').columns).toEqual({
      name: 'Name',
      phone: 'Phone',
      mobile: 'Cell Phone',
    });
  });

  it('normalises headers', () => {
    expect(normalizeHeader('  Headquarters (US State) ')).toBe('headquarters us state');
    expect(normalizeHeader('GICS Sub-Industry')).toBe('gics sub industry');
    expect(normalizeHeader('\uFEFFE-mail')).toBe('e mail');
  });
});
