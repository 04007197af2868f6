import { splitSentences } from './text';

/**
 * Whether a site offers something for free, read as a careful reader does: "We don't have a free plan",
 * "Why is there no free version?" and "it is not free" deny it, and a sentence that denies it never claims it.
 */

const FREE_OFFER = String.raw`free(?:[\s-]+(?:plans?|tiers?|versions?|editions?|accounts?|options?|forever))`;
const DENIALS = [
  new RegExp(String.raw`\b(?:no|not an?|not any|without an?|never an?)\s+${FREE_OFFER}`, 'i'),
  /\b(?:do(?:n['’]t|es(?:n['’]t| not)| not)|can(?:['’]t|not)|won['’]t|will not)\s+(?:have|offer|provide|give|include)\s+(?:an?\s+|any\s+)?free\b/i,
  /\b(?:not|isn['’]t|aren['’]t|never)\s+(?:entirely\s+|completely\s+|totally\s+)?free\b/i,
  /\bthere(?:['’]s| is| are)\s+no\s+free\b/i,
];

/** The sentence denies a free offer ("no free plan", "not free", "we don't offer a free tier"). */
export const deniesFree = (sentence: string) => DENIALS.some((re) => re.test(sentence));

/** The site's text says, somewhere, that there is no free offer. */
export const siteDeniesFree = (text: string) => splitSentences(text).some(deniesFree);

/** The sentences of a text that match `claim` and do not deny a free offer. */
export const affirmedSentences = (text: string, claim: RegExp) =>
  splitSentences(text).filter((s) => claim.test(s) && !deniesFree(s));
