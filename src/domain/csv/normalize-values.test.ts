import { describe, expect, it } from 'vitest';
import { extractDomain } from './extract-domain';
import {
  cleanValue,
  normalizeSizeRange,
  parseAmount,
  parseEmployees,
  parseFounded,
  parseRevenue,
  PLACEHOLDERS,
  sizeRangeFor,
} from './normalize-values';

describe('cleanValue', () => {
  it('treats placeholders as empty and collapses whitespace', () => {
    for (const empty of [
      '',
      '   ',
      'NOT AVAILABLE',
      'not available',
      'N/A',
      'n/a',
      '#N/A',
      '-',
      '--',
      'null',
      'None',
      undefined,
      null,
    ]) {
      expect(cleanValue(empty as string)).toBeNull();
    }
    expect(cleanValue('  Acme \t  Corp\u00a0 ')).toBe('Acme Corp');
    expect(cleanValue('NA Holdings')).toBe('NA Holdings');
  });

  it('gives what collapsing every run of spaces gave, on random values', () => {
    const before = (raw: string) => {
      const value = raw.replace(/[ \t\u00a0]+/g, ' ').trim();
      return PLACEHOLDERS.has(value.toLowerCase()) ? null : value;
    };
    const pieces = [' ', '  ', '\t', '\u00a0', '\n', 'a', 'Acme', 'N/A', 'none', 'NOT', 'available', '-', 'É', '\r'];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let i = 0; i < 5000; i++) {
      const raw = Array.from({ length: next() % 6 }, () => pieces[next() % pieces.length]).join('');
      expect(cleanValue(raw)).toBe(before(raw));
    }
  });
});

describe('numbers', () => {
  it('parses thousands separators, decimals and suffixes', () => {
    expect(parseAmount('132,600')).toBe(132600);
    expect(parseAmount('1,234,567.5')).toBe(1234567.5);
    expect(parseAmount('$3,000,000')).toBe(3000000);
    expect(parseAmount('1.2k')).toBe(1200);
    expect(parseAmount('2.5B')).toBe(2.5e9);
    expect(parseAmount('12 million')).toBe(12e6);
    expect(parseAmount('5000 USD')).toBe(5000);
    for (const bad of ['1,23', '12,34,567', 'abc', '1.2.3', '-5', '']) expect(parseAmount(bad)).toBeNull();
  });

  it('maps head counts to the size bands (inclusive upper bounds)', () => {
    const cases: [number, string][] = [
      [1, '1-10'],
      [10, '1-10'],
      [11, '11-50'],
      [200, '51-200'],
      [201, '201-500'],
      [1000, '501-1000'],
      [5000, '1001-5000'],
      [10000, '5001-10000'],
      [10001, '10001+'],
      [132600, '10001+'],
    ];
    for (const [n, band] of cases) expect(sizeRangeFor(n)).toBe(band);
  });

  it('reads employees as a count or as a band', () => {
    expect(parseEmployees('132,600')).toEqual({ ok: true, value: { count: 132600, range: '10001+' } });
    expect(parseEmployees('42')).toEqual({ ok: true, value: { count: 42, range: '11-50' } });
    expect(parseEmployees('51-200')).toEqual({ ok: true, value: { count: null, range: '51-200' } });
    expect(parseEmployees('10,001+')).toEqual({ ok: true, value: { count: null, range: '10001+' } });
    expect(parseEmployees('0')).toEqual({ ok: true, value: { count: 0, range: null } });
    expect(parseEmployees('lots')).toEqual({ ok: false, message: "employees 'lots' is not a number" });
  });

  it('normalises size ranges written in other ways', () => {
    expect(normalizeSizeRange('51 - 200 employees')).toBe('51-200');
    expect(normalizeSizeRange('1,001-5,000')).toBe('1001-5000');
    expect(normalizeSizeRange('2500')).toBe('1001-5000');
    expect(normalizeSizeRange('10 to 40')).toBe('11-50');
    expect(normalizeSizeRange('large')).toBeNull();
  });

  it('bands revenue in millions or in dollars', () => {
    expect(parseRevenue('58734', true)).toEqual({ ok: true, value: '$10B+' });
    expect(parseRevenue('9,642', true)).toEqual({ ok: true, value: '$1B-$10B' });
    expect(parseRevenue('850', true)).toEqual({ ok: true, value: '$100M-$1B' });
    expect(parseRevenue('12', true)).toEqual({ ok: true, value: '$10M-$100M' });
    expect(parseRevenue('9.5', true)).toEqual({ ok: true, value: '<$10M' });
    expect(parseRevenue('$1,200,000', false)).toEqual({ ok: true, value: '<$10M' });
    expect(parseRevenue('250000000', false)).toEqual({ ok: true, value: '$100M-$1B' });
    // An explicit unit wins over the column's unit.
    expect(parseRevenue('$2.5B', true)).toEqual({ ok: true, value: '$1B-$10B' });
    expect(parseRevenue('$10B+', false)).toEqual({ ok: true, value: '$10B+' });
    expect(parseRevenue('lots', true)).toEqual({ ok: false, message: "revenue 'lots' is not an amount" });
  });
});

