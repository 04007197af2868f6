import { DAILY_CONTACT_VIEW_LIMIT } from '#domain/workflow';

type Toast = { title: string; description?: string };

/** The research screens' toasts, in the spec's words (core-workflow section 8). */
export const RESEARCH_MSG = {
  loadOrganizationsFailed: 'Failed to load organizations',
  noOrganization: 'No organization selected',
  researchComplete: (name: string): Toast => ({
    title: 'Research Complete',
    description: `Account research for ${name} is ready.`,
  }),
  /** The site could not be read: the research only restates the record, and was not charged. Not a success. */
  researchUnread: (note: string): Toast => ({ title: 'Website Not Read', description: note }),
  researchFailed: (message?: string): Toast => ({
    title: 'Research Failed',
    description: message || 'Failed to generate research. Please try again.',
  }),
  pitchGenerated: (product: string): Toast => ({
    title: 'Pitch Generated',
    description: `Your pitch for ${product} is ready.`,
  }),
  pitchFailed: (message?: string): Toast => ({
    title: 'Pitch Generation Failed',
    description: message || 'Failed to generate pitch. Please try again.',
  }),
  copied: { title: 'Copied!', description: 'Pitch copied to clipboard.' } satisfies Toast,
  copyFailed: { title: 'Copy Failed', description: 'Failed to copy to clipboard' } satisfies Toast,
  contactsAlreadyFound: (n: number): Toast => ({
    title: 'Contacts Already Found',
    description: `${n} ${n === 1 ? 'contact' : 'contacts'} already found for this solution.`,
  }),
  contactsDiscovered: (n: number): Toast => ({
    title: 'Contacts Discovered',
    description: `${n} ${n === 1 ? 'contact' : 'contacts'} found`,
  }),
  noContactsFound: (summary?: string): Toast => ({
    title: 'No Contacts Found',
    description: `No relevant contacts found for this solution${summary ? `: ${summary}. No credit was charged.` : ''}`,
  }),
  contactDiscoveryFailed: (message?: string): Toast => ({
    title: 'Contact Discovery Failed',
    description: message || 'Failed to discover contacts. Please try again.',
  }),
  discoveryComplete: { title: 'Discovery Complete', description: 'No new contacts were found.' } satisfies Toast,
  discoveryFailed: (message?: string): Toast => ({
    title: 'Discovery Failed',
    description: message || 'Failed to discover contacts. Please try again.',
  }),
  contactsRefreshed: (changes: string[], mobile: boolean): Toast => ({
    title: 'Contacts Refreshed',
    description:
      changes.length > 0
        ? `${changes.join(', ')}.`
        : mobile
          ? 'No new mobile numbers were found; nothing changed.'
          : 'Nothing changed: no new contacts or details were found.',
  }),
  refreshFailed: (message?: string): Toast => ({
    title: 'Refresh Failed',
    description: message || 'Failed to refresh contacts. Please try again.',
  }),
  dailyLimit: {
    title: 'Daily Limit Reached',
    description: "You've reached your daily contact viewing limit. Please try again tomorrow.",
  } satisfies Toast,
  hiddenByLimit: (n: number) =>
    `${n} more ${n === 1 ? 'contact is' : 'contacts are'} hidden by the daily limit of ${DAILY_CONTACT_VIEW_LIMIT} contact views.`,
  deepResearchStarted: (name: string): Toast => ({
    title: 'Deep Research Started',
    description: `Researching ${name} in public sources. Deep research takes 5-10 minutes; this page updates live.`,
  }),
  researchStarted: {
    title: 'Research Started',
    description: 'Deep research takes 5-10 minutes. You can keep working; this page updates live.',
  } satisfies Toast,
  contactResearchStartFailed: {
    title: 'Research Failed',
    description: 'Failed to start contact research. Please try again.',
  } satisfies Toast,
  contactResearchComplete: (name: string): Toast => ({
    title: 'Research Complete!',
    description: `Deep research on ${name} is ready.`,
  }),
  contactResearchFailed: (name: string): Toast => ({
    title: 'Research Failed',
    description: `Deep research on ${name} could not be completed.`,
  }),
  addedToOutreach: (name: string): Toast => ({
    title: 'Saved to Outreach List',
    description: `${name} is on your outreach list.`,
  }),
  alreadyInOutreach: (name: string): Toast => ({
    title: 'Already on your Outreach List',
    description: `${name} is already on your outreach list.`,
  }),
  addToOutreachFailed: (message?: string): Toast => ({
    title: 'Could not save to the Outreach List',
    description: message || 'Please try again.',
  }),
} as const;

export const NOT_AVAILABLE = 'Not available';
export const NOT_AVAILABLE_PUBLIC = 'Not available from public sources';

/** The pitch editor's toasts (issue 22: a pitch draft per contact and solution). */
export const PITCH_DRAFT_MSG = {
  saved: (name: string): Toast => ({ title: 'Draft Saved', description: `Your pitch for ${name} is saved.` }),
  saveFailed: (message?: string): Toast => ({
    title: 'Save Failed',
    description: message || 'Failed to save the pitch draft. Please try again.',
  }),
  reset: { title: 'Reset to Generated', description: 'The generated pitch is back.' } satisfies Toast,
  resetFailed: (message?: string): Toast => ({
    title: 'Reset Failed',
    description: message || 'Failed to reset the pitch. Please try again.',
  }),
};
