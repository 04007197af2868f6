import type { ExpectedList } from './expected-schema';
import { splitNames } from './score-field';

/**
 * Defects a person reading the answers counts as failures, whatever the score: a "free" the pages deny, a
 * competitor entry that is not a competitor (or is listed twice), a Target Market part that is a fragment.
 * Written apart from the engine's own rules, so the eval does not grade the engine by its own reading.
 */
export type Defects = { inventedFree: number; junkCompetitors: number; fragmentMarkets: number };

export const NO_DEFECTS: Defects = { inventedFree: 0, junkCompetitors: 0, fragmentMarkets: 0 };

const DENIES_FREE =
  /\b(?:no|not an?|not any|without an?)\s+free\s+(?:plan|tier|version|edition|account|option)s?\b|\b(?:do(?:n['’]t| not)|does(?:n['’]t| not))\s+(?:have|offer|provide)\s+(?:an?\s+|any\s+)?free\b|\b(?:not|isn['’]t|aren['’]t)\s+free\b/i;
const CLAIMS_FREE = /\bfree\b|(?:^|[\s(])(?:[$€£]\s?0(?![\d.,]*[1-9])|0\s?(?:€|\$|USD|EUR))/i;

/** 1 when the price answer claims something free while a page of the site denies any free offer. */
export function inventedFree(pricingModel: string, siteText: string): number {
  return CLAIMS_FREE.test(pricingModel) && DENIES_FREE.test(siteText) ? 1 : 0;
}

const key = (s: string) =>
  s
    .toLowerCase()
    .replace(/\.(?:io|com|net|org|app|dev|ai|co)$/, '')
    .replace(/[^\p{L}\p{N}]/gu, '');

/** Entries the expected file does not name (when it names any) plus entries listed twice. */
export function junkCompetitors(answer: string, expected: ExpectedList | undefined): number {
  const listed = splitNames(answer);
  const seen = new Set<string>();
  let junk = 0;
  const known = expected ? [...expected.names, ...expected.alsoCorrect].flat().map(key) : [];
  for (const name of listed) {
    const k = key(name);
    if (seen.has(k)) junk++;
    else if (
      expected &&
      !known.some((n) => n === k || (Math.min(n.length, k.length) >= 4 && (n.startsWith(k) || k.startsWith(n))))
    )
      junk++;
    seen.add(k);
  }
  return junk;
}

/** Parts of a Target Market answer that name nobody: a possession ("Google's business"), the reader's own people ("Users in your organization"), a dangling end. */
export function fragmentMarkets(targetMarket: string): number {
  return targetMarket
    .split(/\s*;\s*/)
    .filter(Boolean)
    .filter(
      (part) =>
        /[\p{L}]['’]s\b/u.test(part) ||
        /\b(?:your|our|my|their|its)\b/i.test(part) ||
        /\b(?:of|in|for|with|and|or|the|a|an|to|at)$/i.test(part.trim()),
    ).length;
}
