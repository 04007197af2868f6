import type { AnalysisConfig } from '#domain/workflow';
import type { Candidate } from '../../engine';
import { FIT_FLOOR, hasNoOwnText } from './fit-floor';
import { rankOrganizations } from './rank-organizations';
import { parseTargeting } from './signals';

export const NO_GOOD_FITS = 'No good fits found';

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/**
 * Why an analysis returned nothing, in words: how many organizations were ranked, the closest one and why it
 * fell short, and which criteria the configuration leaves unnamed (naming them gives the ranking more to match).
 */
export function explainNoGoodFits(config: AnalysisConfig, candidates: readonly Candidate[]): string {
  const [closest] = rankOrganizations(config, candidates, { limit: 1, floor: false });
  const targeting = parseTargeting(config);
  const named = targeting.industries.filter((t) => !t.inferred).map((t) => t.phrase);
  const missing = [
    named.length === 0 ? 'no industry' : null,
    targeting.sizes.length === 0 ? 'no company size' : null,
    targeting.geos.length === 0 ? 'no location' : null,
  ].filter((x): x is string => x !== null);
  const count = `${candidates.length.toLocaleString('en-US')} organization${candidates.length === 1 ? '' : 's'}`;
  const head = `${NO_GOOD_FITS}: none of the ${count} ranked reached ${FIT_FLOOR}% with a word of your configuration in its own description or keywords.`;
  const near = closest
    ? ` The closest, ${closest.name}, scored ${closest.fitScore}%${closest.matchedCriteria.length > 0 ? ` (${closest.matchedCriteria.slice(0, 2).join('; ').toLowerCase()})` : ' and matches nothing you named'}.`
    : '';
  const advice =
    missing.length > 0
      ? ` Your configuration names ${list(missing)}: add the industries, company sizes and places you sell to, or import your own account list.`
      : ` Your configuration names ${list(named)}: few organizations there describe themselves with your words; try broader target industries or import your own account list.`;
  const bare = candidates.filter(hasNoOwnText).length;
  const sparse =
    bare * 2 > candidates.length
      ? ` Most of these organizations have no description or keywords to compare with, so only an industry you name can match them.`
      : '';
  return head + near + advice + sparse;
}
