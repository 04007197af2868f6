/** Grounding checks: does a value the model returned actually appear in the source text? */

const SCALE: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};
const NUMBER =
  /(?<![\p{L}\p{N}.,])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:\s*(thousand|million|billion|mm|mn|bn|k|m|b)(?![\p{L}\p{N}]))?/giu;
const CURRENCY =
  /(?:[$€£¥]|\b(?:USD|EUR|GBP|US\$)\s?)\s?\d[\d,]*(?:\.\d+)?(?:\s*(?:thousand|million|billion|mm|mn|bn|k|m|b)(?![\p{L}\p{N}]))?|\b\d[\d,]*(?:\.\d+)?(?:\s*(?:thousand|million|billion|mm|mn|bn|k|m|b))?\s*(?:USD|EUR|GBP|dollars|euros|pounds)\b/giu;
const STOP_WORDS = new Set([
  'the',
  'and',
  'for',
  'with',
  'from',
  'inc',
  'ltd',
  'llc',
  'corp',
  'company',
  'about',
  'over',
  'than',
  'more',
  'approx',
  'approximately',
  'around',
]);

/** Lower-cases, strips diacritics, unifies quotes and dashes, and collapses whitespace. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐-―−]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Every number in the text as a plain value: "1,200" → 1200, "$12.5M" / "12.5 million" → 12500000, "3k" → 3000. */
export function extractNumbers(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const base = Number(`${m[1]!.replace(/,/g, '')}${m[2] ?? ''}`);
    const scale = m[3] ? (SCALE[m[3].toLowerCase()] ?? 1) : 1;
    if (Number.isFinite(base)) out.push(Math.round(base * scale * 1000) / 1000);
  }
  return out;
}

/** True when every number in `value` also appears (normalised) somewhere in `text`. */
export function numbersSupported(value: string, text: string): boolean {
  const wanted = extractNumbers(value);
  if (wanted.length === 0) return true;
  const present = new Set(extractNumbers(text));
  return wanted.every((n) => present.has(n));
}

/** True when `phrase` occurs in `text` as whole words (case-, accent- and whitespace-insensitive). */
export function containsPhrase(text: string, phrase: string): boolean {
  const needle = normalizeText(phrase);
  if (!needle) return false;
  const hay = normalizeText(text);
  const boundary = /[\p{L}\p{N}]/u;
  for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, i + 1)) {
    const before = hay[i - 1];
    const after = hay[i + needle.length];
    if ((!before || !boundary.test(before)) && (!after || !boundary.test(after))) return true;
  }
  return false;
}

const tokens = (text: string) =>
  normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length >= 3 && !STOP_WORDS.has(t) && !/^\d+$/.test(t));

/**
 * True when the text supports the value: its numbers all appear (normalised), and its words appear
 * either as the exact phrase or every content word on its own.
 */
export function valueSupported(value: string, text: string): boolean {
  const v = value.trim();
  if (!v) return false;
  if (!numbersSupported(v, text)) return false;
  if (extractNumbers(v).length > 0) return true;
  if (containsPhrase(text, v)) return true;
  const wanted = tokens(v);
  if (wanted.length === 0) return false;
  const present = new Set(tokens(text));
  return wanted.every((t) => present.has(t));
}

/** The currency amounts in a text ("$2M", "€ 40,000", "12 million USD"). */
export function currencyAmounts(text: string): string[] {
  return [...text.matchAll(CURRENCY)].map((m) => m[0].trim());
}

/** Splits prose into sentences (at . ! ? followed by whitespace, and at line breaks). */
export function splitSentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[^a-z])/))
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Removes every sentence that states a currency amount the sources do not contain. */
export function stripUnsupportedCurrency(text: string, sources: string): string {
  if (currencyAmounts(text).length === 0) return text.trim();
  const kept = (line: string) =>
    splitSentences(line).filter((s) => currencyAmounts(s).every((amount) => numbersSupported(amount, sources)));
  return text
    .split(/\n/)
    .map((line) => (currencyAmounts(line).length === 0 ? line : kept(line).join(' ')))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A name without a leading honorific ("Dr. Jane Doe" → "Jane Doe"). */
export const withoutHonorific = (name: string): string =>
  name.trim().replace(/^(?:(?:dr|mr|mrs|ms|mx|prof|sir)\.?\s+)+/i, '');

/** A person's name as a comparison key: honorific-, accent-, case- and punctuation-free. */
export function nameKey(name: string): string {
  return normalizeText(withoutHonorific(name))
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
