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

/** The success toast after a discovery run. */
export function discoveryToast(mode: DiscoveryMode, found: number): { title: string; description?: string } {
  if (mode !== 'discover') return RESEARCH_MSG.contactsRefreshed(found);
  return found > 0 ? RESEARCH_MSG.contactsDiscovered(found) : RESEARCH_MSG.discoveryComplete;
}
