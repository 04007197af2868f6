import { useCallback } from 'react';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useAuth } from '../../../app/auth-context';
import { mergeContactInto, startedToastId, transitionToast } from './contact-status';
import { getContact, prospectingKeys, type ContactsResult } from './prospecting-api';
import type { Contact, ContactEvent } from './types';
import { useContactEvents, useLiveCompany, useLiveResync } from './use-live-events';

// A contact list's cache: the pages a list has loaded, or one page fetched on its own.
type CachedList = InfiniteData<ContactsResult> | ContactsResult;
const pagesOf = (data: CachedList | undefined): ContactsResult[] =>
  !data ? [] : 'pages' in data ? data.pages : [data];

/** The newest copy of a contact the page holds (the open dialog's, else any list's). */
export function cachedContact(
  queryClient: QueryClient,
  contactId: string,
  organizationId: string,
): Contact | undefined {
  const single = queryClient.getQueryData<Contact>(prospectingKeys.contact(contactId));
  if (single) return single;
  for (const [, data] of queryClient.getQueriesData<CachedList>({
    queryKey: prospectingKeys.contactLists(organizationId),
  })) {
    for (const page of pagesOf(data)) {
      const found = page.contacts.find((c) => c.id === contactId);
      if (found) return found;
    }
  }
  return undefined;
}

/** A page with the contact's newer copy in place of the old one (a contact not on the page stays off it). */
const mergePage = (page: ContactsResult, contact: Contact): ContactsResult =>
  page.contacts.some((c) => c.id === contact.id)
    ? { ...page, contacts: mergeContactInto(page.contacts, contact) }
    : page;

/** Writes a contact into the dialog's cache and every list of its organization. */
export function storeContact(queryClient: QueryClient, contact: Contact) {
  if (queryClient.getQueryData(prospectingKeys.contact(contact.id)))
    queryClient.setQueryData(prospectingKeys.contact(contact.id), contact);
  queryClient.setQueriesData<CachedList>({ queryKey: prospectingKeys.contactLists(contact.organizationId) }, (old) => {
    if (!old) return old;
    return 'pages' in old
      ? { ...old, pages: old.pages.map((page) => mergePage(page, contact)) }
      : mergePage(old, contact);
  });
}

export function showStatusToast(previous: string | undefined, contact: Contact) {
  const t = transitionToast(previous, contact.enrichmentStatus, contact.name);
  if (!t) return;
  if (t.kind !== 'info') toast.dismiss(startedToastId(contact.id));
  const show = t.kind === 'success' ? toast.success : t.kind === 'error' ? toast.error : toast;
  show(t.title, { description: t.description, id: `contact-status-${contact.id}-${contact.enrichmentStatus}` });
}

/**
 * The live subscription of a page: merges contact updates of the organization into the list and
 * the open contact, and toasts research completing or failing. No polling.
 */
export function useLiveContacts(organizationId: string | null) {
  const queryClient = useQueryClient();
  const { refresh, currentCompany } = useAuth();
  useLiveCompany(currentCompany?.id);
  const onEvent = useCallback(
    async (event: ContactEvent) => {
      const previous = cachedContact(queryClient, event.contactId, event.organizationId);
      if (!previous) {
        await queryClient.invalidateQueries({ queryKey: prospectingKeys.contactLists(event.organizationId) });
        return;
      }
      if (previous.updatedAt === event.updatedAt && previous.enrichmentStatus === event.enrichmentStatus) return;
      const fresh = await getContact(event.contactId).catch(() => null);
      const next: Contact = fresh ?? {
        ...previous,
        enrichmentStatus: event.enrichmentStatus,
        updatedAt: event.updatedAt,
      };
      storeContact(queryClient, next);
      showStatusToast(previous.enrichmentStatus, next);
      // The credit is charged when the research finishes.
      if (next.enrichmentStatus === 'completed' && previous.enrichmentStatus !== 'completed') void refresh();
    },
    [queryClient, refresh],
  );
  useContactEvents((event) => void onEvent(event), organizationId);
  useLiveResync(() => {
    if (!organizationId) return;
    void queryClient.invalidateQueries({ queryKey: prospectingKeys.contactLists(organizationId) });
    void queryClient.invalidateQueries({ queryKey: ['contact'] });
  });
}
