import type { AnalysisConfig, KeyInsight } from '#domain/workflow';
import type { OrganizationRecord } from '../../engine';
import { clip, pageProvenance, recordProvenance, type PageSentence } from './sources';

type InsightType = 'competitive intelligence' | 'financial' | 'recent news' | 'team' | 'pain points';

// Checked in this order: the first type whose pattern a sentence matches is its type.
const PATTERNS: [InsightType, RegExp][] = [
  [
    'financial',
    /\b(?:revenues?|funding|raised|series [a-f]\b|ipo|profit|earnings|valuation|investors|backed by|nasdaq|nyse|publicly traded|fiscal year|ARR)\b|[$€£]\s?\d/i,
  ],
  [
    'recent news',
    /\b(?:announc\w*|launch\w*|unveil\w*|introduc\w*|acquir\w*|acquisition|partnership|partnered|opens|opened|expands?|expanded|expansion|press release)\b/i,
  ],
  [
    'team',
    /\b(?:employees|team of|we(?:'|’)re hiring|hiring|careers|join (?:our|the) team|headcount|offices in|leadership team|engineers)\b/i,
  ],
  [
    'pain points',
    /\b(?:challeng\w*|struggl\w*|difficult\w*|complex\w*|manual\w*|slow|costly|expensive|bottleneck\w*|pain(?:s|ful| points?)?|friction|inefficien\w*|outdated|legacy|fragment\w*|silos?|compliance|downtime|churn|backlog|error-prone|time-consuming|at scale|scaling)\b/i,
  ],
];
const PER_TYPE = 2;
const MAX_INSIGHTS = 8;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Competitor names from the configuration, as whole-word patterns. */
function competitorPatterns(config: AnalysisConfig): [string, RegExp][] {
  return (config.competitors ?? '')
    .split(/[,;\n|]/)
    .map((c) => c.replace(/\(.*?\)/g, '').trim())
    .filter((c) => c.length >= 3)
    .map((c) => [c, new RegExp(`\\b${escape(c)}\\b`, 'i')]);
}

function relevance(type: InsightType, config: AnalysisConfig, competitor?: string): string {
  const product = config.productName || 'your product';
  if (type === 'competitive intelligence')
    return competitor
      ? `Mentions ${competitor}, which you list as a competitor.`
      : 'Shows how they position themselves against others.';
  if (type === 'financial') return 'Signals budget and buying capacity.';
  if (type === 'recent news') return 'A recent development to reference as a timely opener.';
  if (type === 'team') return `Indicates team size and who may use or buy ${product}.`;
  return `A stated challenge that ${product} may help with.`;
}

/** Typed insights, each quoting a page sentence or condensing the record, with provenance; nothing unsupported. */
export function buildInsights(
  org: OrganizationRecord,
  config: AnalysisConfig,
  sentences: readonly PageSentence[],
): KeyInsight[] {
  const out: KeyInsight[] = [];
  const count = new Map<string, number>();
  const add = (i: KeyInsight) => {
    if ((count.get(i.type) ?? 0) >= PER_TYPE || out.length >= MAX_INSIGHTS || out.some((o) => o.content === i.content))
      return;
    count.set(i.type, (count.get(i.type) ?? 0) + 1);
    out.push(i);
  };
  const competitors = competitorPatterns(config);
  for (const { text, page } of sentences) {
    const competitor = competitors.find(([, re]) => re.test(text))?.[0];
    const type = competitor ? 'competitive intelligence' : PATTERNS.find(([, re]) => re.test(text))?.[0];
    if (!type) continue;
    add({
      type,
      content: `“${clip(text)}”`,
      relevance: relevance(type, config, competitor),
      provenance: pageProvenance(page),
    });
  }
  const provenance = recordProvenance(org);
  if (org.revenueRange)
    add({
      type: 'financial',
      content: `Annual revenue band: ${org.revenueRange}.`,
      relevance: relevance('financial', config),
      provenance: recordProvenance(org, 'revenueRange'),
    });
  const size =
    org.employeeCount != null && org.employeeCount > 0
      ? `${org.employeeCount.toLocaleString('en-US')} employees`
      : org.sizeRange
        ? `${org.sizeRange} employees`
        : null;
  const sizeField = org.employeeCount != null && org.employeeCount > 0 ? 'employeeCount' : 'sizeRange';
  if (size)
    add({
      type: 'team',
      content: `Head count: ${size}.`,
      relevance: relevance('team', config),
      provenance: recordProvenance(org, sizeField),
    });
  if (org.description) {
    const competitor = competitors.find(([, re]) => re.test(org.description!))?.[0];
    if (competitor)
      add({
        type: 'competitive intelligence',
        content: clip(org.description),
        relevance: relevance('competitive intelligence', config, competitor),
        provenance,
      });
  }
  return out;
}
