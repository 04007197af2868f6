import { matchesContactSearch } from '#domain/contacts';
import { RESEARCH_MSG } from '../../shared/messages';
import type { Contact } from '../../shared/types';

export type ContactsEmptyState = 'no-organizations' | 'none-discovered' | 'none-current' | 'no-match' | null;

/** Which empty state the Contact Discovery list shows, if any. */
export function contactsEmptyState(input: { hasOrganizations: boolean; contactsCount: number; visibleCount: number; search: string; hadContacts: boolean }): ContactsEmptyState {
  if (!input.hasOrganizations) return 'no-organizations';
  if (input.contactsCount === 0) return input.hadContacts ? 'none-current' : 'none-discovered';
  if (input.visibleCount === 0 && input.search.trim()) return 'no-match';
  return null;
}

export const filterContacts = (contacts: Contact[], search: string) => contacts.filter((c) => matchesContactSearch(c, search));

export type DiscoveryMode = 'discover' | 'refresh' | 'mobile';

type RunOutcome = { contactsFound: number; newCount?: number; summary?: string; charged?: boolean };

/**
 * The toast after a discovery run: the spec's title, and what happened in words (the run's summary), saying
 * so when no credit was charged.
 */
export function discoveryToast(mode: DiscoveryMode, run: RunOutcome): { title: string; description?: string } {
  const fresh = run.newCount ?? run.contactsFound;
  const base = mode !== 'discover' ? RESEARCH_MSG.contactsRefreshed(fresh) : fresh > 0 ? RESEARCH_MSG.contactsDiscovered(fresh) : RESEARCH_MSG.discoveryComplete;
  if (!run.summary) return base;
  return { title: base.title, description: run.charged === false ? `${run.summary}. No credit was charged.` : run.summary };
}
