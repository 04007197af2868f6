import type { AnalysisConfig } from '#domain/workflow';
import { DISCOVERY_CANDIDATE_LIMIT } from '#domain/providers';
import { parseTargeting } from '../../../ai/builtin/rank/signals';
import type { OrganizationQuery } from '../../../providers/types';

const MAX_KEYWORDS = 5;

/**
 * The provider query the built-in engine derives from the saved configuration: industries it names or its
 * buyers imply, the employee bands and places of the target market, and the phrases that named them.
 */
export function organizationQuery(config: AnalysisConfig, limit = DISCOVERY_CANDIDATE_LIMIT): OrganizationQuery {
  const t = parseTargeting(config);
  const industries = [...new Set(t.industries.filter((i) => !i.inferred).map((i) => i.industry))];
  const inferred = [...new Set(t.industries.filter((i) => i.inferred).map((i) => i.industry))];
  const phrases = t.industries.filter((i) => !i.inferred).map((i) => i.phrase.toLowerCase());
  return {
    industries: industries.length > 0 ? industries : inferred.slice(0, 3),
    employeeRanges: t.sizes.map((s) => ({
      min: s.min,
      max: Number.isFinite(s.max) ? s.max : null,
    })),
    locations: [...new Set(t.geos.map((g) => g.name))],
    keywords: [...new Set(phrases)]
      .filter((p) => !industries.some((i) => i.toLowerCase() === p))
      .slice(0, MAX_KEYWORDS),
    limit,
  };
}

/** A web search phrase for the same ICP ("computer software companies in Texas"). */
export function webSearchPhrase(query: OrganizationQuery): string {
  const what = [...query.industries.slice(0, 2), ...query.keywords.slice(0, 1)].join(' ') || 'software';
  const where = query.locations[0] ? ` in ${query.locations[0]}` : '';
  return `${what} companies${where}`;
}
