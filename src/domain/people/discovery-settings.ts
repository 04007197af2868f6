import { z } from 'zod';

/** Contact Discovery stops asking sources once the organization has this many contacts of Good fit or better. */
export const DEFAULT_TARGET_GOOD_CONTACTS = 10;
export const MAX_TARGET_GOOD_CONTACTS = 100;

export const discoverySettingsBody = z.object({
  targetGoodContacts: z
    .number({ error: 'Enter a whole number of contacts' })
    .int('Enter a whole number of contacts')
    .min(1, 'The target is at least 1 contact')
    .max(MAX_TARGET_GOOD_CONTACTS, `The target is at most ${MAX_TARGET_GOOD_CONTACTS} contacts`),
});
export type DiscoverySettings = z.infer<typeof discoverySettingsBody>;

/** Contact fit categories that count toward the target: Good fit or better. */
export const GOOD_OR_BETTER = new Set(['perfect', 'great', 'good']);
export const isGoodOrBetter = (category: string | null | undefined) => GOOD_OR_BETTER.has(category ?? '');
