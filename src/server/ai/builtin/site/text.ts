/** Small text helpers shared by the site extractors. */

// Abbreviations after which a full stop does not end a sentence.
const ABBREVIATION =
  /(?:^|[\s(])(?:(?:[A-Z]\.)+|(?:Dr|Mr|Mrs|Ms|Prof|Inc|Ltd|Co|Corp|St|Jr|Sr|vs|etc|e\.g|i\.e|Ph\.D|No)\.)$/;

/** Splits text into sentences: one per line at least, and at . ! ? followed by a capital, skipping abbreviations like "B.A." or "U.C.". */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    let start = 0;
    const boundary = /[.!?]["”’)]?\s+(?=["“(]?[A-Z0-9])/g;
    for (let m = boundary.exec(line); m; m = boundary.exec(line)) {
      const end = m.index + m[0].trimEnd().length;
      if (ABBREVIATION.test(line.slice(start, m.index + 1))) continue;
      out.push(line.slice(start, end).trim());
      start = m.index + m[0].length;
    }
    out.push(line.slice(start).trim());
  }
  return out.filter((s) => s.length > 0);
}

/** Cuts text to at most `max` characters at a word boundary, adding an ellipsis when cut. */
export function clip(text: string, max = 390): string {
  const t = text.trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.4 ? cut.slice(0, space) : cut).replace(/[\s,;:–—-]+$/, '')}…`;
}

/** Joins values until the next one would pass `max` characters. */
export function joinWithin(values: string[], separator: string, max = 390): string {
  let out = '';
  for (const value of values) {
    const next = out ? `${out}${separator}${value}` : value;
    if (next.length > max) break;
    out = next;
  }
  return out || clip(values[0] ?? '', max);
}

/** "a", "a and b", "a, b and c". */
export function humanList(values: string[]): string {
  if (values.length <= 1) return values[0] ?? '';
  return `${values.slice(0, -1).join(', ')} and ${values[values.length - 1]}`;
}

/** Keeps the first of each value by a case-insensitive key. */
export function uniqueBy<T>(values: T[], key: (v: T) => string): T[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const k = key(v).toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Upper-cases the first letter. */
export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Drops trailing punctuation and dashes. */
export const stripEndPunctuation = (s: string) => s.replace(/[\s.,;:!?–—-]+$/, '');
/** Number of whitespace-separated words. */
export const wordCount = (s: string) => s.trim().split(/\s+/).filter(Boolean).length;
/** Escapes a string for use inside a RegExp. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
