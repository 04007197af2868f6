import type { AnalysisConfig } from '#domain/workflow';
import { kpiGoals, pricingBasis } from '../research/solutions';

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

// Pricing-model notes (as auto-fill writes them) in words a prospect reads naturally.
const NOTES: [RegExp, string][] = [
  [/\bmonthly or annual billing\b/i, 'monthly or annual billing'],
  [/\bper-user pricing\b/i, 'per-user pricing'],
  [/\bfree plan\b/i, 'a free plan'],
  [/\bfree for open source\b/i, 'free hosting for open source'],
  [/\benterprise pricing on request\b/i, 'enterprise pricing on request'],
];

/**
 * One sentence on pricing without pasting a price list: a short qualitative basis as written
 * ("annual subscription per project"), or the plan names and billing notes of a "Tiers: …" model.
 */
export function pricingSentence(config: AnalysisConfig): string {
  const basis = pricingBasis(config);
  if (basis) return `On pricing: ${basis}, so you can start with one team and grow from there.`;
  const model = (config.pricingModel ?? '').trim();
  const tiers = /\bTiers:\s*([^;]+)/i.exec(model)?.[1] ?? '';
  const names = tiers
    .split(/,\s*/)
    .map((t) => t.replace(/\s*(?:from\s+)?[$€£]?\d.*$/i, '').trim())
    .filter((n) => n.length > 0 && !/\d/.test(n));
  const notes = NOTES.filter(([re]) => re.test(model)).map(([, text]) => text);
  if (names.length === 0 && notes.length === 0) return '';
  const plans =
    names.length === 0
      ? ''
      : names.length <= 4
        ? `there are ${list(names)} plans`
        : `there are several plans, from ${names[0]} to ${names[names.length - 1]}`;
  const withNotes = notes.length > 0 ? `${plans ? `${plans}, with ` : 'there is '}${list(notes.slice(0, 3))}` : plans;
  return `On pricing: ${withNotes}, so you can start with one team and grow from there.`;
}

/** A sentence on the goals the product moves (KPIs), or on the figures the seller's site reports; '' when neither. */
export function metricsSentence(config: AnalysisConfig, product: string): string {
  const goals = kpiGoals(config).slice(0, 2);
  if (goals.length > 0)
    return `It is built to improve metrics such as ${list(goals.map((g) => g.charAt(0).toLowerCase() + g.slice(1)))}.`;
  const figures = (config.metricsKpis ?? '')
    .split(/[;\n]/)
    .map((f) => f.trim())
    .filter((f) => /\d/.test(f) && f.length <= 80)
    .slice(0, 2);
  return figures.length > 0 ? `For context, ${product} reports ${list(figures)}.` : '';
}
