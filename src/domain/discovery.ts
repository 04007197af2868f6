/**
 * What a discovery run announced and where each organization it counted is on screen: `shown` in the ranked
 * list, `belowFloor` stored with the analysis but under the fit floor (listed apart, with why), `leftOut` neither
 * (the seller's own site). announced = shown + belowFloor + leftOut.
 */
export type DiscoveryOutcome = {
  summary: string;
  cached: boolean;
  announced: number;
  shown: number;
  belowFloor: number;
  leftOut: number;
  /** The sentence the toast and the screen both show after the summary. */
  note: string;
};

/** "All 12 are in the list." / "7 are in the list; 5 fell under the fit floor (45%): see “Under the fit floor”." */
export function discoveryNote(
  o: Pick<DiscoveryOutcome, 'announced' | 'shown' | 'belowFloor' | 'leftOut'>,
  floor: number,
) {
  if (o.announced === 0) return 'No new organization was found.';
  const parts: string[] = [];
  if (o.shown === o.announced) return o.announced === 1 ? 'It is in the list.' : `All ${o.announced} are in the list.`;
  parts.push(`${o.shown} ${o.shown === 1 ? 'is' : 'are'} in the list`);
  if (o.belowFloor > 0)
    parts.push(
      `${o.belowFloor} fell under the fit floor (${floor}%) and ${o.belowFloor === 1 ? 'is' : 'are'} listed under “Under the fit floor”`,
    );
  if (o.leftOut > 0) parts.push(`${o.leftOut} ${o.leftOut === 1 ? 'is' : 'are'} your own site`);
  return `${parts.join('; ')}.`;
}