describe('parseFounded', () => {
  it('accepts 4-digit years and the annotated forms real lists use', () => {
    for (const [value, year] of [
      ['1902', 1902],
      ['2013 (1888)', 2013],
      ['1998 (1923 / 1874)', 1998],
      ['1975/1977 (1997)', 1975],
      ['1982.0', 1982],
      ['1994-07-05', 1994],
      ['1600', 1600],
      ['2026', 2026],
    ] as const) {
      expect(parseFounded(value, 2026)).toEqual({ ok: true, value: year });
    }
  });

  it('rejects what is not a year in 1600..this year', () => {
    expect(parseFounded('19x5', 2026)).toEqual({ ok: false, message: "founded '19x5' is not a year" });
    expect(parseFounded('85', 2026)).toEqual({ ok: false, message: "founded '85' is not a year" });
    expect(parseFounded('19855', 2026).ok).toBe(false);
    expect(parseFounded('2027', 2026)).toEqual({
      ok: false,
      message: "founded '2027' is not a year between 1600 and 2026",
    });
    expect(parseFounded('1599', 2026).ok).toBe(false);
  });
});

describe('extractDomain', () => {
  it('reduces any URL form to the bare lower-case domain', () => {
    const cases: [string, string][] = [
      ['HTTPS://WWW.ALBERTSONS.COM/#1', 'albertsons.com'],
      ['HTTP://WWW.YUM.COM/COMPANY/OUR-BRANDS/CHINA/', 'yum.com'],
      ['https://www.talkable.com', 'talkable.com'],
      ['www.crunchbase.co.uk/path?x=1', 'crunchbase.co.uk'],
      ['acme.io', 'acme.io'],
      ['//cdn.acme.io/x', 'cdn.acme.io'],
      ['http://www2.acme.com:8080/', 'acme.com'],
      ['sales@Acme.IO', 'acme.io'],
      ['  Acme.com.  ', 'acme.com'],
      // A path or a port: the domain is what is kept.
      ['https://www.acme.io:8443/en-us/about?ref=crm#team', 'acme.io'],
      ['acme.io:8080', 'acme.io'],
      ['acme.io:8080/pricing', 'acme.io'],
      ['HTTP://SHOP.ACME.IO:80/', 'shop.acme.io'],
      ['http://localhost:8080/acme/', 'localhost'],
      ['http://127.0.0.1:8081/caddy/', '127.0.0.1'],
      ['10.0.0.7:3000', '10.0.0.7'],
    ];
    for (const [input, domain] of cases) expect(extractDomain(input), input).toEqual({ ok: true, value: domain });
  });

  it('ignores social profile URLs but keeps the social site itself', () => {
    expect(extractDomain('https://twitter.com/nowbox')).toEqual({ ok: true, value: null });
    expect(extractDomain('https://www.linkedin.com/company/acme')).toEqual({ ok: true, value: null });
    expect(extractDomain('https://twitter.com/')).toEqual({ ok: true, value: 'twitter.com' });
  });

  it('rejects what is not a URL or domain', () => {
    for (const bad of [
      'not a url',
      'http://',
      'acme',
      'acme:8080/x',
      'http://exa mple.com',
      'http://999.1.1.1:80/',
      'acme.io:99999',
    ]) {
      expect(extractDomain(bad), bad).toEqual({ ok: false, message: `website '${bad}' is not a URL or domain` });
    }
  });
});
