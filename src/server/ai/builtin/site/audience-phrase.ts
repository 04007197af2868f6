import { MARKET_NOUNS } from './vocabulary';
import { capitalise, stripEndPunctuation, wordCount } from './text';

/**
 * Who buys, as a short noun phrase taken out of a sentence ("Bootstrapped, early-stage startups",
 * "Companies in fintech and healthcare"): never the sentence itself, its marketing wording, or a
 * social-proof count ("Trusted by thousands of companies" names nobody).
 */

const AUDIENCE_NOUN = new RegExp(
  `^(?:${MARKET_NOUNS}|people|users|customers|clients|teams|families|parents|households)$`,
  'i',
);
const GENERIC =
  /^(?:business|businesses|company|companies|team|teams|organi[sz]ations?|users|customers|clients|people|everyone|you)$/i;
// Words that may stand before the audience noun inside the phrase ("early-stage", "B2B SaaS", "docs").
const MODIFIER = /^(?:[\p{L}\p{N}][\p{L}\p{N}&'’/-]*,?)$/u;
const LEADING = /^(?:the|a|an|your|our|any|all|every|some|many|most|of|both|more|other)\s+/i;
const COUNT =
  /^(?:over\s+|more than\s+|nearly\s+|almost\s+)?(?:\d[\d,.]*\s*[km+]?\+?|thousands|hundreds|millions|tens of thousands|dozens)(?:\s+of)?\s+/i;
const CONNECTORS = /^(?:and|or|&|,)$/i;
const QUALIFIERS = /^(?:in|at|across|from|of|with|who|building|running|that)$/i;
const STOP = /[.;:!?()]|\s[–—-]\s/;
// A sentence whose audience follows "for"/"with": "built for …", "X is for …", "ideal choice for …", "we work with …".
const FOR_TRIGGER =
  /\b(?:built|designed|made|perfect|ideal|great|tailored|purpose-built|crafted|created|intended|meant|aimed at helping|aimed|choice|prime|plans?|pricing|priced|available|discounts?|is|are|tiers?)\s+(?:\w+\s+){0,1}?for\s+/gi;
const WITH_TRIGGER = /\b(?:we|who)\s+(?:work|partner)s?\s+with\s+|\bwe\s+(?:serve|help)\s+/gi;
const SOCIAL_PROOF = /\b(?:trusted|used|relied on|chosen)\s+by\s+/gi;

/** The words of an audience noun phrase starting at `text`, or '' when it names no audience. */
export function audienceAt(text: string, { qualified = false } = {}): string {
  const clause = text.split(STOP)[0]!.replace(LEADING, '').replace(COUNT, '').replace(LEADING, '');
  const words = clause.split(/\s+/).filter(Boolean);
  let lastNoun = -1;
  for (let i = 0; i < Math.min(words.length, 16); i++) {
    const bare = words[i]!.replace(/[,]$/, '');
    if (AUDIENCE_NOUN.test(bare)) lastNoun = i;
    else if (lastNoun >= 0 && !CONNECTORS.test(bare) && !MODIFIER.test(words[i]!)) break;
    // After a noun, a list goes on ("startups, agencies and enterprises") and a qualifier may follow.
    if (lastNoun >= 0 && i > lastNoun && QUALIFIERS.test(bare)) break;
    if (lastNoun < 0 && i >= 5) return '';
  }
  if (lastNoun < 0) return '';
  let end = lastNoun + 1;
  // "of all sizes", "in fintech, healthcare and e-commerce", "who have jobs, a family …": a short clause,
  // not one after a comma ("teams, with a free tier …") nor a "that …" clause about the product.
  const rest = words.slice(end);
  if (rest.length > 0 && QUALIFIERS.test(rest[0]!) && !/^that$/i.test(rest[0]!) && !/,$/.test(words[lastNoun]!)) {
    // Examples are names, not an audience: "open source projects like Jupyter and Flask".
    const thatAt = rest.findIndex(
      (w, i) => /^(?:that|like|including)$/i.test(w) || (/^such$/i.test(w) && /^as$/i.test(rest[i + 1] ?? '')),
    );
    const clause = thatAt > 0 ? rest.slice(0, thatAt) : rest;
    const clauseWords = clause.length <= 15 ? clause.length : clause.findIndex((w) => /,$/.test(w)) + 1;
    if (clauseWords > 0) end += clauseWords;
  }
  const phrase = stripEndPunctuation(words.slice(0, end).join(' ')).replace(/,\s*(and|or)$/i, '');
  const head = phrase.split(/\s+/);
  if (qualified && head.length === 1 && GENERIC.test(head[0]!)) return '';
  if (isFragment(phrase)) return '';
  if (wordCount(phrase) > 18) return '';
  return capitalise(phrase);
}

/**
 * A phrase that names no market of its own: someone's possession ("Google's business"), or people described by
 * the reader's or the seller's own organization ("Users in your organization", "our customers").
 */
export function isFragment(phrase: string): boolean {
  const words = phrase.trim().split(/\s+/);
  if (words.some((w) => /['’]s?$|['’]s\b/.test(w) && !/^(?:it['’]s)$/i.test(w))) return true;
  return words.some((w) => /^(?:your|our|my|their|his|her|its|this|that)$/i.test(w.replace(/,$/, '')));
}

/** The audiences one sentence names, each as a short phrase. */
export function audiencePhrases(sentence: string): string[] {
  const s = sentence.replace(/\s+/g, ' ').trim();
  if (!s || s.length > 240 || /\?$/.test(s)) return [];
  const heading = /^for\s+(.+)$/i.exec(s);
  if (heading && wordCount(s) <= 8) {
    const phrase = audienceAt(heading[1]!);
    return phrase ? [phrase] : [];
  }
  const out: string[] = [];
  for (const trigger of [FOR_TRIGGER, WITH_TRIGGER]) {
    for (const m of s.matchAll(trigger)) {
      const phrase = audienceAt(s.slice(m.index + m[0].length), {
        qualified: true,
      });
      if (phrase) out.push(phrase);
    }
  }
  // Social proof counts only with what it says about the customers: "trusted by banks in 30 countries".
  for (const m of s.matchAll(SOCIAL_PROOF)) {
    const phrase = audienceAt(s.slice(m.index + m[0].length), {
      qualified: true,
    });
    // …and never with the customers' own names ("engineering teams at AMD and Canonical").
    if (phrase && /\s(?:in|at|across|from)\s/i.test(phrase) && !/\s[A-Z][a-z]/.test(phrase)) out.push(phrase);
  }
  return out;
}

/** A heading that is itself an audience ("Startups", "Small businesses"), as on a plan page grouped by buyer. */
export function isAudienceHeading(text: string): boolean {
  const words = stripEndPunctuation(text.trim()).split(/\s+/);
  return (
    words.length >= 1 &&
    words.length <= 3 &&
    AUDIENCE_NOUN.test(words[words.length - 1]!) &&
    words.every((w) => /^[\p{L}-]+$/u.test(w))
  );
}
