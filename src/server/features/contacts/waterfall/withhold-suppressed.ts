import type { SuppressionSubject } from './people-step';

/**
 * A provider answer as Scoutline caches it: the people the do-not-contact list allows, and how many it
 * withheld. The list is applied before the answer is stored, so a suppressed or forgotten person's address
 * and profile never reach provider_cache (an erasure deletes cached answers; a re-run must not bring one back).
 */
export type WithheldAnswer<T> = { people: T[]; withheld: number };

type Check = (people: SuppressionSubject[]) => Promise<boolean[]>;

/** The people of an answer the do-not-contact list allows, and how many it withheld. */
export async function withholdSuppressed<T>(
  people: T[],
  subject: (person: T) => SuppressionSubject,
  suppressed: Check,
): Promise<WithheldAnswer<T>> {
  if (people.length === 0) return { people, withheld: 0 };
  const flags = await suppressed(people.map(subject));
  return { people: people.filter((_, i) => !flags[i]), withheld: flags.filter(Boolean).length };
}

/**
 * A cached value as a WithheldAnswer: answers cached before the list was applied at storage time were a bare
 * list, a single record, or null.
 */
export function asWithheldAnswer<T>(value: unknown): WithheldAnswer<T> {
  if (value === null || value === undefined) return { people: [], withheld: 0 };
  if (Array.isArray(value)) return { people: value as T[], withheld: 0 };
  const v = value as Partial<WithheldAnswer<T>>;
  if (Array.isArray(v.people) && typeof v.withheld === 'number') return v as WithheldAnswer<T>;
  return { people: [value as T], withheld: 0 };
}

/**
 * A cached answer read back, checked against the list again (an entry added since it was cached): the people
 * still allowed, and every one withheld (at storage time and now).
 */
export async function recheckWithheld<T>(
  value: unknown,
  subject: (person: T) => SuppressionSubject,
  suppressed: Check,
): Promise<WithheldAnswer<T>> {
  const cached = asWithheldAnswer<T>(value);
  const now = await withholdSuppressed(cached.people, subject, suppressed);
  return { people: now.people, withheld: cached.withheld + now.withheld };
}
