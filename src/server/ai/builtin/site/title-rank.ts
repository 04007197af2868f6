import type { SeniorityLevel } from '#domain/workflow';

/**
 * Where a title sits, as people read it: board and C-level, VP, head of, director, principal or lead,
 * manager, individual contributor. The stored seniority level (the spec's four) follows from it.
 */
export type TitleRank = 'board_c_level' | 'vp' | 'head' | 'director' | 'principal_lead' | 'manager' | 'individual';

// Past roles in a bio ("Security Engineer, Eventbrite 2013-2015") and "to the CEO" describe someone else.
const strip = (title: string) =>
  title
    .replace(/\b(to|for|of) the (ceo|cto|cfo|coo|president|founder|chair\w*|board)\b.*$/i, '')
    .replace(/\s+/g, ' ')
    .trim();

const RULES: [TitleRank, RegExp][] = [
  // Assistants, interns and trainees support a rank; they do not hold it.
  [
    'individual',
    /\b(assistant|intern|internship|trainee|apprentice|student|summer (analyst|associate))\b(?!\s+(vice|director|general|manager|head))/i,
  ],
  [
    'board_c_level',
    /\b(chair(man|woman|person)?|executive chair|board member|member of the board|(co-?|co )?founder|cofounder|owner|(?<!vice[- ])president|managing director|managing partner|general partner|venture partner|executive director|chief \w+(?: \w+)? officer|chief executive|c[a-z]o)\b/i,
  ],
  ['board_c_level', /^(ceo|cto|cfo|coo|cmo|cro|cio|ciso|cpo|cdo|chro|cso)\b|\b(ceo|cto|cfo|coo|cmo|cio|ciso)\b/i],
  [
    'board_c_level',
    /^partner\b(?!\s+(manager|marketing|success|engineer|program|sales|account|relations|development))|\b(?<!channel |business |alliance |strategic )partner$/i,
  ],
  ['vp', /\b(vice[- ]president|s?vp|evp|avp)\b/i],
  ['head', /\bhead of\b|\bhead$|\bhead\b(?=,)|^head\b|\bgeneral manager\b|\b(bureau|division) chief\b|^chief,/i],
  ['director', /\bdirector\b/i],
  ['principal_lead', /\b(principal|lead|leader|tech lead|team lead)\b/i],
  ['manager', /\b(manager|supervisor|superintendent|foreman)\b/i],
];

/** The rank a title names; an individual contributor when none. */
export function titleRank(title: string | null | undefined): TitleRank {
  const t = strip(title ?? '');
  if (!t) return 'individual';
  // "Product Owner" is a role in a team, not the owner of the business.
  const clean = t.replace(/\bproduct owner\b/i, 'product role');
  return RULES.find(([, pattern]) => pattern.test(clean))?.[0] ?? 'individual';
}

const SENIOR_IC = /\b(senior|sr\.?|staff|distinguished|fellow)\b/i;

/** The spec's seniority level for a title: executive, director, senior or other. */
export function levelOfTitle(title: string | null | undefined): SeniorityLevel {
  const rank = titleRank(title);
  if (rank === 'board_c_level') return 'executive';
  if (rank === 'vp' || rank === 'head' || rank === 'director') return 'director';
  if (rank === 'principal_lead' || rank === 'manager') return 'senior';
  return SENIOR_IC.test(strip(title ?? '')) && !/\b(assistant|intern)\b/i.test(title ?? '') ? 'senior' : 'other';
}
