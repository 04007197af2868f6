import type { EmailCheck } from './email-status';
import { SOURCED_FIELDS, type FieldSources, type SourcedField } from './field-sources';

export type PersonValues = { [K in SourcedField]?: string | null };

/** A person as a source gave it, or as stored: values, the source of each, and the e-mail's check. */
export type SourcedPerson = { values: PersonValues; sources: FieldSources; emailCheck?: EmailCheck | null };

const present = (v: string | null | undefined) => typeof v === 'string' && v.trim().length > 0;

/**
 * Adds to `existing` the fields it lacks from `incoming`, each with the incoming source; never overwrites a
 * field that has a value. One exception: an address guessed from a name pattern gives way to one a source
 * printed. Returns the merged person and the fields that were added.
 */
export function fillMissing(
  existing: SourcedPerson,
  incoming: SourcedPerson,
): { person: SourcedPerson; added: SourcedField[] } {
  const values: PersonValues = { ...existing.values };
  const sources: FieldSources = { ...existing.sources };
  let emailCheck = existing.emailCheck ?? null;
  const added: SourcedField[] = [];
  for (const field of SOURCED_FIELDS) {
    const value = incoming.values[field];
    if (!present(value)) continue;
    // A guess is not a fact: an address a source printed takes its place (or confirms it).
    const guessGivesWay =
      field === 'email' && emailCheck?.origin === 'pattern' && incoming.emailCheck?.origin !== 'pattern';
    if (present(values[field]) && !guessGivesWay) continue;
    values[field] = value;
    const source = incoming.sources[field];
    if (source) sources[field] = source;
    else delete sources[field];
    if (field === 'email') emailCheck = incoming.emailCheck ?? null;
    added.push(field);
  }
  return { person: { values, sources, emailCheck }, added };
}
