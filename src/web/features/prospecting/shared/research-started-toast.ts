import type { QueryClient } from '@tanstack/react-query';
import { toastSuccess } from './api-helpers';
import { startedToastId } from './contact-status';
import { RESEARCH_MSG } from './messages';
import type { Contact } from './types';
import { cachedContact } from './use-live-contacts';

/** How long the started toast waits, so research that finishes at once shows only its completion. */
export const STARTED_TOAST_DELAY_MS = 600;

/**
 * "Deep Research Started", unless by the time it would show the research has already completed or
 * failed: then the completion (or failure) toast is the only one, since a "started" would contradict it.
 */
export function announceResearchStarted(
  queryClient: QueryClient,
  contact: Contact,
  delayMs = STARTED_TOAST_DELAY_MS,
): void {
  setTimeout(() => {
    const status = cachedContact(queryClient, contact.id, contact.organizationId)?.enrichmentStatus;
    if (status === 'completed' || status === 'failed') return;
    toastSuccess(RESEARCH_MSG.deepResearchStarted(contact.name), startedToastId(contact.id));
  }, delayMs);
}
