import type { AnalysisConfig } from '#domain/workflow';
import type { IndustryTarget } from './industry-match';

/**
 * Who the buyers are says which industries they work in, even when the configuration names no
 * industry: a product for developers, engineering teams or DevOps is bought mostly by software and
 * internet companies, then by IT services and tech-heavy hardware makers with large engineering orgs.
 * Each cue is a buyer word with a strength (1 = only tech organizations have it, 0.5 = supporting).
 */
const TECH_CUES: [label: string, strength: number, pattern: RegExp][] = [
  ['developers', 1, /\b(?:software |web |app |mobile |backend |front-?end )?developers?\b|\bdev ?teams?\b/i],
  [
    'engineering teams',
    1,
    /\bengineering (?:teams?|leaders?|leads|managers?|organi[sz]ations?|orgs?|departments?)\b|\b(?:software|platform|devops|site reliability|infrastructure) engineers?\b|\bVPs? (?:of )?engineering\b|\bhead of engineering\b|\bCTOs?\b/i,
  ],
  ['DevOps teams', 1, /\bdev ?ops\b|\bSREs?\b|\bsite reliability\b/i],
  ['API teams', 1, /\bAPIs?\b|\bSDKs?\b|\bwebhooks?\b/],
  [
    'docs teams',
    1,
    /\bdocs[- ]as[- ]code\b|\b(?:technical|developer|API|software) (?:docs|documentation)\b|\bdocumentation from code\b|\bdocs teams?\b|\btechnical writers?\b/i,
  ],
  ['teams running cron jobs', 1, /\bcron(?:tab)?(?: jobs?)?\b|\bbackground (?:jobs|tasks)\b/i],
  [
    'IT administrators',
    0.5,
    /\bsys ?admins?\b|\bsystem administrators?\b|\bIT (?:teams?|managers?|admins?|administrators?|departments?|leaders?)\b/,
  ],
  [
    'self-hosting IT teams',
    0.5,
    /\bself-host(?:ed|able|ing)?\b|\bbehind the firewall\b|\bon-prem(?:ise|ises)?\b|\bservers?\b|\bkubernetes\b|\bcontainers?\b/i,
  ],
  [
    'teams working with source code',
    0.5,
    /\bsource code\b|\bpull requests?\b|\bgit(?:hub|lab)?\b|\bCI\/CD\b|\bopen[- ]source\b|\bcode\b/i,
  ],
];
/** How organizations with those buyers describe themselves (directory keywords and descriptions), per cue. */
const CUE_VOCABULARY: Record<string, string[]> = {
  developers: ['developers', 'devtools', 'api', 'sdk'],
  'engineering teams': ['engineering', 'developers', 'devops'],
  'DevOps teams': ['devops', 'sre', 'observability', 'monitoring', 'incident', 'infrastructure'],
  'API teams': ['api', 'developers', 'sdk'],
  'docs teams': ['developers', 'documentation', 'docs', 'api'],
  'teams running cron jobs': ['devops', 'monitoring', 'infrastructure', 'uptime', 'automation'],
  'IT administrators': ['it', 'itsm', 'infrastructure', 'identity'],
  'self-hosting IT teams': ['infrastructure', 'hybrid', 'on-premises', 'security'],
  'teams working with source code': ['developers', 'devops', 'ci/cd'],
};
/** Buyer cue strength from which the tech industries are inferred. */
const MIN_STRENGTH = 1.5;
/** The tech industries, with how well each fits a tech buyer profile. */
const TECH_INDUSTRIES: [industry: string, value: number][] = [
  ['Software', 0.8],
  ['Internet & Digital Services', 0.7],
  ['IT Services', 0.7],
  ['Semiconductors', 0.55],
  ['Computer Hardware & Networking', 0.55],
];
/** Where buyers are described; pricing, metrics and competitors say nothing about them. */
const FIELDS: [keyof AnalysisConfig, string][] = [
  ['keyDecisionMakers', 'key decision makers'],
  ['targetMarket', 'target market'],
  ['productDescription', 'product description'],
  ['successIndustries', 'success industries'],
];

/** The buyer cues the configuration shows, strongest first, and their summed strength. */
export function techCues(config: AnalysisConfig): { labels: string[]; strength: number; field: string } {
  const product = (config.productName ?? '').trim().toLowerCase();
  const hits = new Map<string, { strength: number; field: string }>();
  for (const [key, field] of FIELDS) {
    let text = config[key] ?? '';
    if (product) text = text.split(new RegExp(product.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'ig')).join(' ');
    for (const [label, strength, pattern] of TECH_CUES)
      if (!hits.has(label) && pattern.test(text)) hits.set(label, { strength, field });
  }
  const sorted = [...hits].sort((a, b) => b[1].strength - a[1].strength);
  return {
    labels: sorted.map(([label]) => label),
    strength: sorted.reduce((sum, [, h]) => sum + h.strength, 0),
    field: sorted[0]?.[1].field ?? '',
  };
}

/**
 * Industries the buyers imply, weaker than ones the configuration names: tech industries when the
 * configuration describes developers, engineering or IT buyers; halved when it names other industries only.
 */
export function inferIndustryTargets(config: AnalysisConfig, named: readonly IndustryTarget[]): IndustryTarget[] {
  const cues = techCues(config);
  if (cues.strength < MIN_STRENGTH) return [];
  // "Open source" or "DevOps" in the industries field is no industry, but it does say the buyers are in tech.
  const techPractice = /\bopen[- ]source\b|\bdev ?ops\b|\bdevelopers?\b/i.test(config.successIndustries ?? '');
  const techNamed = techPractice || named.some((t) => TECH_INDUSTRIES.some(([industry]) => industry === t.industry));
  const scale = named.length > 0 && !techNamed ? 0.5 : 1;
  const phrase = cues.labels.slice(0, 2).join(' and ');
  return TECH_INDUSTRIES.filter(([industry]) => !named.some((t) => t.industry === industry)).map(
    ([industry, value]) => ({
      industry,
      phrase,
      exact: false,
      inferred: true,
      value: value * scale,
      field: cues.field,
    }),
  );
}

/** Words that describe organizations with the configuration's tech buyers, each with the buyer cue it comes from. */
export function buyerVocabulary(config: AnalysisConfig): [word: string, cue: string][] {
  const cues = techCues(config);
  if (cues.strength < MIN_STRENGTH) return [];
  return cues.labels.flatMap((label) => (CUE_VOCABULARY[label] ?? []).map((w): [string, string] => [w, label]));
}
