export const SIZE_RANGES = [
  '1-10',
  '11-50',
  '51-200',
  '201-500',
  '501-1000',
  '1001-5000',
  '5001-10000',
  '10001+',
] as const;
export type SizeRange = (typeof SIZE_RANGES)[number];
// The same bands as the bundled directory, so imported and directory accounts rank alike.
export const REVENUE_RANGES = ['<$10M', '$10M-$100M', '$100M-$1B', '$1B-$10B', '$10B+'] as const;

/** A field check that failed; the message is what follows "Line N: ". */
export type FieldResult<T> = { ok: true; value: T } | { ok: false; message: string };

export const PLACEHOLDERS: ReadonlySet<string> = new Set([
  '',
  '-',
  '--',
  '—',
  'n/a',
  'na',
  '#n/a',
  'not available',
  'null',
  'nil',
  'none',
  'unknown',
  'undisclosed',
]);

const LONGEST_PLACEHOLDER = Math.max(...[...PLACEHOLDERS].map((p) => p.length));
// Only a tab, a no-break space or two spaces in a row need collapsing: most values are kept as they are, not copied
// (cleanValue runs for every field of every row of an import).
const NEEDS_COLLAPSE = /[\t\u00a0]| {2}/;

/** Trims and collapses spaces; "NOT AVAILABLE", "N/A", "-", "" and friends become null. */
export function cleanValue(raw: string | undefined | null): string | null {
  if (raw === undefined || raw === null) return null;
  const value = (NEEDS_COLLAPSE.test(raw) ? raw.replace(/[ \t\u00a0]+/g, ' ') : raw).trim();
  return value.length <= LONGEST_PLACEHOLDER && PLACEHOLDERS.has(value.toLowerCase()) ? null : value;
}

/** Size band for a head count (inclusive upper bounds, LinkedIn-style). */
export function sizeRangeFor(employees: number): SizeRange {
  const bounds: [number, SizeRange][] = [
    [10, '1-10'],
    [50, '11-50'],
    [200, '51-200'],
    [500, '201-500'],
    [1000, '501-1000'],
    [5000, '1001-5000'],
    [10000, '5001-10000'],
  ];
  return bounds.find(([max]) => employees <= max)?.[1] ?? '10001+';
}

/** Revenue band for annual revenue in US$ millions. */
export function revenueRangeFor(millions: number): string {
  if (millions < 10) return '<$10M';
  if (millions < 100) return '$10M-$100M';
  if (millions < 1000) return '$100M-$1B';
  if (millions < 10000) return '$1B-$10B';
  return '$10B+';
}

const MULTIPLIERS: Record<string, number> = { '': 1, k: 1e3, m: 1e6, mm: 1e6, b: 1e9, bn: 1e9, t: 1e12 };

/** "132,600" → 132600, "1.2k" → 1200, "5000.0" → 5000; null when it is not a number. */
export function parseAmount(value: string): number | null {
  const words = value
    .trim()
    .replace(/\s*(usd|us\$)$/i, '')
    .replace(/\s*thousands?$/i, 'k')
    .replace(/\s*millions?$/i, 'm')
    .replace(/\s*billions?$/i, 'b');
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(k|m|mm|b|bn|t)?$/i.exec(words);
  if (!match) return null;
  return Number(match[1]!.replace(/,/g, '') + (match[2] ?? '')) * MULTIPLIERS[(match[3] ?? '').toLowerCase()]!;
}

/** Employees: a count ("132,600") or a band ("51-200", "10,001+"). */
export function parseEmployees(value: string): FieldResult<{ count: number | null; range: string | null }> {
  const band = normalizeSizeRange(value);
  if (band && !/^\d[\d,]*$/.test(value)) return { ok: true, value: { count: null, range: band } };
  const count = parseAmount(value);
  if (count === null || count < 0 || count > 10_000_000)
    return { ok: false, message: `employees '${value}' is not a number` };
  const rounded = Math.round(count);
  return { ok: true, value: { count: rounded, range: rounded > 0 ? sizeRangeFor(rounded) : null } };
}

/** "51 - 200 employees" → "51-200", "10,001+" → "10001+", "2500" → "1001-5000"; other text unchanged. */
export function normalizeSizeRange(value: string): string | null {
  const compact = value.toLowerCase().replace(/employees|staff|people|,|\s/g, '');
  if ((SIZE_RANGES as readonly string[]).includes(compact)) return compact;
  if (/^\d+$/.test(compact)) return Number(compact) > 0 ? sizeRangeFor(Number(compact)) : null;
  const range = /^(\d+)(?:-|to|–)(\d+)$/.exec(compact);
  if (range) return sizeRangeFor(Number(range[2]));
  const open = /^(\d+)\+$/.exec(compact);
  if (open) return sizeRangeFor(Number(open[1]));
  return null;
}

/** Revenue as a band; `inMillions` when the column is in US$ millions (Fortune 500 style). */
export function parseRevenue(value: string, inMillions: boolean): FieldResult<string> {
  if ((REVENUE_RANGES as readonly string[]).includes(value)) return { ok: true, value };
  const suffixed = /(\d\s*(k|m|mm|b|bn|t)|thousands?|millions?|billions?)$/i.test(value.trim());
  const amount = parseAmount(value);
  if (amount === null || amount < 0) return { ok: false, message: `revenue '${value}' is not an amount` };
  // An explicit suffix ("$2.5B") is absolute; a bare number follows the column's unit.
  const millions = suffixed || !inMillions ? amount / 1e6 : amount;
  return { ok: true, value: revenueRangeFor(millions) };
}

/**
 * A 4-digit year in 1600..currentYear. Tolerates "2013 (1888)" and "1975/1977" (the first year
 * listed wins), "1982.0" and ISO dates; anything else is an error.
 */
export function parseFounded(value: string, currentYear: number): FieldResult<number> {
  const match = /^(\d{4})(?:\.0+|-\d{2}-\d{2}|\s*[/([,;].*)?$/.exec(value);
  const year = match ? Number(match[1]) : NaN;
  if (!match) return { ok: false, message: `founded '${value}' is not a year` };
  if (year < 1600 || year > currentYear)
    return { ok: false, message: `founded '${value}' is not a year between 1600 and ${currentYear}` };
  return { ok: true, value: year };
}
