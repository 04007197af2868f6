import { and, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { providerCache } from '../../db/schema/providers';
import type { SubjectKey } from './subject-keys';

/**
 * Deletes the company's cached provider answers that hold the person's address or LinkedIn profile (keys are
 * normalised lower case, so the answer's text is compared lower-cased), so a forgotten person never comes back
 * from the cache. The whole answer goes: the next run asks the provider again and the do-not-contact list
 * keeps the person out. Deep research's lookups also hold the id of the contact they were asked for
 * (enrichment/contact-enrichment.ts), so they go with the contact even when they hold neither; an answer holding a
 * provider's record id of the person (Apollo's search lists people by little more) goes too. Returns how many
 * answers were deleted.
 */
// A record id shorter than this could occur inside unrelated text; provider ids are far longer.
const MIN_RECORD_ID = 6;
const recordIdOf = (key: string) => {
  const id = key.slice(key.indexOf(':') + 1).toLowerCase();
  return id.length >= MIN_RECORD_ID ? id : '';
};

export async function forgetCachedProviderAnswers(
  tx: Tx,
  companyId: string,
  keys: SubjectKey[],
  contactIds: readonly string[] = [],
): Promise<number> {
  const needles = [
    ...new Set<string>([
      ...keys.filter((k) => k.kind === 'email' || k.kind === 'linkedin').map((k) => k.value),
      ...keys.filter((k) => k.kind === 'record').map((k) => recordIdOf(k.value)),
      ...contactIds.map((id) => id.toLowerCase()),
    ]),
  ].filter(Boolean);
  if (needles.length === 0) return 0;
  const holdsAny = or(...needles.map((n) => sql`position(${n} in lower(${providerCache.response}::text)) > 0`));
  const deleted = await tx
    .delete(providerCache)
    .where(and(eq(providerCache.companyId, companyId), holdsAny))
    .returning({ id: providerCache.id });
  return deleted.length;
}
