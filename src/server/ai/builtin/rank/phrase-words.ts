import { stem, tokenize } from './tokenize';

/**
 * Word data for whole-phrase agreement (phrase-match.ts). Unlike the synonym groups of the text search (topics:
 * "hospital" near "health"), these say when two words name the same kind of thing, or one kind is another.
 */

const stems = (text: string) => new Set(tokenize(text));

/** Heads that say what kind of organization, not what it does: "paper manufacturers" is about paper. */
export const ORGANIZATION_HEADS = stems(
  'manufacturers manufacturer makers maker producers producer companies company firms businesses organizations ' +
    'organisations providers provider vendors suppliers operators operator players brands groups teams team users ' +
    'people projects customers clients professionals departments chains carriers',
);

/**
 * Modifiers that sort organizations within a kind without changing the kind ("Diversified Banks",
 * "Regional Banks").
 */
export const LOOSE_MODIFIERS = stems(
  'diversified regional specialty specialized specialised integrated other general independent national global ' +
    'international multi line major leading large small mid sized midsize mid-size',
);

/** Words that name the same kind ("insurers" are "insurance" companies); each word maps to its group. */
const SAME_KIND: readonly string[][] = [
  ['insurance', 'insurer', 'insurers'],
  ['bank', 'banks', 'banking'],
  ['semiconductor', 'semiconductors', 'chip', 'chips', 'chipmaker', 'chipmakers'],
  ['pharma', 'pharmaceutical', 'pharmaceuticals'],
  ['telecom', 'telecommunication', 'telecommunications', 'telco', 'telcos'],
  ['automobile', 'automobiles', 'automotive', 'automaker', 'automakers', 'auto', 'car'],
  ['biotech', 'biotechnology'],
  ['electric', 'electricity'],
  ['hotel', 'hotels', 'lodging'],
  ['airline', 'airlines'],
  ['reit', 'reits'],
];
const sameKind = new Map<string, Set<string>>();
for (const group of SAME_KIND) {
  const set = new Set(group.map(stem));
  for (const s of set) sameKind.set(s, set);
}
/** The stems naming the same kind as this one (itself included). */
export const sameKindAs = (s: string): ReadonlySet<string> => sameKind.get(s) ?? new Set([s]);

/** A kind that is a kind of a longer label: "hospitals" are "health care facilities", "SaaS" is "software". */
const KIND_OF: Record<string, string[]> = {
  hospital: ['health care facilities', 'healthcare facilities'],
  clinic: ['health care facilities', 'healthcare facilities'],
  saas: ['software'],
  trucking: ['cargo ground transportation', 'trucking'],
  railroad: ['rail transportation'],
  broadcaster: ['broadcasting'],
};
export const KIND_OF_STEMS = new Map(Object.entries(KIND_OF).map(([k, v]) => [stem(k), v.map((p) => tokenize(p))]));

/**
 * What an organization head says the organization does, and the label words that say it does something else:
 * "healthcare providers" are not "Health Care Equipment" makers, "food brands" are not "Food Retail".
 */
const MAKERS = stems('manufacturers manufacturer makers maker producers producer brands');
const SERVERS = stems('providers provider operators operator chains');
const NOT_MADE = stems('distributors retail retailers reits brokers stores dealers wholesalers services exchanges');
const NOT_SERVED = stems(
  'equipment supplies distributors reits products manufacturing components devices instruments materials tools ' +
    'managed technology pharmaceuticals drugs insurance retail',
);
/** The label words that contradict the phrase's organization head (empty when the head says no role). */
export function conflictingWords(head: string | undefined): ReadonlySet<string> {
  if (head && MAKERS.has(head)) return NOT_MADE;
  if (head && SERVERS.has(head)) return NOT_SERVED;
  return new Set();
}
