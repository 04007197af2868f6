/** Helpers that turn provider values into Scoutline's organization fields (never guessing a value). */

const SIZE_BANDS: [number, string][] = [
  [10, '1-10'],
  [50, '11-50'],
  [200, '51-200'],
  [500, '201-500'],
  [1000, '501-1000'],
  [5000, '1001-5000'],
  [10000, '5001-10000'],
];

/** The directory's size band for an employee count ("51-200"), or null without a count. */
export function sizeRangeOf(employees: number | null | undefined): string | null {
  if (employees == null || !Number.isFinite(employees) || employees <= 0) return null;
  for (const [max, label] of SIZE_BANDS) if (employees <= max) return label;
  return '10001+';
}

/** "10-50" / "10,50" style provider size labels to the directory's bands where they match exactly. */
export function sizeLabel(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const text = raw.replace(',', '-').replace(/\s/g, '');
  return text.length > 0 ? text : null;
}

/** A revenue in dollars as the directory's band ("$10M-$100M"). */
export function revenueRangeOf(dollars: number | null | undefined): string | null {
  if (dollars == null || !Number.isFinite(dollars) || dollars <= 0) return null;
  if (dollars < 1e6) return '<$1M';
  if (dollars < 1e7) return '$1M-$10M';
  if (dollars < 1e8) return '$10M-$100M';
  if (dollars < 1e9) return '$100M-$1B';
  if (dollars < 1e10) return '$1B-$10B';
  return '$10B+';
}

/** The bare host of a website or domain ("https://www.Acme.io/x" → "acme.io"), or null. */
export function bareDomain(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value.trim().toLowerCase();
  if (!text) return null;
  try {
    // The port stays (a self-hosted site or a local test site on 127.0.0.1:port is its own organization).
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(text) ? text : `http://${text}`).host;
    const bare = host.replace(/^www\./, '');
    return /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?$/.test(bare) || /^localhost:\d+$/.test(bare) ? bare : null;
  } catch {
    return null;
  }
}

/** Joins the present parts of a place ("San Francisco, California, United States"). */
export const joinPlace = (...parts: (string | null | undefined)[]) => {
  const present = parts.map((p) => p?.trim()).filter((p): p is string => Boolean(p));
  return present.length > 0 ? [...new Set(present)].join(', ') : null;
};

export const textOrNull = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
export const numberOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Title Case for a provider's lower-case industry ("computer software" → "Computer Software"). */
export const titleCase = (v: string | null) => (v ? v.replace(/\b[a-z]/g, (c) => c.toUpperCase()) : null);

/** A provider's list of keyword or tag strings, trimmed, deduplicated (case-insensitive), at most 30. */
export function stringList(v: unknown): string[] {
  if (!Array.isArray(v)) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of v) {
    const text = textOrNull(item);
    if (!text || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    out.push(text);
    if (out.length >= 30) break;
  }
  return out;
}
