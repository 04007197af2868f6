import { STOP_WORDS } from './stop-words';

// Words a plural/verb-suffix rule would damage.
const KEEP = new Set([
  'saas',
  'paas',
  'iaas',
  'news',
  'series',
  'aws',
  'sas',
  'gas',
  'physics',
  'ios',
  'macos',
  'kubernetes',
  'us',
  'business',
  'analysis',
]);

/** Light English stemmer: plural s/es, -ies→y, -ing, -ed, trailing e; stable for matching, not linguistics. */
export function stem(word: string): string {
  if (word.length <= 3 || KEEP.has(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = w.slice(0, -3) + 'y';
  else if (w.endsWith('ied') && w.length > 4) w = w.slice(0, -3) + 'y';
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(?:x|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('ing') && w.length >= 7) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length >= 6) w = undouble(w.slice(0, -2));
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

function undouble(w: string): string {
  const n = w.length;
  if (n > 3 && w[n - 1] === w[n - 2] && !'lsz'.includes(w[n - 1]!)) return w.slice(0, -1);
  return w;
}

/** True for a char code that belongs inside a token: a-z, 0-9 or a non-ASCII letter (punctuation blocks excluded). */
export function isTokenChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 192 && c < 0x2000 && c !== 215 && c !== 247);
}

/** Lower-cased raw words (length ≥ 2) of a text, in order, no stemming or stop-word removal. */
export function words(text: string): string[] {
  const s = text.toLowerCase();
  const out: string[] = [];
  let start = -1;
  for (let i = 0; i <= s.length; i++) {
    if (i < s.length && isTokenChar(s.charCodeAt(i))) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      if (i - start > 1) out.push(s.slice(start, i));
      start = -1;
    }
  }
  return out;
}

/** True when a raw word is only digits. */
export const isNumber = (w: string) => /^\d+$/.test(w);

/** Stemmed content terms of a text: stop words and bare numbers removed. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) if (!STOP_WORDS.has(w) && !isNumber(w)) out.push(stem(w));
  return out;
}
