import type { AnalysisConfig } from '#domain/workflow';
import type { Candidate } from '../../engine';
import { geoMatch, parseGeoTargets, parseLocation } from './geo';
import { INDUSTRY_ALIASES, RELATED_INDUSTRIES } from './industry-aliases';
import { canonicalIndustry, findIndustryAliases, sectorTakes } from './industry-match';
import { buyerVocabulary, techCues } from './persona-industries';
import { employeeRange, parseSizeTargets } from './size';
import { synonymsOf } from './synonyms';
import { nounPhrases, phraseAgrees } from './phrase-match';
import { stem, tokenize } from './tokenize';

/**
 * Checks that a reason shown for a ranked organization is literally true of its record and of the
 * configuration: the industry it names is the record's, the phrase it quotes is in the field it names and
 * names that industry (a practice such as "open source" or "DevOps" is not an industry), the size and place
 * are the record's and fall in the band or place the configuration names, and every word it says a field
 * mentions is in that field and in the configuration (or is a listed synonym of a configuration word).
 * Returns null when the reason holds, else what is false. Used by the tests on every returned reason.
 */
export function checkReason(reason: string, org: Candidate, config: AnalysisConfig): string | null {
  for (const [pattern, check] of CHECKS) {
    const m = pattern.exec(reason);
    if (m) return check(m.slice(1), org, config);
  }
  return `unrecognised reason: ${reason}`;
}

/** Every false reason among the organizations' matched criteria and shown reasoning, as "Name: what is false". */
export function falseReasons(
  orgs: readonly (Candidate & { matchedCriteria: string[]; reasoning?: string; competitor?: boolean })[],
  config: AnalysisConfig,
): string[] {
  return orgs.flatMap((o) => [
    ...o.matchedCriteria.map((r) => checkReason(r, o, config)).flatMap((e) => (e ? [`${o.name}: ${e}`] : [])),
    ...(o.reasoning !== undefined
      ? checkReasoning(o.reasoning, o, config).map((e) => `${o.name} (reasoning): ${e}`)
      : []),
  ]);
}

/** Practices, licences and audiences that are not industries, whatever a matcher's alias list says. */
export const NOT_AN_INDUSTRY = new Set([
  'open source',
  'open-source software',
  'devops',
  'apps',
  'self-hosted',
  'developers',
  'privacy',
]);

// Where technical buyers work (persona-industries.ts infers these from developer, engineering or IT buyers).
const TECH = [
  'Software',
  'Internet & Digital Services',
  'IT Services',
  'Semiconductors',
  'Computer Hardware & Networking',
];

type Check = (groups: string[], org: Candidate, config: AnalysisConfig) => string | null;

const FIELD_KEYS: Record<string, keyof AnalysisConfig> = {
  'success industries': 'successIndustries',
  'target market': 'targetMarket',
  'key decision makers': 'keyDecisionMakers',
  'product description': 'productDescription',
};
const lower = (s: string | null | undefined) => (s ?? '').toLowerCase();
const sameWords = (a: string, b: string) => tokenize(a).join(' ') === tokenize(b).join(' ');
const quoted = (config: AnalysisConfig, field: string, phrase: string) => {
  const key = FIELD_KEYS[field];
  return key !== undefined && lower(config[key]).includes(lower(phrase));
};
const namesIndustry = (phrase: string, label: string) => {
  if ([...NOT_AN_INDUSTRY].some((n) => sameWords(n, phrase))) return false;
  // An imported label ("Financials") is read as the directory industry it names ("Financial Services").
  const industry = INDUSTRY_ALIASES[label] ? label : (canonicalIndustry(label) ?? label);
  const names = INDUSTRY_ALIASES[industry];
  return (
    names !== undefined &&
    ([...names.own, ...names.alias, industry, label].some((n) => sameWords(n, phrase)) ||
      findIndustryAliases(phrase).some((a) => a.industry === industry))
  );
};
/** A label of its own (not a directory industry) must agree with the quoted phrase, head and modifiers. */
const wholePhrase = (phrase: string, label: string) =>
  INDUSTRY_ALIASES[label] !== undefined || nounPhrases(phrase).some((p) => phraseAgrees(p, label));
