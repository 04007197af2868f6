import type { AnalysisConfig } from '#domain/workflow';

/** Rules every request carries: sources only, nothing invented. */
export const GROUNDING_RULES = [
  "You are Scoutline's sales research assistant.",
  'Use only the information in the sources given to you (web pages labelled with their URL, directory records, the seller configuration).',
  'Never invent people, e-mail addresses, phone numbers, figures, dollar amounts, dates, customers or facts.',
  'When the sources do not support a field, leave it empty ("" or null) rather than guessing.',
  'Copy names, numbers and figures exactly as the sources write them.',
].join('\n');

const CONFIG_LABELS: [keyof AnalysisConfig, string][] = [
  ['productName', 'Product'],
  ['productUrl', 'Product URL'],
  ['productDescription', 'Description'],
  ['targetMarket', 'Target market'],
  ['successIndustries', 'Industries with success'],
  ['keyDecisionMakers', 'Key decision makers'],
  ['salesCycle', 'Sales cycle'],
  ['pricingModel', 'Pricing'],
  ['metricsKpis', 'Metrics / KPIs'],
  ['competitors', 'Competitors'],
  ['overallFeedback', 'Notes'],
];

/** The seller's configuration as labelled lines (empty fields left out). */
export function formatConfig(config: AnalysisConfig): string {
  return CONFIG_LABELS.filter(([key]) => (config[key] ?? '').trim())
    .map(([key, label]) => `${label}: ${config[key].trim()}`)
    .join('\n');
}

/** The seller's configuration text, for grounding checks. */
export const configText = (config: AnalysisConfig): string => Object.values(config).join('\n');
