import type { AccountMapping } from './account-mapping';
import type { CsvRow } from './csv-table';
import { extractDomain } from './extract-domain';
import { cleanValue, normalizeSizeRange, parseEmployees, parseFounded, parseRevenue } from './normalize-values';
import { isAllCaps, properCaseName } from './proper-case';

/** An account as it will be stored; nameKey is the case-insensitive name used to merge. */
export type AccountDraft = {
  name: string;
  nameKey: string;
  domain: string | null;
  industry: string | null;
  subIndustry: string | null;
  sizeRange: string | null;
  employeeCount: number | null;
  location: string | null;
  revenueRange: string | null;
  founded: number | null;
  description: string | null;
};

/** One row's outcome; a failed row carries every problem, already prefixed "Line N: ". */
export type RowResult<T> = { ok: true; line: number; value: T } | { ok: false; line: number; message: string };

const MAX_TEXT = 5000;

/** "  Acme   Corp " and "ACME CORP" share the key "acme corp". */
export const nameKeyFor = (name: string) => name.toLowerCase().replace(/\s+/g, ' ').trim();

/** currentYear bounds "founded"; caseNames re-cases ALL-CAPS names (see isShoutingColumn). */
export type AccountRowOptions = { currentYear: number; caseNames?: boolean };

/** Maps, cleans and validates one CSV row into an account draft (or the row's line errors). */
export function normalizeAccountRow(
  row: CsvRow,
  mapping: AccountMapping,
  { currentYear, caseNames = true }: AccountRowOptions,
): RowResult<AccountDraft> {
  const get = (field: keyof AccountMapping['columns']) => {
    const header = mapping.columns[field];
    return header ? cleanValue(row.values[header]) : null;
  };
  const problems: string[] = [];
  const check = <T>(
    raw: string | null,
    parse: (value: string) => { ok: true; value: T } | { ok: false; message: string },
  ): T | null => {
    if (raw === null) return null;
    const result = parse(raw);
    if (result.ok) return result.value;
    problems.push(result.message);
    return null;
  };

  const rawName = get('name');
  if (rawName === null) problems.push('name is empty');
  const domain = check(get('domain'), extractDomain);
  const employees = check(get('employeeCount'), parseEmployees);
  const revenueRange = check(get('revenue'), (v) => parseRevenue(v, mapping.revenueInMillions));
  const founded = check(get('founded'), (v) => parseFounded(v, currentYear));
  const explicitSize = get('sizeRange');
  if (problems.length > 0 || rawName === null)
    return { ok: false, line: row.line, message: `Line ${row.line}: ${problems.join('; ')}` };

  const name = (caseNames ? properCaseName(rawName) : rawName).slice(0, 300);
  return {
    ok: true,
    line: row.line,
    value: {
      name,
      nameKey: nameKeyFor(name),
      domain,
      industry: get('industry'),
      subIndustry: get('subIndustry'),
      sizeRange: (explicitSize && (normalizeSizeRange(explicitSize) ?? explicitSize)) ?? employees?.range ?? null,
      employeeCount: employees?.count ?? null,
      location: locationOf(get('location'), [get('city'), get('state'), get('country')]),
      revenueRange,
      founded,
      description: get('description')?.slice(0, MAX_TEXT) ?? null,
    },
  };
}

/**
 * The location column when filled ("San Francisco - California - USA" → "San Francisco, California, USA"),
 * else city, state and country joined; ALL-CAPS parts are title-cased but codes (CA, USA) stay.
 */
export function locationOf(location: string | null, parts: (string | null)[]): string | null {
  const pieces = location ? location.split(/\s+-\s+|\s*,\s*/) : parts.filter((p): p is string => p !== null);
  const cased = pieces
    .map((p) => p.trim())
    .filter((p, i, all) => p !== '' && p !== all[i - 1])
    .map(casePlace);
  return cased.length > 0 ? cased.join(', ') : null;
}

const casePlace = (part: string) => (isAllCaps(part) && !/^[A-Z]{2,3}$/.test(part) ? properCaseName(part) : part);
