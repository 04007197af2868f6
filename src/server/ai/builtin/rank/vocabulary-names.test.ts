import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import directory from '../../directory/organizations.json';
import { normalizeName } from './signals';

// The ranking's vocabularies are data about words: no company, product or site name may appear in them
// (a card once said "name mentions fiserv"). Every quoted string of the ranking's code is checked against the
// names of the bundled directory and, when present, the real company lists of ../shared/data/companies.
const here = path.dirname(fileURLToPath(import.meta.url));
const COMPANIES = process.env.SCOUTLINE_COMPANIES_DIR ?? path.resolve(here, '../../../../../../shared/data/companies');

function companyNames(): Set<string> {
  const names = (directory as { name: string }[]).map((o) => o.name);
  const csv = path.join(COMPANIES, 'sp500_constituents.csv');
  if (existsSync(csv))
    for (const line of readFileSync(csv, 'utf8').split('\n').slice(1))
      names.push((/^[^,]*,("[^"]*"|[^,]*)/.exec(line)?.[1] ?? '').replace(/"/g, ''));
  return new Set(names.map(normalizeName).filter((n) => n.length >= 4));
}

function vocabularyStrings(): string[] {
  const out: string[] = [];
  for (const file of readdirSync(here)) {
    if (!file.endsWith('.ts') || file.includes('.test') || file.includes('test-') || file === 'sample-configs.ts')
      continue;
    const source = readFileSync(path.join(here, file), 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
    for (const m of source.matchAll(/'([^'\n]{2,80})'/g)) out.push(...m[1]!.split(/\s+(?=\S)/), m[1]!);
  }
  return out;
}

// Plain English words that are also company names in these lists; the vocabularies use them as words.
const PLAIN_WORDS = new Set([
  'target',
  'block',
  'match',
  'progressive',
  'public',
  'ball',
  'ventas',
  'american',
  'united',
  'general',
  'first',
  'corning',
  'global',
  'data',
  'cloud',
  'insight',
  'insights',
  'security',
  'analytics',
  'delivery',
  'services',
  'service',
  'automotive',
  'steel',
  'bank',
  'news',
  'southern',
]);

describe('ranking vocabulary', () => {
  it('holds no company name', () => {
    const names = companyNames();
    const found = [...new Set(vocabularyStrings().map(normalizeName))].filter(
      (w) => names.has(w) && !PLAIN_WORDS.has(w),
    );
    expect(found).toEqual([]);
  });

  it('knows the name the synonyms once held', () => expect(companyNames().has(normalizeName('Fiserv'))).toBe(true));
});
