import { matchesContactSearch } from '#domain/contacts';
import { RESEARCH_MSG } from '../../shared/messages';
import type { DiscoveryResult } from '../../shared/prospecting-api';
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

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The run's changes in words: new contacts, updated ones, mobile numbers added (nothing when nothing changed). */
export function discoveryChanges(result: Pick<DiscoveryResult, 'contactsAdded' | 'contactsUpdated' | 'mobileNumbersAdded'>): string[] {
  const { contactsAdded = 0, contactsUpdated = 0, mobileNumbersAdded = 0 } = result;
  return [
    contactsAdded > 0 ? plural(contactsAdded, 'new contact', 'new contacts') : '',
    contactsUpdated > 0 ? `${plural(contactsUpdated, 'contact', 'contacts')} updated` : '',
    mobileNumbersAdded > 0 ? `${plural(mobileNumbersAdded, 'mobile number', 'mobile numbers')} added` : '',
  ].filter(Boolean);
}

/** The toast after a discovery run; a refresh reports only what changed. `changed` is false when nothing did. */
export function discoveryToast(mode: DiscoveryMode, result: DiscoveryResult): { title: string; description?: string; changed: boolean } {
  if (mode === 'discover') {
    const found = result.contactsFound;
    return { ...(found > 0 ? RESEARCH_MSG.contactsDiscovered(found) : RESEARCH_MSG.discoveryComplete), changed: found > 0 };
  }
  const changes = discoveryChanges(result);
  return { ...RESEARCH_MSG.contactsRefreshed(changes, mode === 'mobile'), changed: changes.length > 0 };
}

/** "12 contacts found", or "3 of 12 contacts" while a search narrows the list. */
export function contactsCountLabel(total: number, visible: number, search: string): string {
  if (search.trim() && visible !== total) return `${visible} of ${plural(total, 'contact', 'contacts')}`;
  return `${plural(total, 'contact', 'contacts')} found`;
}
