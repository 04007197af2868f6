import type { KeyInsight } from '#domain/workflow';
import { clip } from '../research/sources';

const VERBS = new Set(
  'helps turns lets gives makes automates provides enables connects finds builds tracks reduces simplifies powers streamlines unifies manages creates delivers offers allows brings analyzes analyses monitors centralizes syncs writes generates cuts'.split(
    ' ',
  ),
);

/** Words in a text, split on whitespace. */
export const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;
/** Lower-cases the first letter unless the word looks like an acronym or a name ("API", "OpenAPI"). */
export const lowerFirst = (s: string) =>
  /^[A-Z][a-z]/.test(s) && !/^[A-Z][a-z]+[A-Z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
/** Ends a phrase with a full stop unless it already ends a sentence (also inside a closing quote: “… done.”). */
export const sentence = (s: string) => (/[.!?…]["”’)]*$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);
/** "a, b and c". */
export const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
/** "Hookline's", "Quill Analytics'". */
export const possessive = (name: string) => (/s$/i.test(name) ? `${name}'` : `${name}'s`);
/** A comma/semicolon/line separated configuration field as trimmed items. */
export const splitList = (s: string | undefined) =>
  (s ?? '')
    .split(/[,;\n]/)
    .map((x) => x.trim())
    .filter(Boolean);

// Verbs a headline starts with when it tells the reader what to do ("Monitor your cron jobs").
const IMPERATIVE = new Set(
  'monitor track host build deploy automate get create manage run ship write publish collaborate share store schedule search find send connect keep'.split(
    ' ',
  ),
);
/** "Monitor and Get Notified When Your Cron Jobs Fail" → "Monitor and get notified when your cron jobs fail" (acronyms and brand casing kept). */
export const unTitleCase = (s: string) => {
  const w = s.split(/\s+/);
  const capitalised = w.filter((x) => /^[A-Z][a-z]/.test(x)).length;
  if (w.length < 4 || capitalised < w.length * 0.7) return s;
  return w.map((x, i) => (i > 0 && /^[A-Z][a-z']+[.,!?]?$/.test(x) ? x.toLowerCase() : x)).join(' ');
};

/** "DocuFlow is a developer documentation platform…", from the first sentence of the product description. */
export function describeProduct(product: string, description: string): string {
  let d = unTitleCase((description.split(/(?<=[.!?])\s+/)[0] ?? '').trim());
  if (!d) return '';
  if (IMPERATIVE.has(d.split(/\s+/)[0]!.toLowerCase())) return sentence(`${product} lets you ${lowerFirst(d)}`);
  if (d.toLowerCase().startsWith(product.toLowerCase()))
    return sentence(`${product} ${d.slice(product.length).trim()}`);
  const first = d.split(/\s+/)[0]!.toLowerCase();
  d = lowerFirst(d);
  if (VERBS.has(first)) return sentence(`${product} ${d}`);
  if (['a', 'an', 'the'].includes(first)) return sentence(`${product} is ${d}`);
  return sentence(`${product} is ${/^[aeiou]/i.test(d) ? 'an' : 'a'} ${d}`);
}

/** Where an insight came from, as prose. */
export function sourcePhrase(i: KeyInsight): string {
  if (i.provenance.source === 'web') return `on your website (${i.provenance.url})`;
  if (i.provenance.source === 'import') return 'in our account list';
  if (i.provenance.source === 'provider') return `in ${i.provenance.provider}'s company data`;
  return 'in a company directory';
}

/** An insight as a quotation, shortened. */
export const quoted = (i: KeyInsight, max = 180) =>
  i.content.startsWith('“') ? clip(i.content, max) : `“${clip(i.content.replace(/\.$/, ''), max)}”`;

/** The first page quotation inside a solution's reasoning: only one followed by its page URL counts. */
export function quoteIn(reasoning: string): { quote: string; url: string } | null {
  const m = reasoning.match(/“([^”]+)”\s*\((https?:\/\/[^)\s]+)\)/);
  return m ? { quote: m[1]!, url: m[2]! } : null;
}

/** "DocuFlow turns specs into docs" for a verb phrase, "DocuFlow's search and analytics" for a noun phrase. */
export function productDoing(product: string, phrase: string): string {
  const first = phrase.split(/\s+/)[0]!.toLowerCase();
  return VERBS.has(first) ? `${product} ${lowerFirst(phrase)}` : `${possessive(product)} ${lowerFirst(phrase)}`;
}
