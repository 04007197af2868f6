import type { Fact } from '#domain/workflow';
import type { SitePage } from '../../engine';
import { pageProvenance, type PageSentence } from './sources';

type Extractor = (sentence: string, page: SitePage) => string | null;

const FOUNDED =
  /\b(?:founded|established|incorporated|started)\s+(?:in\s+|on\s+\w+\s+\d{1,2},?\s+)?((?:18|19|20)\d{2})\b/i;
const FOUNDED_LABEL = /\bfounded:?\s+((?:18|19|20)\d{2})\b/i;
const HQ =
  /\b(?:headquartered|based|headquarters (?:is |are )?(?:located )?)\s*in\s+((?:[A-Z][\w.'’-]*|D\.C\.)(?:(?:,\s*|\s+)(?:[A-Z][\w.'’-]*|D\.C\.)){0,4})/;
const EMPLOYEES =
  /\b((?:over|more than|nearly|about|approximately|around|almost)\s+)?(\d{1,3}(?:,\d{3})+|\d+)(\+)?\s*(employees|staff|team members|colleagues|people work)\b/i;
const TEAM_OF = /\bteam of\s+((?:over|more than|about|nearly)\s+)?(\d{1,3}(?:,\d{3})+|\d+)(\+)?/i;
const MONEY = String.raw`(?:US)?[$€£]\s?\d[\d,.]*\s*(?:billion|million|thousand|bn|[mbk])?\b`;
const REVENUE_AFTER = new RegExp(
  String.raw`\b(?:annual\s+)?(?:revenues?|sales|ARR)\s+(?:of|exceeding|over|topped|reached|was|were|is|totall?ed|surpassed|:)\s+(?:more than\s+|over\s+|about\s+|approximately\s+|nearly\s+)?(${MONEY})`,
  'i',
);
const REVENUE_BEFORE = new RegExp(
  String.raw`(${MONEY})\s+(?:in\s+)?(?:annual\s+|yearly\s+)?(?:revenues?|sales|ARR)\b`,
  'i',
);

const founded: Extractor = (s, page) => {
  const year = Number((s.match(FOUNDED) ?? s.match(FOUNDED_LABEL))?.[1]);
  const fetchedYear = new Date(page.fetchedAt).getUTCFullYear() || 9999;
  return year >= 1800 && year <= fetchedYear ? String(year) : null;
};
const headquarters: Extractor = (s) => {
  const place = s.match(HQ)?.[1]?.replace(/[,\s]+$/, '');
  // Keep the dot of "D.C." or "St.", drop a sentence's full stop.
  return place ? (/(?:\b[A-Z]\.|\bSt\.)$/.test(place) ? place : place.replace(/\.$/, '')) : null;
};
const employees: Extractor = (s) => {
  const m = s.match(EMPLOYEES);
  if (m) return `${m[1] ? m[1].trim().toLowerCase() + ' ' : ''}${m[2]}${m[3] ?? ''} employees`;
  const t = s.match(TEAM_OF);
  return t ? `team of ${t[1] ? t[1].trim().toLowerCase() + ' ' : ''}${t[2]}${t[3] ?? ''}` : null;
};
const revenue: Extractor = (s) => (s.match(REVENUE_AFTER) ?? s.match(REVENUE_BEFORE))?.[1]?.trim() ?? null;

/** Facts the fetched pages state outright, each with the page it came from; null when no page states it. */
export type PageFacts = Record<'founded' | 'headquarters' | 'employees' | 'revenue', Fact | null>;

/** Reads founding year, headquarters, head count and revenue statements from page sentences (about pages first). */
export function extractPageFacts(sentences: readonly PageSentence[]): PageFacts {
  const ordered = [...sentences].sort((a, b) => aboutRank(a.page) - aboutRank(b.page));
  const find = (extract: Extractor): Fact | null => {
    for (const { text, page } of ordered) {
      const value = extract(text, page);
      if (value) return { value, provenance: pageProvenance(page) };
    }
    return null;
  };
  return {
    founded: find(founded),
    headquarters: find(headquarters),
    employees: find(employees),
    revenue: find(revenue),
  };
}

const aboutRank = (page: SitePage) => (/about|company|who-we-are|our-story/i.test(page.url) ? 0 : 1);
