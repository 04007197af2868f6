import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Candidate } from '../../engine';
import { explainNoGoodFits } from './no-fit';
import { rankOrganizations } from './rank-organizations';
import { falseReasons } from './reason-check';
import { SAMPLE_CONFIGS } from './sample-configs';

// A real company list imported as a user would (../shared/data/companies/sp500_constituents.csv): name, GICS
// sector as the industry, GICS sub-industry, headquarters; no description.
const here = path.dirname(fileURLToPath(import.meta.url));
const CSV = path.resolve(here, '../../../../../../shared/data/companies/sp500_constituents.csv');

const cells = (line: string) =>
  (line.match(/("([^"]*)"|[^,]*)(,|$)/g) ?? []).map((x) => x.replace(/,$/, '').replace(/^"|"$/g, ''));
const imported = (): Candidate[] =>
  readFileSync(CSV, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map(cells)
    .map((r, i) => ({
      key: `import:${i}`,
      name: r[1]!,
      domain: null,
      industry: r[2]!,
      subIndustry: r[3]!,
      sizeRange: null,
      employeeCount: null,
      location: r[4]!,
      revenueRange: null,
      founded: null,
      description: null,
      keywords: [r[2]!.toLowerCase(), r[3]!.toLowerCase()],
      source: 'import' as const,
    }));

describe.skipIf(!existsSync(CSV))('ranking an imported S&P 500 list (no descriptions)', () => {
  const list = existsSync(CSV) ? imported() : [];
  it.each(Object.keys(SAMPLE_CONFIGS))('%s: every reason shown is true of the row', (name) => {
    const config = SAMPLE_CONFIGS[name]!;
    expect(falseReasons(rankOrganizations(config, list), config)).toEqual([]);
    expect(falseReasons(rankOrganizations(config, list, { floor: false, limit: 1000 }), config)).toEqual([]);
  });

  it('Umami (Internet, Media, Retail): the rows in a named industry, none elsewhere', () => {
    const ranked = rankOrganizations(SAMPLE_CONFIGS.umami!, list);
    expect(ranked.length).toBeGreaterThan(5);
    for (const o of ranked) expect(o.matchedCriteria[0]).toMatch(/(?:Internet|Media|Retail)\)$/);
  });

  it('Read the Docs (no size or place named): no good fits, and says the rows have nothing to compare', () => {
    expect(rankOrganizations(SAMPLE_CONFIGS.readthedocs!, list)).toEqual([]);
    expect(explainNoGoodFits(SAMPLE_CONFIGS.readthedocs!, list)).toMatch(
      /Most of these organizations have no description or keywords to compare with/,
    );
  });
});
