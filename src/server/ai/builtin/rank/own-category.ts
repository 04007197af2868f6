import type { AnalysisConfig } from '#domain/workflow';
import type { Candidate } from '../../engine';
import { parseCategory } from '../research/capabilities';
import { stem, words } from './tokenize';

/** The seller's category as the product description defines it ("a web analytics platform" → "analytics"). */
export type OwnCategory = { phrase: string; terms: string[][] };

// Heads too general to name a market on their own: "a cron job" is not "a job", "web analytics" not all analytics.
const VAGUE_HEAD = new Set([
  'job',
  'jobs',
  'web',
  'team',
  'teams',
  'data',
  'business',
  'developer',
  'developers',
  'source',
  'work',
  'online',
  'cloud',
  'enterprise',
]);
const BROAD_HEAD = new Set([
  'analytics',
  'software',
  'management',
  'security',
  'marketing',
  'platform',
  'services',
  'intelligence',
  'automation',
  'communication',
  'communications',
  'collaboration',
  'productivity',
  'commerce',
  'payments',
  'infrastructure',
  'storage',
  'messaging',
]);
const DEFINITION = /\b(?:is|are)\s+(an?\s+.+)$/i;
const CUT = /\s+(?:aimed|that|which|with|for|to|designed|built|helping|so|where|who)\b|[:;(]|,\s+(?:an?|the)\s/i;

/**
 * The category phrase of the product's first defining sentence ("Umami is a privacy-focused, open source web
 * analytics platform" → "open source web analytics") and the terms that name it in a directory keyword: the
 * full object, its head noun unless vague, and head + activity ("documentation hosting").
 */
export function ownCategory(config: AnalysisConfig): OwnCategory | null {
  const description = (config.productDescription ?? '').replace(/\s+/g, ' ').trim();
  const first = description
    .split(/(?<=[.!?])\s+/)
    .find(
      (s) =>
        DEFINITION.test(s) || /^[A-Z][\w-]*(?:\s+[\w-]+){0,4}\s+(?:platform|tool|service|suite|app|software)\b/.test(s),
    );
  if (!first) return null;
  const definition = (DEFINITION.exec(first)?.[1] ?? first).split(CUT)[0] ?? '';
  const { object, activities } = parseCategory(definition.replace(/[^\p{L}\p{N}\s-]/gu, ' '));
  const noun = object?.replace(/^(?:(?:open\s+)?source|free|simple|modern|leading)\s+/i, '').trim();
  if (!noun) return null;
  const head = noun.split(/\s+/).pop()!;
  const phrases = [noun, ...activities.map((a) => `${noun} ${a}`), ...activities.map((a) => `${head} ${a}`)];
  if ((noun === head || !BROAD_HEAD.has(head)) && !VAGUE_HEAD.has(head)) phrases.push(head);
  const terms = [...new Set(phrases)].map((p) => words(p).map(stem)).filter((t) => t.length > 0);
  return terms.length > 0
    ? { phrase: activities.length > 0 ? `${noun} ${activities.join(' and ')}` : noun, terms }
    : null;
}

/** The candidate's keyword or sub-industry that names the seller's category ("Documentation Hosting"), or null. */
export function categoryLabel(
  category: OwnCategory | null,
  c: Pick<Candidate, 'keywords' | 'subIndustry'>,
): string | null {
  if (!category) return null;
  for (const label of [c.subIndustry ?? '', ...c.keywords]) {
    const w = words(label).map(stem);
    for (const t of category.terms)
      for (let i = 0; i + t.length <= w.length; i++) if (t.every((x, j) => w[i + j] === x)) return label;
  }
  return null;
}

/**
 * The words of the candidate's own description that put it in the seller's category: the head of its first
 * sentence, before what it is for or what it does ("Cloud CRM platform for sales teams…" → "CRM platform"). A
 * category named later in the description ("integrates with CRM tools") says whom it works with, not what it is.
 */
export function categoryInDescription(category: OwnCategory | null, c: Pick<Candidate, 'description'>): string | null {
  if (!category || !c.description) return null;
  const first = c.description.replace(/\s+/g, ' ').split(/(?<=[.!?])\s/)[0] ?? '';
  const defined = DEFINITION.exec(first)?.[1] ?? first;
  const head = (defined.split(CUT)[0] ?? '').split(/[:;,]/)[0] ?? '';
  const raw = words(head);
  const w = raw.map(stem);
  for (const t of category.terms)
    for (let i = 0; i + t.length <= w.length; i++)
      if (t.every((x, j) => w[i + j] === x)) {
        // Quoted as the description writes it ("CRM", not "crm").
        const pattern = raw.slice(i, i + t.length).map((x) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
        return new RegExp(pattern.join('[^\\p{L}\\p{N}]+'), 'iu').exec(head)?.[0] ?? pattern.join(' ');
      }
  return null;
}

/** True when the candidate's keywords, sub-industry or own description put it in the seller's category. */
export const inOwnCategory = (
  category: OwnCategory | null,
  c: Pick<Candidate, 'keywords' | 'subIndustry' | 'description'>,
) => categoryLabel(category, c) !== null || categoryInDescription(category, c) !== null;
