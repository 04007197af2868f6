import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../../app/auth-context';
import { errorMessage, isDailyLimitError, toastError, toastInfo, toastSuccess } from '../../shared/api-helpers';
import { RESEARCH_MSG } from '../../shared/messages';
import { useCursorList } from '../../../../lib/use-cursor-list';
import { addToOutreach, contactsPath, discoverContacts, prospectingKeys } from '../../shared/prospecting-api';
import type { Contact } from '../../shared/types';
import { discoveryToast, type DiscoveryMode } from '../lib/contacts-view';

/**
 * The organization's contacts, best fit first, 50 at a time, searched on the server (`search`: name, title or
 * department); past the daily view limit it toasts Daily Limit Reached.
 */
export function useOrgContacts(orgId: string | null, search = '', enabled = true) {
  const q = search.trim();
  const list = useCursorList<'contacts', Contact, { hiddenByDailyLimit: number }>({
    queryKey: prospectingKeys.contacts(orgId ?? '', 'fit', { q }),
    path: contactsPath(orgId ?? '', 'fit', { q }),
    itemsKey: 'contacts',
    enabled: Boolean(orgId) && enabled,
    keepPrevious: Boolean(q),
  });
  useEffect(() => {
    if (!list.isError) return;
    if (isDailyLimitError(list.error)) toastError(RESEARCH_MSG.dailyLimit, 'daily-limit');
    else
      toastError({ title: 'Failed to load contacts', description: errorMessage(list.error) }, 'contacts-load-failed');
  }, [list.isError, list.error]);
  return list;
}

/** contact-discovery for the whole organization (optionally with mobile numbers), then a reload. */
export function useDiscoverContacts(orgId: string | null) {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  const reload = async () => {
    if (!orgId) return;
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: prospectingKeys.contactLists(orgId) }),
      queryClient.invalidateQueries({ queryKey: prospectingKeys.discoveryRun(orgId) }),
    ]);
  };
  return useMutation({
    mutationFn: async (mode: DiscoveryMode) => {
      if (!orgId) throw new Error(RESEARCH_MSG.noOrganization);
      return discoverContacts({ organizationId: orgId, includeMobile: mode === 'mobile' });
    },
    onSuccess: async (result, mode) => {
      await reload();
      const { changed, ...t } = discoveryToast(mode, result);
      if (changed) toastSuccess(t);
      else toastInfo(t);
    },
    onError: async (error, mode) => {
      if (mode === 'discover') toastError(RESEARCH_MSG.discoveryFailed(errorMessage(error)));
      else toastError(RESEARCH_MSG.refreshFailed(errorMessage(error)));
      await reload();
    },
    onSettled: () => void refresh(),
  });
}

/** Saves a contact to the Outreach List (from the Add to Sequence dialog, for those not enrolled yet). */
export function useAddToOutreach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contact: Contact) => addToOutreach(contact.id),
    onSuccess: ({ added }, contact) => {
      if (added) toastSuccess(RESEARCH_MSG.addedToOutreach(contact.name));
      else toastInfo(RESEARCH_MSG.alreadyInOutreach(contact.name));
      void queryClient.invalidateQueries({ queryKey: ['outreach'] });
    },
    onError: (error) => toastError(RESEARCH_MSG.addToOutreachFailed(errorMessage(error))),
  });
}
