import type { SiteSnapshot } from '#server/ai/engine';
import { marketingText, pagesOf } from './site-pages';
import { joinWithin, splitSentences, stripEndPunctuation, uniqueBy } from './text';

const UNITS =
  'users|customers|clients|companies|teams|organizations|organisations|businesses|developers|projects|pages|sites|websites|apps|applications|' +
  'downloads|installs|requests|events|checks|pings|messages|emails|documents|builds|deployments|countries|languages|integrations|' +
  'tb|gb|pb|terabytes|gigabytes|hours saved|stars|members|contributors|transactions|visitors|pageviews';
const COUNT = new RegExp(
  `(?:(?:over|more than|nearly|almost|up to|about|around)\\s+)?(?<![\\w.,])\\d[\\d,.]*\\s*(?:\\+|k|m|b|million|billion|thousand)?\\s+(?:[a-z-]+\\s+){0,2}?(?:${UNITS})\\b(?:\\s+(?:processed|served|hosted|delivered|sent|tracked|monitored|handled|analy[sz]ed))?(?:\\s+(?:of|per|a|each|every)\\s+[a-z]+(?:\\s+(?:a|per|each|every)\\s+(?:day|week|month|year))?)?`,
  'gi',
);
const PERCENT = /\b\d{1,3}(?:\.\d+)?\s?%/;
const PERCENT_CONTEXT =
  /\b(uptime|availability|faster|slower|less|more|fewer|reduc|increas|sav|improv|growth|mitigat|accura|satisf|of (?:all |the )?[a-z]+)/i;
const STOP_AFTER = /\s+\b(since|when|until|because|which|that|but|while|if|so)\b.*$/i;
const TIMES = /(?<![\w.])\d+(?:\.\d+)?\s?x\s+(?:faster|cheaper|more|less|better)\b[^,.;]*/i;

/** Figures the site claims ("99.9% uptime", "over 80,000 open source projects"), from product and about pages, not pricing or legal text. */
export function extractMetrics(site: SiteSnapshot): string {
  const found: string[] = [];
  for (const page of pagesOf(site, 'home', 'about', 'other', 'people', 'compare')) {
    for (const sentence of splitSentences(marketingText(page))) {
      if (/[$€£]/.test(sentence) || sentence.length > 300) continue;
      for (const m of sentence.matchAll(COUNT)) {
        // Years and HTTP status codes ("404 pages") are not claims.
        if (!/^(19|20)\d\d\b|^[2-5]0\d\s/.test(m[0].trim())) found.push(m[0].trim());
      }
      const times = TIMES.exec(sentence);
      if (times) found.push(times[0].trim());
      if (PERCENT.test(sentence) && PERCENT_CONTEXT.test(sentence)) found.push(percentClause(sentence));
    }
  }
  return joinWithin(uniqueBy(found.map(stripEndPunctuation), (f) => f).slice(0, 6), '; ');
}

/** The few words around a percentage: "the availability has exceeded 99.9%", "95% of security vulnerabilities are automatically mitigated". */
function percentClause(sentence: string): string {
  const clause = sentence.split(/[,;:()—–]|\s-\s/).find((c) => PERCENT.test(c)) ?? sentence;
  const words = clause.trim().split(/\s+/);
  const at = words.findIndex((w) => PERCENT.test(w) || /^%/.test(w));
  let before = words.slice(Math.max(0, at - 4), at);
  const joint = before.findLastIndex((w) => /^(that|which|where|is|are)$/i.test(w));
  if (joint >= 0 && /^(that|which|where)$/i.test(before[joint]!)) before = before.slice(joint + 1);
  while (before.length > 2 && /^(in|practice|and|but|so|then|also|with|the)$/i.test(before[0]!)) before.shift();
  const after = words
    .slice(at, at + 7)
    .join(' ')
    .replace(STOP_AFTER, '');
  return [...before, after].join(' ');
}
