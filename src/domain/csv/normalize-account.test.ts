import { describe, expect, it } from 'vitest';
import type { AccountMapping } from './account-mapping';
import { locationOf, normalizeAccountRow } from './normalize-account';

const FORTUNE: AccountMapping = {
  columns: {
    name: 'NAME',
    domain: 'WEBSITE',
    employeeCount: 'EMPLOYEES',
    city: 'CITY',
    state: 'STATE',
    revenue: 'REVENUES',
  },
  revenueInMillions: true,
};
const row = (line: number, values: Record<string, string>) => ({ line, values });
const options = { currentYear: 2026 };

describe('normalizeAccountRow', () => {
  it('turns a Fortune 500 row into a clean account', () => {
    const result = normalizeAccountRow(
      row(2, {
        NAME: 'ALBERTSONS COS.',
        WEBSITE: 'HTTPS://WWW.ALBERTSONS.COM/#1',
        EMPLOYEES: '274000',
        CITY: 'BOISE',
        STATE: 'ID',
        REVENUES: '58734',
      }),
      FORTUNE,
      options,
    );
    expect(result).toEqual({
      ok: true,
      line: 2,
      value: {
        name: 'Albertsons Cos.',
        nameKey: 'albertsons cos.',
        domain: 'albertsons.com',
        industry: null,
        subIndustry: null,
        sizeRange: '10001+',
        employeeCount: 274000,
        location: 'Boise, ID',
        revenueRange: '$10B+',
        founded: null,
        description: null,
      },
    });
  });

  it('keeps ALL-CAPS names as written when the file is mixed case', () => {
    const result = normalizeAccountRow(row(3, { NAME: 'EMC', WEBSITE: 'http://emc.com' }), FORTUNE, {
      ...options,
      caseNames: false,
    });
    expect(result).toMatchObject({ ok: true, value: { name: 'EMC', nameKey: 'emc' } });
  });

  it('treats placeholders as empty fields', () => {
    const result = normalizeAccountRow(
      row(4, { NAME: 'Acme', WEBSITE: 'NOT AVAILABLE', EMPLOYEES: 'N/A', CITY: '-', STATE: '', REVENUES: '#N/A' }),
      FORTUNE,
      options,
    );
    expect(result).toMatchObject({
      ok: true,
      value: { name: 'Acme', domain: null, employeeCount: null, sizeRange: null, location: null, revenueRange: null },
    });
  });

  it('collects every problem of a row into one line-numbered error', () => {
    const mapping: AccountMapping = {
      columns: { name: 'Name', founded: 'Founded', domain: 'Web', employeeCount: 'Staff' },
      revenueInMillions: false,
    };
    expect(normalizeAccountRow(row(14, { Name: '  ', Founded: '1999', Web: '', Staff: '' }), mapping, options)).toEqual(
      { ok: false, line: 14, message: 'Line 14: name is empty' },
    );
    expect(
      normalizeAccountRow(row(20, { Name: 'Acme', Founded: '19x5', Web: 'acme.io', Staff: '5' }), mapping, options),
    ).toEqual({
      ok: false,
      line: 20,
      message: "Line 20: founded '19x5' is not a year",
    });
    expect(
      normalizeAccountRow(row(21, { Name: '', Founded: '3000', Web: 'not a site', Staff: 'many' }), mapping, options),
    ).toEqual({
      ok: false,
      line: 21,
      message:
        "Line 21: name is empty; website 'not a site' is not a URL or domain; employees 'many' is not a number; founded '3000' is not a year between 1600 and 2026",
    });
  });

  it('prefers an explicit size range and normalises it', () => {
    const mapping: AccountMapping = {
      columns: { name: 'Name', sizeRange: 'Size', employeeCount: 'Staff' },
      revenueInMillions: false,
    };
    expect(
      normalizeAccountRow(row(2, { Name: 'A', Size: '51 - 200 employees', Staff: '5000' }), mapping, options),
    ).toMatchObject({ value: { sizeRange: '51-200', employeeCount: 5000 } });
    expect(normalizeAccountRow(row(3, { Name: 'B', Size: 'Mid-market', Staff: '' }), mapping, options)).toMatchObject({
      value: { sizeRange: 'Mid-market' },
    });
    expect(normalizeAccountRow(row(4, { Name: 'C', Size: '', Staff: '11-50' }), mapping, options)).toMatchObject({
      value: { sizeRange: '11-50', employeeCount: null },
    });
  });

  it('ignores a mapped header the row does not have', () => {
    const mapping: AccountMapping = { columns: { name: 'Name', description: 'Missing' }, revenueInMillions: false };
    expect(normalizeAccountRow(row(2, { Name: 'Acme' }), mapping, options)).toMatchObject({
      ok: true,
      value: { description: null },
    });
  });
});

describe('locationOf', () => {
  it('uses the location column first, rewriting " - " separators', () => {
    expect(locationOf('San Francisco - California - USA', ['x', 'y', 'z'])).toBe('San Francisco, California, USA');
    expect(locationOf('Saint Paul, Minnesota', [])).toBe('Saint Paul, Minnesota');
    expect(locationOf('Winston-Salem, NC', [])).toBe('Winston-Salem, NC');
  });

  it('combines city, state and country, title-casing ALL-CAPS parts but not codes', () => {
    expect(locationOf(null, ['OAK BROOK', 'IL', null])).toBe('Oak Brook, IL');
    expect(locationOf(null, ['New York City', 'New York', 'USA'])).toBe('New York City, New York, USA');
    expect(locationOf(null, ['Singapore', null, 'Singapore'])).toBe('Singapore'); // a city-state is not repeated
    expect(locationOf(null, [null, null, null])).toBeNull();
  });
});
