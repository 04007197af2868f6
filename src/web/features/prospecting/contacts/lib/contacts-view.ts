import { RESEARCH_MSG } from '../../shared/messages';
import type { DiscoveryResult } from '../../shared/prospecting-api';

export type ContactsEmptyState = 'no-organizations' | 'none-discovered' | 'none-current' | 'no-match' | null;

/** Which empty state the Contact Discovery list shows, if any. */
export function contactsEmptyState(input: {
  hasOrganizations: boolean;
  contactsCount: number;
  visibleCount: number;
  search: string;
  hadContacts: boolean;
}): ContactsEmptyState {
  if (!input.hasOrganizations) return 'no-organizations';
  if (input.contactsCount === 0) return input.hadContacts ? 'none-current' : 'none-discovered';
  if (input.visibleCount === 0 && input.search.trim()) return 'no-match';
  return null;
}

/** How long the contact search waits after the last keystroke before asking the server. */
export const CONTACT_SEARCH_DELAY_MS = 250;

export type DiscoveryMode = 'discover' | 'refresh' | 'mobile';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The run's changes in words: new contacts, updated ones, mobile numbers added (nothing when nothing changed). */
export function discoveryChanges(
  result: Pick<DiscoveryResult, 'contactsAdded' | 'contactsUpdated' | 'mobileNumbersAdded'>,
): string[] {
  const { contactsAdded = 0, contactsUpdated = 0, mobileNumbersAdded = 0 } = result;
  return [
    contactsAdded > 0 ? plural(contactsAdded, 'new contact', 'new contacts') : '',
    contactsUpdated > 0 ? `${plural(contactsUpdated, 'contact', 'contacts')} updated` : '',
    mobileNumbersAdded > 0 ? `${plural(mobileNumbersAdded, 'mobile number', 'mobile numbers')} added` : '',
  ].filter(Boolean);
}

type RunOutcome = Pick<DiscoveryResult, 'contactsFound' | 'contactsAdded' | 'contactsUpdated' | 'mobileNumbersAdded'> &
  Partial<Pick<DiscoveryResult, 'newCount' | 'summary' | 'charged'>>;

/** The run's summary in words ("Could not read gitlab.com: …"), saying so when no credit was charged. */
const withSummary = (toast: { title: string; description?: string }, run: RunOutcome) => {
  if (!run.summary) return toast;
  return {
    title: toast.title,
    description: run.charged === false ? `${run.summary}. No credit was charged.` : run.summary,
  };
};

/**
 * The toast after a discovery run: the spec's title, and what happened in words (the run's summary); a refresh
 * reports only what changed. `changed` is false when nothing did.
 */
export function discoveryToast(
  mode: DiscoveryMode,
  run: RunOutcome,
): { title: string; description?: string; changed: boolean } {
  if (mode === 'discover') {
    const fresh = run.newCount ?? run.contactsFound;
    const base = fresh > 0 ? RESEARCH_MSG.contactsDiscovered(fresh) : RESEARCH_MSG.discoveryComplete;
    return { ...withSummary(base, run), changed: fresh > 0 };
  }
  const changes = discoveryChanges(run);
  const refreshed = RESEARCH_MSG.contactsRefreshed(changes, mode === 'mobile');
  if (changes.length > 0 || !run.summary) return { ...refreshed, changed: changes.length > 0 };
  // Nothing changed: say so, then why, in the run's words.
  const why = withSummary({ title: refreshed.title }, run).description;
  return { title: refreshed.title, description: `${refreshed.description} ${why}`, changed: false };
}

/** "12 contacts found", or "3 of 12 contacts" while a search narrows the list. */
export function contactsCountLabel(total: number, visible: number, search: string): string {
  if (search.trim() && visible !== total) return `${visible} of ${plural(total, 'contact', 'contacts')}`;
  return `${plural(total, 'contact', 'contacts')} found`;
}