const industryOf = (phrase: string) => findIndustryAliases(phrase).map((a) => a.industry);
const hasWord = (text: string, word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu').test(text);

const industryMatches: Check = ([label, field, phrase], org, config) => {
  if (label !== org.industry) return `industry is ${org.industry ?? 'unknown'}, not ${label}`;
  if (!quoted(config, field!, phrase!)) return `"${phrase}" is not in the ${field}`;
  // A bare industry name ("Energy") takes every label the vocabulary puts in it ("Integrated Oil & Gas").
  if (!wholePhrase(phrase!, label!) && !sectorTakes(phrase!, label!))
    return `"${phrase}" does not agree with ${label} as a whole phrase`;
  return namesIndustry(phrase!, label!) ? null : `"${phrase}" does not name the industry ${label}`;
};

const buyersWork: Check = ([label, cues, field], org, config) => {
  if (label !== org.industry) return `industry is ${org.industry ?? 'unknown'}, not ${label}`;
  const seen = techCues(config);
  const missing = cues!.split(' and ').filter((c) => !seen.labels.includes(c));
  if (missing.length > 0 || !FIELD_KEYS[field!])
    return `the configuration does not describe ${missing.join(', ') || field}`;
  return TECH.includes(canonicalIndustry(label!) ?? label!)
    ? null
    : `${label} is not an industry where technical buyers work`;
};

const adjacent: Check = ([label, field, phrase], org, config) => {
  if (label !== org.industry) return `industry is ${org.industry ?? 'unknown'}, not ${label}`;
  if (field && !quoted(config, field, phrase!)) return `"${phrase}" is not in the ${field}`;
  const targets = field ? industryOf(phrase!) : TECH;
  const own = canonicalIndustry(label!) ?? label!;
  // The same industry is adjacent too when the label does not agree with the phrase ("Health Care Equipment"
  // beside "Health Care Facilities"); a label that agrees would be a match, not a neighbour.
  if (field && targets.includes(own)) return wholePhrase(phrase!, label!) ? `${label} matches "${phrase}"` : null;
  return RELATED_INDUSTRIES.some((g) => g.includes(own) && targets.some((t) => t !== own && g.includes(t)))
    ? null
    : `${label} is not adjacent to "${phrase}"`;
};

const subIndustry: Check = ([sub, field, phrase], org, config) => {
  if (sub !== org.subIndustry) return `sub-industry is ${org.subIndustry ?? 'unknown'}, not ${sub}`;
  if (!quoted(config, field!, phrase!)) return `"${phrase}" is not in the ${field}`;
  if (!wholePhrase(phrase!, sub!)) return `"${phrase}" does not agree with ${sub} as a whole phrase`;
  const wanted = industryOf(phrase!);
  return findIndustryAliases(sub!).some((a) => wanted.includes(a.industry))
    ? null
    : `${sub} does not relate to "${phrase}"`;
};

const size =
  (partly: boolean): Check =>
  ([shown, label], org, config) => {
    if (shown !== org.sizeRange && shown !== `${org.employeeCount} employees`)
      return `size is ${org.sizeRange ?? 'unknown'}, not ${shown}`;
    const band = parseSizeTargets(config.targetMarket ?? '').find((b) => b.label === label);
    const range = employeeRange(org.sizeRange, org.employeeCount);
    if (!band || !range) return `the target market names no band '${label}'`;
    const inside = range[0] >= band.min && range[1] <= band.max;
    const overlaps = range[0] <= band.max && range[1] >= band.min;
    return (partly ? overlaps && !inside : inside)
      ? null
      : `size ${shown} does not ${partly ? 'partly ' : ''}fit '${label}'`;
  };

const basedIn: Check = ([location, place], org, config) => {
  if (location !== org.location) return `location is ${org.location ?? 'unknown'}, not ${location}`;
  const target = parseGeoTargets(config.targetMarket ?? '').find((g) => g.name === place);
  const point = parseLocation(org.location);
  if (!target || !point) return `the target market names no place ${place}`;
  return geoMatch([target], point) ? null : `${location} is not in ${place}`;
};

const configStems = (config: AnalysisConfig) => {
  const text = [
    config.productDescription,
    config.targetMarket,
    config.successIndustries,
    config.keyDecisionMakers,
  ].join(' ');
  const stems = new Set(tokenize(text));
  for (const s of [...stems]) for (const syn of synonymsOf(s)) stems.add(syn);
  for (const label of techCues(config).labels) for (const s of tokenize(label)) stems.add(s);
  return stems;
};

const FIELD_TEXT: Record<string, (o: Candidate) => string> = {
  Keywords: (o) => o.keywords.join(' | '),
  Description: (o) => o.description ?? '',
  'Sub-industry': (o) => o.subIndustry ?? '',
  Name: (o) => o.name,
};

const mentions: Check = ([field, list], org, config) => {
  const text = FIELD_TEXT[field!]!(org);
  const stems = configStems(config);
  const vocabulary = new Set(
    buyerVocabulary(config)
      .flatMap(([w]) => [w, ...tokenize(w)])
      .map((w) => stem(w.toLowerCase())),
  );
  for (const word of list!.split(', ')) {
    if (!hasWord(text, word)) return `${field!.toLowerCase()} does not contain "${word}"`;
    if (!stems.has(stem(word.toLowerCase())) && !vocabulary.has(stem(word.toLowerCase())))
      return `"${word}" is not a word of the configuration`;
  }
  return null;
};

const CHECKS: [RegExp, Check][] = [
  [/^Industry (.+) matches your (success industries|target market) \((.+)\)$/, industryMatches],
  [/^Industry (.+) is where your buyers work \((.+), from your (.+)\)$/, buyersWork],
  [/^Industry (.+) is adjacent to your (success industries|target market) \((.+)\)$/, adjacent],
  [
    /^Industry (.+) is adjacent to where your buyers work \((.+)\)$/,
    ([label, phrase], org, config) => adjacent([label!, '', phrase!], org, config),
  ],
  [/^Sub-industry (.+) relates to your (success industries|target market) \((.+)\)$/, subIndustry],
  [/^Size (.+) partly fits '(.+)'$/, size(true)],
  [/^Size (.+) fits '(.+)'$/, size(false)],
  [/^Based in (.+) \((.+)\)$/, basedIn],
  [/^(Keywords|Description|Sub-industry|Name) mentions? (.+)$/, mentions],
];

const GAPS: [RegExp, Check][] = [
  [
    /^size not available$/,
    (_, org) => (employeeRange(org.sizeRange, org.employeeCount) ? 'the size is on record' : null),
  ],
  [/^location not available$/, (_, org) => (parseLocation(org.location) ? 'the location is on record' : null)],
  [/^industry unknown$/, (_, org) => (org.industry ? `industry is ${org.industry}` : null)],
  [
    /^size (.+) is outside (.+)$/,
    ([shown], org, config) => {
      if (shown !== org.sizeRange && shown !== `${org.employeeCount} employees`)
        return `size is ${org.sizeRange ?? 'unknown'}, not ${shown}`;
      const range = employeeRange(org.sizeRange, org.employeeCount)!;
      return parseSizeTargets(config.targetMarket ?? '').some((b) => range[0] <= b.max && range[1] >= b.min)
        ? `size ${shown} is not outside the bands`
        : null;
    },
  ],
  [
    /^location (.+) is outside (.+)$/,
    ([location], org, config) => {
      if (location !== org.location) return `location is ${org.location ?? 'unknown'}, not ${location}`;
      const point = parseLocation(org.location);
      return point && geoMatch(parseGeoTargets(config.targetMarket ?? ''), point)
        ? `${location} is inside a place you named`
        : null;
    },
  ],
  [
    /^industry (.+) is not among your target industries \((.+)\)$/,
    ([label], org) => (label === org.industry ? null : `industry is ${org.industry ?? 'unknown'}, not ${label}`),
  ],
];

const COMPETITOR =
  /^Competitor: (?:named in your Competitors|its (?:keyword|sub-industry) “(.+)” is your own category \((.+)\)|its description calls it “(.+)”, your own category \((.+)\)), so not recommended as a buyer\. /;

/**
 * Checks the whole reasoning a card shows: the Competitor sentence (the label is on the record), every matched
 * criterion of the first sentence and every gap after "However,"/"Also,". Returns what is false, [] when all holds.
 */
export function checkReasoning(
  reasoning: string,
  org: Candidate & { competitor?: boolean },
  config: AnalysisConfig,
): string[] {
  const errors: string[] = [];
  let text = reasoning;
  const competitor = COMPETITOR.exec(text);
  if (competitor) {
    const [, label, , said] = competitor;
    if (label && !org.keywords.includes(label) && org.subIndustry !== label)
      errors.push(`"${label}" is not a keyword or the sub-industry`);
    if (said && !lower(org.description).includes(lower(said))) errors.push(`the description does not say "${said}"`);
    if (
      !label &&
      !said &&
      !lower(config.competitors).includes(lower(org.name).split(' ')[0]!) &&
      !(org.domain && lower(config.competitors).includes(org.domain.split('.')[0]!))
    )
      errors.push(`${org.name} is not named in Competitors`);
    text = text.slice(competitor[0].length);
  } else if (org.competitor) errors.push('labelled Competitor without saying why');
  if (/^Nothing in your configuration clearly matches/.test(text)) text = text.replace(/^[^.]+\.\s*/, '');
  const [hits, gaps] = text.split(/\s*(?:However|Also), /);
  // Split only where the next criterion starts: a place may itself hold "; " ("Columbus, Ohio; Detroit, Michigan").
  for (const hit of (hits ?? '')
    .replace(/\.$/, '')
    .split(/; (?=(?:industry|sub-industry|size|based in|keywords|description|name) )/i)
    .filter(Boolean)) {
    const error = checkReason(hit.charAt(0).toUpperCase() + hit.slice(1), org, config);
    if (error) errors.push(error);
  }
  for (const gap of (gaps ?? '')
    .replace(/\.$/, '')
    .split(/; (?=(?:size|location|industry) )/)
    .filter(Boolean)) {
    const check = GAPS.find(([re]) => re.test(gap));
    const error = check ? check[1](check[0].exec(gap)!.slice(1), org, config) : `unrecognised gap: ${gap}`;
    if (error) errors.push(error);
  }
  return errors;
}
