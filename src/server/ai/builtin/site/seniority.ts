import type { SeniorityLevel } from '#domain/workflow';
import { levelOfTitle } from './title-rank';

/**
 * Seniority from a job title, as people read it (see title-rank.ts): board and C-level → executive;
 * VP, head of, director → director; principal, lead, manager (and senior or staff individual
 * contributors) → senior; other individual contributors → other.
 */
export function seniorityFromTitle(title: string | null | undefined): SeniorityLevel {
  return levelOfTitle(title);
}

export const DEPARTMENTS = [
  'Customer Success',
  'Support',
  'Sales',
  'Marketing',
  'Design',
  'Product',
  'Engineering',
  'IT',
  'Finance',
  'Operations',
  'People/HR',
  'Legal',
  'Executive',
] as const;
export type Department = (typeof DEPARTMENTS)[number];

// Checked in this order, so "Senior Product Designer" is Design and "CTO & Co-founder" is Engineering.
const DEPARTMENT_RULES: [Department, RegExp][] = [
  ['Customer Success', /\b(customer success|account manag\w*|customer experience|client services)\b/i],
  ['Support', /\b(support|help ?desk|service desk)\b/i],
  ['Sales', /\b(sales|account executive|business development|bdr|sdr|cro|chief revenue|revenue|partnerships?)\b/i],
  ['Marketing', /\b(marketing|cmo|growth|brand|communications|content|seo|demand generation)\b/i],
  ['Design', /\b(design(er)?|ux|ui|creative)\b/i],
  ['Product', /\b(product|cpo)\b/i],
  [
    'Engineering',
    /\b(engineer(ing)?|developer|programmer|cto|chief technology|software|devops|sre|architect|tech(nical)? lead|hacker|data scientist|machine learning)\b/i,
  ],
  [
    'IT',
    /\bIT\b|\b(cio|ciso|information technology|security|infrastructure|systems? administrator|sysadmin|network)\b/i,
  ],
  ['Finance', /\b(finance|financial|cfo|accountant|accounting|controller|treasurer)\b/i],
  ['Operations', /\b(operations|coo|ops|logistics|supply chain)\b/i],
  ['People/HR', /\b(hr|human resources|people|talent|recruit\w*|chro)\b/i],
  ['Legal', /\b(legal|counsel|attorney|lawyer|compliance)\b/i],
  [
    'Executive',
    /\b(ceo|chief executive|founder|co-?founder|cofounder|president|managing director|owner|general manager|chair\w*)\b/i,
  ],
];

/** The department a title belongs to, or null when the title names none. */
export function departmentFromTitle(title: string | null | undefined): Department | null {
  if (!title) return null;
  return DEPARTMENT_RULES.find(([, pattern]) => pattern.test(title))?.[0] ?? null;
}
