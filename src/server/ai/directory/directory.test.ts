import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvObjects } from '../../../../scripts/directory/csv';
import { buildDirectory, serialize } from '../../../../scripts/directory/build-directory';
import { findDirectoryOrganization, INDUSTRIES, loadDirectory, SIZE_RANGES } from './directory';
import { REVENUE_RANGES, sizeRangeFor } from './industries';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');
const dataDir = process.env.SCOUTLINE_DATA_DIR ?? path.resolve(repoRoot, '../shared/data/companies');

const HOSTNAME = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Shouting names like "MICRON TECHNOLOGY"; short official acronyms (IBM, AECOM, AT&T) are fine. */
function looksAllCaps(name: string): boolean {
  const words = name
    .split(/[\s-]+/)
    .map((w) => w.replace(/[^A-Za-z]/g, ''))
    .filter((w) => w.length >= 4);
  const upper = words.filter((w) => w === w.toUpperCase());
  return upper.some((w) => w.length >= 6) || (upper.length >= 2 && upper.length === words.length);
}

describe('organization directory', () => {
  const orgs = loadDirectory();

  it('has at least 500 entries', () => {
    expect(orgs.length).toBeGreaterThanOrEqual(500);
  });

  it('covers at least 15 industries with at least 5 entries each, all from INDUSTRIES', () => {
    const counts = new Map<string, number>();
    for (const o of orgs) counts.set(o.industry, (counts.get(o.industry) ?? 0) + 1);
    for (const industry of counts.keys()) expect(INDUSTRIES).toContain(industry);
    const wellCovered = [...counts.values()].filter((n) => n >= 5);
    expect(wellCovered.length).toBeGreaterThanOrEqual(15);
    expect(INDUSTRIES.length).toBeGreaterThanOrEqual(15);
  });

  it('has unique ids and domains', () => {
    expect(new Set(orgs.map((o) => o.id)).size).toBe(orgs.length);
    expect(new Set(orgs.map((o) => o.domain)).size).toBe(orgs.length);
  });

  it('ids are slugs of the names', () => {
    for (const o of orgs) expect(o.id, o.name).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('every domain is a bare hostname (no scheme, path or www.)', () => {
    for (const o of orgs) {
      expect(o.domain, o.name).toMatch(HOSTNAME);
      expect(o.domain.startsWith('www.'), o.domain).toBe(false);
    }
  });

  it('has no ALL-CAPS names', () => {
    expect(looksAllCaps('MICRON TECHNOLOGY')).toBe(true);
    expect(looksAllCaps('ALBERTSONS COS.')).toBe(true);
    expect(looksAllCaps('AECOM')).toBe(false);
    const shouting = orgs.filter((o) => looksAllCaps(o.name)).map((o) => o.name);
    expect(shouting).toEqual([]);
  });

  it('sizeRange is valid and consistent with employeeCount when present', () => {
    for (const o of orgs) {
      expect(SIZE_RANGES, o.name).toContain(o.sizeRange);
      if (o.employeeCount !== null) {
        expect(Number.isInteger(o.employeeCount) && o.employeeCount > 0, o.name).toBe(true);
        expect(sizeRangeFor(o.employeeCount), o.name).toBe(o.sizeRange);
      }
    }
  });

  it('revenueRange is a known band or null', () => {
    for (const o of orgs) if (o.revenueRange !== null) expect(REVENUE_RANGES, o.name).toContain(o.revenueRange);
  });

  it('every description is a single line under 200 characters', () => {
    for (const o of orgs) {
      expect(o.description, o.name).not.toMatch(/[\r\n]/);
      expect(o.description.length, o.name).toBeLessThan(200);
      expect(o.description.length, o.name).toBeGreaterThan(20);
      expect(o.description, o.name).not.toMatch(/ is a company in /i);
    }
  });

  it('keywords are non-empty, lower-case and 5-12 per entry', () => {
    for (const o of orgs) {
      expect(o.keywords.length, o.name).toBeGreaterThanOrEqual(5);
      expect(o.keywords.length, o.name).toBeLessThanOrEqual(12);
      for (const k of o.keywords) {
        expect(k.trim().length, o.name).toBeGreaterThan(0);
        expect(k, o.name).toBe(k.toLowerCase());
      }
    }
  });

  it('hqLocation looks like "City, Region" and founded is plausible', () => {
    for (const o of orgs) {
      expect(o.hqLocation, o.name).toMatch(/^[^,]+, [^,]+$/);
      if (o.founded !== null) expect(o.founded, o.name).toBeGreaterThan(1700);
    }
  });

  it('includes a spread of company sizes', () => {
    const sizes = new Set(orgs.map((o) => o.sizeRange));
    expect(sizes.size).toBeGreaterThanOrEqual(6);
  });

  it('caches the parsed data and hands out copies that are safe to sort', () => {
    const a = loadDirectory();
    const b = loadDirectory();
    expect(a).not.toBe(b);
    expect(a[0]).toBe(b[0]);
    a.reverse();
    expect(loadDirectory()[0]).toBe(b[0]);
    expect(Object.isFrozen(a[0])).toBe(true);
  });

  it('looks organizations up by domain, URL or id', () => {
    expect(findDirectoryOrganization('micron.com')?.name).toBe('Micron Technology');
    expect(findDirectoryOrganization('https://www.micron.com/about')?.id).toBe('micron-technology');
    expect(findDirectoryOrganization('micron-technology')?.domain).toBe('micron.com');
    expect(findDirectoryOrganization('nope.example')).toBeUndefined();
  });

  it.skipIf(!existsSync(path.join(dataDir, 'sp500_constituents.csv')))(
    'organizations.json matches a fresh build from the source CSVs',
    () => {
      const { orgs: rebuilt } = buildDirectory(dataDir);
      const committed = readFileSync(path.join(here, 'organizations.json'), 'utf8');
      expect(serialize(rebuilt) === committed).toBe(true);
    },
  );
});

describe('parseCsv (RFC 4180)', () => {
  it('handles quoted commas, doubled quotes, embedded newlines and CRLF', () => {
    const text = 'a,b,c\r\n"x, y","say ""hi""","line1\nline2"\r\nplain,,last';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'line1\nline2'],
      ['plain', '', 'last'],
    ]);
  });

  it('maps rows to header keys, strips a BOM and tolerates a trailing newline', () => {
    const rows = parseCsvObjects('\uFEFFName,City\n"Acme, Inc.",Boise\n');
    expect(rows).toEqual([{ Name: 'Acme, Inc.', City: 'Boise' }]);
  });

  it('rejects an unterminated quoted field', () => {
    expect(() => parseCsv('a,"b\n')).toThrow();
  });
});
