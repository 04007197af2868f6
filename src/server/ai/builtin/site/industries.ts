import type { SiteSnapshot } from '#server/ai/engine';
import { marketingText, pageKind } from './site-pages';
import { splitSentences } from './text';
import { countTerms, INDUSTRY_TERMS, topLabels } from './vocabulary';

/**
 * Words that make what follows a statement about who the customers or users are: "built for …",
 * "trusted by …", "customers in …", "serving …", "industries such as …". An industry word counts only
 * inside such a clause, so a showcase label ("Godot Engine — Game Engine"), a testimonial author's
 * title ("Software and Game Developer") or a FAQ line ("we work with your legal team") does not.
 */
const AUDIENCE_CLAUSE = new RegExp(
  [
    String.raw`\b(?:built|designed|made|tailored|purpose-built|perfect|ideal|priced|pricing|free|discounts?|plans?)\s+(?:\w+\s+){0,2}?for\b`,
    String.raw`^for\b`,
    String.raw`\b(?:trusted|used|loved|relied (?:up)?on|chosen|adopted|deployed|run) by\b`,
    String.raw`\b(?:customers|clients|users|teams|companies|organi[sz]ations|businesses) (?:in|across|from|like|such as|include|including)\b`,
    String.raw`\b(?:serv(?:e|es|ing)|support(?:s|ing)?|help(?:s|ing)?|empower(?:s|ing)?|work(?:s|ing)? with) (?:\w+\s+){0,2}?(?:companies|teams|organi[sz]ations|businesses|customers|the|leading|top|many|\d[\d,.]*\+?)\b`,
    String.raw`\bindustries\b(?:\s+(?:such as|like|including|we serve|:))?`,
    String.raw`\bfor (?:\w+\s+){0,2}?(?:companies|teams|projects|organi[sz]ations|businesses|firms|studios|labs|institutions|communit(?:y|ies)|agencies|maintainers)\b`,
    String.raw`\bfor (?:open[- ]source|non-?profits?|charities|startups|enterprises|governments?|hospitals|schools|universities|banks|retailers|merchants|publishers|law firms)\b`,
  ].join('|'),
  'gi',
);
/** How far an audience clause reaches after its trigger. */
const CLAUSE_CHARS = 160;

/** The audience clauses of a text: from each trigger to the end of its clause (comma and "and" lists included), overlaps merged. */
export function audienceClauses(text: string): string[] {
  const out: string[] = [];
  for (const sentence of splitSentences(text)) {
    if (sentence.length > 300) continue;
    const spans: [number, number][] = [];
    for (const m of sentence.matchAll(AUDIENCE_CLAUSE)) {
      const after = sentence.slice(m.index + m[0].length, m.index + CLAUSE_CHARS);
      const stop = after.search(/[.;:!?()]|\s[–—-]\s/);
      const end = m.index + m[0].length + (stop < 0 ? after.length : stop);
      const last = spans[spans.length - 1];
      if (last && m.index <= last[1]) last[1] = Math.max(last[1], end);
      else spans.push([m.index, end]);
    }
    for (const [start, end] of spans) out.push(sentence.slice(start, end));
  }
  return out;
}

/**
 * Industries the site says its customers or users are in, most mentioned first: only in audience
 * clauses of the marketing pages (team bios, sponsors and legal pages left out).
 */
export function extractIndustries(site: SiteSnapshot): string {
  const text = site.pages
    .filter((p) => pageKind(site, p) !== 'legal')
    .map(marketingText)
    .join('\n');
  return topLabels(countTerms(INDUSTRY_TERMS, audienceClauses(text).join('\n')), 6).join(', ');
}
