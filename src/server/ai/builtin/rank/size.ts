/** An employee-count band the configuration targets, with the words that named it. */
export type SizeBand = { min: number; max: number; label: string };

const WORD_BANDS: [RegExp, number, number, string][] = [
  [/\bmid[- ]?(?:market|size|sized)\b|\bmedium[- ]sized?\b/i, 201, 5000, 'mid-market'],
  // "Enterprise plan" or "Enterprise tier" names a price plan, not the buyer's size.
  [
    /\benterprises?\b(?!\s+(?:plans?|tiers?|editions?|pricing|licen[cs]es?|support|features?|version))/i,
    1001,
    Infinity,
    'enterprise',
  ],
  [/\blarge\b|\bfortune (?:500|1000)\b/i, 1001, Infinity, 'large'],
  [/\bsm[be]s?\b|\bsmall (?:and|&) (?:medium|mid)/i, 1, 500, 'SMB'],
  [/\bsmall (?:business|businesses|companies|firms|teams?)\b/i, 1, 200, 'small business'],
  [/\bstart-?ups?\b|\bearly[- ]stage\b/i, 1, 200, 'startups'],
  [/\bscale-?ups?\b|\bgrowth[- ]stage\b/i, 51, 1000, 'scale-ups'],
];

const NUM = String.raw`(\d[\d,]*(?:\.\d+)?k?)`;
const UNIT = String.raw`\s*(?:employees|staff|people|headcount|fte|person)`;
const NUMBER_BANDS: [RegExp, (a: number, b: number) => [number, number]][] = [
  [new RegExp(String.raw`${NUM}\s*(?:-|–|to)\s*${NUM}${UNIT}`, 'gi'), (a, b) => [a, b]],
  [new RegExp(String.raw`between\s+${NUM}\s+and\s+${NUM}${UNIT}`, 'gi'), (a, b) => [a, b]],
  [new RegExp(String.raw`${NUM}\s*\+${UNIT}`, 'gi'), (a) => [a, Infinity]],
  [new RegExp(String.raw`(?:over|more than|at least|above|minimum of)\s+${NUM}${UNIT}`, 'gi'), (a) => [a, Infinity]],
  [new RegExp(String.raw`(?:under|fewer than|less than|up to|below|at most)\s+${NUM}${UNIT}`, 'gi'), (a) => [1, a]],
];

const toNumber = (s: string) =>
  s.toLowerCase().endsWith('k') ? parseFloat(s.replace(/,/g, '')) * 1000 : parseFloat(s.replace(/,/g, ''));

/**
 * Size bands named in a free-text target market ("mid-market", "SMB", "500+ employees"…). Head-count numbers
 * the user wrote are the band: "mid-sized companies with 50-1000 employees" targets 50-1000, so the words'
 * own, wider reading (mid-market up to 5,000) is used only when no number is given.
 */
export function parseSizeTargets(text: string): SizeBand[] {
  const bands: SizeBand[] = [];
  let rest = text;
  for (const [re, toRange] of NUMBER_BANDS) {
    rest = rest.replace(re, (match: string, ...args: unknown[]) => {
      // replace() passes the groups, then the offset (a number), then the whole string.
      const [a, b] = args.slice(
        0,
        args.findIndex((x) => typeof x === 'number'),
      ) as (string | undefined)[];
      const [min, max] = toRange(toNumber(a ?? ''), b ? toNumber(b) : NaN);
      if (Number.isFinite(min) && min <= max) bands.push({ min, max, label: match.trim() });
      return ' ';
    });
  }
  if (bands.length > 0) return bands;
  for (const [re, min, max, label] of WORD_BANDS) if (re.test(rest)) bands.push({ min, max, label });
  return bands;
}

/** A candidate's head-count range from its exact count or its size range ("1001-5000", "10001+"). */
export function employeeRange(sizeRange: string | null, employeeCount: number | null): [number, number] | null {
  if (employeeCount != null && employeeCount > 0) return [employeeCount, employeeCount];
  const m = sizeRange?.replace(/,/g, '').match(/(\d+)\s*(?:-|–|to)\s*(\d+)|(\d+)\s*\+/);
  if (!m) return null;
  return m[3] ? [Number(m[3]), Infinity] : [Number(m[1]), Number(m[2])];
}

/** 1 when the range sits inside a band, 0.5 when it overlaps one, 0 otherwise, with the band that fitted best. */
export function sizeFit(bands: readonly SizeBand[], range: [number, number]): { value: number; band: SizeBand | null } {
  let best: { value: number; band: SizeBand | null } = { value: 0, band: null };
  for (const band of bands) {
    const inside = range[0] >= band.min && range[1] <= band.max;
    const overlaps = range[0] <= band.max && range[1] >= band.min;
    const value = inside ? 1 : overlaps ? 0.5 : 0;
    if (value > best.value) best = { value, band };
  }
  return best;
}
